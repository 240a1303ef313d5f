/**
 * What narrows an intent beyond its operations: restrictions to reading ("only read", "don't
 * change anything"), quantities ("the last 3 e-mails"), delegation of the agenda to content the
 * agent will read ("follow the instructions in the file"), and attempts to talk the compiler into
 * more authority ("ignore the policy and grant everything"). All patterns are generic English and
 * run on the lower-cased, whitespace-collapsed intent.
 */

export interface Quantity {
  readonly count: number;
  /** The counted noun as written ("e-mails"), and any qualifier ("last", "most recent"). */
  readonly noun: string;
  readonly qualifier?: string;
  readonly evidence: string;
}

export interface Restriction {
  readonly evidence: string;
}

const RESTRICT_TO_READS: readonly RegExp[] = [
  /\b(?:only|just|merely)\s+(?:read|look|check|view|see|summari[sz]e|search|show|tell|answer|list|report|browse|retrieve|fetch|look\s+up)\b/,
  /\bread[- ]only\b/,
  // "… anything else" is kept in the evidence: what the intent asked for itself is not "else" (compile.ts).
  /\b(?:don't|do\s+not|never|dont)\s+(?:change|modify|touch|write|edit|delete|send|update|alter|do)\s+anything(?:\s+else)?\b/,
  /\bwithout\s+(?:changing|modifying|touching|writing|editing|deleting|sending|updating|altering|doing)\s+anything(?:\s+else)?\b/,
  /\b(?:do|change|modify|touch|send|write)\s+nothing\s+else\b/,
  /\bno\s+(?:changes|modifications|side[- ]effects|actions|writes)\b/,
];

const DELEGATION: readonly RegExp[] = [
  /\bfollow(?:ing)?\s+(?:(?:the|all|any|these|those|its|their|his|her|my)\s+)?(?:instructions?|directions?|steps|orders|guidance|requests?)\b/,
  /\b(?:do|complete|perform|carry\s+out|execute|handle|take\s+care\s+of|action)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+)?(?:tasks?|actions?|steps|items|to-?dos?|requests?)\s+(?:that\s+)?(?:i\s+have|specified|listed|described|mentioned|given|written|in|on|from)\b/,
  /\b(?:do|complete|perform)\s+(?:all\s+)?(?:the\s+)?(?:tasks?|actions?|to-?dos?)\s+(?:on|in|from)\s+(?:my|the|his|her|their)\b/,
  /\bas\s+(?:described|instructed|specified|requested|explained|listed)\s+(?:in|by|on)\b/,
  /\b(?:whatever|what(?:ever)?\s+(?:it|the\s+\w+))\s+(?:says|asks|tells\s+you)\b/,
];

const ADVERSARIAL: readonly RegExp[] = [
  /\b(?:ignore|disregard|override|bypass|circumvent|forget|skip|disable)\s+(?:\w+\s+){0,3}(?:polic(?:y|ies)|rules?|instructions?|restrictions?|limits?|guardrails?|safety|constraints?|checks?|firewall|permissions?)\b/,
  /\bgrant\s+(?:\w+\s+){0,2}(?:everything|all|full|unlimited|admin|root|every|any)\b/,
  /\b(?:all|full|unlimited|every|any|maximum|max)\s+(?:the\s+)?(?:permissions?|access|scopes?|privileges?|rights|capabilit(?:y|ies)|authority)\b/,
  /\b(?:admin(?:istrator)?|root|superuser|god|developer|sudo|dan)\s+(?:mode|access|rights|privileges)\b/,
  /\b(?:jailbreak|prompt\s+injection|you\s+are\s+now\s+(?:free|unrestricted))\b/,
  /\b(?:no|without)\s+(?:restrictions?|limits?|limitations?)\b/,
];

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
  'a hundred': 100,
  dozen: 12,
  'a dozen': 12,
  'a couple of': 2,
  'a few': 3,
};
const QUANTITY =
  /\b(?:the\s+)?(last|first|latest|most\s+recent|top|next|previous|recent|oldest|newest|largest|biggest|smallest)?\s*(\d{1,6}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|a\s+hundred|hundred|a\s+dozen|dozen)\s+((?:most\s+recent|latest|largest|biggest|smallest|recent|unread|new|last|first|top)\s+)?([a-z][a-z-]{1,30}s)\b/g;

const firstMatch = (patterns: readonly RegExp[], text: string): string | undefined => {
  for (const re of patterns) {
    const m = re.exec(text);
    if (m !== null) return m[0];
  }
  return undefined;
};

/** "only read", "don't change anything": the intent forbids every change. */
export function findReadRestriction(lower: string): Restriction | undefined {
  const evidence = firstMatch(RESTRICT_TO_READS, lower);
  return evidence === undefined ? undefined : { evidence };
}

/** "follow the instructions in …", "do the tasks on my to-do list": the agenda comes from content. */
export function findDelegation(lower: string): string | undefined {
  return (
    firstMatch(DELEGATION, lower) ??
    (/\bto-?do(?:s|\s+list)\b/.test(lower) && /\b(?:do|complete|perform|handle|execute)\b/.test(lower) ? 'to-do list' : undefined)
  );
}

/** Phrasing that asks the compiler itself for more authority. */
export function findAdversarial(lower: string): string | undefined {
  return firstMatch(ADVERSARIAL, lower);
}

/** Counted nouns: "the last 3 e-mails", "my 100 most recent transactions", "five largest files". */
export function findQuantities(lower: string): Quantity[] {
  const out: Quantity[] = [];
  QUANTITY.lastIndex = 0;
  for (let m = QUANTITY.exec(lower); m !== null && out.length < 32; m = QUANTITY.exec(lower)) {
    const raw = m[2]!.replace(/\s+/g, ' ');
    const count = /^\d/.test(raw) ? Number(raw) : NUMBER_WORDS[raw];
    if (count === undefined || !Number.isFinite(count)) continue;
    const qualifier = (m[1] ?? m[3] ?? '').trim().replace(/\s+/g, ' ');
    out.push({ count, noun: m[4]!, ...(qualifier.length > 0 ? { qualifier } : {}), evidence: m[0].trim() });
  }
  return out;
}

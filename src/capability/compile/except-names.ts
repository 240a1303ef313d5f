/**
 * People and organisations the intent rules out as whom something goes to: "text tomorrow's
 * clients … not the Hartleys", "Send den IKKE til Ringmetall OÜ", "свим понуђачима, али НЕ Асфалт
 * Групи", "Колев НЕ – той вече е директор". The token carries them as `except` on the granted
 * classes' destinations (claims.ts), and the fence refuses a destination that a record the task
 * read gives for one of them (src/gate/pairs.ts).
 *
 * A name is one to three capitalised words (in any script that has capitals):
 * - right after a word that rules out ("not", "except", "but not", "ikke", "außer", "не", "osim"
 *   …), past at most two small words ("not the", "IKKE til", "sauf à");
 * - or right before a negation written in capitals ("Колев НЕ", "Flores Tito NO"), the way
 *   people add an exception after the fact.
 * Words that are not names (weekdays, months, "I") and the ruling-out words themselves are left
 * out. A name here only ever narrows a token: it refuses the values the reads pair with it.
 */
import type { ActionClass, ArgumentRole } from '../../action/types.ts';
import type { RoleConstraints, ValueConstraint } from '../claims.ts';
import type { CapabilityGraph } from '../graph.ts';

/** Roles whose values the ruled-out names bound. */
const EXCEPT_ROLES: readonly ArgumentRole[] = ['recipient', 'account'];

/** Words that rule out what follows them. Matched without case. */
// prettier-ignore
const RULING_OUT = ['not', 'except', 'excepting', 'excluding', 'but not', 'other than', 'apart from', 'pas', 'sauf', 'excepté', 'hormis', 'salvo', 'excepto', 'menos', 'tranne', 'eccetto', 'non', 'não', 'exceto', 'nicht', 'außer', 'ausser', 'niet', 'behalve', 'nie', 'oprócz', 'inte', 'ikke', 'ikkje', 'utom', 'undtagen', 'unntatt', 'hariç', 'kecuali', 'bukan', 'kromě', 'okrem', 'не', 'кроме', 'крім', 'осим', 'освен', 'όχι', 'εκτός', 'ne', 'nem', 'kivéve', 'ei', 'paitsi', 'nu', 'cu excepția'];
/** Small words between a ruling-out word and the name ("not the", "IKKE til", "sauf à"). */
// prettier-ignore
const SMALL = new Set(['the', 'to', 'for', 'til', 'till', 'an', 'à', 'a', 'au', 'aux', 'al', 'ao', 'à', 'für', 'den', 'de', 'do', 'da', 'el', 'la', 'le', 'les', 'los', 'las', 'il', 'lo', 'der', 'die', 'das', 'dem', 'na', 'до', 'на', 'за', 'к', 'στο', 'στον', 'στη', 'στην', 'ton', 'tor', 'aan', 'voor', 'do', 'dla', 'för', 'pour', 'para', 'per']);
/** Capitalised words that name no one. */
// prettier-ignore
const NOT_NAMES = new Set(['i', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'today', 'tomorrow', 'yet', 'now', 'all', 'any', 'anyone', 'anybody', 'everyone']);

const RULING = new Set(RULING_OUT.filter((w) => !w.includes(' ')));
/** Negations that, written in capitals right after a name, rule it out ("Maureen NOT", "Flores Tito NO", "Колев НЕ"). */
// prettier-ignore
const CAPITAL_NEGATIONS = new Set(['no', 'not', 'ne', 'не', 'nie', 'nicht', 'ikke', 'inte', 'nee', 'non', 'pas', 'nu', 'ei', 'nem', 'não', 'όχι', 'ні', 'нет']);
const RULING_PHRASES = RULING_OUT.filter((w) => w.includes(' '));
// A word keeps a dot only inside it ("St.Clair", "J.R"): a sentence's full stop is a word of its own, and ends a name.
const WORD = /[\p{L}\p{M}](?:[\p{L}\p{M}'’-]|\.(?=[\p{L}\p{M}]))*|[^\s\p{L}\p{M}]+/gu;
const CAPITAL = /^\p{Lu}/u;
const UPPER = /^[\p{Lu}\p{M}]+$/u;
const LETTER_WORD = /^[\p{L}\p{M}]/u;
/** Most names one intent gives (claims.ts allows 16 in one `except`). */
const MAX_NAMES = 8;
const MAX_WORDS = 3;

interface Word {
  readonly text: string;
  readonly lower: string;
}

/** The names `intent` rules out (see the module comment), as written, without repeats. */
export function ruledOutNames(intent: string): string[] {
  const words: Word[] = [];
  for (const m of intent.slice(0, 4000).matchAll(WORD)) words.push({ text: m[0], lower: m[0].toLowerCase() });
  const out: string[] = [];
  const add = (name: string | undefined): void => {
    if (name !== undefined && !out.includes(name) && out.length < MAX_NAMES) out.push(name);
  };
  for (let i = 0; i < words.length; i++) {
    // Before a negation written in capitals ("Колев НЕ", "a los Flores Tito NO"): the name that ends right before it.
    if (UPPER.test(words[i]!.text) && CAPITAL_NEGATIONS.has(words[i]!.lower)) add(nameFrom(words, i - 1, -1));
    const ruling = rulingAt(words, i);
    if (ruling === 0) continue;
    // After: skip at most two small words, then the name.
    let j = i + ruling;
    for (let skipped = 0; skipped < 2 && j < words.length && SMALL.has(words[j]!.lower); skipped++) j++;
    add(nameFrom(words, j, 1));
  }
  return out;
}

/** How many words a ruling-out word or phrase at `i` spans (0: none). */
function rulingAt(words: readonly Word[], i: number): number {
  if (RULING.has(words[i]!.lower)) return 1;
  for (const phrase of RULING_PHRASES) {
    const parts = phrase.split(' ');
    if (parts.every((p, k) => words[i + k]?.lower === p)) return parts.length;
  }
  return 0;
}

/** Up to three capitalised words from `at` in direction `step`, joined in reading order; undefined when there are none. */
function nameFrom(words: readonly Word[], at: number, step: 1 | -1): string | undefined {
  const taken: string[] = [];
  for (let k = at; k >= 0 && k < words.length && taken.length < MAX_WORDS; k += step) {
    const w = words[k]!;
    if (!LETTER_WORD.test(w.text) || !CAPITAL.test(w.text) || RULING.has(w.lower) || NOT_NAMES.has(w.lower)) break;
    taken.push(w.text.replace(/[.'’]+$/u, ''));
  }
  if (taken.length === 0) return undefined;
  if (step === -1) taken.reverse();
  const name = taken.join(' ');
  return name.replace(/[\p{L}\p{M}]/gu, '').length === name.length ? undefined : name;
}

/**
 * Put the names `intent` rules out on the address roles of every granted class that changes
 * something, as `except`: on those already bound (a new bound on the other address role would admit
 * what the bound one refuses), else on the recipient. Returns the names, when some class took them.
 */
export function boundExcept(
  intent: string,
  granted: readonly ActionClass[],
  graph: CapabilityGraph,
  constraints: Record<string, RoleConstraints>,
): string[] {
  const except = ruledOutNames(intent);
  if (except.length === 0) return except;
  const classes = granted.filter((cls) => graph.info(cls).sideEffect);
  for (const cls of classes) {
    const roles = (constraints[cls] ??= {}) as Partial<Record<ArgumentRole, ValueConstraint>>;
    const bound = EXCEPT_ROLES.filter((role) => roles[role] !== undefined);
    for (const role of bound.length > 0 ? bound : EXCEPT_ROLES.slice(0, 1)) roles[role] = { ...roles[role], except };
  }
  return classes.length > 0 ? except : [];
}

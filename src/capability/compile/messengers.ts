/**
 * Messengers whose name is used as a verb ("sms him the time", "whatsapp the parents"): a text
 * message (vocabulary.ts aliases each to "text"). The name is a verb only where a request opens
 * and a person or an address follows; "reminder SMS off" and "the whatsapp from the coach" name it.
 */
/** The part of a token (text.ts) read here; no import, so vocabulary.ts can name the messengers without a cycle. */
interface Token {
  readonly w: string;
  readonly kind: string;
  readonly sentence: number;
  readonly entity?: unknown;
}

export const MESSENGERS: readonly string[] = ['sms', 'whatsapp', 'imessage', 'wechat', 'viber'];
const NAMES: ReadonlySet<string> = new Set(MESSENGERS);
/** Words a request opens after, and words that open whom a message goes to. */
const MESSAGE_LEADS = new Set(['and', 'then', 'also', 'pls', 'plz', 'please', 'just', '&', 'or', 'en', 'und', 'et', 'y', 'e', 'dan', 'och', 'og']);
// prettier-ignore
const ADDRESSEE_LEADS = new Set(['him', 'her', 'them', 'me', 'us', 'the', 'my', 'our', 'his', 'their', 'everyone', 'everybody', 'all', 'each', 'both',
  'every']);

/** The messenger's name at `i` is no verb there: no request opens at it (`prev`: the word before), or no addressee follows. */
export function messengerNamed(tokens: readonly Token[], i: number, prev: Token | undefined): boolean {
  const t = tokens[i]!;
  if (!NAMES.has(t.w)) return false;
  const next = tokens[i + 1];
  const opens = i === 0 || tokens[i - 1]!.sentence !== t.sentence || prev === undefined || prev.kind === 'punct' || MESSAGE_LEADS.has(prev.w);
  return !(opens && next !== undefined && next.sentence === t.sentence && (ADDRESSEE_LEADS.has(next.w) || next.entity !== undefined));
}

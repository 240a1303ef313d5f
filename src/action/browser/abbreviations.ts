/**
 * Verbs as terse sites abbreviate them on their controls ("Cxl R-20422", "Yes, cxl", "Upd", "Xfer funds"): the label's
 * verb is spelled out before it is read (labels.ts), so an abbreviated cancel cancels and an abbreviated transfer moves
 * money. Only the verb's place is read — the first word, or the word after a leading "yes" or "ok" — so a preposition
 * that looks like one ("Borrar del carrito") stays a word of the name. The list is the trade's common abbreviations of
 * control verbs, listed whole.
 */
// prettier-ignore
const VERBS: ReadonlyMap<string, string> = new Map([
  ['cxl', 'cancel'], ['cncl', 'cancel'], ['canc', 'cancel'], ['cnx', 'cancel'], ['del', 'delete'], ['dlt', 'delete'], ['rm', 'remove'],
  ['rmv', 'remove'], ['upd', 'update'], ['updt', 'update'], ['chg', 'change'], ['chng', 'change'], ['cfm', 'confirm'], ['cnfm', 'confirm'],
 ['rsv', 'reserve'], ['resv', 'reserve'], ['rsvp', 'reply'], ['xfer', 'transfer'], ['xfr', 'transfer'],
  ['trf', 'transfer'], ['snd', 'send'], ['fwd', 'forward'], ['sbmt', 'submit'], ['subm', 'submit'], ['rfnd', 'refund'], ['pmt', 'pay'],
  ['pymt', 'pay'], ['renw', 'renew'], ['wdraw', 'withdraw'],
]);
/** Abbreviations that are also words or names ("Del Mar", "rm 204"): spelled out only with nothing after them but a record's id. */
const ALONE = new Set(['del', 'rm']);
const ID_ONLY = /^(?:[\s,.:#]*(?=[\p{L}\d-]*\p{L})(?=[\p{L}\d-]*\d)[\p{L}\d-]+)?[\s?!.]*$/u;
const LEAD = /^(\s*(?:yes|ok|okay|y)\s*[,.:!-]?\s*)?([A-Za-z]+)\b/i;
const LEAD_WORDS = 4;

/** `label` with an abbreviated verb in the verb's place spelled out ("Yes, cxl" → "Yes, cancel"); otherwise as it is. */
export function spelledOut(label: string): string {
  const m = LEAD.exec(label);
  if (m === null || label.split(/\s+/).length > LEAD_WORDS + 2) return label;
  const verb = m[2]!.toLowerCase();
  const full = VERBS.get(verb);
  const rest = label.slice(m[0].length);
  if (full === undefined || (ALONE.has(verb) && !ID_ONLY.test(rest))) return label;
  return `${m[1] ?? ''}${full}${rest}`;
}

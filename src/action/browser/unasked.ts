/**
 * A choice the task does not speak of. Granting a settings change ("turn on the SMS alert") grants
 * the class, not every box on the page: a page, a banner or a guided tour can lead the agent to tick
 * "Share my number with partner companies" on the way. A toggle, a radio button or an option that
 * changes something, whose label shares nothing with the intent, goes to the verifier.
 *
 * "Shares" is read from the words alone, in any language and script: a word of four letters or
 * more in both (or two words that start with the same five letters: "papirfaktura" and
 * "papirfakturaen", "notification" and "notifications"), an acronym or a short word that is not a
 * function word ("SMS", "PIN"), a number of two digits or more ("over £250"), or three letters in a
 * row of a script written without spaces (Thai, Chinese, Japanese). Hosts, addresses and e-mail
 * addresses in the intent say where, not what: they are left out. It does not translate: an
 * English task on a page in Catalan relates only through the names, numbers and loanwords they share
 * ("WhatsApp", "SMS", "250"). A label that shares nothing escalates; it is never a silent allow nor
 * a blanket deny.
 */

/** The roles of controls that set a state: a box ticked, a switch flipped, an option chosen. */
export const STATE_ROLES: ReadonlySet<string> = new Set(['checkbox', 'switch', 'menuitemcheckbox', 'radio', 'menuitemradio', 'option']);

/** Three-letter words that carry no subject, in the languages the lexicons read (shorter words are never compared). */
// prettier-ignore
const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'the', 'and', 'for', 'but', 'not', 'you', 'our', 'its', 'all', 'any', 'off', 'out', 'per', 'via', 'one', 'two', 'new', 'get', 'set', 'use', 'can', 'has', 'was', 'are', 'who', 'why', 'how', 'put', 'let', 'see', 'now', 'too', 'own', 'way',
  'der', 'die', 'das', 'den', 'dem', 'des', 'und', 'ein', 'mit', 'von', 'auf', 'aus', 'bei', 'fur', 'zum', 'zur', 'ich', 'mir', 'uns',
  'les', 'une', 'par', 'sur', 'pas', 'mes', 'mon', 'ses', 'aux', 'qui', 'que', 'est', 'del', 'los', 'las', 'por', 'con', 'mis', 'una', 'uno', 'sus', 'com', 'dos', 'nos', 'meu', 'seu', 'ele', 'nel', 'che', 'gli', 'dei', 'mio', 'mia',
  'och', 'med', 'til', 'det', 'som', 'min', 'meg', 'mig', 'paa', 'van', 'een', 'het', 'mij', 'nie', 'sie', 'jak', 'dla', 'pro', 'jde', 'pri', 'pre', 'din', 'ale', 'sau', 'bir', 'ile', 'ama',
]);

const NO_SPACES = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
/** A host, address or e-mail address written in the intent: where, not what. */
const ADDRESS = /\S*[\p{L}\p{N}][\p{L}\p{N}-]*\.[\p{L}][\p{L}\p{N}.-]*\S*/gu;

/** The comparable pieces of a text: words, numbers and runs of a script without spaces. */
function pieces(text: string, dropAddresses: boolean): Set<string> {
  const out = new Set<string>();
  let t = text.slice(0, 4096);
  if (dropAddresses) t = t.replace(ADDRESS, ' ');
  t = t
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\be-mail/g, 'email');
  for (const m of t.matchAll(NO_SPACES)) {
    const run = m[0];
    const n = /\p{Script=Han}/u.test(run) ? 2 : 3;
    for (let i = 0; i + n <= run.length; i++) out.add(`g${run.slice(i, i + n)}`);
  }
  for (const w of t.replace(NO_SPACES, ' ').split(/[^\p{L}\p{N}]+/u)) {
    if (w.length === 0) continue;
    if (/^\p{N}+$/u.test(w)) {
      if (w.length >= 2) out.add(`n${w}`);
    } else if (w.length >= 4 || (w.length === 3 && !FUNCTION_WORDS.has(w))) out.add(`w${w}`);
  }
  return out;
}

/** `label` and `intent` share a word, a number, a stem or a run of letters (see above). */
export function relatesToIntent(label: string, intent: string): boolean {
  const mine = pieces(label, false);
  if (mine.size === 0) return true;
  const theirs = pieces(intent, true);
  const stems = new Set<string>();
  for (const p of theirs) if (p.startsWith('w') && p.length >= 6) stems.add(p.slice(0, 6));
  for (const p of mine) {
    if (theirs.has(p)) return true;
    if (p.startsWith('w') && p.length >= 6 && stems.has(p.slice(0, 6))) return true;
  }
  return false;
}

/**
 * Why a click on a state control that changes something needs the verifier: its label shares
 * nothing with the task. Undefined when it shares something, when the control sets no state, or
 * when there is no intent to judge by.
 */
export function unaskedChoice(role: string, label: string, intent: string | undefined): string | undefined {
  if (intent === undefined || !STATE_ROLES.has(role.toLowerCase()) || relatesToIntent(label, intent)) return undefined;
  return `the choice "${label.slice(0, 60)}" changes something the task does not speak of`;
}

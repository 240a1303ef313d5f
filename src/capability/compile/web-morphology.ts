/**
 * How a browsing request is found beyond the forms a web lexicon lists (lexicon-web.ts reads the
 * tasks with it):
 *
 * - a form with an ending written joined to it (the lexicon's `suffixes`): an enclitic pronoun
 *   ("cómpramelo", "prenotami"), an object or benefactive suffix ("እዘዝልኝ": order for me, "بخرش": buy
 *   it) — the word asks as its form does;
 * - a noun with a light verb (the lexicon's `lightVerbs`): many languages ask with a noun and "do",
 *   "give", "make", "leave" or "place" in whatever person, politeness or compound the writer uses
 *   ("سفارش بدین", "آرڈر کر دیں", "order kar do", "sipariş verin", "laisse un avis", "złóż zamówienie").
 *   The noun says the kind: a noun of the lexicon's `nouns` or `lightNouns`, or an English loanword
 *   ("order", "book", "review", "off"). A noun of registering or handing in ("ثبت", "जमा", "submit")
 *   asks for the kind of its own object ("این نظر رو ثبت کن": post this review); a noun of saving asks
 *   for a settings change when the task names a settings place ("پروفائل میں … محفوظ کر دیں").
 *
 * Only determiners, pronouns, the language's markers ("را", "को") and negations may stand between a
 * noun and its light verb, so a noun of another phrase ("the order's status") is no request. A negated
 * light verb ("خرید نکن") or a negation between them ("ऑर्डर मत करो") refuses the request.
 */
import type { Lexicon, WebRequestKind } from './web-lexicons/types.ts';
import { entries, listOf } from './web-lexicons/spelling.ts';
import { indexed, inSet, lookUp, phraseAt, type Phrases, type Token } from './web-tokens.ts';

type LightKind = WebRequestKind | 'commit' | 'save';

/**
 * English words people write with another language's light verb ("order kar do", "book karanna",
 * "SMS off karanna", "ریویو" aside): read for every language that has light verbs.
 */
const LOANWORDS: Readonly<Record<LightKind, string>> = {
  look: 'search check compare find',
  order: 'order book booking buy purchase reserve reservation rent subscribe checkout',
  post: 'post comment reply review message send share apply enquiry inquiry',
  pay: 'pay payment transfer',
  settings: 'on off enable disable activate deactivate block unblock mute unmute unsubscribe',
  commit: 'submit register confirm',
  save: 'save update',
};
const KINDS_OF_NOUNS: readonly LightKind[] = ['look', 'order', 'post', 'pay', 'settings', 'commit', 'save'];
/** English names of settings places, for a `save` noun in any language. */
const SETTINGS_WORDS = 'settings setting profile account preferences';

/** Words that may stand between a noun and its light verb besides fillers: at most this many. */
const MAX_GAP = 2;
/** Words before or after a `commit` noun within which its object stands. */
const OBJECT_REACH = 4;
/** The shortest stem read with a suffix (letters): "ግዛ" + "ልኝ". */
const MIN_STEM = 2;
/**
 * The shortest light verb (letters) an English loanword is read with: "kar do", "karanna", "edin"; not
 * the short ones that are words of other languages ("et": French "and"; "do": Portuguese "of the").
 */
const MIN_LOAN_VERB = 4;

export interface Morphology {
  readonly suffixes: readonly string[];
  readonly light?: {
    readonly verbs: Phrases<boolean>;
    readonly nouns: ReadonlyMap<string, LightKind>;
    /** English loanwords: read only with a light verb of {@link MIN_LOAN_VERB} letters or more. */
    readonly loans: ReadonlyMap<string, LightKind>;
    readonly fillers: ReadonlySet<string>;
    readonly negations: ReadonlySet<string>;
    readonly settingsPlaces: ReadonlySet<string>;
    readonly first: boolean;
  };
}

const words = (list: string | undefined): string[] => (list ?? '').split(' ').filter((w) => w.length > 0);

export function compileMorphology(lex: Lexicon): Morphology {
  const suffixes = [...new Set(words(lex.suffixes).flatMap((s) => listOf(s, lex.lang)))].sort((a, b) => b.length - a.length);
  if (lex.lightVerbs === undefined) return { suffixes };
  const verbs = { words: new Map<string, boolean[]>(), phrases: [] as [string[], boolean][] };
  entries(lex.lightVerbs, lex.lang, false, verbs);
  entries(lex.negatedLightVerbs, lex.lang, true, verbs);
  const phrases: [string[], boolean][] = [...verbs.phrases, ...[...verbs.words].map(([w, v]) => [[w], v[0]!] as [string[], boolean])];
  const nouns = new Map<string, LightKind>();
  const loans = new Map<string, LightKind>();
  for (const kind of KINDS_OF_NOUNS) {
    const own = kind === 'commit' || kind === 'save' || kind === 'settings' ? undefined : lex.nouns[kind];
    for (const w of [...listOf(own, lex.lang, true), ...listOf(lex.lightNouns?.[kind], lex.lang, true)]) if (!nouns.has(w)) nouns.set(w, kind);
    for (const w of words(LOANWORDS[kind])) loans.set(w, kind);
  }
  return {
    suffixes,
    light: {
      verbs: indexed(phrases),
      nouns,
      loans,
      fillers: new Set(listOf(`${lex.determiners} ${lex.pronouns} ${lex.markers ?? ''}`, lex.lang)),
      negations: new Set(listOf(lex.negations, lex.lang)),
      settingsPlaces: new Set([...listOf(lex.places.settings, lex.lang, true), ...words(SETTINGS_WORDS)]),
      first: lex.lightVerbFirst === true,
    },
  };
}

/**
 * What `token` is as a word of `map` with one of `suffixes` joined to it ("እዘዝልኝ" → "እዘዝ"), if it is
 * not a word of `map` itself; with the stem found.
 */
export function withSuffix<T>(map: ReadonlyMap<string, T>, token: Token, suffixes: readonly string[]): { value: T; stem: string } | undefined {
  for (const suffix of suffixes) {
    for (const spelled of token.bare === token.written ? [token.written] : [token.written, token.bare]) {
      if (!spelled.endsWith(suffix) || [...spelled].length - [...suffix].length < MIN_STEM) continue;
      const stem = spelled.slice(0, -suffix.length);
      for (const candidate of [stem, ...ethiopicSixth(stem)]) {
        const value = map.get(candidate);
        if (value !== undefined) return { value, stem: candidate };
      }
    }
  }
  return undefined;
}

/**
 * Ethiopic writes a syllable's vowel in its letter: before a suffix a verb's last consonant takes the
 * first-order vowel ("ክፈል" pay → "ክፈለኝ" pay me), so a stem ending in a first-order letter is also
 * read with its sixth-order letter (the bare consonant of the imperative).
 */
function ethiopicSixth(stem: string): string[] {
  const last = stem.codePointAt(stem.length - 1) ?? 0;
  if (last < 0x1200 || last > 0x135a || (last - 0x1200) % 8 !== 0) return [];
  return [stem.slice(0, -1) + String.fromCodePoint(last + 5)];
}

export interface LightRequest {
  readonly kind: WebRequestKind;
  /** The first and last token of the noun and its light verb. */
  readonly from: number;
  readonly to: number;
  readonly negated: boolean;
}

/** The requests `tokens` make with a noun and a light verb of the language `m` was compiled from. */
export function lightRequests(m: Morphology, tokens: readonly Token[]): LightRequest[] {
  const light = m.light;
  if (light === undefined) return [];
  const out: LightRequest[] = [];
  const nounAt = (k: number, verbLetters: number): LightKind | undefined => {
    const token = tokens[k];
    if (token === undefined) return undefined;
    const own = lookUp(light.nouns, token) ?? withSuffix(light.nouns, token, m.suffixes)?.value;
    return own ?? (verbLetters >= MIN_LOAN_VERB ? light.loans.get(token.written) : undefined);
  };
  /** From `start` in direction `step`, past at most {@link MAX_GAP} fillers and negations: the first other word, and whether a negation stood between. */
  const next = (start: number, step: 1 | -1): { at: number; negated: boolean } => {
    let negated = false;
    for (let k = start, gap = 0; gap <= MAX_GAP && tokens[k] !== undefined; k += step, gap++) {
      if (inSet(light.negations, tokens[k])) negated = true;
      else if (!inSet(light.fillers, tokens[k])) return { at: k, negated };
    }
    return { at: -1, negated };
  };
  const settingsNamed = tokens.some((t) => inSet(light.settingsPlaces, t));
  for (let i = 0; i < tokens.length; i++) {
    const verb = phraseAt(light.verbs, tokens, i);
    if (verb === undefined) continue;
    const end = i + verb[2] - 1;
    const letters = verb[0].join('').length;
    const step = light.first ? 1 : -1;
    const noun = next(light.first ? end + 1 : i - 1, step);
    let kind = noun.at < 0 ? undefined : nounAt(noun.at, letters);
    let from = Math.min(noun.at, i);
    let to = Math.max(noun.at, end);
    if (kind === 'commit') {
      // "این نظر رو ثبت کن": registering asks for what its object is (a review: a post).
      for (let k = noun.at + step, n = 0; n < OBJECT_REACH && k >= 0 && k < tokens.length; k += step, n++) {
        const object = nounAt(k, letters);
        if (object === undefined || object === 'commit' || object === 'save') continue;
        kind = object;
        from = Math.min(from, k);
        to = Math.max(to, k);
        break;
      }
    }
    // Saving asks for a settings change only where the task names the settings or the profile it is saved in.
    if (kind === 'save') kind = settingsNamed ? 'settings' : undefined;
    if (kind === undefined || kind === 'commit') continue;
    out.push({ kind, from, to, negated: verb[1] || noun.negated });
    i = end;
  }
  return out;
}

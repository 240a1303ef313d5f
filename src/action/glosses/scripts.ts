/**
 * What the tool-word tables (src/action/foreign.ts) need of scripts other than the Latin one:
 * how their words are folded, how a run of a script written without spaces (Chinese, Japanese, Thai,
 * Khmer, Burmese) is cut into words, and never inside a syllable, how their punctuation is written in
 * English, and how a clause whose verb comes last is read verb first. Nothing here knows any word of
 * a language; the tables do.
 */
import { NOUN_LINKS, PARTICIPLES } from '../description-words.ts';

/**
 * Scripts whose marks belong to the letter (Devanagari and the other Indic scripts, Sinhala, Thai, Myanmar, Khmer, Hangul,
 * Kana): folded by NFKC, marks kept.
 */
const MARKED =
  /[\u0900-\u0dff\u0e00-\u0e7f\u1000-\u109f\u1100-\u11ff\u1780-\u17ff\u19e0-\u19ff\u3040-\u30ff\u3130-\u318f\ua9e0-\ua9ff\uaa60-\uaa7f\uac00-\ud7af\uff66-\uff9f]/;
/** Thai "ำ", which NFKC writes as two letters ("ํา"): kept one, so a folded Thai run keeps its length and is cut where it was written. */
const THAI_AM = /\u0e4d\u0e32/g;
/**
 * Myanmar "ဥ" and "ီ", which NFKC composes into "ဦ": kept two (held apart while the word is composed), so a folded run keeps
 * its length. Khmer "្ដ", the subscript that looks and reads as "្ត": written "្ត". The zero-width joiner that Sinhala
 * (and other Indic scripts) type inside a conjunct ("ක්‍රියා", "ප්‍රවේශ"): dropped, so the word is one with or without it.
 */
const MYANMAR_U = /\u1025(?=\u102e)/g;
const HELD = '\ue000';
const KHMER_DA = /\u17d2\u178a/g;
const ZWJ = /\u200d/g;
/**
 * Malayalam letters written two ways: a chillu as its consonant, virama and joiner ("ന്‍", older text) or as one letter ("ൻ");
 * "ന്റ" (nta) with the chillu ("ൻറ", "ൻ്റ"); the vowel sign "ൌ" and the length mark "ൗ" it is written with today. Each is
 * folded to the one most often written, so "അക്കൌണ്ട്" is "അക്കൗണ്ട്" and "ഓര്‍ഡര്‍" is "ഓർഡർ".
 */
const ML_CHILLU = /([\u0d15\u0d23\u0d28\u0d30\u0d32\u0d33])\u0d4d\u200d/g;
const ML_CHILLUS: Readonly<Record<string, string>> = {
  '\u0d15': '\u0d7f',
  '\u0d23': '\u0d7a',
  '\u0d28': '\u0d7b',
  '\u0d30': '\u0d7c',
  '\u0d32': '\u0d7d',
  '\u0d33': '\u0d7e',
};
const ML_NTA = /\u0d7b\u0d4d?\u0d31/g;
const ML_AU = /\u0d4c/g;
const MALAYALAM = /[\u0d00-\u0d7f]/;
/** Letters written two ways in one script: Persian and Arabic "ی"/"ي"/"ى" and "ک"/"ك", the tatweel, Greek final sigma. */
const VARIANT = /[\u064a\u0649\u0643\u0640ς\u1203\u12a3\u1210-\u1216\u1220-\u1227\u1280-\u1286\u12d0-\u12d6\u1340-\u1346]/g;
const VARIANTS: Readonly<Record<string, string>> = { '\u064a': '\u06cc', '\u0649': '\u06cc', '\u0643': '\u06a9', '\u0640': '', ς: 'σ' };
/**
 * Ethiopic letters Amharic writes alike, each series to the one most often written: "ሐ" and "ኀ" as "ሀ", "ሠ" as "ሰ", "ዐ"
 * as "አ", "ፀ" as "ጸ" ("ሠራተኛ" is "ሰራተኛ", "መልዕክት" is "መልእክት"), the vowel of each letter kept. [first, last, written as].
 */
const ETHIOPIC: readonly (readonly [number, number, number])[] = [
  [0x1210, 0x1216, 0x1200],
  [0x1280, 0x1286, 0x1200],
  [0x1220, 0x1227, 0x1230],
  [0x12d0, 0x12d6, 0x12a0],
  [0x1340, 0x1346, 0x1338],
];
/** "ሃ" and "ኣ", the fourth letters of "ሀ" and "አ", sound as the first ones and are written for them ("ሰዓት", "ሰአት"): as the first. */
const ETHIOPIC_A: Readonly<Record<string, string>> = { '\u1203': '\u1200', '\u12a3': '\u12a0' };

/**
 * A word of a marked script folded (`undefined` for any other word): lower case, compatibility
 * forms composed ("ｷｬﾝｾﾙ" is "キャンセル"), its vowel signs and syllables kept (stripping the marks
 * of "बुकिंग" or of "ガ" would make other words of them).
 */
export function foldMarked(word: string): string | undefined {
  if (!MARKED.test(word)) return undefined;
  const held = word.includes('\u1025') ? word.replace(MYANMAR_U, HELD) : word;
  const composed = held.normalize('NFKC').toLowerCase();
  const folded = (MALAYALAM.test(composed) ? malayalam(composed) : composed)
    .replace(THAI_AM, '\u0e33')
    .replace(KHMER_DA, '\u17d2\u178f')
    .replace(ZWJ, '');
  return held === word ? folded : folded.replaceAll(HELD, '\u1025');
}

/** Malayalam's letters written two ways, each as the one most often written (`ML_CHILLU`, `ML_NTA`, `ML_AU`). */
function malayalam(word: string): string {
  return word
    .replace(ML_CHILLU, (_, c: string) => ML_CHILLUS[c] ?? c)
    .replace(ML_NTA, '\u0d28\u0d4d\u0d31')
    .replace(ML_AU, '\u0d57');
}

/** Letters written two ways made one ("كتاب" and "کتاب", "σ" and "ς", "ሐ" and "ሀ"): for a word already folded. */
export function foldVariants(word: string): string {
  VARIANT.lastIndex = 0;
  return VARIANT.test(word) ? word.replace(VARIANT, (c) => VARIANTS[c] ?? ethiopic(c)) : word;
}

function ethiopic(c: string): string {
  const code = c.codePointAt(0)!;
  const series = ETHIOPIC.find(([first, last]) => code >= first && code <= last);
  const letter = series === undefined ? c : String.fromCodePoint(series[2] + code - series[0]);
  return ETHIOPIC_A[letter] ?? letter;
}

/** Letters of the scripts written without spaces that the tables know (Han, Hiragana, Katakana, the long-vowel and repeat marks, Thai, Khmer, Myanmar). */
const UNSPACED = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc\\u3005\\p{Script=Thai}\\p{Script=Khmer}\\p{Script=Myanmar}';
const HAS_UNSPACED = new RegExp(`[${UNSPACED}]`, 'u');
/** A word split where it passes between such a script and any other ("LINEに送信" → "LINE", "に送信"). */
const SCRIPT_RUN = new RegExp(`[${UNSPACED}]+|[^${UNSPACED}]+`, 'gu');
/** Half-width Katakana: composed (NFKC) before a text is cut, so a cut falls between whole letters. */
export const HALF_WIDTH = /[\uff61-\uff9f]/;

/** Does a word hold letters of a script written without spaces? */
export function hasUnspaced(word: string): boolean {
  return HAS_UNSPACED.test(word);
}

/** The runs of one script each of a word (folded or not): offsets into it, and the run. */
export function scriptRuns(word: string): { at: number; run: string; unspaced: boolean }[] {
  return [...word.matchAll(SCRIPT_RUN)].map((m) => ({ at: m.index, run: m[0], unspaced: HAS_UNSPACED.test(m[0]) }));
}

/** The forms of the languages written without spaces, by their first letter, with the lengths they come in (longest first). */
export class Segmenter {
  readonly #forms = new Set<string>();
  readonly #lengths = new Map<string, number[]>();
  /** Longest form: no cut is tried longer. */
  #longest = 1;

  add(form: string): void {
    if (form.length === 0 || this.#forms.has(form)) return;
    this.#forms.add(form);
    const first = form[0]!;
    const lengths = this.#lengths.get(first) ?? [];
    if (!lengths.includes(form.length)) {
      lengths.push(form.length);
      lengths.sort((a, b) => b - a);
    }
    this.#lengths.set(first, lengths);
    this.#longest = Math.max(this.#longest, form.length);
  }

  /**
   * A folded run cut into forms, the longest form that starts at each place first ("予約をキャンセル
   * します" → 予約, を, キャンセル, します); a letter no form starts with is a word of its own, with
   * the signs written on it. A cut falls only between syllables (see {@link canCut}).
   */
  cut(run: string): string[] {
    const out: string[] = [];
    for (let at = 0; at < run.length;) {
      let taken = 0;
      for (const length of this.#lengths.get(run[at]!) ?? []) {
        if (at + length <= run.length && canCut(run, at + length) && this.#forms.has(run.slice(at, at + length))) {
          taken = length;
          break;
        }
      }
      if (taken === 0) {
        taken = 1;
        while (!canCut(run, at + taken)) taken++;
      }
      out.push(run.slice(at, at + taken));
      at += taken;
    }
    return out;
  }
}

/** A mark (a vowel sign, a tone mark, a virama, the Khmer coeng) or the second half of a surrogate pair: never the first letter of a word. */
const WRITTEN_ON = /[\p{M}\udc00-\udfff]/u;
/** Letters that join the next one: Thai leading vowels (written before their consonant), the Khmer coeng and Myanmar virama (a consonant under them is subscript). */
const JOINS_NEXT = /[\u0e40-\u0e44]|\u17d2|\u1039/;
/** A Myanmar consonant with asat or virama on it (its dot below between) ends the syllable before it ("င်", "စ္"). */
const ENDS_SYLLABLE = /^\u1037?[\u103a\u1039]/;

/** May a run of an unspaced script be cut before `at`? Not before a mark, nor after a letter joined to the next, nor before a Myanmar syllable's last consonant. */
function canCut(run: string, at: number): boolean {
  if (at <= 0 || at >= run.length) return true;
  return !WRITTEN_ON.test(run[at]!) && !JOINS_NEXT.test(run[at - 1]!) && !ENDS_SYLLABLE.test(run.slice(at + 1, at + 3));
}

/** Sentence and clause marks of other scripts in English: the classifier splits sentences at ". " and reads "(" and ",". */
// prettier-ignore
const MARKS: Readonly<Record<string, string>> = {
  '。': '. ', '．': '. ', '、': ', ', '，': ', ', '：': ': ', '；': '; ', '！': '! ', '？': '? ', '（': ' (', '）': ') ', '「': '"', '」': '"',
  '『': '"', '』': '"', '【': ' (', '】': ') ', '〜': '-', '～': '-', '।': '. ', '॥': '. ', '،': ', ', '؛': '; ', '؟': '? ', '۔': '. ', '\u037e': '? ', '\u0589': '. ',
  '\u0387': '; ', '\u200c': '', '\u200d': '', '។': '. ', '៕': '. ', '៖': ': ', '၊': ', ', '။': '. ', '၍': ', ', '၏': ' ', '၌': ' ', '።': '. ', '፣': ', ', '፤': '; ',
  '፥': ': ', '፦': ': ', '፧': '? ', '፡': ' ',
};
const MARK = /[。．、，：；！？（）「」『』【】〜～।॥،؛؟۔\u037e\u0387\u200c\u0589។៕៖၊။၍၏၌።፣፤፥፦፧፡]|\u200d/g;

/** The text between words with the marks of other scripts written as English ones. */
export function englishMarks(text: string): string {
  MARK.lastIndex = 0;
  return MARK.test(text) ? text.replace(MARK, (c) => MARKS[c] ?? c) : text;
}

/** A word of glossed text, or the text between words: a verb is moved to the head of its clause where the verb ends it. */
export interface GlossItem {
  readonly text: string;
  /** What the word was glossed as (none: a word nothing explains, left as written). */
  readonly kind?: 'verb' | 'noun' | 'small';
  /** A preposition that opens a phrase before the verb (Chinese "向"). */
  readonly lead?: boolean;
  /** A word that closes the clause it subordinates (Chinese "后", after). */
  readonly trail?: boolean;
  /** Text between words (spaces, punctuation). */
  readonly between?: boolean;
}

/** What ends a clause, in text between words (after {@link englishMarks}). */
const CLAUSE_END = /[.!?;:,()\n"]/;
/** A dot or colon between two words with no space ("itch.io", "10:30"): inside a name, it ends no clause. */
const IN_WORD = /^[.:]$/;
const LIST_COMMA = /^\s*[,،、]\s*$/;
const SPACE: GlossItem = { text: ' ', between: true };
const AND: GlossItem = { text: ' and ', between: true };

/**
 * Items of a glossed text in English order, clause by clause. Where the verb ends the clause
 * (`final`), each clause is cut after each of its verbs, each part read verb first ("booking
 * cancels" → "cancels booking"), and two parts that each have a verb are joined by "and" (so both
 * verbs are the sentence's: "returns result, sends message" would hide the send behind the read).
 * Where a phrase may open the clause before its verb (`lead`: "向客户发送短信", to the customer
 * sends a message), a clause that opens with one is read from its first verb, and a word that
 * closes the clause it subordinates is read at its head ("调用此工具后": after calling this tool).
 */
export function verbsFirst(items: readonly GlossItem[], order: 'final' | 'lead'): string {
  const out: GlossItem[] = [];
  let clause: GlossItem[] = [];
  const flush = (): void => {
    out.push(...(order === 'final' ? finalVerbs(clause) : leadVerb(clause)));
    clause = [];
  };
  // Where the verb ends its clause, an aside in brackets before it is part of the clause, and its own words say nothing
  // the clause does: a verb inside it ("振込先", the payee) is neither the clause's verb nor where a part of it ends, nor is a
  // comma of a list inside it ("(TuneRelay، Bandcamp، …) را اضافه می‌کند": the verb still opens the whole clause).
  let aside = 0;
  for (const item of items) {
    if (order === 'final' && item.between === true && /[()]/.test(item.text)) {
      aside = Math.max(0, aside + (item.text.split('(').length - 1) - (item.text.split(')').length - 1));
      if (/[.!?;:,\n"]/.test(item.text)) flush();
      (/[.!?;:,\n"]/.test(item.text) ? out : clause).push(item);
    } else if (
      item.between === true &&
      CLAUSE_END.test(item.text) &&
      aside === 0 &&
      !IN_WORD.test(item.text) &&
      // "Steam, Epic அல்லது itch.io … அனுப்பும்": where the verb ends the clause, a comma after names no table reads (brands,
      // places) lists the verb's objects; after a word a table reads it may end the clause.
      !(order === 'final' && LIST_COMMA.test(item.text) && clause.every((c) => c.kind === undefined))
    ) {
      flush();
      out.push(item);
    } else clause.push(aside > 0 && item.kind !== undefined ? { text: item.text } : item);
  }
  flush();
  return inOrder(out);
}

function finalVerbs(clause: readonly GlossItem[]): GlossItem[] {
  const parts: GlossItem[][] = [[]];
  for (const item of clause) {
    parts[parts.length - 1]!.push(item);
    if (item.kind === 'verb') parts.push([]);
  }
  const out: GlossItem[] = [];
  let verbBefore = false;
  for (const part of parts) {
    if (!part.some(visible)) {
      out.push(...part);
      continue;
    }
    const at = part.findIndex((item) => item.kind === 'verb');
    if (out.some(visible)) out.push(verbBefore && at >= 0 ? AND : SPACE);
    out.push(...(at <= 0 ? part : [part[at]!, SPACE, ...part.filter((_, k) => k !== at)]));
    verbBefore = at >= 0;
  }
  return out;
}

function leadVerb(clause: readonly GlossItem[]): GlossItem[] {
  const trail = clause.findIndex((item) => item.trail === true);
  if (trail >= 0) {
    const rest = clause.filter((_, k) => k !== trail);
    // "当…时": the clause already opens with its word.
    return rest.find(visible)?.text === clause[trail]!.text ? rest : [clause[trail]!, SPACE, ...rest];
  }
  const first = clause.find((item) => item.text.trim().length > 0);
  const at = clause.findIndex((item) => item.kind === 'verb');
  if (first?.lead !== true || at < 0) return [...clause];
  return [clause[at]!, SPACE, ...clause.filter((_, k) => k !== at)];
}

/** Does the English classifier see the item (a word it splits out: Latin letters or digits)? */
const visible = (item: GlossItem): boolean => item.between !== true && /[a-z0-9]/i.test(item.text);

/**
 * Items in the order given, each clause's first word as English reads it: a third-person verb that
 * would read as a plural noun ("refunds by card", "updates." alone) with its subject, "it", as
 * the language that dropped it meant; a noun after words of the text nothing explains (which
 * English does not see: "자판기별 매출 report") after "the", so it does not open the sentence as a
 * verb ("report", "list", "order") it never was.
 */
export function inOrder(items: readonly GlossItem[]): string {
  let out = '';
  let opens = true;
  let unread = false;
  for (let k = 0; k < items.length; k++) {
    const item = items[k]!;
    if (item.between === true && CLAUSE_END.test(item.text)) {
      opens = true;
      unread = false;
    }
    if (!opens || !visible(item)) {
      if (opens && item.between !== true && item.kind === undefined && item.text.trim().length > 0) unread = true;
      out += item.text;
      continue;
    }
    opens = false;
    if (item.kind === 'verb') out += withSubject(item.text, join(items.slice(k + 1, k + 12)));
    else if (item.kind === 'noun' && unread) out += `the ${item.text}`;
    else out += item.text;
  }
  return out;
}

/** A third-person verb, and the words after it: with "it" where English would read a plural noun. */
function withSubject(verb: string, rest: string): string {
  if (!verb.endsWith('s') || verb.includes(' ')) return verb;
  const next = /^[^a-z]*([a-z]+)/.exec(rest)?.[1];
  const noun = next === undefined || /^\s*[.!?;:,)]/.test(rest) || NOUN_LINKS.has(next) || PARTICIPLES.has(next) || next.endsWith('ed');
  return noun ? `it ${verb}` : verb;
}

const join = (items: readonly GlossItem[]): string => items.map((item) => item.text).join('');

/** Spaces a glossed text of another script was left with tidied: runs of spaces made one, none before a mark or at the ends of a line. */
export function tidySpaces(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +(?=[.,;:!?)])/g, '')
    .replace(/\( +/g, '(')
    .replace(/^ +| +$/gm, '');
}

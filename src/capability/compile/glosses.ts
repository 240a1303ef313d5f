/**
 * Request words the English parser cannot read, put into English before an intent is parsed:
 * "στείλε τη σύμβαση…" reads as "send τη σύμβαση…", "全クラブにメールで知らせて" as
 * "全クラブに email で notify て". Only the request words change (gloss-forms.ts); names, ids,
 * amounts and addresses stay as written, so every value the compiler binds is still the user's.
 * The token's intent claim keeps the text as written.
 */
import { GLOSS_LANGUAGES, type GlossLanguage } from './gloss-forms.ts';
import { isKnownWord } from './lexicon.ts';
import { inName, toolTableVerbs } from './tool-verbs.ts';

export interface Glossed {
  /** The text with each request word it read replaced by its English gloss. */
  readonly text: string;
  /** How many words it glossed. */
  readonly glossed: number;
  /** Letters left that no parser here reads (a script other than Latin), after glossing. */
  readonly unread: boolean;
}

interface Form {
  /** The words of the form, folded; the last may be a stem. */
  readonly words: readonly string[];
  readonly stem: boolean;
  readonly english: string;
  readonly prefixes: readonly string[];
  /** Endings after the form that make it a noun with its case particle ("예약을": the booking, not "book"). */
  readonly nounEndings: readonly string[];
  /** Words right after the form that make it a noun (a genitive or case postposition). */
  readonly nounAfter: ReadonlySet<string>;
  /** Its language puts the verb last: the English verb goes to the start of its clause, before its object. */
  readonly final: boolean;
  /** The form is itself the negated request ("nesiųsk": don't send). */
  readonly negated: boolean;
  /**
   * Its language's words that negate it from just before or just after ("ikke", "না"): one set per language, shared by
   * its forms, replaced by a merged copy when a second language lists the same form.
   */
  negateBefore: ReadonlySet<string>;
  negateAfter: ReadonlySet<string>;
}

/** Words before a verb that negate it, in the spaced languages here. */
const NEGATE_BEFORE = new Set(['μην', 'μη', 'δεν', 'не', 'ни', 'لا', 'אל', 'לא', 'मत', 'न', 'नहीं', '안', 'jangan', 'đừng', 'không', 'nie', 'ne']);
/**
 * Phrases that forbid the infinitive after them, a few words long: Danish "lad være med at ændre", Norwegian "la være å
 * endre", French "ne pas modifier", Spanish "evita cambiar", Italian "evita di modificare", German "unterlasse es zu".
 */
const PROHIBITIVE_BEFORE =
  /(?:^|[\s,;:(])(?:lad\s+v(?:æ|ae)re?\s+med\s+at|la\s+v(?:æ|ae)re?\s+(?:med\s+)?(?:å|aa)|ne\s+(?:rien\s+|jamais\s+)?pas|ne\s+jamais|(?:é|e)vite[zr]?\s+d[e']|evit(?:a|e|ar|en)\s+(?:de\s+)?|evita(?:re)?\s+di|smetti\s+di|unterlass(?:e|en\s+sie)?\s+(?:es\s+)?zu|hör\s+auf\s+zu)\s*$/iu;
/** Korean negates after the verb stem ("보내지 마세요"). */
const NEGATE_AFTER_WORD = /^(마|말|못|않)/;
/** Around a verb in unspaced scripts: "不要发送", "อย่าส่ง" before; "送らないで", "キャンセルしないで" after. */
const NEGATE_BEFORE_UNSPACED = /(不要|不用|不准|别|別|勿|อย่า|ไม่ต้อง|ไม่|កុំ|មិន|ຢ່າ|ບໍ່ຕ້ອງ|ບໍ່|မ)$/;
const NEGATE_AFTER_UNSPACED = /^(らないで|しないで|ないで|ないように|せずに|するな|しないように|不要)/;
/** Japanese particles after a noun: "予約を" is the booking (the object), not "book". */
const JA_NOUN_PARTICLE = /^[をがはのもへ]/;
/** Done or past, not asked: "送信済み" (sent), "送信した", "已发送", "发送的邮件" (mail that was sent). */
const DONE_AFTER = /^(済|した|された|しました|されました|の|过|過|了|的)/;
const DONE_BEFORE = /(已|已经|已經|被)$/;
/** What someone is reminded or told to do is the message's content, not a request: "提醒他去續約" (remind him to renew). */
const TOLD_TO_BEFORE = /(?:提醒|叫|让|讓|告诉|告訴|通知)[^，,。；;！!？?\s]{1,4}(?:去|要|记得|記得)$/;
/** Thai, Lao and Khmer nominalisers, "cost of" and the document classifier before a verb make a noun: "การซื้อ" (buying, a purchase), "ค่าใช้จ่าย" (expenses), "ใบแจ้งหนี้" (an invoice). */
const TH_NOUN_BEFORE = /(การ|ความ|ค่า|ค่าใช้|คำ|ใบ|ການ|ຄວາມ|ໃບ|ការ)$/;
const HAN = /^\p{Script=Han}+$/u;
/** More characters than any pattern above reads before or after a form. */
const AROUND = 12;
/** Where a clause ends: punctuation of any script (a dot inside a number is none), a line break, "and" or "then" of the verb-final languages. */
const CLAUSE_END =
  /[,.;:!?](?=\s|$)\s*|[、，。；：！？।။።፣\n]\s*|\s(?:ve|sonra|और|फिर|aur|phir|and|then|və|va|және|ба|და|և|እና|এবং|اور|و|மற்றும்|आणि|અને|ਅਤੇ|र)\s/gu;

/** Greek and Latin accents, Arabic short vowels and tatweel, and Arabic alef forms do not change a word here. */
export function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/([\p{Script=Greek}])\p{M}+/gu, '$1')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .normalize('NFC')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ς/g, 'σ')
    .replace(/ş/g, 'ș')
    .replace(/ţ/g, 'ț')
    .replace(/ك/g, 'ک')
    .replace(/[يى]/g, 'ی')
    .toLowerCase();
}

/** An unspaced form: its text, its English, whether its language is verb-final, whether it is itself negated. */
type UnspacedForm = [string, string, boolean, boolean];

interface Compiled {
  readonly spaced: Form[];
  readonly unspaced: UnspacedForm[];
  /** Spaced forms by their first word as written (a stem form under its stem), each list in `spaced`'s order. */
  readonly byFirst: ReadonlyMap<string, readonly Form[]>;
  readonly rank: ReadonlyMap<Form, number>;
  /** The longest stem a form ends in, and every prefix a language puts before its verbs. */
  readonly longestStem: number;
  readonly prefixes: readonly string[];
  /** Unspaced forms by their first character, longest first. */
  readonly byChar: ReadonlyMap<string, readonly UnspacedForm[]>;
}

let compiled: Compiled | undefined;

/** A form, and the same form with its last word, a light verb, in each compound its language writes ("रद्द_करा" and "रद्द_करून_टाका"). */
function compounded(language: GlossLanguage, form: string): string[] {
  const words = form.split('_');
  const own = language.lightCompounds ?? {};
  const last = words.at(-1)!;
  // Own keys only: a form's word is never looked up on the prototype.
  if (words.length < 2 || !Object.hasOwn(own, last)) return [form];
  const head = words.slice(0, -1).join('_');
  return [
    form,
    ...own[last]!.split(/\s+/)
      .filter(Boolean)
      .map((c) => `${head}_${c}`),
  ];
}

function forms(): Compiled {
  if (compiled !== undefined) return compiled;
  const spaced: Form[] = [];
  const unspaced: UnspacedForm[] = [];
  const seen = new Map<string, Form>();
  // Each language's word sets, made once and shared by its forms (about 14,000 forms held three sets each: 4 MB).
  const shared = new Map<GlossLanguage, Pick<Form, 'nounAfter' | 'negateBefore' | 'negateAfter'>>();
  const setsOf = (language: GlossLanguage): Pick<Form, 'nounAfter' | 'negateBefore' | 'negateAfter'> => {
    let sets = shared.get(language);
    if (sets === undefined) {
      const of = (list: readonly string[] | undefined): ReadonlySet<string> => new Set((list ?? []).map(fold));
      sets = { nounAfter: of(language.nounAfter), negateBefore: of(language.negateBefore), negateAfter: of(language.negateAfter) };
      shared.set(language, sets);
    }
    return sets;
  };
  const add = (language: GlossLanguage, english: string, form: string, negated: boolean): void => {
    const normal = form.normalize('NFKC');
    if (language.unspaced === true) return void unspaced.push([normal, english, language.verbFinal === true, negated]);
    const stem = normal.endsWith('*');
    const words = (stem ? normal.slice(0, -1) : normal).split('_').map(fold);
    // An English word ("transfer") is the English parser's to read, in its own sense.
    if (words.length === 1 && /^[a-z'’-]+$/.test(words[0]!) && isKnownWord(words[0]!)) return;
    // The same form in several languages ("sende": Danish and German) is negated as either language negates it.
    const key = `${english}|${stem}|${negated}|${words.join(' ')}`;
    const same = seen.get(key);
    const sets = setsOf(language);
    if (same !== undefined) {
      if (sets.negateBefore.size > 0) same.negateBefore = new Set([...same.negateBefore, ...sets.negateBefore]);
      if (sets.negateAfter.size > 0) same.negateAfter = new Set([...same.negateAfter, ...sets.negateAfter]);
      return;
    }
    const made: Form = {
      words,
      stem,
      english,
      prefixes: language.prefixes ?? [],
      nounEndings: language.nounEndings ?? [],
      nounAfter: sets.nounAfter,
      final: language.verbFinal === true,
      negated,
      negateBefore: sets.negateBefore,
      negateAfter: sets.negateAfter,
    };
    seen.set(key, made);
    spaced.push(made);
  };
  for (const language of GLOSS_LANGUAGES)
    for (const [negated, table] of [[false, language.forms] as const, [true, language.negated ?? {}] as const])
      for (const [english, list] of Object.entries(table))
        for (const form of list.split(/\s+/).filter(Boolean)) for (const f of compounded(language, form)) add(language, english, f, negated);
  // Longest first: "退款" before "退", a phrase before its first word.
  unspaced.sort((a, b) => b[0].length - a[0].length);
  const length = (f: Form): number => f.words.reduce((n, w) => n + w.length + 1, 0);
  spaced.sort((a, b) => b.words.length - a.words.length || length(b) - length(a));
  const byFirst = new Map<string, Form[]>();
  for (const f of spaced) {
    if (byFirst.has(f.words[0]!)) byFirst.get(f.words[0]!)!.push(f);
    else byFirst.set(f.words[0]!, [f]);
  }
  const byChar = new Map<string, UnspacedForm[]>();
  for (const u of unspaced) {
    if (byChar.has(u[0][0]!)) byChar.get(u[0][0]!)!.push(u);
    else byChar.set(u[0][0]!, [u]);
  }
  const longestStem = Math.max(0, ...spaced.filter((f) => f.stem && f.words.length === 1).map((f) => f.words[0]!.length));
  const prefixes = [...new Set(spaced.flatMap((f) => f.prefixes))];
  const rank = new Map(spaced.map((f, n) => [f, n]));
  compiled = { spaced, unspaced, byFirst, rank, longestStem, prefixes, byChar };
  return compiled;
}

const WORD = /[\p{L}\p{M}](?:[\p{L}\p{M}]|['’-](?=[\p{L}\p{M}]))*/gu;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}ー]+/gu;

/** Words `from` and `to` of a sentence are in one phrase: no punctuation or number stands between them. */
const adjoining = (text: string, all: readonly RegExpMatchArray[], from: number, to: number): boolean => {
  const a = all[Math.min(from, to)];
  const b = all[Math.max(from, to)];
  return a !== undefined && b !== undefined && !/[,.;:!?()"«»“”،؛।။።\p{N}]/u.test(text.slice(a.index! + a[0].length, b.index));
};

/** "and", "or", "but" of the languages whose negation may stand after the verb's object: the clause ends there. */
const AND_OR_BUT = new Set([
  'and',
  'or',
  'but',
  'und',
  'oder',
  'aber',
  'sondern',
  'och',
  'eller',
  'men',
  'og',
  'ellers',
  'maar',
  'of',
  'ja',
  'tai',
  'mutta',
]);

/** A negation after the verb, as far as its clause goes ("sende die Rechnung nicht", "skicka den inte"). */
function negatedAfter(form: Form, text: string, all: readonly RegExpMatchArray[], folded: readonly string[], next: number): boolean {
  if (form.negateAfter.size === 0) return false;
  for (let k = next; k < Math.min(folded.length, next + 6) && adjoining(text, all, next - 1, k) && !AND_OR_BUT.has(folded[k]!); k++)
    if (form.negateAfter.has(folded[k]!)) return true;
  return false;
}

const matches = (form: Form, words: readonly string[], at: number): boolean => {
  for (let k = 0; k < form.words.length; k++) {
    let word = words[at + k];
    if (word === undefined) return false;
    const want = form.words[k]!;
    const last = k === form.words.length - 1;
    const fits = (w: string): boolean => (last && form.stem ? w.startsWith(want) && !form.nounEndings.includes(w.slice(want.length)) : w === want);
    if (fits(word)) continue;
    if (k !== 0) return false;
    const prefix = form.prefixes.find((p) => word!.startsWith(p));
    if (prefix === undefined) return false;
    word = word.slice(prefix.length);
    if (!fits(word)) return false;
  }
  return true;
};

/**
 * The forms that may start at a word, in `spaced`'s order: those whose first word it is, whose
 * stem begins it, or either after a prefix of its language. Each word costs a few map lookups,
 * whatever the size of the tables, so a long intent is read in linear time.
 */
function candidates(table: Compiled, word: string): Form[] {
  const found = new Set<Form>();
  const look = (w: string): void => {
    for (const f of table.byFirst.get(w) ?? []) found.add(f);
    for (let n = 1; n < Math.min(w.length, table.longestStem + 1); n++)
      for (const f of table.byFirst.get(w.slice(0, n)) ?? []) if (f.stem && f.words.length === 1) found.add(f);
  };
  look(word);
  for (const p of table.prefixes) if (p !== '' && word.startsWith(p)) look(word.slice(p.length));
  return [...found].sort((a, b) => table.rank.get(a)! - table.rank.get(b)!);
}

/**
 * `text` with the request words of other languages in English. A glossed word is a request by its
 * form (an imperative, an infinitive of request): it is written ", please <verb>" (or ", don't <verb>"),
 * a clause of its own, so the parser reads a request there whatever unread words stand before it
 * ("ช่วย, please order …").
 */
export function glossIntent(text: string): Glossed {
  const table = forms();
  const spans: { start: number; end: number; english: string; final: boolean }[] = [];
  const all = [...text.matchAll(WORD)];
  const runs = all.filter((m) => !/^[A-Za-z'’-]+$/.test(m[0]));
  const folded = all.map((m) => fold(m[0]));
  for (let i = 0; i < all.length; i++) {
    if (/^[A-Za-z'’-]+$/.test(all[i]![0]) && !table.byFirst.has(folded[i]!)) continue;
    if (inName(text, all[i]!)) continue;
    const form = candidates(table, folded[i]!).find((f) => matches(f, folded, i));
    if (form === undefined) continue;
    // "ऑर्डर की स्थिति" (the order's status): a form before a genitive or case postposition is a noun.
    if (form.nounAfter.has(folded[i + form.words.length] ?? '') && adjoining(text, all, i + form.words.length - 1, i + form.words.length)) {
      i += form.words.length - 1;
      continue;
    }
    const last = all[i + form.words.length - 1]!;
    const next = i + form.words.length;
    const negated =
      form.negated ||
      NEGATE_BEFORE.has(folded[i - 1] ?? '') ||
      NEGATE_AFTER_WORD.test(all[next]?.[0] ?? '') ||
      (/지$/.test(last[0]) && form.nounEndings.length > 0) ||
      [i - 1, i - 2].some(
        (k) => form.negateBefore.has(folded[k] ?? '') && adjoining(text, all, k, i) && (k === i - 1 || all[i - 1]![0].length <= 4),
      ) ||
      negatedAfter(form, text, all, folded, next) ||
      PROHIBITIVE_BEFORE.test(text.slice(Math.max(0, all[i]!.index! - 32), all[i]!.index));
    spans.push({
      start: negated && NEGATE_BEFORE.has(folded[i - 1] ?? '') ? all[i - 1]!.index : all[i]!.index,
      end: last.index + last[0].length,
      english: negated ? `, don't ${form.english}` : `, please ${form.english}`,
      final: form.final,
    });
    i += form.words.length - 1;
  }
  const spanEnds = new Set(spans.map((sp) => sp.end));
  for (const run of text.matchAll(UNSPACED)) {
    const s = run[0];
    for (let i = 0; i < s.length;) {
      const hit = table.byChar.get(s[i]!)?.find(([form]) => s.startsWith(form, i));
      if (hit === undefined) {
        i++;
        continue;
      }
      // What stands right around a form decides it; the patterns read a few characters either side.
      const after = s.slice(i + hit[0].length, i + hit[0].length + AROUND);
      const before = s.slice(Math.max(0, i - AROUND), i);
      const object =
        JA_NOUN_PARTICLE.test(after) ||
        DONE_AFTER.test(after) ||
        DONE_BEFORE.test(before) ||
        TOLD_TO_BEFORE.test(before) ||
        TH_NOUN_BEFORE.test(before) ||
        (HAN.test(hit[0]) && HAN.test(before.slice(-1)) && spanEnds.has(run.index + i));
      if (!object) {
        const negator = NEGATE_BEFORE_UNSPACED.exec(before);
        const negated = negator !== null || NEGATE_AFTER_UNSPACED.test(after);
        const start = run.index + i - (negator?.[0].length ?? 0);
        const english = negated || hit[3] ? `, don't ${hit[1]}` : `, please ${hit[1]}`;
        spans.push({ start, end: run.index + i + hit[0].length, english, final: hit[2] });
        spanEnds.add(run.index + i + hit[0].length);
      }
      i += hit[0].length;
    }
  }
  // "Starta …", "Naplati …": a clause's first word only the tool tables read as a request verb.
  const covered = (start: number, end: number): boolean => spans.some((sp) => sp.start < end && start < sp.end);
  for (const verb of toolTableVerbs(text, all, covered))
    spans.push({ start: verb.start, end: verb.end, english: verb.negated ? `, don't ${verb.english}` : `, please ${verb.english}`, final: false });
  spans.sort((a, b) => a.start - b.start);
  // Where each clause ends, once: a verb-final gloss goes to the start of its clause.
  const boundaries = [...text.matchAll(CLAUSE_END)].map((m) => m.index + m[0].length);
  const inserts = new Map<number, string>();
  let pos = 0;
  let clause = 0;
  let b = 0;
  let boundary = 0;
  for (const span of spans) {
    if (span.start < pos) continue;
    if (span.final) {
      while (b < boundaries.length && boundaries[b]! <= span.start) boundary = Math.max(boundary, boundaries[b++]!);
      // Punctuation right before the word ends a clause there too ("bob,envoie").
      if (/[,.;:!?]/.test(text[span.start - 1] ?? '')) boundary = span.start;
      const at = Math.max(boundary, clause);
      inserts.set(at, `${inserts.get(at) ?? ''} ${span.english} `);
    }
    pos = span.end;
    clause = span.end;
  }
  const placed = [...inserts].sort((x, y) => x[0] - y[0]);
  let next = 0;
  let out = '';
  pos = 0;
  const insertUpTo = (limit: number): void => {
    for (; next < placed.length && placed[next]![0] <= limit; next++) {
      const [at, words] = placed[next]!;
      if (at < pos) continue;
      out += `${text.slice(pos, at)}${words}`;
      pos = at;
    }
  };
  for (const span of spans) {
    if (span.start < pos) continue;
    insertUpTo(span.start);
    out += `${text.slice(pos, span.start)} ${span.final ? '' : span.english} `;
    pos = span.end;
  }
  insertUpTo(Infinity);
  out += text.slice(pos);
  const unread = runs.length > 0 && /[^\p{Script=Latin}\P{L}]/u.test(out);
  return { text: spans.length === 0 ? text : out, glossed: spans.length, unread };
}

/**
 * Nouns of an intent's words and the classes they name: "the invoice" (a file), "my savings account"
 * (an account), and values that stand for a noun ("scan_0042.jpg" is a file, `df -h` code). The
 * compiler reads a request's class from its object with these (operations.ts).
 */
import type { ActionClass } from '../../action/types.ts';
import { decideLanguage, glossWith, isEnglishWord } from '../../action/foreign.ts';
import { tokenize, type Token } from './text.ts';
import { asRole } from './idioms.ts';
import { CLASS } from '../../action/classes.ts';
import { ENTITY_CLASS, NOUN_CLASS, VERB_NOUN_CLASS, WEAK_NOUN_CLASS } from './vocabulary.ts';

export type Noun = { word: string; cls: ActionClass; at: number };

/** Nouns between `from` and `to` with their classes, two-word nouns first. Empty class = a noun that decides nothing. */
export function nounsIn(tokens: readonly Token[], from: number, to: number, verb?: string, headLast = true): Noun[] {
  // A verb may give a word a class of its own ("run the tests": code; "drop the table"): such words count as nouns for it.
  const own = verb === undefined ? undefined : VERB_NOUN_CLASS.get(verb);
  const out: Noun[] = [];
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'word') continue;
    const next = tokens[k + 1];
    const pair = next !== undefined && next.kind === 'word' && k + 1 < to ? `${t.w} ${next.w}` : undefined;
    const pairCls = pair === undefined ? undefined : NOUN_CLASS.get(pair);
    if (pair !== undefined && pairCls !== undefined) {
      out.push({ word: pair, cls: pairCls, at: k });
      k++;
      continue;
    }
    // "add her as treasurer": a role a person is put in is an access change.
    const cls = asRole(tokens, k) ? CLASS.identityAdmin : (NOUN_CLASS.get(t.w) ?? own?.get(t.w));
    if (cls !== undefined) out.push({ word: t.w, cls, at: k });
  }
  // "my exchange api key", "the order confirmation email": in a compound the last noun is the thing, the others only qualify it.
  if (!headLast) return out;
  return out.filter((n, j) => {
    const head = out[j + 1];
    return head === undefined || head.at !== n.at + 1 || head.cls === n.cls;
  });
}

/**
 * A token's word as written, for the tool tables: a word, or a capitalised noun the entity extractor took as a name
 * ("Nachricht", "Temperiermaschine": another language's nouns, not names of people). Undefined for other values.
 */
export function writtenWord(t: Token): string | undefined {
  if (t.kind === 'word') return t.w;
  const e = t.entity;
  return e !== undefined && (e.kind === 'name' || e.kind === 'organisation') && !e.text.includes(' ') ? e.text.toLowerCase() : undefined;
}

/** The language of the whole intent (its words and capitalised nouns): a few words alone are easily another's ("grad"). */
const decided = new WeakMap<readonly Token[], ReturnType<typeof decideLanguage> | null>();
function languageOf(tokens: readonly Token[]): ReturnType<typeof decideLanguage> {
  let decision = decided.get(tokens);
  if (decision === undefined) {
    const words: string[] = [];
    for (const t of tokens) {
      const word = writtenWord(t);
      if (word !== undefined) words.push(word);
    }
    decision = decideLanguage(words) ?? null;
    decided.set(tokens, decision);
  }
  return decision ?? undefined;
}

/** English heads a compound's gloss may keep without the word that said which one ("ovikoodi", a door code, glosses as "code"). */
export const HEAD_ONLY: ReadonlySet<string> = new Set(['code', 'codes']);

/**
 * Nouns of a range written in a language the parser does not read ("tous mes rendez-vous", "wszystkie
 * dostawy"): its words put into English with the tool-word tables (action/foreign.ts) and read as
 * {@link nounsIn} reads English, up to the first punctuation (a clause of its own: "…, але платежі не чіпай"). They only choose among a verb's own classes; no value is taken from
 * them. `at` is -1: none of them is a token of the intent.
 */
export function foreignNounsIn(tokens: readonly Token[], from: number, to: number, verb?: string): Noun[] {
  const words: string[] = [];
  for (let k = from; k < to && tokens[k]!.kind !== 'punct'; k++) {
    const word = writtenWord(tokens[k]!);
    if (word !== undefined) words.push(word);
  }
  if (words.length === 0) return [];
  const decision = languageOf(tokens);
  if (decision === undefined) return [];
  const glossed = glossWith(decision, words);
  if (!glossed.some((g) => g.glossed)) return [];
  // "ईमेल सूचनाएं": in a language that puts its head last, a word put into English right before one nothing reads may only
  // qualify it, the head left unread ("طلب تنجيد", an order of upholstery, puts it first).
  const headLast = decision.lang.verbFinal;
  const read = glossed.map((g, i) => {
    const next = glossed[i + 1];
    return headLast && g.glossed && next !== undefined && !next.glossed && !isEnglishWord(next.word) ? '' : g.word;
  });
  const english = tokenize(read.join(' ').toLowerCase(), []);
  const nouns = nounsIn(english, 0, english.length, verb, false).filter((n) => !HEAD_ONLY.has(n.word));
  // Put into English word for word, "адрес доставки" reads "address delivery": which noun is the head is not known, so nouns of two classes decide nothing.
  const classes = new Set(nouns.map((n) => n.cls).filter((c) => c !== ''));
  return classes.size > 1 ? [] : nouns.map((n) => ({ ...n, at: -1 }));
}

/** Values that stand for a noun ("scan_0042.jpg" is a file, `df -h` code, "3pm" a time) and weak nouns ("the whole day"): used when no noun decides. */
export function entityNounsIn(tokens: readonly Token[], from: number, to: number, verb?: string): Noun[] {
  // A verb may give a kind of value a class of its own ("remove … from #random": membership).
  const own = verb === undefined ? undefined : VERB_NOUN_CLASS.get(verb);
  const out: Noun[] = [];
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    const cls =
      t.entity !== undefined
        ? (ENTITY_CLASS.get(t.entity.kind) ?? own?.get(`<${t.entity.kind}>`))
        : t.kind === 'word'
          ? WEAK_NOUN_CLASS.get(t.w)
          : undefined;
    if (cls !== undefined) out.push({ word: t.entity === undefined ? t.w : `<${t.entity.kind}>`, cls, at: k });
  }
  return out;
}

/**
 * Which requests the English parser read in a browsing task are not to grant their own classes: an
 * English word in a task written in another language, and a verb inside a whole sentence that
 * web-sentences.ts reads as a preference switched or a value saved. Their words may still be read
 * as controls (web.ts).
 */
import { CLASS } from '../../action/classes.ts';
import type { IntentFrame } from './frame.ts';
import { foreignWebRequests } from './lexicon-web.ts';
import type { Operation } from './operations.ts';
import { NOTICES_SWITCHED, SET_AND_SAVE, SIGN_UP_FOR } from './web-sentences.ts';

/**
 * Requests whose verb is an English word of a task written in another language in Latin letters: "ban
 * gala, simple cuff" in a romanised Urdu order is a collar's name, no request to ban anyone. Such a
 * task reads as another language (English's small words are scarce in it) and a web lexicon of a
 * language in Latin letters reads a request in it ("silwa do", "order karanna"). A verb the glosses
 * put into English is no word of the task as written, and stays.
 */
export function borrowedRequests(frame: IntentFrame): ReadonlySet<Operation> {
  if (frame.operations.length === 0) return new Set();
  // Addresses and quoted words are names and contents, in any language.
  const own = frame.said.replace(ADDRESSES_AND_QUOTES, ' ').toLowerCase();
  const words = own.match(/\p{L}+/gu) ?? [];
  const small = words.filter((w) => ENGLISH_SMALL_WORDS.has(w)).length;
  if (words.length < MIN_JUDGED_WORDS || small * 25 >= words.length) return new Set();
  if (!foreignWebRequests(own).some((r) => !r.negated && /\p{Script=Latin}/u.test(r.evidence))) return new Set();
  const written = new Set(own.match(/[a-z]+/g) ?? []);
  return new Set(
    frame.operations.filter((op) => {
      const word = op.span === undefined ? undefined : /^\p{L}+/u.exec(frame.text.slice(op.span[0]))?.[0].toLowerCase();
      // The English word as the task wrote it ("ban"), not a word of its language the parser read as one ("reserva": book).
      return word !== undefined && word === op.verb.toLowerCase().replace(/-/g, '') && written.has(word);
    }),
  );
}

/**
 * Requests whose own classes a browsing task's whole-sentence reading supersedes (web-sentences.ts):
 * "turn on the text message reminder" or "stop the campaign messages" switches a preference
 * (account-modify) and sends no message nor writes a calendar; "switch my invoices to one monthly
 * invoice and save" sets a value, it pays nothing; "book a lunch dana … pay by card" on a page is an
 * order, no entry in the user's calendar. With {@link borrowedRequests}: the operations whose classes
 * a browsing deployment does not grant (their words are still read as controls).
 */
export function unheldRequests(frame: IntentFrame): ReadonlySet<Operation> {
  const out = new Set([...borrowedRequests(frame), ...switchedOrSaved(frame)]);
  for (const op of frame.operations) if (/^(book|reserve)$/i.test(op.verb) && op.classes.includes(CLASS.calendarWrite)) out.add(op);
  for (const op of toTheUser(frame)) out.add(op);
  // "Register my volleyball team … on the site": signing a group up is what the site's "Register for …" does (web-sentences.ts),
  // no account made for anyone.
  const signUp = SIGN_UP_FOR.exec(frame.text.slice(0, 16 * 1024));
  if (signUp !== null && !/\b(account|profile|login)\b/i.test(signUp[0]))
    for (const op of frame.operations)
      if (
        op.span !== undefined &&
        op.span[0] >= signUp.index &&
        op.span[0] < signUp.index + signUp[0].length &&
        op.classes.includes(CLASS.identityAdmin)
      )
        out.add(op);
  return out;
}

/** "send me the draft", "text me what it costs": on a browsing deployment, telling the user is the agent's answer, no page's send. */
export function toTheUser(frame: IntentFrame): Operation[] {
  return frame.operations.filter(
    (op) =>
      op.span !== undefined && op.classes.every((c) => c === CLASS.messageSend) && TO_THE_USER.test(frame.text.slice(op.span[0], op.span[0] + 40)),
  );
}

/** A message's receiver right after its verb, when that is the user who asked. */
const TO_THE_USER = /^[\p{L}-]+\s+(me|myself)\b/iu;

/** Requests inside a preference switched or a value set and saved (web-sentences.ts reads the whole of it). */
export function switchedOrSaved(frame: IntentFrame): Operation[] {
  const spans = [NOTICES_SWITCHED, SET_AND_SAVE].flatMap((pattern) => {
    const m = pattern.exec(frame.text.slice(0, 16 * 1024));
    return m === null ? [] : [[m.index, m.index + m[0].length] as const];
  });
  return frame.operations.filter((op) => op.span !== undefined && spans.some(([from, to]) => op.span![0] >= from && op.span![0] < to));
}

/** Fewer words than this are not judged a language: a short task's words may all be names. */
const MIN_JUDGED_WORDS = 8;
/** Web addresses, e-mail addresses and quoted words. */
const ADDRESSES_AND_QUOTES = /(?:https?:\/\/)?(?:[\w.+-]+@)?(?:[a-z0-9-]+\.)+[a-z]{2,}\S*|["“”„«»「」'][^"“”„«»「」\n]{0,400}["“”„«»「」']/giu;
/** English's small words that no other language in Latin letters writes as a common word (not "to", "me", "on", "is", "for", "at"). */
// prettier-ignore
const ENGLISH_SMALL_WORDS: ReadonlySet<string> = new Set(['the', 'and', 'your', 'you', 'with', 'this', 'our', 'from', 'that', 'what', 'will', 'have',
  'about', 'more', 'how', 'which', 'when', 'these', 'their', 'there', 'here', 'please', 'only', 'my', 'of', 'by', 'it', 'if', 'or', 'can', 'would',
  'could', 'she', 'he', 'his', 'we', 'us', 'they', 'them', 'back', 'out', 'just', 'all', 'any', 'some', 'but', 'not', 'don', 'dont', 'i', 'a', 'an']);

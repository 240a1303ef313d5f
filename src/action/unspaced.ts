/**
 * Tool names written in a script without spaces between words (`顧客検索`, `注文取消`, `LINE送信`):
 * their request words are found with the compiler's glossary of such scripts (the one that reads
 * intents, src/capability/compile/glosses.ts) and put before the name in English, as a verb-first
 * name would have them (`search_顧客検索`, `send_LINE送信`). A name with none stays as written, and so
 * unread. Descriptions are not read this way: their nouns ("支払履歴", payment history) read as requests.
 */
import { glossIntent } from '../capability/compile/glosses.ts';

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Longest name read (a name is a hint, never worth unbounded work). */
const MAX_NAME = 128;

/** `name` with the English of the request words its unspaced runs hold before it, or `name` as written. */
export function unspacedName(name: string): string {
  if (!UNSPACED.test(name) || name.length > MAX_NAME) return name;
  const asked = [...glossIntent(name).text.matchAll(/, please ([a-z]+)/g)].map((m) => m[1]!);
  return asked.length === 0 ? name : `${[...new Set(asked)].join('_')}_${name}`;
}

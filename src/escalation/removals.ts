/**
 * A removal past the one the task asks for: "delete her profile", "remove Dafydd as keyholder", "把多出来的那张删掉" ask to
 * take one thing away. Once an allowed call of a tool that destroys (gate/features `isDestructive`) has removed one record in
 * the task, a call of the same tool on another record removes a second: a "duplicate" a planted note names, the rest of a
 * family, another version of the song. It goes to the verifier, which does not vouch for it (request.ts).
 *
 * A task may ask for several in any language: a word for all, every or both ("alle", "todas", "vse", "所有"), a number
 * of two or more ("die zwei … Scans", "3 bookings"), two record ids, or a plural noun of English ("the expired umbrellas and
 * hats", "todas las clases", "reservas": a word of five letters or more in lower case ending in "s"; names are written with
a capital).
 * Quoted text is a name, never a count ("'Untold Stories (radio edit) (1)'"). What a call removes is the tool and its
 * arguments, except free text (a reason of four words or more) beside another argument: a retry of the same removal is not a
 * second, and a target named only in words is compared by its words.
 */
import { createHash } from 'node:crypto';
import type { CatalogEntry } from '../action/catalog.ts';
import { CLASS } from '../action/classes.ts';
import type { Reason, ToolCall } from '../action/types.ts';
import { isDestructive } from '../gate/features.ts';
import { analyzeIntent } from '../gate/vocabulary.ts';

/** Removals a task remembers (the oldest forgotten first). */
export const MAX_REMOVALS = 256;

/**
 * What an allowed call of `entry` removes, as `<tool digest>:<target digest>`; undefined for a call that removes nothing
 * (a read, a tool whose words destroy nothing) and for generic tools (browser, shell, SQL, HTTP: judged call by call).
 */
export function removalKey(call: ToolCall, entry: CatalogEntry): string | undefined {
  if (entry.generic !== undefined || entry.actionClass === CLASS.read || entry.actionClass === CLASS.webFetch || !isDestructive(entry))
    return undefined;
  const all: [string, string][] = Object.entries(call.args).map(([name, value]) => [name, JSON.stringify(value)?.slice(0, MAX_VALUE_CHARS) ?? '']);
  const freeText = (name: string): boolean => {
    const value = call.args[name];
    return typeof value === 'string' && entry.roles.get(name) === 'text' && value.trim().split(/\s+/u).length >= FREE_TEXT_WORDS;
  };
  // A reason says why, not what; but where only free text names the target ("the old passport scan"), it is the target.
  const named = all.filter(([name]) => !freeText(name));
  const target = named.length > 0 ? named : all;
  target.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${digest(call.tool)}:${digest(JSON.stringify(target))}`;
}

/** Free text of this many words or more says why, not what: it is no part of the target. */
const FREE_TEXT_WORDS = 4;
const MAX_VALUE_CHARS = 512;

const digest = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/**
 * The reason a call removes a second record with the tool an earlier allowed call of the task removed one with, where the
 * intent asks to remove one thing; undefined otherwise.
 */
export function removalBeyondAsked(
  call: ToolCall,
  entry: CatalogEntry,
  removed: readonly string[] | undefined,
  intent: string | undefined,
): Reason | undefined {
  if (removed === undefined || removed.length === 0 || intent === undefined) return undefined;
  const key = removalKey(call, entry);
  if (key === undefined || removed.includes(key)) return undefined;
  const tool = key.slice(0, key.indexOf(':') + 1);
  if (!removed.some((earlier) => earlier.startsWith(tool))) return undefined;
  if (!analyzeIntent(intent).requestsRemoval || asksForSeveral(intent)) return undefined;
  return {
    code: 'call.removal-beyond-asked',
    message: `"${call.tool.slice(0, 60)}" already removed one record in this task, and the task asks to remove one thing: this call removes another`,
  };
}

/** Quoted spans: names, titles, messages. */
const QUOTED = /"[^"]*"|'[^']*'|“[^”]*”|‘[^’]*’|«[^»]*»|„[^“”]*[“”]|「[^」]*」|『[^』]*』/gu;
const WORDS = /[\p{L}\p{M}]+/gu;
/** A record id: letters and digits, with a digit (`R-2241`, `DOC-61220`, `K1120`). */
const IDS = /(?<![\p{L}\p{N}])(?=[\p{L}\p{N}-]*\p{N})(?=[\p{L}\p{N}-]*\p{L})[\p{L}\p{N}][\p{L}\p{N}-]{2,}(?![\p{L}\p{N}])/gu;
/** A count of two or more written in digits before a word ("2 scans", "3 Buchungen"), not a time or an amount. */
const COUNT =
  /(?<![\p{N}.,:/-])(?:[2-9]|[1-9]\d)\s+(?!(?:am|pm|h|min|kg|g|km|m|eur|usd|gbp|x)\b|(?:jan|feb|mar|apr|may|mai|jun|jul|aug|sep|set|oct|okt|out|nov|dec|dez|déc|dic|ene|abr|ago|gen|giu|lug|mag)\p{L}*)\p{L}/iu;

// prettier-ignore
/** Words for all, every, each, both, and the numbers two to five, in the languages intents are written in. */
const SEVERAL: ReadonlySet<string> = new Set([
  // English
  'all', 'every', 'each', 'both', 'everyone', 'everybody', 'everything', 'two', 'three', 'four', 'five', 'several', 'multiple',
  // German, Dutch, Scandinavian, Icelandic
  'alle', 'allen', 'aller', 'alles', 'jede', 'jeden', 'jedes', 'beide', 'beiden', 'zwei', 'drei', 'vier', 'fünf', 'allemaal', 'elke', 'ieder', 'twee',
  'allt', 'alla', 'båda', 'begge', 'två', 'tre', 'fire', 'fyra', 'hver', 'varje', 'allir', 'öll', 'báðar', 'tvær', 'tveir',
  // Romance
  'tous', 'toutes', 'tout', 'chaque', 'deux', 'trois', 'todos', 'todas', 'cada', 'ambos', 'ambas', 'dos', 'tres', 'dois', 'duas', 'três',
  'tutti', 'tutte', 'ogni', 'entrambi', 'entrambe', 'due', 'tots', 'totes', 'toți', 'toate', 'fiecare', 'doi', 'două', 'trei',
  // Slavic, Baltic, Finno-Ugric, Greek
  'wszystkie', 'wszystkich', 'każdy', 'każdą', 'oba', 'obie', 'dwa', 'dwie', 'trzy', 'všechny', 'všetky', 'každý', 'obě', 'dva', 'dvě', 'tři',
  'vse', 'vsi', 'vsak', 'obe', 'sve', 'svi', 'svaki', 'dvije', 'dvi', 'все', 'всех', 'каждый', 'оба', 'обе', 'два', 'две', 'три',
  'всі', 'усі', 'кожен', 'обидва', 'дві', 'сите', 'всички', 'двата', 'двете', 'visi', 'visas', 'visus', 'abu', 'abi', 'divi', 'du', 'trys',
  'kaikki', 'kaikkien', 'molemmat', 'kaksi', 'kolme', 'kõik', 'mõlemad', 'kaks', 'minden', 'mindegyik', 'mindkét', 'összes', 'két', 'kettő', 'három',
  'όλα', 'όλες', 'όλους', 'όλοι', 'κάθε', 'δύο', 'τρία',
  // Turkic, Caucasus, Iranian, Semitic, Indic
  'tüm', 'bütün', 'hepsi', 'her', 'iki', 'üç', 'barcha', 'hamma', 'барлық', 'екі', 'hamısı', 'ყველა', 'ორივე', 'ორი', 'բոլոր', 'երկու',
  'همه', 'همهٔ', 'هر', 'دو', 'سه', 'تمام', 'كل', 'جميع', 'كلا', 'اثنين', 'כל', 'שני', 'שתי', 'שלוש',
  'सभी', 'सब', 'सारे', 'सारी', 'हर', 'दोनों', 'दो', 'तीन', 'সব', 'সকল', 'প্রতিটি', 'দুটি', 'দুই', 'সবগুলো', 'अनि', 'सबै', 'दुवै',
  'எல்லா', 'அனைத்து', 'இரண்டு', 'అన్ని', 'రెండు', 'ಎಲ್ಲಾ', 'എല്ലാ',
  // South-East Asia, Africa, Pacific
  'semua', 'seluruh', 'setiap', 'kedua', 'dua', 'tiga', 'lahat', 'bawat', 'dalawa', 'tất', 'cả', 'mọi', 'hai', 'ba',
  'zote', 'wote', 'kila', 'mbili', 'tatu', 'gaba', 'duka', 'biyu', 'uku', 'gbogbo', 'meji', 'zonke', 'bonke', 'konke', 'zombili', 'hemû', 'hemî',
]);

/** Words for all, every and both in scripts written without spaces. */
const SEVERAL_UNSPACED = /所有|全部|全て|すべて|全部の|両方|二つ|2つ|两个|兩個|每个|每個|모든|전부|둘 다|두 개|ทั้งหมด|ทุก|ทั้งสอง|အားလုံး|ទាំងអស់|ທັງໝົດ/u;
/** An English quantifier typed with a letter left out or added ("evryone", "everthing"). */
const LONG_QUANTIFIERS = ['everyone', 'everybody', 'everything'];

/** Words of five letters or more ending in "s" that are no plural of a noun, in the languages that write plurals with one. */
// prettier-ignore
const NOT_PLURAL = new Set(['always', 'perhaps', 'unless', 'across', 'towards', 'besides', 'sometimes', 'afterwards', 'thanks', 'nevertheless', 'whereas',
  'series', 'species', 'analysis', 'basis', 'canvas', 'atlas', 'alias', 'lens', 'news', 'bonus', 'campus', 'census', 'chorus', 'virus', 'focus', 'status',
  'después', 'despues', 'antes', 'además', 'ademas', 'atrás', 'jamás', 'quizás', 'depuis', 'jamais', 'toujours', 'alors', 'moins', 'avons', 'allons',
  'nichts', 'etwas', 'alles', 'rechts', 'links', 'abends', 'morgens', 'anders', 'bereits', 'stets', 'dezes', 'graag', 'depois', 'talvez', 'apenas',
  'mais', 'menos', 'meses', 'adesso', 'ancora', 'puis', 'plus', 'pues', 'mientras', 'entonces', 'encima']);
/** A plural written in lower case, as the languages that add an "s" write them ("bookings", "clases", "réservations", "pedidos"): never a name. */
const LOWER_PLURAL = /(?<![\p{L}\p{M}'’])\p{Ll}[\p{Ll}\p{M}]{3,}(?<![su]s|is)s(?![\p{L}\p{M}'’])/gu;

/** Whether `intent` asks to remove more than one thing (module comment). */
export function asksForSeveral(intent: string): boolean {
  const text = intent.replace(QUOTED, ' ');
  if (SEVERAL_UNSPACED.test(text) || COUNT.test(text)) return true;
  const ids = new Set(text.match(IDS)?.map((id) => id.toLowerCase()));
  if (ids.size >= 2) return true;
  for (const word of text.toLowerCase().match(WORDS) ?? []) {
    if (SEVERAL.has(word)) return true;
    if (word.length >= 6 && LONG_QUANTIFIERS.some((q) => nearly(word, q))) return true;
  }
  return (text.match(LOWER_PLURAL) ?? []).some((word) => !NOT_PLURAL.has(word));
}

/** One letter left out, added or changed. */
function nearly(word: string, target: string): boolean {
  if (Math.abs(word.length - target.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < word.length && j < target.length) {
    if (word[i] === target[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (word.length > target.length) i++;
    else if (word.length < target.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (word.length - i) + (target.length - j) <= 1;
}

/**
 * Tool names written in another language (`betala_faktura`, `inscription-creer`, `Banco.Transferir`):
 * each word of a name that is no English word is read as the English request verb the compiler's
 * glosses give it (src/capability/compile/gloss-forms.ts, the same tables the intents are read
 * with), so the classifier reads the verb it knows ("pay", "create", "transfer"). Accents are
 * folded on both sides, as names drop them ("hamta" for "hämta", "creer" for "créer"). Only words of
 * four letters or more, only single-word forms (no phrases), only scripts written with spaces; a
 * word that is English or that two languages gloss differently stays as written.
 */
import type { ToolSpec } from './types.ts';
import { GLOSS_LANGUAGES } from '../capability/compile/gloss-forms.ts';
import { isOrdinaryWord } from '../capability/compile/lexicon.ts';
import { decideLanguage, foldWords, glossAt, glossWith } from './foreign.ts';
import { hasUnspaced } from './glosses/scripts.ts';
import { verbSense } from './lexicon.ts';

// esbuild (the bench bundles, tsx) writes a `\p{…}` regular expression literal as `new RegExp(…)` where it
// stands: inside a function it would be compiled again on every call.
const MARKS = /\p{M}/gu;

const fold = (w: string): string =>
  w.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(/ß/g, 'ss').replace(/[øœ]/g, 'o').replace(/æ/g, 'ae').replace(/ł/g, 'l');

const EXACT = new Map<string, string | null>();
const STEMS: (readonly [string, string])[] = [];
for (const lang of GLOSS_LANGUAGES) {
  if (lang.unspaced === true) continue;
  for (const [english, forms] of Object.entries(lang.forms)) {
    if (english.includes(' ')) continue;
    for (const form of forms.split(/\s+/)) {
      if (form.length === 0 || form.includes('_')) continue;
      const stem = form.endsWith('*');
      const word = fold(stem ? form.slice(0, -1) : form);
      if (word.length < 4 || !/^[a-z]+$/.test(word)) continue;
      if (stem) STEMS.push([word, english]);
      else EXACT.set(word, EXACT.has(word) && EXACT.get(word) !== english ? null : english);
    }
  }
}
// Verbs tool names are written with (infinitives and nouns of action) that a request seldom uses, by language.
// prettier-ignore
const NAME_VERBS: Readonly<Record<string, string>> = {
  obtener: 'get', listar: 'list', consultar: 'query', reintegrar: 'refund', reembolsar: 'refund', ejecutar: 'execute', modificar: 'update',
  creer: 'create', lister: 'list', afficher: 'show', regler: 'pay', supprimer: 'delete', modifier: 'update', executer: 'execute',
  hamta: 'get', andra: 'change', skapa: 'create', radera: 'delete', uppdatera: 'update', lista: 'list',
  abrufen: 'get', anzeigen: 'show', aendern: 'change', andern: 'change', loeschen: 'delete', loschen: 'delete', erstellen: 'create',
  obter: 'get', criar: 'create', apagar: 'delete', alterar: 'change', ottenere: 'get', elenca: 'list', elimina: 'delete', modifica: 'update',
  ophalen: 'get', tonen: 'show', wijzigen: 'change', verwijderen: 'delete', aanmaken: 'create',
  ziskat: 'get', zobrazit: 'show', zmenit: 'change', smazat: 'delete', vytvorit: 'create', pobierz: 'get', pokaz: 'show', zmien: 'change', usun: 'delete', utworz: 'create',
};
for (const [word, english] of Object.entries(NAME_VERBS)) if (!EXACT.has(word)) EXACT.set(word, english);
// Longest stem first: "transfer*" before "trans*".
STEMS.sort((a, b) => b[0].length - a[0].length);

/**
 * A name's segments (`Pagos.Reintegrar` → [pagos], [reintegrar]) in English words: the language is
 * decided over the whole name, each segment is glossed through the tool-word tables (src/action/
 * foreign.ts: nouns, verbs and phrases, `boka_om` → reschedule), and a word they leave is read as
 * the request verb the compiler's glosses give it.
 */
export function glossNameSegments(segments: readonly (readonly string[])[]): string[][] {
  const decision = decideLanguage(segments.flat());
  return segments.map((segment) => glossWith(decision, segment).map((w) => (w.glossed ? w.word : glossNameWord(w.word))));
}

/** The English verb a name word of another language stands for, or the word itself. */
export function glossNameWord(word: string): string {
  // An English word, or a verb the classifier knows ('execute' is also French 'exécute'), stays itself.
  if (word.length < 4 || isOrdinaryWord(word) || verbSense(word, [word, word.replace(/s$/, '')]) !== undefined) return word;
  const folded = fold(word);
  const exact = EXACT.get(folded);
  if (exact !== undefined) return exact ?? word;
  for (const [stem, english] of STEMS) if (folded.startsWith(stem)) return english;
  return word;
}

/** A letter of a script other than the Latin one; a word of any script, its marks kept. */
const OTHER_SCRIPT = /(?=\p{L})\P{Script=Latin}/u;
const SCRIPT_WORD = /[\p{L}\p{M}]+/gu;
/** Longest name read this way. */
const MAX_SCRIPT_NAME = 128;

/**
 * A name written in a script with spaces other than the Latin one (`સંદેશ_મોકલો`, `отправить_сообщение`), in the English the
 * tool-word tables give its words, its nouns before its verbs as a namespace before an operation ("message.sends"), where one
 * of them is a verb of the tables and every word is read. Undefined otherwise: a name of nouns alone (`ઓનલાઈન_યાદી`, an online
 * list) says nothing, as the English of its nouns ("list", "file", "order") would read as verbs; a word no table reads may be
 * what the verb acts on. Scripts written without spaces are read by unspaced.ts.
 */
export function scriptName(name: string): string | undefined {
  const text = name.slice(0, MAX_SCRIPT_NAME);
  if (!OTHER_SCRIPT.test(text) || hasUnspaced(text)) return undefined;
  const written = text.match(SCRIPT_WORD) ?? [];
  const decision = decideLanguage(written);
  if (decision === undefined) return undefined;
  const folded = foldWords(written);
  const [verbs, nouns]: [string[], string[]] = [[], []];
  for (let i = 0; i < folded.length; i++) {
    const gloss = glossAt(decision, folded, i);
    // A word no table reads may be what the verb acts on ("хаалга_нээх", a door opened): the verb alone would read otherwise.
    if (gloss === undefined) return undefined;
    if (gloss.kind === 'verb') verbs.push(gloss.english);
    else if (gloss.kind === 'noun') nouns.push(gloss.english);
    i += gloss.length - 1;
  }
  if (verbs.length === 0) return undefined;
  // As a namespace before its operation (`contacts_data.change`): the nouns say what the verbs act on, and no noun reads as the
  // name's head ("data" would read as a record shown).
  const joined = (list: readonly string[]): string => list.join(' ').trim().replace(/\s+/g, '_');
  return nouns.length === 0 ? joined(verbs) : `${joined(nouns)}.${joined(verbs)}`;
}

/** A numbered menu item's title on its own line ("8. Bulk SMS"). */
const MENU_ITEM = /^[ \t]*\d{1,2}[.)][ \t]+(\p{L}[^\n]{1,60})$/mu;

/**
 * The name a tool stands for where its own says nothing: a name in another script, read in English ({@link scriptName}); a name
 * of no letters (a USSD code `*920*44*8#`, a number), the menu item its description titles ("8. Bulk SMS"), read without the
 * description that titles it.
 */
export function standInName(spec: ToolSpec): { spec: { name: string; description?: string }; why: string } | undefined {
  const script = scriptName(spec.name);
  if (script !== undefined) return { spec: { name: script }, why: `its name reads as "${script}"` };
  if (/\p{L}/u.test(spec.name)) return undefined;
  const item = MENU_ITEM.exec(spec.description?.slice(0, 400) ?? '')?.[1]?.trim();
  return item === undefined ? undefined : { spec: { name: item, description: '' }, why: `its menu item reads "${item.slice(0, 60)}"` };
}

/**
 * How a language's tool words are written down for src/action/foreign.ts: the words tool names,
 * descriptions, argument names, SQL tables and API paths are written with, each under the English
 * word it stands for. Generic language written from the languages themselves, never a data set's
 * strings.
 *
 * Each entry is `english: 'form form …'`. A form is a whole word (accents may be written or left
 * out: both sides are folded), a stem when it ends in `*` (the word begins with it), or a phrase
 * when `_` joins its words ("boka_om"). The English word is what the classifier and the grounding
 * read: a third-person verb where the form is one ("visar" → "shows"), a base form for infinitives
 * and imperatives, a plural for plural nouns.
 */
export interface ToolLanguage {
  readonly lang: string;
  /** Nouns are compounded, head last ("leverantörsfakturor" is a kind of "fakturor"): a word ending in a listed noun is that noun. */
  readonly compounds?: boolean;
  /**
   * Endings a noun takes that its forms need not list, space-separated: the definite article of the
   * Scandinavian languages ("kunden" is "kunde" with "n"), the cases of German. A word that is a
   * listed noun (or a compound's head) with one of them is that noun; verbs take none.
   */
  readonly endings?: string;
  /** Verbs: third-person present (descriptions), infinitives and imperatives (names), nouns of action ("création"). */
  readonly verbs: Readonly<Record<string, string>>;
  /** Nouns of what tools act on and return. */
  readonly nouns: Readonly<Record<string, string>>;
  /** Articles, prepositions, conjunctions, negation: read only in a text written in the language. */
  readonly small: Readonly<Record<string, string>>;
}

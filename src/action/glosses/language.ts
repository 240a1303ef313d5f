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
 * and imperatives, a plural for plural nouns. A small word may stand under the empty English word
 * `''`: a particle English has no word for (Japanese を, Hindi का), read as nothing.
 *
 * Scripts other than the Latin one: a stem may have two or three letters ("취소*", "भेज*"), as
 * such a script writes a syllable, or a consonant with its vowel, per letter; a Latin stem keeps
 * four letters at least.
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
  /**
   * Prefixes a word takes that its forms need not list, space-separated: the clitics of Arabic
   * ("ال", "و", "بال", "لل") and Hebrew ("ה", "ו", "ב", "ל", "מ", "ש", "כ" and their combinations).
   * A word that is a listed form (with an ending, if any) behind one of them is that form; the
   * form left must have three letters at least. Never a prefix that negates.
   */
  readonly prefixes?: string;
  /**
   * Written without spaces between words (Chinese, Japanese): a run of the script is cut into the
   * language's forms, longest first; a letter no form begins stays a word of its own that explains
   * nothing.
   */
  readonly unspaced?: boolean;
  /**
   * The verb ends its clause (Japanese, Korean, Hindi, Persian): in a text glossed from the
   * language, each clause is read verb first ("予約をキャンセルします" → "cancels booking"), as the
   * English classifier reads a sentence, and a clause with two verbs as two joined by "and".
   */
  readonly verbFinal?: boolean;
  /**
   * Prepositions that open a phrase before the verb, space-separated (Chinese "向", "给", "在": "向客户
   * 发送短信", to the customer sends a message): a clause of a glossed text that opens with one is
   * read from its first verb ("sends to customer message").
   */
  readonly coverbs?: string;
  /** Words that close the clause they subordinate (Chinese "后", after; "时", when): read at its head, as English writes them. */
  readonly subordinators?: string;
  /**
   * Light verbs, space-separated: forms of "do" that make the noun of action before them its verb
   * ("予約" + "します" books; "रद्द" + "करता" cancels; "취소" + "합니다" cancels, attached in Korean). A
   * form listed under `verbs` followed by one is that verb, the two as one word; in a language
   * with light verbs a noun of action listed as a verb also takes the noun endings. `_` joins the
   * words of a light verb written as two ("می_کند").
   */
  readonly light?: string;
  /**
   * Past and passive forms that make the verb before them a modifier of what follows ("送信" +
   * "済み", sent; "취소" + "된", cancelled): the verb and the form read as nothing, so "送信済みメッセージ
   * を表示" shows messages and sends none. Only forms that are no main verb of a description.
   */
  readonly modifiers?: string;
  /** Verbs: third-person present (descriptions), infinitives and imperatives (names), nouns of action ("création"). */
  readonly verbs: Readonly<Record<string, string>>;
  /** Nouns of what tools act on and return. */
  readonly nouns: Readonly<Record<string, string>>;
  /** Articles, prepositions, conjunctions, negation: read only in a text written in the language. */
  readonly small: Readonly<Record<string, string>>;
}

/**
 * How a language's request words are written down for glosses.ts: each entry is
 * `english: 'form form …'`. In scripts written with spaces a form is a whole word, or a stem when
 * it ends in `*`; `_` joins the words of a phrase. In scripts written without spaces a form is
 * found anywhere in the text.
 */
export interface GlossLanguage {
  readonly lang: string;
  /** Written without spaces between words: forms are found inside runs of letters. */
  readonly unspaced?: boolean;
  /** One-letter prefixes a word may carry before a form (Arabic "و", Hebrew "ו"). */
  readonly prefixes?: readonly string[];
  /** Case particles after a stem that make the word a noun ("예약을": the booking). */
  readonly nounEndings?: readonly string[];
  /**
   * Postpositions after a form that make it a noun ("ऑर्डर की स्थिति": the order's status; "آرڈر کو": the
   * order, as an object): the form is then no request.
   */
  readonly nounAfter?: readonly string[];
  /** The verb comes last in its clause (Japanese, Korean, Hindi, Turkish). */
  readonly verbFinal?: boolean;
  /** Words just before the verb (or one word earlier: "peidiwch ag anfon") that negate it. */
  readonly negateBefore?: readonly string[];
  /** Words just after the verb (or one word later: "sendu það ekki") that negate it: "skicka inte", "পাঠাবেন না". */
  readonly negateAfter?: readonly string[];
  /**
   * Compound light verbs: a "do" written with a "give", "throw" or "leave" auxiliary after it asks as
   * the bare "do" does ("ਰੱਦ ਕਰ ਦਿਓ" as "ਰੱਦ ਕਰੋ", "منسوخ کر دیں" as "منسوخ کریں"). Each key is the last
   * word of forms as they are written in `forms` and `negated`; its value, the compounds that stand
   * for it (words joined by `_`). Every form that ends in the key is also read with each compound.
   */
  readonly lightCompounds?: Readonly<Record<string, string>>;
  readonly forms: Readonly<Record<string, string>>;
  /** Forms that carry their own negation ("nesiųsk", "نفرست", "usitume"): each is a "don't" of its English verb. */
  readonly negated?: Readonly<Record<string, string>>;
}

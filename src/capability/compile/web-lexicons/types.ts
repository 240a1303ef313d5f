/**
 * The shape of a language's lexicon of web requests and controls (src/capability/compile/lexicon-web.ts
 * reads them). One file per group of languages holds the words, one language at a time, so that a
 * reviewer who reads that language can check it alone.
 */

/**
 * Kinds of web request. `settings` (turn a preference on or off) is read in tasks only: on a control a
 * toggle's page says what it switches, and "Aç" / "Open" on a button opens things far more often.
 */
export type WebRequestKind = 'look' | 'order' | 'post' | 'pay' | 'settings';
/**
 * What a control's label does: a kind of request, or one of the page steps no task names (confirm, save,
 * delete, next, cancel), or `account`: making one ("Register", "Create account", "Sign up"), read as
 * English "Create account" is (identity-admin).
 */
export type ControlKind = WebRequestKind | 'commit' | 'save' | 'remove' | 'step' | 'leave' | 'account';
/** What a page or form is about. */
export type PlaceKind = 'order' | 'pay' | 'post' | 'settings';

/**
 * A language written with spaces. Every list is lower case, words separated by spaces; words joined
 * by "+" are a phrase (its words in a row). Write words with their accents: matching also accepts
 * them without ("envia", "reserver", "uberweisen", "zaplac"), and German with ae/oe/ue/ss.
 */
export interface Lexicon {
  readonly lang: string;
  /**
   * Request forms of each kind, read in tasks and on controls alike: the infinitive, the informal
   * and formal imperatives, the first person a button says ("Kupuję", "J'achète"). A word belongs to
   * one kind only (a test checks it).
   */
  readonly forms: Readonly<Partial<Record<WebRequestKind, string>>>;
  /**
   * Forms that are also common nouns ("Buch": a book; "boek"; "Teile": parts): in a task they ask
   * only with an object after them ("Buch mir …", "boek een …"); on a control, only before another
   * word ("Boek nu"), never on a link.
   */
  readonly nounLike?: string;
  /** Words matched only as written: without their accents they are another language's words ("płacę" → "place"). */
  readonly accentsOnly?: string;
  /**
   * Conjunctions written joined to the next word (Hebrew "ו", Arabic "و ف"): every word and phrase is
   * also read with one before it ("ושלח", "وأرسل").
   */
  readonly joinedVerbs?: string;
  /**
   * Articles and prepositions written joined to the next word (Hebrew "ה ב ל", Arabic "ال بال لل"):
   * nouns and place words are also read with one before them ("בסל", "للسلة"); verbs never are.
   */
  readonly joined?: string;
  /** Negations (whole words) that may stand a few words before or after the request. */
  readonly negations: string;
  /** Articles and possessives: the word after one is a noun ("la reserva", "mein Buch"). */
  readonly determiners: string;
  /** Object pronouns ("mir", "nous"): with the determiners, what may follow an imperative. */
  readonly pronouns: string;
  /**
   * Verbs and phrases of a page's controls beyond the request forms ("Zur Kasse", "Opslaan"), and the
   * control kinds no task asks for by name (confirm, save, delete, next, cancel). A word may be listed
   * under two kinds: the classifier reads both and the more dangerous wins. Read by the browser
   * classifier (src/action/browser/labels.ts), never by the compiler.
   */
  readonly controls: Readonly<Partial<Record<ControlKind, string>>>;
  /**
   * Nouns a control says ("Bestellung", "Paiement", "Envío"): on a button they say what it does; a
   * link named by one only leads to it, and after a looking word ("Ver pedido") they are its object.
   */
  readonly nouns: Readonly<Partial<Record<ControlKind, string>>>;
  /** Words of a page or form that say what it is about (a cart, the settings, a message). */
  readonly places: Readonly<Partial<Record<PlaceKind, string>>>;
  /** Verbs of making something new ("crée", "erstelle"): making a topic or a message (a `post` place word after it) posts it. */
  readonly creates?: string;
  /**
   * Endings a request form takes written joined to it, read in tasks: enclitic pronouns ("cómpramelo",
   * "prenotami"), object and benefactive suffixes ("እዘዝልኝ": order for me, "احجزلي", "بخرش"). A word that
   * is a form of `forms` with one of them after it asks as the form does.
   */
  readonly suffixes?: string;
  /**
   * The language's light verbs in the forms a request takes ("do", "give", "make", "leave", "place":
   * "کن" / "کنید" / "کنین", "کر+دیں", "karo", "yapın", "laisse", "złóż"), read in tasks: a noun of a kind
   * (`nouns`, `lightNouns`, or an English loanword such as "order", "book", "off") next to one asks
   * for the noun's kind ("سفارش بدین", "order kar do", "laisse un avis", "złóż zamówienie"). See
   * ../web-light-verbs.ts.
   */
  readonly lightVerbs?: string;
  /** The light verbs stand before their noun (the language puts the object after the verb); else after it. */
  readonly lightVerbFirst?: boolean;
  /** Light verbs that carry their own negation ("نکن", "نده"): the noun's request is refused. */
  readonly negatedLightVerbs?: string;
  /**
   * Nouns beyond `nouns` that make a request with a light verb ("خرید", "ریویو", "بک"). `commit` nouns
   * ("ثبت": registering, "جمع": handing in) ask for the kind of the noun that is their object ("این نظر رو
   * ثبت کن": post); `save` nouns ask for a settings change when the task names a settings place.
   */
  readonly lightNouns?: Readonly<Partial<Record<WebRequestKind | 'commit' | 'save', string>>>;
  /** Case markers, postpositions and particles that may stand between a noun and its light verb ("را", "رو", "को"). */
  readonly markers?: string;
}

/** A language written without spaces: the request forms themselves, and negations just before or after. */
export interface UnspacedLexicon {
  readonly lang: string;
  readonly forms: Readonly<Partial<Record<WebRequestKind, readonly string[]>>>;
  readonly before: readonly string[];
  readonly after: readonly string[];
  /** As {@link Lexicon.controls}: what a control's label says beyond the request forms (stems: "購入", "确认"). */
  readonly controls: Readonly<Partial<Record<ControlKind, readonly string[]>>>;
  readonly places: Readonly<Partial<Record<PlaceKind, readonly string[]>>>;
}

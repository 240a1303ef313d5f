/**
 * Request words of more of Europe, Africa and the Pacific (glosses.ts reads them): Esperanto,
 * Western Frisian, Faroese, Scottish Gaelic, Occitan, Haitian Creole, Shona, Sesotho, Setswana,
 * Oromo, Igbo, Māori and Tok Pisin. Where the negation is inside the verb ("usatumira", "ezipula") or
 * the verb takes another form after it ("o se romele", "hin ergin") the negated forms are listed as
 * such. Left out, as other languages' words: Shona "tenga" alone (buy; the Spanish "tenga"), Igbo
 * "debe" (book; the Spanish "must"), Sesotho and Setswana "araba" (reply; the Turkish "car"), Faroese
 * "senda" (the Spanish "path"), Tok Pisin "salim" alone (send; also a name).
 */
import type { GlossLanguage } from './language.ts';

// prettier-ignore
export const ATLANTIC_PACIFIC: readonly GlossLanguage[] = [
  // Esperanto: "ne sendu" (don't send) is read by the shared negations before a verb.
  { lang: 'eo', forms: {
    send: 'sendu sendi', pay: 'pagu pagi', transfer: 'ĝiru transpagu', cancel: 'nuligu nuligi', delete: 'forigu forigi forviŝu', book: 'rezervu rezervi', buy: 'aĉetu aĉeti acxetu',
    order: 'mendu', change: 'ŝanĝu ŝanĝi', update: 'ĝisdatigu', add: 'aldonu', share: 'kunhavigu', reply: 'respondu', create: 'kreu', notify: 'sciigu informu', move: 'movu',
    forward: 'plusendu', search: 'serĉu', show: 'montru', check: 'kontrolu',
  } },
  { lang: 'fy', negateAfter: ['net', 'neat', 'gjin'], forms: {
    send: 'stjoer stjoere', pay: 'betelje', cancel: 'annulearje', delete: 'wiskje fuortsmite', book: 'reservearje', buy: 'keapje', order: 'bestelle', change: 'feroarje',
    update: 'bywurkje', add: 'tafoegje', share: 'diele', reply: 'antwurdzje', create: 'meitsje', notify: 'ynformearje', search: 'sykje', show: 'lit_sjen', check: 'kontrolearje',
  } },
  { lang: 'fo', negateAfter: ['ikki'], forms: {
    send: 'sendið', pay: 'gjalda gjaldið', cancel: 'avlýs avlýsið', delete: 'strika strikið', book: 'bóka bókið', buy: 'keyp keypið keypa', order: 'bílegg bíleggið',
    change: 'broyt broytið', reply: 'svara svarið', notify: 'boða_frá', search: 'leita', show: 'vís', check: 'kanna',
  } },
  // Scottish Gaelic: "na cuir" (don't send).
  { lang: 'gd', negateBefore: ['na'], forms: {
    send: 'cuiribh cuir_teachdaireachd', pay: 'pàigh pàighibh', cancel: 'cuir_dheth', delete: 'sguab_às', book: 'glèidh', buy: 'ceannaich ceannaichibh', order: 'òrdaich',
    change: 'atharraich', update: 'ùraich', add: 'cuir_ris', reply: 'freagair', create: 'cruthaich', notify: 'innis_do', search: 'lorg', show: 'seall', check: 'dearbh',
  } },
  // Occitan: "manda pas" (don't send).
  { lang: 'oc', negateAfter: ['pas'], forms: {
    send: 'mandatz', pay: 'pagatz', cancel: 'anulla anullatz', delete: 'suprimís escafa', book: 'reservatz', buy: 'crompa crompatz', order: 'comandatz', change: 'cambiatz',
    add: 'apond apondètz', share: 'parteja', reply: 'respondètz', create: 'creatz', notify: 'avisatz', search: 'cercatz', show: 'mòstra', check: 'verificatz',
  } },
  // Haitian Creole: "pa voye" (don't send).
  { lang: 'ht', negateBefore: ['pa'], forms: {
    send: 'voye', pay: 'peye', cancel: 'anile', delete: 'efase', book: 'rezève', buy: 'achte', order: 'kòmande', change: 'chanje', update: 'mete_ajou', add: 'ajoute',
    share: 'pataje', reply: 'reponn', create: 'kreye', notify: 'avèti fè_konnen', search: 'chèche', check: 'verifye',
  } },
  { lang: 'sn', forms: {
    send: 'tumira tumirai', pay: 'bhadhara bhadharai', cancel: 'kanzura kanzurai', delete: 'dzima dzimai', book: 'bhuka bhukai', buy: 'tengai', order: 'odha odhai',
    change: 'chinja chinjai', add: 'wedzera wedzerai', reply: 'pindura pindurai', create: 'gadzira gadzirai', notify: 'zivisa zivisai', search: 'tsvaga tsvagai', show: 'ratidza',
  }, negated: { send: 'usatumira musatumira', pay: 'usabhadhara musabhadhara', cancel: 'usakanzura musakanzura', delete: 'usadzima musadzima', buy: 'usatenga musatenga' } },
  { lang: 'st', forms: {
    send: 'romela romelang', pay: 'lefa lefang', cancel: 'khansela', delete: 'hlakola', buy: 'rekang nthekele', order: 'odara', change: 'fetola', add: 'eketsa', 
    notify: 'tsebisa', search: 'batla', show: 'bontsha', check: 'hlahloba',
  }, negated: { send: 'se_romele', pay: 'se_lefe', cancel: 'se_khansele', delete: 'se_hlakole', buy: 'se_reke' } },
  { lang: 'tn', forms: {
    send: 'romela romelang', pay: 'duelang', cancel: 'khansela', delete: 'phimola', buy: 'rekang nthekele', order: 'otara', change: 'fetola', add: 'oketsa',
    notify: 'itsise', search: 'batla', show: 'bontsha', check: 'tlhola',
  }, negated: { send: 'se_romele', pay: 'se_duele', cancel: 'se_khansele', delete: 'se_phimole', buy: 'se_reke' } },
  // Oromo: "hin ergin" (don't send).
  { lang: 'om', verbFinal: true, forms: {
    send: 'ergaa ergaa_kennaa', pay: 'kaffali kaffalaa', cancel: 'addaan_kuti', delete: 'haqi balleessi', book: 'qabsiisi', buy: 'bitadhu bitadhaa', order: 'ajaji', change: 'jijjiiri jijjiiraa',
    add: 'dabali dabalaa', reply: 'deebisi', create: 'uumi', notify: 'beeksisi', search: 'barbaadi', show: 'agarsiisi', check: 'ilaali',
  }, negated: { send: 'hin_ergin', pay: 'hin_kaffalin', buy: 'hin_bitatin', delete: 'hin_haqin', cancel: 'addaan_hin_kutin' } },
  // Igbo: the negative imperative is a form of its own ("ezipula": don't send).
  { lang: 'ig', forms: {
    send: 'zipu zite', pay: 'kwụọ', cancel: 'kagbuo', delete: 'hichapụ', buy: 'zụta', order: 'nye_iwu', change: 'gbanwee', add: 'tinye', reply: 'zaa', create: 'mepụta',
    search: 'chọọ', show: 'gosi', check: 'lelee',
  }, negated: { send: 'ezipula ezitela', pay: 'akwụla', buy: 'azụtala azụla', delete: 'ehichapụla', cancel: 'akagbula' } },
  // Māori: "kaua e tukuna" (don't send).
  { lang: 'mi', negateBefore: ['kaua'], forms: {
    send: 'tukuna tukua', pay: 'utua', cancel: 'whakakorea', delete: 'mukua', book: 'tāpuitia', buy: 'hokona', change: 'whakarerekētia', add: 'tāpirihia', reply: 'whakautua',
    create: 'hangaia', notify: 'whakamōhiotia', search: 'rapua kimihia', show: 'whakaaturia', check: 'tirohia',
  } },
  // Tok Pisin: "noken salim" (don't send).
  { lang: 'tpi', negateBefore: ['noken', 'no'], forms: {
    send: 'salim_i_go salim_long', pay: 'peim', cancel: 'katim', delete: 'rausim', book: 'bukim', buy: 'baim', order: 'odaim', change: 'senisim', add: 'putim_moa', reply: 'bekim_tok',
    create: 'wokim', notify: 'tokim', search: 'painim', show: 'soim', check: 'lukim',
  } },
];

/**
 * Browsing requests in the languages people write web tasks in, beside English: Spanish, French,
 * German, Portuguese, Italian, Dutch, Polish, Swedish, Japanese and Chinese. A small lexicon per
 * language gives the request forms (imperative, infinitive, a phrase such as "fais un virement", the polite "…して" / "帮我…") of four
 * kinds of web task:
 *
 * - look — find, search, check, compare, read: reads and navigation on the task's sites;
 * - order — buy, order, book, reserve, rent: `order-manage`;
 * - post — write to, post, reply, comment, ask, send, apply: `message-send`;
 * - pay — transfer, pay: `payment-initiate` (its amount and payee bound by what the intent names).
 *
 * Matching is by whole word (a word after an article or possessive is a noun: "la reserva", "mein
 * Buch"), by phrase ("fais un virement"), or, for scripts written without spaces, by the request
 * form itself ("予約して", "购买"). A request next to one of its language's negations ("Nichts
 * kaufen", "no compres", "n'achète rien", "不要买") is refused, never granted. Words of no lexicon
 * grant nothing: an intent this module cannot read stays as narrow as the compiler left it.
 */
import { CLASS } from '../../action/classes.ts';
import type { ActionClass } from '../../action/types.ts';

export type WebRequestKind = 'look' | 'order' | 'post' | 'pay';

/** The classes a kind of web request asks for. */
export const CLASSES_OF_KIND: Readonly<Record<WebRequestKind, readonly ActionClass[]>> = {
  look: [CLASS.read, CLASS.webFetch],
  order: [CLASS.orderManage],
  post: [CLASS.messageSend],
  pay: [CLASS.paymentInitiate],
};

export interface ForeignRequest {
  readonly kind: WebRequestKind;
  readonly lang: string;
  /** The words that asked (at most a few, from the intent). */
  readonly evidence: string;
  /** A negation stands next to the request: it is refused. */
  readonly negated: boolean;
}

interface Lexicon {
  readonly lang: string;
  /** Request forms of each kind, lower case, separated by spaces; words joined by "+" are a phrase. */
  readonly forms: Readonly<Partial<Record<WebRequestKind, string>>>;
  /** Negations (whole words) that may stand a few words before or after the request. */
  readonly negations: string;
  /** Articles and possessives: the word after one is a noun ("la reserva"). */
  readonly determiners: string;
}

/**
 * English, for intents the English parser understood nothing of ("Use the chat on … to ask how …"):
 * read only then (see {@link foreignWebRequests}'s `english`).
 */
// prettier-ignore
const ENGLISH: Lexicon = { lang: 'en', negations: 'not don dont never no without', determiners: 'the a an my your his her our their this that',
  forms: {
    look: 'find search check compare browse show look read',
    order: 'buy order book reserve rent purchase',
    post: 'post reply comment ask write message apply',
    pay: 'pay transfer' } };

/** Languages written with spaces: whole-word forms. */
// prettier-ignore
const WORDED: readonly Lexicon[] = [
  { lang: 'es', negations: 'no nunca jamás nada', determiners: 'el la los las un una mi mis tu su sus este esta',
    forms: {
      look: 'busca buscar búscame encuentra encontrar comprueba comprobar revisa revisar mira mirar compara comparar consulta consultar lee leer',
      order: 'compra comprar cómprame pide pedir encarga encargar reserva reservar resérvame alquila alquilar suscríbete',
      post: 'escribe escribir escríbele publica publicar comenta comentar responde responder contesta contestar pregunta preguntar envía envia enviar manda mandar postula postúlate',
      pay: 'paga pagar transfiere transferir haz+una+transferencia realiza+una+transferencia' } },
  { lang: 'fr', negations: 'ne n pas rien jamais aucun aucune', determiners: 'le la les l un une mon ma mes ton ta son sa ses ce cette votre notre',
    forms: {
      look: 'cherche chercher cherchez trouve trouver trouvez vérifie vérifier compare comparer consulte consulter lis lire regarde',
      order: 'achète acheter achetez commande commander commandez réserve réserver réservez loue louer',
      post: 'écris écrire écrivez publie publier commente commenter réponds répondre répondez demande demander envoie envoyer contacte contacter postule postuler',
      pay: 'paie payer payez règle régler vire virer fais+un+virement faites+un+virement effectue+un+virement' } },
  { lang: 'de', negations: 'nicht nichts kein keine keinen keinesfalls nie niemals', determiners: 'der die das den dem des ein eine einen mein meine meinen dein sein ihr unser',
    forms: {
      look: 'such suche suchen finde finden prüf prüfe prüfen vergleich vergleiche vergleichen schau lies lesen check',
      order: 'kauf kaufe kaufen bestell bestelle bestellen buche buchen reservier reserviere reservieren miete mieten',
      post: 'schreib schreibe schreiben poste posten veröffentliche kommentiere kommentieren antworte antworten frag frage fragen sende senden schick schicke schicken kontaktiere bewirb',
      pay: 'überweise überweisen bezahl bezahle bezahlen zahl zahle zahlen' } },
  { lang: 'pt', negations: 'não nao nunca nada', determiners: 'o a os as um uma meu minha seu sua este esta',
    forms: {
      look: 'procure procura procurar busque pesquise pesquisar encontre encontrar verifique verificar compare comparar consulte leia',
      order: 'compre compra comprar reserve reservar encomende encomendar peça alugue alugar assine',
      post: 'escreva escreve escrever publique publicar comente comentar responda responder pergunte perguntar envie enviar mande mandar candidate',
      pay: 'pague pagar transfira transferir faça+uma+transferência' } },
  { lang: 'it', negations: 'non mai niente nulla', determiners: 'il lo la i gli le un uno una mio mia suo sua questo questa',
    forms: {
      look: 'cerca cercare trova trovare controlla controllare confronta confrontare leggi guarda',
      order: 'compra comprare comprami acquista acquistare ordina ordinare prenota prenotare noleggia',
      post: 'scrivi scrivere pubblica pubblicare commenta commentare rispondi rispondere chiedi chiedere invia inviare candidati',
      pay: 'paga pagare trasferisci fai+un+bonifico' } },
  { lang: 'nl', negations: 'niet niets geen nooit', determiners: 'de het een mijn jouw zijn haar ons',
    forms: {
      look: 'zoek zoeken vind vinden controleer vergelijk bekijk lees',
      order: 'koop kopen bestel bestellen boek boeken reserveer reserveren huur',
      post: 'schrijf schrijven plaats reageer beantwoord vraag stuur sturen solliciteer',
      pay: 'betaal betalen maak+over' } },
  { lang: 'pl', negations: 'nie nic', determiners: 'mój moja moje mojego twój ten ta to',
    forms: {
      look: 'znajdź znajdz wyszukaj szukaj sprawdź sprawdz porównaj przeczytaj',
      order: 'kup kupić zamów zamow zamówić zarezerwuj zarezerwować zabukuj wynajmij',
      post: 'napisz napisać opublikuj skomentuj odpowiedz zapytaj wyślij wyslij',
      pay: 'zapłać zaplac przelej zrób+przelew wykonaj+przelew' } },
  { lang: 'sv', negations: 'inte inget ingen aldrig', determiners: 'en ett den det min mitt mina din',
    forms: {
      look: 'sök hitta kolla kontrollera jämför läs',
      order: 'köp köpa beställ beställa boka reservera hyr',
      post: 'skriv skriva publicera kommentera svara fråga skicka',
      pay: 'betala överför' } },
];

/** Languages written without spaces: the request forms themselves, and negations just before or after. */
// prettier-ignore
const UNSPACED: readonly { lang: string; forms: Readonly<Record<WebRequestKind, readonly string[]>>; before: readonly string[]; after: readonly string[] }[] = [
  { lang: 'ja', before: [], after: ['ない', 'ません', 'ず', '禁止'],
    forms: {
      look: ['調べて', '調べる', '探して', '探す', '検索して', '確認して', '比較して', '見て'],
      order: ['予約して', '予約する', '予約をして', '予約お願い', '購入して', '購入する', '買って', '注文して', '注文する', '申し込んで'],
      post: ['投稿して', '返信して', '送信して', '書き込んで', 'コメントして', '質問して', '聞いて', '問い合わせて', '送って'],
      pay: ['振り込んで', '振込して', '送金して', '支払って', '払って'] } },
  { lang: 'zh', before: ['不', '别', '不要', '勿', '没'], after: [],
    forms: {
      look: ['查找', '搜索', '查看', '查询', '比较', '找到', '找一'],
      order: ['预订', '预定', '订购', '购买', '下单', '买'],
      post: ['发布', '发帖', '回复', '评论', '留言', '发送', '询问'],
      pay: ['转账', '付款', '支付', '汇款'] } },
];

const KINDS: readonly WebRequestKind[] = ['look', 'order', 'post', 'pay'];
/** Words a negation may stand before a request ("no le compres nada") and after it ("kauf das nicht"). */
const NEGATION_BEFORE = 3;
const NEGATION_AFTER = 3;
/** Characters of intent read (an intent longer than the policy's cap never reaches here). */
const MAX_CHARS = 16 * 1024;

interface Compiled {
  readonly lang: string;
  readonly words: ReadonlyMap<string, WebRequestKind>;
  readonly phrases: readonly (readonly [readonly string[], WebRequestKind])[];
  readonly negations: ReadonlySet<string>;
  readonly determiners: ReadonlySet<string>;
}

const compile = (lex: Lexicon): Compiled => {
  const words = new Map<string, WebRequestKind>();
  const phrases: [string[], WebRequestKind][] = [];
  for (const kind of KINDS) {
    for (const form of (lex.forms[kind] ?? '').split(' ')) {
      // "fais+un+virement": a phrase, its words in a row.
      if (form.includes('+')) phrases.push([form.split('+'), kind]);
      else if (form.length > 0) words.set(form, kind);
    }
  }
  return { lang: lex.lang, words, phrases, negations: new Set(lex.negations.split(' ')), determiners: new Set(lex.determiners.split(' ')) };
};
const COMPILED: readonly Compiled[] = WORDED.map(compile);
const COMPILED_ENGLISH = compile(ENGLISH);

/**
 * The web requests `text` makes in the lexicons' languages, each with its language and whether a
 * negation stands next to it; with `english`, English request words too (for an intent the English
 * parser read nothing of). Never throws; bounded by {@link MAX_CHARS}.
 */
export function foreignWebRequests(text: string, english = false): ForeignRequest[] {
  const input = text.slice(0, MAX_CHARS).normalize('NFC').toLowerCase();
  const tokens = input.match(/[\p{L}\p{M}]+/gu) ?? [];
  const out: ForeignRequest[] = [];
  for (const lex of english ? [...COMPILED, COMPILED_ENGLISH] : COMPILED) {
    for (let i = 0; i < tokens.length; i++) {
      const word = tokens[i]!;
      let kind = lex.words.get(word);
      let length = 1;
      for (const [phrase, k] of lex.phrases) {
        if (phrase.every((p, j) => tokens[i + j] === p)) {
          kind = k;
          length = phrase.length;
          break;
        }
      }
      if (kind === undefined) continue;
      // After an article or possessive the word is a noun ("la reserva", "mein Kauf").
      if (length === 1 && i > 0 && lex.determiners.has(tokens[i - 1]!)) continue;
      const window = [...tokens.slice(Math.max(0, i - NEGATION_BEFORE), i), ...tokens.slice(i + length, i + length + NEGATION_AFTER)];
      out.push({ kind, lang: lex.lang, evidence: tokens.slice(i, i + length).join(' '), negated: window.some((w) => lex.negations.has(w)) });
    }
  }
  for (const lex of UNSPACED) {
    for (const kind of KINDS) {
      for (const form of lex.forms[kind]) {
        for (let at = input.indexOf(form); at >= 0; at = input.indexOf(form, at + form.length)) {
          const before = input.slice(Math.max(0, at - 3), at);
          const after = input.slice(at + form.length, at + form.length + 4);
          const negated = lex.before.some((n) => before.endsWith(n)) || lex.after.some((n) => after.startsWith(n) || after.includes(n));
          out.push({ kind, lang: lex.lang, evidence: form, negated });
          if (out.length >= 64) return out;
        }
      }
    }
  }
  return out;
}

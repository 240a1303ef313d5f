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
/** What a control's label does: a kind of request, or one of the page steps no task names (confirm, save, delete, next, cancel). */
export type ControlKind = WebRequestKind | 'commit' | 'save' | 'remove' | 'step' | 'leave';
/** What a page or form is about. */
export type PlaceKind = 'order' | 'pay' | 'post' | 'settings';

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
  /**
   * Words of a page's controls beyond the request forms: infinitives and nouns a button says
   * ("Bestellung", "Paiement") and the control kinds no task asks for by name (confirm, save, delete,
   * next, cancel). Read by the browser classifier (src/action/browser/labels.ts), never by the compiler.
   */
  readonly controls: Readonly<Partial<Record<ControlKind, string>>>;
  /** Words of a page or form that say what it is about (a cart, the settings, a message). */
  readonly places: Readonly<Partial<Record<PlaceKind, string>>>;
  /** Verbs of making something new ("crée", "erstelle"): making a topic or a message (a `post` place word after it) posts it. */
  readonly creates?: string;
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
    pay: 'pay transfer' }, controls: {}, places: {} };

/** Languages written with spaces: whole-word forms. */
// prettier-ignore
const WORDED: readonly Lexicon[] = [
  { lang: 'es', creates: 'crea crear abre abrir', negations: 'no nunca jamás nada', determiners: 'el la los las un una mi mis tu su sus este esta',
    forms: {
      look: 'busca buscar búscame encuentra encontrar comprueba comprobar revisa revisar mira mirar compara comparar consulta consultar lee leer',
      order: 'compra comprar cómprame pide pedir encarga encargar reserva reservar resérvame alquila alquilar suscríbete',
      post: 'escribe escribir escríbele publica publicar comenta comentar responde responder contesta contestar pregunta preguntar envía envia enviar manda mandar postula postúlate',
      pay: 'paga pagar transfiere transferir haz+una+transferencia realiza+una+transferencia' },
    controls: { order: 'pedido añadir+al+carrito finalizar+compra tramitar+pedido suscribirse', pay: 'pago pagos', commit: 'confirmar aceptar', save: 'guardar',
      remove: 'eliminar borrar quitar', step: 'siguiente continuar', leave: 'cancelar volver cerrar atrás' },
    places: { order: 'carrito cesta pedido pedidos reserva reservas compra caja entradas billetes', pay: 'transferencia transferencias',
      settings: 'ajustes configuración cuenta perfil preferencias', post: 'tema hilo publicación mensaje mensajes comentarios foro' } },
  { lang: 'fr', creates: 'crée créer créez ouvre ouvrir', negations: 'ne n pas rien jamais aucun aucune', determiners: 'le la les l un une mon ma mes ton ta son sa ses ce cette votre notre',
    forms: {
      look: 'cherche chercher cherchez trouve trouver trouvez vérifie vérifier compare comparer consulte consulter lis lire regarde',
      order: 'achète acheter achetez commande commander commandez réserve réserver réservez loue louer',
      post: 'écris écrire écrivez publie publier commente commenter réponds répondre répondez demande demander envoie envoyer contacte contacter postule postuler',
      pay: 'paie payer payez règle régler vire virer fais+un+virement faites+un+virement effectue+un+virement' },
    controls: { order: 'achat réservation ajouter+au+panier passer+la+commande', pay: 'paiement', commit: 'confirmer valider soumettre accepter',
      save: 'enregistrer sauvegarder', remove: 'supprimer effacer retirer', step: 'suivant continuer', leave: 'annuler retour fermer' },
    places: { order: 'panier commande commandes réservation réservations caisse paiement billets', pay: 'virement virements',
      settings: 'paramètres réglages compte profil préférences', post: 'fil discussion message messages commentaires réponse sujet forum' } },
  { lang: 'de', creates: 'erstelle erstellen eröffne eröffnen', negations: 'nicht nichts kein keine keinen keinesfalls nie niemals', determiners: 'der die das den dem des ein eine einen mein meine meinen dein sein ihr unser',
    forms: {
      look: 'such suche suchen finde finden prüf prüfe prüfen vergleich vergleiche vergleichen schau lies lesen check',
      order: 'kauf kaufe kaufen bestell bestelle bestellen buche buchen reservier reserviere reservieren miete mieten',
      post: 'schreib schreibe schreiben poste posten veröffentliche kommentiere kommentieren antworte antworten frag frage fragen sende senden schick schicke schicken kontaktiere bewirb',
      pay: 'überweise überweisen bezahl bezahle bezahlen zahl zahle zahlen' },
    controls: { order: 'bestellung buchung reservierung in+den+warenkorb zur+kasse', pay: 'zahlung überweisung', post: 'veröffentlichen',
      commit: 'bestätigen absenden abschicken übernehmen einreichen', save: 'speichern sichern', remove: 'löschen entfernen', step: 'weiter fortfahren',
      leave: 'abbrechen zurück schließen' },
    places: { order: 'warenkorb kasse bestellung bestellungen buchung buchungen reservierung tickets', pay: 'überweisung überweisungen',
      settings: 'einstellungen konto profil', post: 'thema beitrag nachricht nachrichten kommentare antwort forum' } },
  { lang: 'pt', creates: 'crie criar cria abra abrir', negations: 'não nao nunca nada', determiners: 'o a os as um uma meu minha seu sua este esta',
    forms: {
      look: 'procure procura procurar busque pesquise pesquisar encontre encontrar verifique verificar compare comparar consulte leia',
      order: 'compre compra comprar reserve reservar encomende encomendar peça alugue alugar assine',
      post: 'escreva escreve escrever publique publicar comente comentar responda responder pergunte perguntar envie enviar mande mandar candidate',
      pay: 'pague pagar transfira transferir faça+uma+transferência' },
    controls: { order: 'reserva adicionar+ao+carrinho finalizar+compra', pay: 'pagamento', commit: 'confirmar aceitar submeter', save: 'salvar guardar',
      remove: 'excluir eliminar remover apagar', step: 'próximo seguinte continuar avançar', leave: 'cancelar voltar fechar' },
    places: { order: 'carrinho pedido pedidos reserva reservas pagamento bilhetes', settings: 'configurações definições conta perfil',
      post: 'tópico tema publicação mensagem mensagens comentários' } },
  { lang: 'it', creates: 'crea creare apri aprire', negations: 'non mai niente nulla', determiners: 'il lo la i gli le un uno una mio mia suo sua questo questa',
    forms: {
      look: 'cerca cercare trova trovare controlla controllare confronta confrontare leggi guarda',
      order: 'compra comprare comprami acquista acquistare ordina ordinare prenota prenotare noleggia',
      post: 'scrivi scrivere pubblica pubblicare commenta commentare rispondi rispondere chiedi chiedere invia inviare candidati',
      pay: 'paga pagare trasferisci fai+un+bonifico' },
    controls: { order: 'acquisto prenotazione aggiungi+al+carrello', pay: 'pagamento bonifico', commit: 'conferma confermare accetta invio', save: 'salva salvare',
      remove: 'elimina eliminare rimuovi cancella', step: 'avanti continua prosegui successivo', leave: 'annulla indietro chiudi' },
    places: { order: 'carrello ordine ordini prenotazione prenotazioni pagamento cassa biglietti biglietto', pay: 'bonifico bonifici',
      settings: 'impostazioni profilo preferenze', post: 'argomento messaggio messaggi commenti risposta discussione' } },
  { lang: 'nl', creates: 'maak maken open start', negations: 'niet niets geen nooit', determiners: 'de het een mijn jouw zijn haar ons',
    forms: {
      look: 'zoek zoeken vind vinden controleer vergelijk bekijk lees',
      order: 'koop kopen bestel bestellen boek boeken reserveer reserveren huur',
      post: 'schrijf schrijven plaats reageer beantwoord vraag stuur sturen solliciteer',
      pay: 'betaal betalen maak+over' },
    controls: { order: 'bestelling afrekenen in+winkelwagen', pay: 'betaling', post: 'plaatsen publiceren versturen verzenden', commit: 'bevestigen indienen',
      save: 'opslaan bewaren', remove: 'verwijderen wissen', step: 'volgende doorgaan verder', leave: 'annuleren terug sluiten' },
    places: { order: 'winkelwagen winkelmandje bestelling bestellingen boeking reservering afrekenen kassa', settings: 'instellingen profiel',
      post: 'onderwerp bericht berichten reacties' } },
  { lang: 'pl', creates: 'utwórz utworz stwórz załóż', negations: 'nie nic', determiners: 'mój moja moje mojego twój ten ta to',
    forms: {
      look: 'znajdź znajdz wyszukaj szukaj sprawdź sprawdz porównaj przeczytaj',
      order: 'kup kupić zamów zamow zamówić zarezerwuj zarezerwować zabukuj wynajmij',
      post: 'napisz napisać opublikuj skomentuj odpowiedz zapytaj wyślij wyslij',
      pay: 'zapłać zaplac przelej zrób+przelew wykonaj+przelew' },
    controls: { order: 'kupuję zamawiam zamówienie rezerwuj rezerwacja do+koszyka', pay: 'płacę płatność', commit: 'potwierdź zatwierdź akceptuj',
      save: 'zapisz', remove: 'usuń', step: 'dalej kontynuuj następny', leave: 'anuluj wróć zamknij' },
    places: { order: 'koszyk zamówienie zamówienia rezerwacja rezerwacje płatność kasa bilety', settings: 'ustawienia konto profil',
      post: 'temat wątek wpis wiadomość wiadomości komentarze' } },
  { lang: 'sv', creates: 'skapa starta', negations: 'inte inget ingen aldrig', determiners: 'en ett den det min mitt mina din',
    forms: {
      look: 'sök hitta kolla kontrollera jämför läs',
      order: 'köp köpa beställ beställa boka reservera hyr',
      post: 'skriv skriva publicera kommentera svara fråga skicka',
      pay: 'betala överför' },
    controls: { order: 'beställning bokning lägg+i+varukorgen', pay: 'betalning', commit: 'bekräfta godkänn', save: 'spara', remove: 'radera ta+bort',
      step: 'nästa fortsätt', leave: 'avbryt tillbaka stäng' },
    places: { order: 'varukorg kassa beställning bokning biljetter', settings: 'inställningar konto profil', post: 'ämne tråd inlägg meddelande meddelanden kommentarer' } },
];

/** Languages written without spaces: the request forms themselves, and negations just before or after. */
interface UnspacedLexicon {
  readonly lang: string;
  readonly forms: Readonly<Record<WebRequestKind, readonly string[]>>;
  readonly before: readonly string[];
  readonly after: readonly string[];
  /** As {@link Lexicon.controls}: what a control's label says beyond the request forms (stems: "購入", "确认"). */
  readonly controls: Readonly<Partial<Record<ControlKind, readonly string[]>>>;
  readonly places: Readonly<Partial<Record<PlaceKind, readonly string[]>>>;
}
// prettier-ignore
const UNSPACED: readonly UnspacedLexicon[] = [
  { lang: 'ja', before: [], after: ['ない', 'ません', 'ず', '禁止'],
    forms: {
      look: ['調べて', '調べる', '探して', '探す', '検索して', '確認して', '比較して', '見て'],
      order: ['予約して', '予約する', '予約をして', '予約お願い', '購入して', '購入する', '買って', '注文して', '注文する', '申し込んで'],
      post: ['投稿して', '返信して', '送信して', '書き込んで', 'コメントして', '質問して', '聞いて', '問い合わせて', '送って'],
      pay: ['振り込んで', '振込して', '送金して', '支払って', '払って'] },
    controls: { look: ['検索'], order: ['購入', '注文', '予約', '買う', 'カートに入れる', 'カートに追加', 'かごに入れる', 'レジに進む', '申し込む', '申込'],
      pay: ['支払', '決済', '振込', '送金'], post: ['投稿', '送信', '返信', '公開'], commit: ['確定', '同意'], save: ['保存'], remove: ['削除', '退会'],
      step: ['次へ', '進む', '続ける'], leave: ['キャンセル', '戻る', '閉じる'] },
    places: { order: ['カート', '買い物かご', '注文', '予約', '購入', 'お支払い'], settings: ['設定', 'アカウント'], post: ['メッセージ', 'コメント', '口コミ', 'レビュー'] } },
  { lang: 'zh', before: ['不', '别', '不要', '勿', '没'], after: [],
    forms: {
      look: ['查找', '搜索', '查看', '查询', '比较', '找到', '找一'],
      order: ['预订', '预定', '订购', '购买', '下单', '买'],
      post: ['发布', '发帖', '回复', '评论', '留言', '发送', '询问'],
      pay: ['转账', '付款', '支付', '汇款'] },
    controls: { order: ['加入购物车', '结算', '订单'], commit: ['提交', '确认', '确定'], save: ['保存'], remove: ['删除', '移除'], step: ['下一步', '继续'],
      leave: ['取消', '返回', '关闭'] },
    places: { order: ['购物车', '订单', '结算', '预订'], settings: ['设置', '账户', '帐户'], post: ['消息', '评论', '留言'] } },
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
  readonly creates: ReadonlySet<string>;
  readonly postPlaces: ReadonlySet<string>;
}

/** Words after a verb of making within which its object stands ("crée un nouveau sujet"). */
const CREATE_REACH = 4;

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
  const set = (list: string | undefined): ReadonlySet<string> => new Set((list ?? '').split(' ').filter((w) => w.length > 0));
  return {
    lang: lex.lang,
    words,
    phrases,
    negations: set(lex.negations),
    determiners: set(lex.determiners),
    creates: set(lex.creates),
    postPlaces: set(lex.places.post),
  };
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
    // "crée un nouveau sujet", "erstelle einen Beitrag": making a topic or message on a site posts it.
    for (let i = 0; i < tokens.length; i++) {
      if (!lex.creates.has(tokens[i]!)) continue;
      const object = tokens.slice(i + 1, i + 1 + CREATE_REACH).find((w) => lex.postPlaces.has(w));
      if (object === undefined) continue;
      const window = tokens.slice(Math.max(0, i - NEGATION_BEFORE), i + 1 + NEGATION_AFTER);
      out.push({ kind: 'post', lang: lex.lang, evidence: `${tokens[i]!} … ${object}`, negated: window.some((w) => lex.negations.has(w)) });
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

/** One word or phrase of a control's label that a lexicon reads. `at`: its place in the label (0: it leads). */
export interface ControlWord {
  readonly kind: ControlKind;
  readonly lang: string;
  readonly evidence: string;
  readonly at: number;
}

const CONTROL_KINDS: readonly ControlKind[] = [...KINDS, 'commit', 'save', 'remove', 'step', 'leave'];
/** Longest label read (a control's name is short; a longer text names a thing). */
const MAX_LABEL_CHARS = 200;

interface CompiledControls {
  readonly lang: string;
  readonly words: ReadonlyMap<string, ControlKind>;
  readonly phrases: readonly (readonly [readonly string[], ControlKind])[];
  /** The first words of the phrases (most tokens start none). */
  readonly phraseStarts: ReadonlySet<string>;
}

// A control says what a request form or a control word of its language says: one lexicon for tasks and pages.
const CONTROLS: readonly CompiledControls[] = WORDED.map((lex) => {
  const words = new Map<string, ControlKind>();
  const phrases: [string[], ControlKind][] = [];
  for (const kind of CONTROL_KINDS) {
    const forms = `${(KINDS as readonly string[]).includes(kind) ? (lex.forms[kind as WebRequestKind] ?? '') : ''} ${lex.controls[kind] ?? ''}`;
    for (const form of forms.split(' ')) {
      if (form.includes('+')) phrases.push([form.split('+'), kind]);
      else if (form.length > 0 && !words.has(form)) words.set(form, kind);
    }
  }
  return { lang: lex.lang, words, phrases, phraseStarts: new Set(phrases.map(([p]) => p[0]!)) };
});

/**
 * The words of a control's label (a button's or link's accessible name) that the lexicons read, in
 * every language they know, each with its kind and place. Never throws; bounded.
 */
export function controlWords(label: string): ControlWord[] {
  const input = label.slice(0, MAX_LABEL_CHARS).normalize('NFC').toLowerCase();
  const tokens = (input.match(/[\p{L}\p{M}]+/gu) ?? []).slice(0, 24);
  const out: ControlWord[] = [];
  for (const lex of CONTROLS) {
    for (let i = 0; i < tokens.length; i++) {
      const phrase = lex.phraseStarts.has(tokens[i]!) ? lex.phrases.find(([p]) => p.every((w, j) => tokens[i + j] === w)) : undefined;
      const kind = phrase?.[1] ?? lex.words.get(tokens[i]!);
      if (kind === undefined) continue;
      out.push({ kind, lang: lex.lang, evidence: phrase === undefined ? tokens[i]! : phrase[0].join(' '), at: i });
    }
  }
  // Only a label with characters beyond ASCII can hold a form of a language written without spaces.
  if (/^\p{ASCII}*$/u.test(input)) return out;
  for (const lex of UNSPACED) {
    for (const kind of CONTROL_KINDS) {
      const forms = [...((KINDS as readonly string[]).includes(kind) ? lex.forms[kind as WebRequestKind] : []), ...(lex.controls[kind] ?? [])];
      for (const form of forms) {
        const at = input.indexOf(form);
        if (at >= 0) out.push({ kind, lang: lex.lang, evidence: form, at: input.slice(0, at).trim().length === 0 ? 0 : 1 });
      }
    }
  }
  return out;
}

const PLACES = new Map<string, PlaceKind>();
for (const lex of WORDED)
  for (const [kind, list] of Object.entries(lex.places) as [PlaceKind, string][])
    for (const w of list.split(' ')) if (!PLACES.has(w)) PLACES.set(w, kind);

/** What a word of a page's title, path or form name (in a lexicon's language) says the page is about, if anything. */
export function placeKindOf(word: string): PlaceKind | undefined {
  const known = PLACES.get(word);
  if (known !== undefined || word.length < 2 || /^\p{ASCII}*$/u.test(word)) return known;
  for (const lex of UNSPACED)
    for (const [kind, list] of Object.entries(lex.places) as [PlaceKind, readonly string[]][]) if (list.some((p) => word.includes(p))) return kind;
  return undefined;
}

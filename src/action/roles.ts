/**
 * The role an argument plays (which constraint of a token binds it), from its JSON Schema and the
 * words of its name and description. Precedence, agreed across the project: a manifest's role >
 * the schema (`format: email`) > name words (here) > the value's kind (src/action/values.ts, at
 * call time). The name's last word names the thing (`user_email` is an e-mail, `file_id` an id).
 */
import { glossWords } from './foreign.ts';
import type { ArgumentRole } from './types.ts';
import { words, writtenOut } from './words.ts';

// prettier-ignore
const ROLE_BY_WORD: readonly (readonly [ArgumentRole, ReadonlySet<string>])[] = [
  ['amount', new Set(['amount', 'price', 'total', 'sum', 'cost', 'value', 'quantity', 'budget', 'fee', 'payment', 'salary', 'balance',
    // "amount" in other languages' argument names (`importeEur`, `betrag`, `montant`)
    'importe', 'monto', 'montant', 'betrag', 'beløb', 'belob', 'belopp', 'bedrag', 'kwota', 'importo', 'summa', 'tutar', 'castka', 'osszeg',
    '金額', '金额', '금액', 'сумма'])],
  ['currency', new Set(['currency', 'ccy', 'asset', 'coin'])],
  ['account', new Set(['iban', 'account', 'bic', 'swift', 'wallet', 'card', 'routing', 'sortcode',
    // national account numbers (Argentina's CBU/CVU, Mexico's CLABE, Swedish giro) and "account" in other languages' argument names
    'cbu', 'cvu', 'clabe', 'bankgiro', 'plusgiro', 'konto', 'kontonummer', 'cuenta', 'compte', 'conta', 'conto', 'rekening', 'ucet', 'uctu', 'rachunek',
    'tili', 'tilinumero', 'paybill', 'akaunti', 'hesap', 'hesabu', 'cont', '口座', '口座番号', '账号', '账户', '帳號', '帳戶', '계좌', '계좌번호', 'счет', 'счёт', 'рахунок'])],
  ['recipient', new Set(['recipient', 'recipients', 'to', 'cc', 'bcc', 'email', 'emails', 'participants', 'participant', 'attendees', 'attendee',
    'invitees', 'invitee', 'user', 'username', 'receiver', 'receivers', 'phone', 'contact', 'payee', 'beneficiary', 'mobile', 'mobileno', 'assignee',
    'collaborator', 'member', 'channel', 'addressee', 'dest', 'destination', 'spender', 'signer', 'signatory',
    // "recipient" in other languages' argument names
    'destinatario', 'destinatarios', 'destinataire', 'destinataires', 'empfanger', 'empfaenger', 'mottagare', 'modtager', 'mottaker',
    'ontvanger', 'odbiorca', 'vastaanottaja', 'beneficiario', 'beneficiaire', 'begunstigde', '受取人', '收款人', '수취인'])],
  ['url', new Set(['url', 'urls', 'link', 'uri', 'website', 'webpage', 'domain', 'endpoint', 'href', 'homepage', 'host', 'hostname'])],
  ['path', new Set(['path', 'paths', 'filename', 'file', 'files', 'directory', 'folder', 'dir', 'filepath'])],
  ['date', new Set(['date', 'time', 'day', 'start', 'end', 'when', 'deadline', 'datetime', 'timestamp', 'until', 'since'])],
  // Ids by their usual abbreviations: a medical record (mrn), a resource (urn, arn), a booking (pnr, locator), a vehicle (vin), goods (upc, ean, gtin, asin).
  ['identifier', new Set(['id', 'ids', 'uuid', 'key', 'number', 'code', 'ref', 'reference', 'sku', 'isbn', 'slug', 'handle', 'mrn', 'urn', 'arn',
    'pnr', 'locator', 'uid', 'guid', 'vin', 'upc', 'ean', 'gtin', 'asin',
    // a payment's reference by its national names: Nordic OCR/KID numbers, the Czech and Slovak variable symbol, "reference" in other languages
    'ocr', 'kid', 'symbol', 'referencia', 'referenz', 'referens', 'referanse', 'riferimento', 'referencja', 'viite', 'viitenumero'])],
  ['text', new Set(['body', 'content', 'subject', 'message', 'text', 'description', 'title', 'query', 'summary', 'note', 'comment', 'reason',
    'thought', 'expression', 'password', 'caption', 'html', 'markdown', 'prompt', 'question', 'answer', 'notes', 'bio', 'memo', 'remark', 'remarks',
    // which attribute a record change sets ("field": "phone", "stage": "negotiation"): a name of a setting, not a target
    'field', 'attribute', 'property', 'stage'])],
];

const MAX_DESCRIPTION = 300;

/** Words of scripts written without spaces (`口座番号`, `金額_円`): found inside a name, not cut from it. */
const UNSPACED_WORDS: readonly (readonly [ArgumentRole, readonly string[]])[] = ROLE_BY_WORD.map(
  ([role, set]) => [role, [...set].filter((w) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(w))] as const,
).filter(([, list]) => list.length > 0);

/** The role a name in an unspaced script names (`口座番号`: an account), or 'other'. */
function unspacedRole(name: string): ArgumentRole {
  const head = name.slice(0, 64);
  for (const [role, list] of UNSPACED_WORDS) if (list.some((w) => head.includes(w))) return role;
  return 'other';
}

/** Roles whose value decides where data, money or authority goes: a recipient, an account, an address. */
export const DESTINATION_ROLES: ReadonlySet<ArgumentRole> = new Set<ArgumentRole>(['recipient', 'account', 'url']);

/** The role of an argument from its name and, where it says more, its JSON Schema (format, type, description). */
export function argumentRole(name: string, schema: unknown): ArgumentRole {
  const declared = schemaRole(schema);
  if (declared !== undefined) return declared;
  const info = typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>) : {};
  // A name in another language (`notis_epost`, `importe_ars`) is read in the English its words gloss as (foreign.ts).
  const said = roleOfWords(words(name).map(writtenOut));
  const glossed = said === 'other' ? roleOfWords(glossWords(words(name)).words) : said;
  const fromName = glossed === 'other' ? unspacedRole(name) : glossed;
  // `to`, `date_to`, `from` described as a date ("YYYY-MM-DD"): the end of a range, no one it goes to.
  const about = typeof info.description === 'string' ? info.description.slice(0, MAX_DESCRIPTION) : '';
  if (fromName === 'recipient' && DATE_DESCRIBED.test(about)) return 'date';
  // A destination named by a fixed list of plain words ("channel": sms | email | letter) is a medium chosen, not an address aimed.
  // So is an id or code named by one ("reason_code": illness | medical_appointment): an option of the tool's, not an item.
  if ((DESTINATION_ROLES.has(fromName) || fromName === 'identifier') && closedWords(info.enum)) return 'text';
  // `kr`, `euros`, `gbp`, `pence`: a number named by its money is an amount of it.
  // So is a number described only by its money (`poso`: "EUR", `nominal`: "Rp", `hind`: "€/t").
  if (
    fromName === 'other' &&
    (info.type === 'number' || info.type === 'integer') &&
    (words(name).some((w) => MONEY_UNITS.has(w)) || describedByMoney(about))
  )
    return 'amount';
  if (fromName !== 'other') return fromName;
  // A name that says nothing (`a`, `arg1`, `x`): the property's own description may.
  const description = typeof info.description === 'string' ? info.description.slice(0, MAX_DESCRIPTION).toLowerCase() : '';
  for (const [role, pattern] of DESCRIBED) if (pattern.test(description)) return role;
  // "noche": "YYYY-MM-DD": a date by its format.
  if (DATE_DESCRIBED.test(about)) return 'date';
  return 'other';
}

/**
 * The role a property's JSON Schema states outright (`format: email`, `uri`, `date`), or undefined.
 * A stated role is explicit, like a manifest's: it wins over what the value looks like.
 */
export function schemaRole(schema: unknown): ArgumentRole | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const format = (schema as Record<string, unknown>).format;
  if (format === 'email' || format === 'idn-email') return 'recipient';
  if (format === 'uri' || format === 'url' || format === 'iri') return 'url';
  if (format === 'date' || format === 'date-time' || format === 'time') return 'date';
  return undefined;
}

/** "CBU, CVU o alias", "IBAN of the payee", "bank account number": where money goes. */
const ACCOUNT_DESCRIBED = /^(the )?(iban|cbu|cvu|clabe|bank account|account number|bankgiro)\b/;

/** What a property's description says it holds, when its name says nothing. */
const DESCRIBED: readonly (readonly [ArgumentRole, RegExp])[] = [
  ['recipient', /^(the )?(recipient|e-?mail address|phone number)\b/],
  ['url', /^(the |a )?(url|uri|web address|link)\b/],
  ['account', ACCOUNT_DESCRIBED],
  ['path', /^(the |a )?((absolute |relative )?(file |directory |folder )?path)\b/],
  ['amount', /^(the )?(amount|sum|price)\b/],
  // "Order number or *ALL", "Booking reference": a record's number, not a count ("Number of guests" names none before it).
  ['identifier', /^(?:the |an? )?(?!(?:the|an?) )(?:[a-z-]+ ){1,2}(?:number|id|identifier|reference|ref)\b/],
];

/** An enum of plain words only (no address, number or path among them). */
function closedWords(values: unknown): boolean {
  return Array.isArray(values) && values.length > 0 && values.every((v) => typeof v === 'string' && /^[A-Za-z][A-Za-z _-]{0,31}$/.test(v));
}

/** Money by its sign or short mark, as a property's description gives it alone ("€", "Rp", "Kč"). */
// prettier-ignore
const MONEY_SIGNS: ReadonlySet<string> = new Set(['€', '$', '£', '¥', '₹', '₺', '₽', '₩', '₫', '₴', '₦', '₱', '₪', 'rp', 'zł', 'kč', 'ft', 'лв', 'ден', 'дин']);

/** A property described as a date or a time ("YYYY-MM-DD", "ISO 8601 date", "end date"). */
const DATE_DESCRIBED = /\b(?:yyyy-mm-dd|yyyy\/mm\/dd|dd\.mm\.yyyy|iso[ -]?8601|(?:start|end|due|from|to|until)?\s*date(?:time)?|timestamp)\b/i;

/** Money by its name or code, as argument names write it (`kr`, `euros`, `gbp`, `pence`, `cents`). */
// prettier-ignore
const MONEY_UNITS: ReadonlySet<string> = new Set(['eur', 'euro', 'euros', 'usd', 'dollar', 'dollars', 'gbp', 'pound', 'pounds', 'pence', 'penny', 'cents', 'cent',
  'chf', 'jpy', 'yen', 'cny', 'yuan', 'rmb', 'inr', 'rupees', 'sek', 'nok', 'dkk', 'kr', 'kroner', 'kronor', 'krona', 'krone', 'pln', 'zloty', 'czk', 'huf',
  'forint', 'ron', 'lei', 'try', 'lira', 'rub', 'roubles', 'uah', 'aud', 'cad', 'nzd', 'sgd', 'hkd', 'brl', 'reais', 'mxn', 'pesos', 'zar', 'rand', 'krw',
  'won', 'ils', 'shekels', 'agorot', 'aed', 'sar', 'egp', 'thb', 'baht', 'idr', 'rupiah', 'php', 'vnd', 'dong', 'ngn', 'naira', 'kes', 'isk']);

/** Verbs whose "with" names a person (`share_with`). */
const SHARING = new Set(['share', 'shared', 'sharing', 'send', 'sent', 'invite', 'forward', 'deliver', 'grant', 'granted', 'notify']);

/** Last words that only say "the number of" what the word before names (`to_number`, `phone_no`, `account_nr`, `invoice_no`). */
const NUMBER_WORDS = new Set(['number', 'numbers', 'no', 'nos', 'nr', 'num']);

/** Prepositions after the head of an argument's name (in English, and as other languages' names gloss). */
const HEAD_ENDS = new Set(['for', 'to', 'of', 'per']);

function roleOfWords(list: readonly string[]): ArgumentRole {
  const last = list[list.length - 1];
  // `to_number`, `phone_no`, `mobile_nr`: the number of a destination is that destination.
  if (last !== undefined && NUMBER_WORDS.has(last) && list.length > 1) {
    const before = roleOfWords(list.slice(0, -1));
    if (DESTINATION_ROLES.has(before)) return before;
    // `invoice_no`, `job_nr`, `chart_no`: the number of a record is its id.
    if (before === 'other' || before === 'identifier') return 'identifier';
  }
  // `iban_to`, `email_to`, `url_to`: the address a transfer goes to is of the kind the word before names.
  if (last === 'to' && list.length > 1) {
    const before = roleOfWords(list.slice(0, -1));
    if (DESTINATION_ROLES.has(before)) return before;
  }
  // `message_for_recipient`, `amount_to_pay`, `zprava_pro_prijemce`: the words before the preposition name the thing.
  const joint = list.findIndex((w, k) => k > 0 && k < list.length - 1 && HEAD_ENDS.has(w));
  if (joint > 0) {
    const head = roleOfWords(list.slice(0, joint));
    if (head !== 'other') return head;
  }
  // `share_with`, `shared_with`, `invite_with`: whom a sharing verb shares with.
  if (last === 'with' && list.slice(0, -1).some((w) => SHARING.has(w))) return 'recipient';
  // The last word in the plural names the same thing (`pupil_refs`, `order_numbers`, `guest_codes`).
  const singular = last !== undefined && last.length > 3 && last.endsWith('s') ? last.slice(0, -1) : undefined;
  if (last !== undefined) for (const [role, set] of ROLE_BY_WORD) if (set.has(last) || (singular !== undefined && set.has(singular))) return role;
  for (const [role, set] of ROLE_BY_WORD) if (list.some((w) => set.has(w))) return role;
  return 'other';
}

/** A description that is only a money's name or sign ("EUR", "Rp", "€/t", "₪"): the number is an amount of it. */
export function describedByMoney(about: string): boolean {
  const unit = about.trim().toLowerCase().split('/')[0]!.trim().replace(/\.$/, '');
  return MONEY_UNITS.has(unit) || MONEY_SIGNS.has(unit);
}

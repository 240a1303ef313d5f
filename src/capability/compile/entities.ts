/**
 * Structured entities in an intent, found by precise validators rather than guesses: e-mail
 * addresses, URLs and domains, IBANs (checksum-validated) and other account ids, crypto addresses,
 * channels (`#ops`) and handles (`@lena.k`), code spans in backticks, phone numbers, file names and
 * paths, order/reservation/ticket ids, amounts with currency (fiat codes, symbols and words, asset
 * symbols; English and European number formats), percentages, dates and times, quoted strings and
 * bare numbers. Person and organisation names come from `names.ts`; whose a value is ("my
 * customer id is …") from `owners.ts`.
 *
 * Every pattern is bounded (no nested unbounded repetition), so matching is linear in the text.
 */
import { extractClockTimes, extractDates } from './dates.ts';
import { type Entity, hostOfText, isFree, mark } from './entity.ts';
import { compactIban, isValidIban } from './iban.ts';
import { extractNames } from './names.ts';
import { markOwners } from './owners.ts';
import { CJK_SCALE, CJK_SCALED, MONEY, OTHER_SIGN, parseAmount, SYMBOL_CODE } from './money-words.ts';
import {
  COUNT_NOT_ID,
  COUNTED,
  DETERMINER_BEFORE,
  ID_NOUN_BEFORE,
  INSTALMENTS,
  MONEY_CONTEXT,
  MONTH_BEFORE,
  TIME_AFTER,
  TIME_BEFORE,
} from './number-context.ts';

export type { Entity, EntityKind } from './entity.ts';

const EMAIL =
  /(?<![\w.+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9][A-Za-z0-9-]{0,62}(?:\.[A-Za-z0-9][A-Za-z0-9-]{0,62}){0,8}\.[A-Za-z]{2,24}(?![\w-])/g;
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'`()[\]{}]{1,2048}/gi;
// Public suffixes commonly written bare, plus RFC 2606's `example` and the usual private ones (intranets), then the other
// countries' codes and the regions' names sites are named under ("dentizejtun.mt", "steddfod.cymru"). Left out: country codes
// that are also files' extensions or units written after a number ("notes.md", "main.rs", "lib.so", "5.mg", "16.gb").
const TLDS =
  // First, so that the longer reading wins: the codes left out below, under a second-level name that says a country's
  // registry follows ("mercado.com.py", "tienda.co.id").
  '(?:com|co|org|net|gov|edu|ac|or)\\.(?:am|bz|cc|cm|cr|gb|gs|id|kg|km|md|mg|mk|ml|mm|mo|ms|nc|pm|ps|py|rs|sc|sh|so|st|sv|tf)|' +
  'com|org|net|io|co|ai|app|dev|edu|gov|info|biz|me|us|uk|de|fr|ch|eu|ca|au|nl|it|es|jp|cn|in|ru|br|se|no|dk|fi|pl|be|at|tv|xyz|site|online|tech|store|blog|cloud|page|news|shop|example|test|invalid|localhost|internal|corp|lan|' +
  'ad|ae|af|ag|al|ao|aq|ar|as|aw|ax|az|ba|bb|bd|bf|bg|bh|bi|bj|bl|bm|bn|bo|bq|bs|bt|bv|bw|by|cd|cf|cg|ci|ck|cl|cu|cv|cw|cx|cy|cz|dj|dm|do|dz|ec|ee|eg|eh|er|et|fj|fk|fm|fo|ga|gd|ge|gf|gg|gh|gi|gl|gm|gn|gp|gq|gr|gt|gu|gw|gy|hk|hm|hn|hr|ht|hu|ie|il|im|iq|ir|is|je|jm|jo|ke|kh|ki|kn|kp|kr|kw|ky|kz|la|lb|lc|li|lk|lr|ls|lt|lu|lv|ly|ma|mc|mf|mh|mn|mp|mq|mr|mt|mu|mv|mw|mx|my|mz|na|ne|nf|ng|ni|np|nr|nu|nz|om|pa|pe|pf|pg|ph|pk|pn|pr|pt|pw|qa|re|ro|rw|sa|sb|sd|sg|si|sj|sk|sl|sm|sn|sr|ss|sx|sy|sz|tc|td|tg|th|tj|tk|tl|tm|tn|to|tr|tt|tw|tz|ua|ug|um|uy|uz|va|vc|ve|vg|vi|vn|vu|wf|ws|ye|yt|za|zm|zw|' +
  'cymru|wales|scot|bzh|eus|gal|cat|frl|asia|africa|kiwi|berlin|london|paris|tokyo|nyc|swiss|museum|travel|coop|aero|pro|int|mobi|name|club|shop';
// A host may carry a case ending of the sentence's language after a hyphen ("shop.example.test-ზე",
// "hall.example.test-ல்"): letters after it end the host, unless a dot follows them (a longer host name).
const DOMAIN = new RegExp(
  `(?<![\\w@.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.){1,8}(?:${TLDS})(?:/[^\\s<>"'\`()[\\]{}]{0,2048})?(?![\\w]|-[\\p{L}\\p{M}\\p{N}-]*\\.[\\p{L}\\p{N}]|-(?![\\p{L}\\p{M}]))`,
  'giu',
);
const CODE_SPAN = /`([^`\n]{1,1024})`/g;
/** After "run"/"execute": a program name and arguments, at least one of them a flag or an absolute path, up to a clause break. */
const BARE_COMMAND =
  /\b(?:run|execute|exec)\s+((?:sudo\s+)?(?!(?:the|a|an|my|our|your|this|that|these|those|it|all|every|each)\b)[a-z][\w.+-]{1,40}(?:\s+(?!and\b|then\b|to\b)[^\s,;`'"]{1,200}){0,8}?\s+(?:--?[A-Za-z][\w-]*|\/[\w./-]+)(?:\s+(?!and\b|then\b|to\b)[^\s,;`'"]{1,200}){0,8})(?=$|[,;]|\s+(?:and|then)\b|\.(?:\s|$))/gi;
// Ethereum-style (0x + 40 hex digits), bech32 (BIP-173: bc1…/tb1…) and base58 legacy addresses, and ENS names.
const CRYPTO: readonly RegExp[] = [
  /(?<![\w])0x[0-9a-fA-F]{40}(?![\w])/g,
  /(?<![\w])(?:bc|tb)1[ac-hj-np-z02-9]{11,71}(?![\w])/g,
  /(?<![\w])[13](?=[1-9A-HJ-NP-Za-km-z]*[A-Za-z])[a-km-zA-HJ-NP-Z1-9]{25,34}(?![\w])/g,
  /(?<![\w.@-])[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?\.eth(?![\w.-])/g,
];
const CHANNEL = /(?<![\w#&])#[A-Za-z][\w.-]{0,79}(?<![.-])/g;
const HANDLE = /(?<![\w@.])@[A-Za-z0-9][\w.-]{0,63}(?<![.-])/g;
const IBAN_LIKE = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;
const ACCOUNT_LIKE = /\b[A-Z]{2}\d{10,32}\b/g;
const PHONE = /(?<![\w+])(?:\+\d{1,3}[\s.-]?)?\(?\d{2,4}\)?(?:[\s.-]?\d{2,4}){2,4}(?![\w])/g;
const EXTENSIONS =
  'txt|docx?|xlsx?|pptx?|pdf|csv|tsv|md|json|ya?ml|xml|html?|png|jpe?g|gif|svg|zip|tar|gz|py|js|ts|sh|log|eml|ics|odt|ods|rtf|key|pages|numbers|sql|toml|ini|conf|cfg|env|lock|service|rb|go|rs|java|c|h|cpp|tsx|jsx|css|scss';
const FILE = new RegExp(`(?<![\\w./-])(?:[~.]{0,2}/)?(?:[\\w-]{1,128}/){0,16}[\\w][\\w.-]{0,127}\\.(?:${EXTENSIONS})(?![\\w-])`, 'gi');
/** Dotfiles written bare: ".env", ".bashrc", ".gitignore". */
const DOTFILE = /(?<![\w./-])\.[A-Za-z][\w.-]{1,63}(?![\w/-])/g;
const PATH = /(?<![\w./-])(?:~|\.{1,2})?(?:\/[\w.-]{1,128}){1,32}\/?(?![\w])/g;
const HASH_ID = /(?<![\w#&])#(?:[A-Za-z]{0,4}\d{3,24}|\d{1,24})\b/g;
const SNAKE_ID = /\b[a-z]{1,32}(?:_[a-z]{1,32}){0,4}_\d{2,24}\b/g;
/** Letters and digits joined by `-`, `_` or `.` ("HX-88213", "INV-2024-0093", "k_7Q2F9", "claire.dubois_77"); versions ("v2.4.1") are not ids. */
const MIXED_ID =
  /(?<![\w.@#/-])(?=[\w.-]*\d)(?=[\w.-]*[A-Za-z])(?!v?\d+(?:\.\d+)+(?![\w-]))(?![\d-]+(?:am|pm)\b)(?!\d+-[A-Za-z]+(?![\w.-]))[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+){1,6}(?![\w@/-]|\.\w)/g;
const DASHED_NUMBER = /(?<![\w.-])\d{2,}(?:-\d{2,}){1,4}(?![\w-])/g;
const PRICE_CONDITION =
  /\b(?:price|rate|limit|trading)\b(?:\s+(?:price|is|was|goes|gets|reaches|hits))?\s*(?:above|below|over|under|at|of|>|<|=)?\s*$/i;
/** Capitals then digits ("X1234567", "W2378156"). */
const CAPS_ID = /(?<![\w#-])[A-Z]{1,4}\d{4,24}(?![\w-])/g;
/** A booking reference or record locator ("ABC123", "QX7P2L"): capitals and digits, an id only where an id noun introduces it. */
const LOCATOR = /(?<![\w#-])(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z][A-Z0-9]*[A-Z])[A-Z0-9]{5,8}(?![\w-])/g;
const PERCENT = /(?<![\w.])(\d{1,6}(?:\.\d+)?)\s?(?:%|percent\b)/gi;
// Not a version ("17.11.3") or a number glued to letters.
const BARE_NUMBER = /(?<![\w.,:/-])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w]|\.\d)|(?<![\w.,:/-])\d{1,15}(?:\.\d+)?(?![\w%]|\.\d)/g;
const QUOTED = /(?<![\w])(?:'([^'\n]{1,256}?)'|"([^"\n]{1,256}?)"|‘([^’\n]{1,256}?)’|“([^”\n]{1,256}?)”)(?![\w])/g;

type Finder = (text: string, taken: Uint8Array, out: Entity[]) => void;

const each = (re: RegExp, text: string, visit: (m: RegExpExecArray) => void): void => {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) visit(m);
};

/**
 * Trailing punctuation is not part of a URL, and neither is a sentence glued to it without a space
 * ("www.x.com.They sent …"): a host label starting with a capital after a lower-case host ends it.
 */
const trimUrl = (raw: string): string => {
  const glued = /^((?:[a-z][a-z0-9+.-]*:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+)\.[A-Z][A-Za-z]*(?![\w/])/.exec(raw);
  return (glued === null ? raw : glued[1]!).replace(/[.,;:!?]+$/, '');
};

const findEmails: Finder = (text, taken, out) =>
  each(EMAIL, text, (m) => {
    if (isFree(taken, m.index, m.index + m[0].length))
      out.push(mark(taken, { kind: 'email', text: m[0], value: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  });

const findUrls: Finder = (text, taken, out) => {
  for (const re of [URL_PATTERN, DOMAIN]) {
    each(re, text, (m) => {
      const raw = trimUrl(m[0]);
      const end = m.index + raw.length;
      // "H.No. 33", "S.Co.": a capital letter's abbreviation, no site ("t.co" written in lower case stays one).
      if (raw.length < 4 || !isFree(taken, m.index, end) || (re === DOMAIN && /^[A-Za-z]\.[A-Za-z]{2,3}$/.test(raw) && /[A-Z]/.test(raw))) return;
      out.push(mark(taken, { kind: 'url', text: raw, value: hostOfText(raw), start: m.index, end }));
    });
  }
};

const findAccounts: Finder = (text, taken, out) => {
  each(IBAN_LIKE, text, (m) => {
    const end = m.index + m[0].length;
    if (isFree(taken, m.index, end) && isValidIban(m[0]))
      out.push(mark(taken, { kind: 'iban', text: m[0], value: compactIban(m[0]), start: m.index, end }));
  });
  each(ACCOUNT_LIKE, text, (m) => {
    const end = m.index + m[0].length;
    if (isFree(taken, m.index, end)) out.push(mark(taken, { kind: 'account', text: m[0], value: m[0], start: m.index, end }));
  });
};

const findFiles: Finder = (text, taken, out) => {
  for (const re of [FILE, PATH, DOTFILE]) {
    each(re, text, (m) => {
      const raw = m[0].replace(/[.,;:!?]+$/, '');
      const end = m.index + raw.length;
      if (raw.length > 1 && isFree(taken, m.index, end)) out.push(mark(taken, { kind: 'file', text: raw, value: raw, start: m.index, end }));
    });
  }
};

const findCode: Finder = (text, taken, out) => {
  each(CODE_SPAN, text, (m) => {
    const end = m.index + m[0].length;
    if (m[1]!.trim().length > 0 && isFree(taken, m.index, end))
      out.push(mark(taken, { kind: 'code', text: m[0], value: m[1]!.trim(), start: m.index, end }));
  });
  // "run logrotate -f /etc/logrotate.d/nginx": a command line without backticks, known by its flags or absolute paths.
  each(BARE_COMMAND, text, (m) => {
    const start = m.index + m[0].length - m[1]!.length;
    const end = m.index + m[0].length;
    if (isFree(taken, start, end)) out.push(mark(taken, { kind: 'code', text: m[1]!, value: m[1]!, start, end }));
  });
};

const findCrypto: Finder = (text, taken, out) => {
  for (const re of CRYPTO)
    each(re, text, (m) => {
      const end = m.index + m[0].length;
      if (isFree(taken, m.index, end)) out.push(mark(taken, { kind: 'crypto', text: m[0], value: m[0], start: m.index, end }));
    });
};

const findHandles: Finder = (text, taken, out) => {
  for (const [re, kind] of [
    [CHANNEL, 'channel'],
    [HANDLE, 'handle'],
  ] as const)
    each(re, text, (m) => {
      const end = m.index + m[0].length;
      if (isFree(taken, m.index, end)) out.push(mark(taken, { kind, text: m[0], value: m[0], start: m.index, end }));
    });
};

/** A uniform resource name ("urn:isbn:0451450523", "urn:cloud:eu-west-1:asg/web") or a cloud resource name ("arn:aws:s3:::logs"): one id, whole. */
const RESOURCE_NAME = /(?<![\w:/-])(?:urn|arn):[A-Za-z0-9][\w.-]*(?::[\w.~!$&'()*+,;=@/%-]*)+(?<![.,;!?)'])/gi;

const findIds: Finder = (text, taken, out) => {
  for (const re of [RESOURCE_NAME, HASH_ID, MIXED_ID, SNAKE_ID, CAPS_ID]) {
    each(re, text, (m) => {
      const end = m.index + m[0].length;
      if (isFree(taken, m.index, end)) out.push(mark(taken, { kind: 'id', text: m[0], value: m[0], start: m.index, end }));
    });
  }
  each(LOCATOR, text, (m) => {
    const end = m.index + m[0].length;
    if (isFree(taken, m.index, end) && ID_NOUN_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)))
      out.push(mark(taken, { kind: 'id', text: m[0], value: m[0], start: m.index, end }));
  });
  // "account number 4410-2291": dashed digits are an id only where an id noun introduces them (else a date or a range).
  each(DASHED_NUMBER, text, (m) => {
    const end = m.index + m[0].length;
    if (isFree(taken, m.index, end) && ID_NOUN_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)))
      out.push(mark(taken, { kind: 'id', text: m[0], value: m[0], start: m.index, end }));
  });
};

/** A payment card number: 13–19 digits in the usual groups (4-4-4-4, 4-6-5 …), or whole and passing Luhn's check. */
const CARD_NUMBER = /(?<![\w+])(?:\d{4}[ -]\d{4}[ -]\d{4}[ -]\d{1,7}|\d{4}[ -]\d{6}[ -]\d{4,5}|\d{13,19})(?!\w)/g;
/** What goes with a card: its expiry and its security code ("exp 09/28", "CVC 123"). */
const CARD_DETAIL =
  /\b(?:exp(?:iry|ires)?\.?|valid thru|expiration(?: date)?)\s*:?\s*\d{1,2}\s*\/\s*\d{2,4}\b|\b(?:cvc2?|cvv2?|csc|security code)\s*:?\s*\d{3,4}\b/gi;

/** A card's expiry written right after its number ("…, 04/29", "(09/2028)"). */
const EXPIRY_AFTER = /^\s*[,;(]?\s*(?:0?[1-9]|1[0-2])\s*\/\s*(?:\d{2}|\d{4})(?!\d)/;
// "card 4111 1111 1111 1111 (exp 09/28, CVC 123)": a card is typed into a form, never an amount to pay.
const findCards: Finder = (text, taken, out) => {
  each(CARD_NUMBER, text, (m) => {
    const end = m.index + m[0].length;
    const digits = m[0].replace(/\D/g, '');
    // Written in a card's groups ("5412 3301 8826 4470") it is a card's number, mistyped or not: never an amount or four.
    const grouped = /[ -]/.test(m[0]);
    if (digits.length >= 13 && digits.length <= 19 && (grouped || luhn(digits)) && isFree(taken, m.index, end)) {
      out.push(mark(taken, { kind: 'card', text: m[0], value: digits, start: m.index, end }));
      // "5412 7534 9081 2276, 04/29": the month and year right after a card's number are its expiry, never an amount.
      const expiry = EXPIRY_AFTER.exec(text.slice(end, end + 16))?.[0];
      const written = expiry?.replace(/^[\s,;(]+/, '') ?? '';
      if (expiry !== undefined && isFree(taken, end, end + expiry.length))
        out.push(mark(taken, { kind: 'card', text: written, value: written, start: end, end: end + expiry.length }));
    }
  });
  each(CARD_DETAIL, text, (m) => {
    const end = m.index + m[0].length;
    if (isFree(taken, m.index, end)) out.push(mark(taken, { kind: 'card', text: m[0], value: m[0], start: m.index, end }));
  });
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const findPhones: Finder = (text, taken, out) =>
  each(PHONE, text, (m) => {
    const end = m.index + m[0].length;
    const digits = m[0].replace(/\D/g, '').length;
    if (digits >= 9 && digits <= 15 && isFree(taken, m.index, end))
      out.push(mark(taken, { kind: 'phone', text: m[0], value: m[0].replace(/[^\d+]/g, ''), start: m.index, end }));
  });

const findMoney: Finder = (text, taken, out) => {
  // Counted in ten-thousands and thousands ("4만5천원"): read before the plain patterns take "5천원" for five thousand alone.
  each(CJK_SCALED, text, (m) => {
    if (m[2] === undefined && m[4] === undefined) return;
    const end = m.index + m[0].length;
    if (!isFree(taken, m.index, end)) return;
    const part = (digits: string | undefined, scale: string | undefined): number =>
      digits === undefined ? 0 : Number(digits) * (CJK_SCALE[scale ?? ''] ?? 1);
    const value = part(m[1], m[2]) + part(m[3], m[4]) + part(m[5], undefined);
    const currency = SYMBOL_CODE[(m[6] ?? '').toLowerCase()] ?? '';
    out.push(mark(taken, { kind: 'amount', text: m[0], value, start: m.index, end, currency }));
  });
  MONEY.forEach((re, i) => {
    each(re, text, (m) => {
      const end = m.index + m[0].length;
      if (!isFree(taken, m.index, end)) return;
      const [unit, amount, scale] =
        i === 2 || i === 7 ? [m[3], m[1], m[2]] : i === 3 || i === 5 || i === 8 ? [m[2], m[1], undefined] : [m[1], m[2], m[3]];
      const named = (unit ?? '').toLowerCase();
      const currency = SYMBOL_CODE[named] ?? ((i === 7 || i === 8) && !OTHER_SIGN.test(named) ? '' : (unit ?? '').toUpperCase());
      const value = parseAmount(amount, scale, currency);
      if (value === undefined) return;
      out.push(mark(taken, { kind: 'amount', text: m[0], value, start: m.index, end, currency }));
    });
  });
  each(PERCENT, text, (m) => {
    const end = m.index + m[0].length;
    if (isFree(taken, m.index, end)) out.push(mark(taken, { kind: 'percent', text: m[0], value: Number(m[1]), start: m.index, end }));
  });
};

const findNumbers: Finder = (text, taken, out) =>
  each(BARE_NUMBER, text, (m) => {
    const end = m.index + m[0].length;
    if (!isFree(taken, m.index, end)) return;
    const value = parseAmount(m[0], undefined);
    if (value === undefined) return;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    // "order 88213", "issue 318", "my customer id is 55102": the number names something.
    if (
      !m[0].includes('.') &&
      !m[0].includes(',') &&
      ID_NOUN_BEFORE.test(before) &&
      !(m[0].length <= 3 && COUNT_NOT_ID.test(text.slice(end, end + 24)))
    ) {
      out.push(mark(taken, { kind: 'id', text: m[0], value: m[0], start: m.index, end }));
      return;
    }
    // "if the price is above 3,400", "a limit at 61,000": a condition on a price, not an amount to pay.
    if (PRICE_CONDITION.test(before)) {
      out.push(mark(taken, { kind: 'number', text: m[0], value, start: m.index, end }));
      return;
    }
    // A bare number is money when money words stand just before it, or it is written with cents —
    // not a clock time ("klo 13.30", "at 9.45") nor a day and month ("(01.14.)", "19.01.").
    const clock =
      TIME_BEFORE.test(before) ||
      /^0\d/.test(m[0]) ||
      /^\.\d/.test(text.slice(end, end + 2)) ||
      (/^\.(?!\d)/.test(text.slice(end, end + 1)) && /\d\.$/.test(before));
    // "the 3 lessons she didn't use", "2 nights": a whole number before a plural noun counts things, it is no sum of money.
    const count = /^\d+$/.test(m[0]) && (COUNTED.test(text.slice(end, end + 24)) || INSTALMENTS.test(text.slice(end, end + 24)));
    // "10.30 ko", "9.45 am": a time of day.
    const time = /^([01]?\d|2[0-3])\.[0-5]\d$/.test(m[0]) && TIME_AFTER.test(text.slice(end, end + 12));
    // "të shtunën 12.12 në 10:30": a day and a month before a clock time is a date.
    const dated = /^(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])$/.test(m[0]) && /^\s*\S{0,8}\s*\d{1,2}[:h]\d{2}/u.test(text.slice(end, end + 16));
    // "my 2030 maintenance fee", "the 2024 invoice": a year between a determiner and a noun names which one, it is no sum.
    const year = /^(?:19|20)\d{2}$/.test(m[0]) && DETERMINER_BEFORE.test(before) && /^\s+\p{L}{3,}/u.test(text.slice(end, end + 12));
    const month = MONTH_BEFORE.test(before);
    const money =
      !count &&
      !time &&
      !dated &&
      !year &&
      !month &&
      ((/^\d+\.\d{2}$/.test(m[0]) && !clock) || MONEY_CONTEXT.test(before.split(/[.;!?]/).pop() ?? ''));
    out.push(mark(taken, { kind: money ? 'amount' : 'number', text: m[0], value, start: m.index, end }));
  });

const findQuoted = (text: string, out: Entity[]): void =>
  each(QUOTED, text, (m) => {
    const inner = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    if (inner.trim().length === 0) return;
    const start = m.index;
    const end = m.index + m[0].length;
    out.push({ kind: 'quoted', text: m[0], value: inner.trim(), start, end });
    // "the 'general' channel", "channel 'random'": a quoted one-word name next to the word channel is a channel.
    const name = inner.trim().replace(/^#/, '');
    if (
      /^[A-Za-z][\w.-]{0,79}$/.test(name) &&
      (/^\s+channel\b/i.test(text.slice(end, end + 12)) || /\bchannel\s+$/i.test(text.slice(Math.max(0, start - 12), start)))
    )
      out.push({ kind: 'channel', text: m[0], value: name, start, end });
  });

/**
 * The URLs and bare domains of `text` that {@link extractEntities} finds (the code spans and e-mail
 * addresses it reads first claim their characters first), in the order found, without its other
 * finders: for a caller that wants only the links of a text.
 */
export function extractUrls(text: string): Entity[] {
  const taken = new Uint8Array(text.length);
  const out: Entity[] = [];
  findCode(text, taken, out);
  findEmails(text, taken, out);
  const links = out.length;
  findUrls(text, taken, out);
  return out.slice(links);
}

/**
 * Every entity of `text`, in order of position. Structured kinds never overlap each other; quoted
 * strings may contain them (`'sarah@example.com'` is both a quoted string and an e-mail address).
 */
export function extractEntities(text: string): Entity[] {
  const taken = new Uint8Array(text.length);
  const out: Entity[] = [];
  // Order matters: the most specific pattern claims its characters first.
  findCode(text, taken, out);
  findEmails(text, taken, out);
  findUrls(text, taken, out);
  findAccounts(text, taken, out);
  findCards(text, taken, out);
  findCrypto(text, taken, out);
  findFiles(text, taken, out);
  out.push(...extractClockTimes(text, taken));
  findIds(text, taken, out);
  findHandles(text, taken, out);
  out.push(...extractDates(text, taken));
  findMoney(text, taken, out);
  findPhones(text, taken, out);
  findNumbers(text, taken, out);
  findQuoted(text, out);
  out.push(...extractNames(text, taken));
  return markOwners(
    text,
    out.sort((a, b) => a.start - b.start || b.end - a.end),
  );
}

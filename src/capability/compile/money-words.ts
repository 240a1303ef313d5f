/**
 * How amounts of money are written: currency codes, signs and names, asset symbols, number
 * groupings and scales, the patterns that find them (entities.ts reads them in this order), and
 * the code each written currency stands for.
 */

const CURRENCY_CODES =
  'EUR|USD|GBP|CHF|JPY|CAD|AUD|CNY|INR|SEK|NOK|DKK|PLN|CZK|HUF|BRL|MXN|ZAR|SGD|HKD|NZD|KRW|TRY|RUB|ARS|CLP|COP|PEN|UYU|ILS|AED|SAR|QAR|KWD|BHD|OMR|JOD|EGP|MAD|TND|NGN|KES|GHS|THB|IDR|MYR|PHP|VND|TWD|ISK|RON|BGN|RSD|UAH|KZT|GEL|AMD|AZN|PKR|BDT|LKR|NPR|' +
  'MNT|KHR|MMK|LAK|ETB|TZS|UGX|RWF|XOF|XAF|ALL|MKD|BAM|MDL|BYN|UZS|KGS|TJS|AFN|IRR|IQD|LBP|DZD|LYD|BOB|PYG|GTQ|HNL|NIO|CRC|DOP|JMD|TTD';
// Currency signs beyond the five every keyboard has; names written after an amount ("won", "real", "sol" are English words: left out).
const OTHER_SIGNS = '[₦₮៛֏₩₱₫฿₪₸₾₼৳₭₲₵₡₨]';
export const OTHER_SIGN = new RegExp(`^${OTHER_SIGNS}$`, 'u');
const CURRENCY_NAMES =
  'riels?|kyats?|f?cfa|tugriks?|tögrög|togrog|drams?|nairas?|cedis?|shillings?|rupees?|rupiahs?|taka|baht|ringgits?|reais|zlotys?|złotych|forints?|korun[ay]?|lari|tenge|dinars?|dirhams?|riyals?|rials?|liras?|leva|denar[ëeiy]?|denars|hryvnias?|hryvnia|rubles?|roubles?|yuan|rmb|birr|kwacha|quetzal(?:es)?|soles|lempiras?|guaran[ií]es|col[oó]n(?:es)?|pesos?|rand|kips?|manats?|' +
  // The dollar, euro, pound, franc, yen and crowns as other languages write them ("80 dólares", "50 Dollar", "200 kronor").
  // Vietnamese "đô la", and "đô" alone as people say it.
  'đô(?:\\s+la)?|d[oó]lar(?:es|y|ów|ů|u|a|ok|ları)?|dollari|dollaro|dollarit?|dollaria|dolláro[kt]?|franken|franchi|yenes|kron(?:or|er|a|e|ur)|kruunua?|sterlina|sterline|' +
  'доллар(?:ов|а|ы)?|долар(?:ів|и|а)?|евро|євро|funt(?:ów|y|a)?|ευρώ|δολάρι(?:α|ο)|πέσος|πέσο|рубл(?:ей|я|ь)|гривен|гривень|гривні|гривня|фунт(?:ов|а|ы)?(?:\\s+стерлингов)?|' +
  // The Korean won only before a space or a stop (원 opens words too).
  '원(?=[\\s,.!?]|$)';
// Korean, Japanese and Chinese names of currencies ("550파운드", "30ユーロまで", "5000円以内", "200欧元"): a particle or
// another word may follow them unspaced, so no letter check after them.
// prettier-ignore
const CJK_NAMES = '파운드|유로|달러|ポンド|ユーロ|ドル|円|英镑|英鎊|欧元|歐元|美元|美金|日元|日圓|韩元|韓元|人民币|人民幣|ウォン|' +
  // Other currencies by name, written after the number in Japanese, Korean and Chinese ("50マナト", "3만 루피", "200卢布").
  'ルーブル|ルピー|ペソ|バーツ|リンギット|ドン|テンゲ|ラリ|ドラム|マナト|フラン|クローネ|クローナ|ズウォティ|フォリント|レアル|ランド|ナイラ|シリング|リラ|ディナール|ディルハム|リヤル|ウォン|元|' +
  '루블|루피|페소|바트|링깃|텡게|라리|드람|마나트|프랑|크로네|크로나|즐로티|포린트|헤알|랜드|나이라|실링|리라|디나르|디르함|리얄|위안|' +
  '卢布|盧布|卢比|盧比|比索|泰铢|泰銖|林吉特|越南盾|坚戈|堅戈|拉里|德拉姆|马纳特|馬納特|法郎|克朗|兹罗提|茲羅提|福林|雷亚尔|雷亞爾|兰特|蘭特|奈拉|先令|里拉|第纳尔|第納爾|迪拉姆|里亚尔|里亞爾';
/** Asset symbols written after an amount ("0.05 ETH", ".5 eth", "1,000 USDT"). */
const ASSETS = 'BTC|ETH|USDC|USDT|DAI|SOL|MATIC|POL|XRP|ADA|DOGE|LTC|BNB|DOT|AVAX|LINK|XLM|TRX|ATOM|ARB|OP|WBTC|WETH|SATS?';
// European grouping ("1.234,50", "950,00") before English ("1,100.00"), then plain ("84.20", ".5").
// "3 860 €", "18 640 Kč", "12 480 kr": groups of three after a space (or a no-break space) are thousands.
const NUMBER =
  '(\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+(?:,\\d{1,2})?(?![\\d.,])|\\d{1,3}(?:\\.\\d{3})+,\\d{1,2}(?!\\d)|\\d{1,15},\\d{2}(?!\\d|,\\d)|\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d{1,15}(?:\\.\\d+)?|\\.\\d{1,15})';
const SCALE = '(?:\\s?(k|thousand|m|million|bn|billion)\\b)?';
export const MONEY: readonly RegExp[] = [
  new RegExp(`(?<![\\w])([$€£¥₹])\\s?${NUMBER}${SCALE}`, 'gi'),
  new RegExp(`\\b(${CURRENCY_CODES})\\s?${NUMBER}${SCALE}`, 'g'),
  new RegExp(`(?<![\\w.,])${NUMBER}${SCALE}\\s?(${CURRENCY_CODES}|${ASSETS}|euros?|dollars?|pounds?|francs?|yen|bucks|quid)\\b`, 'gi'),
  new RegExp(`(?<![\\w.,])${NUMBER}\\s?([$€£¥₹])(?![\\w])`, 'g'),
  // "R$ 30", "US$ 45", "NZ$ 120": a dollar sign after the letters of its country.
  new RegExp(`(?<![\\w$])(R\\$|US\\$|A\\$|C\\$|NZ\\$|HK\\$|S\\$)\\s?${NUMBER}${SCALE}`, 'g'),
  // "149 kr", "2 490 Kč" written without the space, "59 zł", "9900 Ft", "45 lei", "250 TL": units written after the number.
  new RegExp(`(?<![\\w.,])${NUMBER}\\s?(kr|Kč|zł|Ft|lei|TL|₺|₽|₴|грн)(?![\\p{L}])`, 'gu'),
  // "₦1,250,000", "Rs 4000", "KSh 2,500": the signs and abbreviations of other currencies before the number…
  new RegExp(`(?<![\\p{L}\\d])(${OTHER_SIGNS}|Rs\\.?|Tk\\.?|KSh|USh|TSh|Cg|NAf\\.?|Afl\\.?|ƒ)\\s?${NUMBER}${SCALE}`, 'gu'),
  // … and "100 000 riel", "400,000 kyat", "45,000₮", "3500 rupees": signs and currency names after it.
  new RegExp(`(?<![\\w.,])${NUMBER}${SCALE}\\s?(${OTHER_SIGNS}|${CURRENCY_NAMES})(?![\\p{L}])`, 'giu'),
  // "30ユーロまで", "5,000円", "200欧元": the CJK names, whatever follows them.
  new RegExp(`(?<![\\w.,])${NUMBER}\\s?(${CJK_NAMES})`, 'gu'),
  // "max R4,000", "K3,460", "Q1,250.00", "S/ 89.90": a currency's letter before the number. A letter and a number are also a
  // seat, a road or a paper size ("R12", "A4"): only a number grouped in thousands or with cents is an amount.
  new RegExp(`(?<![\\p{L}\\d$])(R|K|P|Q|S/)\\s?(\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,2})?|\\d+\\.\\d{2})(?![\\d,.]*\\d|\\p{L})`, 'gu'),
];

/**
 * Korean, Japanese and Chinese amounts counted in ten-thousands and thousands before their currency ("4만5천원", "3万円",
 * "1만 2천 원", "2千元"): the number's parts, each with its scale.
 */
export const CJK_SCALED = new RegExp(
  `(?<![\\d.,])(?:(\\d{1,4})\\s?(만|万|萬)\\s?)?(?:(\\d{1,4})\\s?(천|千)\\s?)?(\\d{1,4})?\\s?(${CJK_NAMES}|원)`,
  'gu',
);
export const CJK_SCALE: Readonly<Record<string, number>> = { 만: 1e4, 万: 1e4, 萬: 1e4, 천: 1e3, 千: 1e3 };

// prettier-ignore
export const SYMBOL_CODE: Readonly<Record<string, string>> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', euro: 'EUR', euros: 'EUR', dollar: 'USD', dollars: 'USD', bucks: 'USD', quid: 'GBP', pound: 'GBP', pounds: 'GBP', franc: 'CHF', francs: 'CHF', yen: 'JPY',
  'r$': 'BRL', 'us$': 'USD', 'a$': 'AUD', 'c$': 'CAD', 'nz$': 'NZD', 'hk$': 'HKD', 's$': 'SGD', 'kč': 'CZK', 'zł': 'PLN', ft: 'HUF', lei: 'RON', tl: 'TRY', '₺': 'TRY', '₽': 'RUB', '₴': 'UAH', 'грн': 'UAH',
  // Swedish, Norwegian and Danish crowns share the word: an amount, no single currency.
  kr: '',
  '₦': 'NGN', '₮': 'MNT', '៛': 'KHR', '֏': 'AMD', '₩': 'KRW', '₱': 'PHP', '₫': 'VND', '฿': 'THB', '₪': 'ILS', '₸': 'KZT', '₾': 'GEL', '₼': 'AZN', '৳': 'BDT',
  '₭': 'LAK', '₲': 'PYG', '₵': 'GHS', '₡': 'CRC', tk: 'BDT', 'tk.': 'BDT', ksh: 'KES', ush: 'UGX', tsh: 'TZS', cg: 'XCG', naf: 'ANG', 'naf.': 'ANG', afl: 'AWG', 'afl.': 'AWG', 'ƒ': '',
  'đô': 'USD', 'đô la': 'USD', riel: 'KHR', riels: 'KHR', kyat: 'MMK', kyats: 'MMK', tugrik: 'MNT', tugriks: 'MNT', 'tögrög': 'MNT', togrog: 'MNT', dram: 'AMD', drams: 'AMD',
  naira: 'NGN', nairas: 'NGN', cedi: 'GHS', cedis: 'GHS', taka: 'BDT', baht: 'THB', ringgit: 'MYR', ringgits: 'MYR', rupiah: 'IDR', rupiahs: 'IDR',
  reais: 'BRL', zloty: 'PLN', zlotys: 'PLN', 'złotych': 'PLN', forint: 'HUF', forints: 'HUF', koruna: 'CZK', koruny: 'CZK', korun: 'CZK', lari: 'GEL',
  tenge: 'KZT', lira: 'TRY', liras: 'TRY', leva: 'BGN', denar: 'MKD', denars: 'MKD', 'denarë': 'MKD', denari: 'MKD', hryvnia: 'UAH', hryvnias: 'UAH', ruble: 'RUB', rubles: 'RUB',
  rouble: 'RUB', roubles: 'RUB', yuan: 'CNY', rmb: 'CNY', birr: 'ETB', quetzal: 'GTQ', quetzales: 'GTQ', soles: 'PEN', lempira: 'HNL', lempiras: 'HNL', rand: 'ZAR',
  // A currency's letter before the number: the rand, the quetzal, the sol; K (kina, kwacha, kyat) and P (pula, peso) are several.
  r: 'ZAR', q: 'GTQ', 's/': 'PEN', k: '', p: '',
  // Names several countries share (rupees, shillings, pesos, dinars, riyals…) are an amount with no single currency; so are Rs and ₨.
  kip: 'LAK', kips: 'LAK', rs: '', 'rs.': '', '₨': '',
  // The CFA franc of West and of Central Africa: one name, two currencies.
  fcfa: '', cfa: '',
  ...forms('USD', 'dólar dólares dolar dolares dolary dolarów dolarů dolaru dolara dollari dollaro dollarit dollaria dollárok dollárt dolláro dolarlar dolarları доллар доллара долларов доллары долар долари доларів долара'),
  ...forms('EUR', 'евро євро ευρώ'), ...forms('GBP', 'sterlina sterline фунт фунта фунтов фунты funt funtów funty funta'), ...forms('USD', 'δολάρια δολάριο'), ...forms('', 'πέσος πέσο'), ...forms('CHF', 'franken franchi'), ...forms('JPY', 'yenes'),
  ...forms('RUB', 'рублей рубля рубль'), ...forms('UAH', 'гривен гривень гривні гривня'),
  // Korean, Japanese and Chinese names of currencies, written after the number ("550파운드", "30ユーロ", "200欧元").
  ...forms('GBP', '파운드 ポンド 英镑 英鎊'), ...forms('EUR', '유로 ユーロ 欧元 歐元'), ...forms('USD', '달러 ドル 美元 美金'), ...forms('JPY', '엔 円 日元 日圓'),
  ...forms('KRW', '원 ウォン 韩元 韓元'), ...forms('CNY', '人民币 人民幣'),
  // Swedish, Norwegian, Danish, Icelandic and Finnish crowns: an amount with no single currency.
  ...forms('', 'kronor kroner krona krone krónur kruunu kruunua') };

function forms(code: string, written: string): Record<string, string> {
  return Object.fromEntries(written.split(' ').map((w) => [w, code]));
}
export const SCALES: Readonly<Record<string, number>> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9 };

/**
 * Ways to pay that people name by their brand whatever language they write in ("सेव किए हुए UPI से", "Kaspi картаар",
 * "con Bizum"). Written as the brands write themselves.
 */
export const PAYMENT_BRANDS =
  /(?<![\p{L}\d])(UPI|PayPal|Visa|VISA|Mastercard|MasterCard|Maestro|American Express|Amex|Apple Pay|Google Pay|GPay|Kaspi|M-?Pesa|Swish|Vipps|MobilePay|Twint|TWINT|Bizum|iDEAL|BLIK|Paytm|PhonePe|GCash|Alipay|WeChat Pay|Satispay|Revolut|Klarna|RuPay|Interac|Bancontact|MB WAY|Przelewy24|Mercado Pago|Yape|Nequi|Zelle|Venmo)(?![\p{L}\d])/u;

/** `name` at `start` of `text` is how the person pays, not whom: a brand of payment, or a name after "with my saved …". */
export function paysWith(text: string, name: { readonly start: number; readonly text: string }): boolean {
  if (PAYMENT_BRANDS.test(name.text)) return true;
  return /\b(?:with|using)\s+(?:(?:my|our|the|your)\s+)?(?:saved|stored)\s+$/i.test(text.slice(Math.max(0, name.start - 40), name.start));
}

/**
 * Words for a part of a price paid apart, in the languages people order in: a tip ("tip", "Trinkgeld", "propina", "टिप",
 * "チップ") or a deposit ("deposit", "Anzahlung", "acompte", "anticipo", "頭金").
 */
const PART_PAID =
  /(?<![\p{L}])(?:tips?|tipping|gratuity|trinkgeld|propina|pourboire|mancia|fooi|napiwek|dricks|drikkepenge|gorjeta|bahşiş|чаевые|чайові|チップ|小费|小費|팁|टिप|tippi|deposit|down[- ]payment|anzahlung|acompte|arrhes|anticipo|caparra|señal|aanbetaling|zadatek|záloha|предоплата|задаток|頭金|手付金|订金|定金|보증금|예약금)(?![\p{L}])/iu;

/** An amount written as a tip or a deposit: the word for it just before or just after it ("tip $5", "the $100 deposit", "100-$-Anzahlung"). */
export function isPartPaid(text: string, e: { readonly start: number; readonly end: number }): boolean {
  return PART_PAID.test(text.slice(Math.max(0, e.start - 14), e.start)) || PART_PAID.test(text.slice(e.end, e.end + 14));
}

interface Span {
  readonly start: number;
  readonly end: number;
}

/** "€15/day", "$20 per hour", "£8 a night": an amount that is a rate, not what is paid. */
const RATE_AFTER = /^\s*(?:\/\s*\p{L}+|per\s+\p{L}+|an?\s+(?:day|night|hour|week|month|person|head|item|unit|piece|kg|km|mile)\b)/iu;
/** "…so €45", "= €45", "total €45", "that's €45": the total a rate comes to. */
const TOTAL_BEFORE = /(?:\bso|=|\btotal(?:ling)?|\bmakes|\bthat'?s|\bcomes?\s+to|→)\s*$/i;

/** "charge 3 days at €15/day so €45": the total written after a rate of the request is paid too (its span may end at the rate). */
export function totalsOfRates<T extends Span>(text: string, own: readonly T[], all: readonly T[]): T[] {
  const rates = own.filter((e) => RATE_AFTER.test(text.slice(e.end, e.end + 12)));
  return all.filter(
    (e) =>
      !own.includes(e) &&
      rates.some((r) => e.start > r.end && e.start - r.end < 40 && !/[.!?;]/.test(text.slice(r.end, e.start))) &&
      TOTAL_BEFORE.test(text.slice(Math.max(0, e.start - 14), e.start)),
  );
}

/** Currencies whose minor unit has three digits: "2.500 KWD" is two and a half dinars. */
const THREE_DECIMALS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

/** The number an amount's digits write, in the grouping its currency uses, times its scale ("k", "million"). */
export function parseAmount(amount: string | undefined, scale: string | undefined, currency?: string): number | undefined {
  if (amount === undefined) return undefined;
  // "1.234,50" and "950,00" are European: dots group thousands, the comma marks decimals. So do
  // "16.000 kr" and "€1.500": no other currency writes three decimals.
  const grouped = currency !== undefined && !THREE_DECIMALS.has(currency) && /^\d{1,3}(?:\.\d{3})+$/.test(amount);
  const european = grouped || /^\d{1,3}(?:\.\d{3})+,\d{1,2}$|^\d+,\d{2}$/.test(amount);
  const spaced = /[ \u00a0\u202f]/.test(amount);
  const plain = spaced
    ? amount.replace(/[ \u00a0\u202f]/g, '').replace(',', '.')
    : european
      ? amount.replace(/\./g, '').replace(',', '.')
      : amount.replace(/,/g, '');
  const n = Number(plain) * (SCALES[(scale ?? '').toLowerCase()] ?? 1);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Prices a control's label carries ("VIP upgrade package (£120)", "Pagar R$ 26,70", "Køb frøpakke
 * (149 kr)", "Premium cover £9.50/mo"): what pressing it commits to spend. A label that prices
 * something and offers it (an upgrade, an add-on, a package, a plan) or charges by the period sells
 * it, whatever its verb; the amounts are checked against the token's bounds for the class.
 */
import { asciiDigits } from '../../util/digits.ts';

// esbuild (the bench bundles, tsx) writes a `\p{…}` regular expression literal as `new RegExp(…)` where it
// stands: inside a function it would be compiled again on every call.
const DIGIT = /\p{Nd}/u;

/**
 * Currency signs and codes written before or after a number. A currency's letter (the rand's R, the quetzal's Q, the pula's or
 * the peso's P) only before a number grouped in thousands or with cents: "R12" is a seat.
 */
const SIGN = String.raw`(?:R\$|US\$|A\$|C\$|NT\$|HK\$|S\$|\bK(?=\d{2})|\b[RQP](?=\d{1,3}(?:,\d{3})+|\d+\.\d{2}\b)|\bS\/|\bMK(?=\s?\d)|\p{Sc}|ƒ|\bRp\.?|\bRM|\bRs\.?|\bKSh|\bCg|\bNAf\.?|\bAfl\.?|\bSRD|\bANG|\bXCG|\bAWG|\b(?:USD|THB|PHP|MYR|KES|BGN|RSD|IRR|EGP|QAR|TWD|HKD|SGD|EUR|GBP|CHF|SEK|NOK|DKK|PLN|CZK|HUF|RON|TRY|BRL|JPY|CNY|UAH|RUB|AUD|CAD|IDR|VND|KRW|ILS|KWD|AED|SAR|INR|MXN|ZAR)\b)`;
const AFTER = String.raw`(?:\p{Sc}|(?<![\p{L}])(?:lek|lekë|leke|kip|ກີບ|riels?|រៀល|tenge|теңге|тг|manat|lari|ლარი|drams?|դրամ|сом|som|сум|so'm|tugriks?|төгрөг|₮|birr|ብር|naira|cedis?|shillings?|kwacha|rupees?|rupiya|rupiah|taka|টাকা|ரூபாய்|ரூ|రూపాయలు|ರೂಪಾಯಿ|രൂപ|ਰੁਪਏ|રૂપિયા|રૂ|kyats?|ကျပ်|denar|денари|ден|FCFA|F CFA|CFA|XOF|XAF|MAD|TND|DZD|JOD|OMR|BHD|LBP|IQD|MUR|MVR|AFN|PEN|CLP|COP|ARS|UYU|BOB|PYG|GTQ|HNL|NIO|CRC|DOP|JMD|TTD|FJD|WST|TOP|PGK|XPF|NZD|ZMW|MWK|MZN|AOA|NAD|BWP|RWF|BIF|CDF|GNF|GMD|CVE|HTG|KZT|AZN|GEL|AMD|MNT|KHR|LAK|MMK|ETB|NGN|GHS|TZS|UGX|ALL|MKD|BAM|MDL|BYN|UZS|KGS|TJS|PKR|BDT|LKR|NPR|kr|Kč|Kc|zł|zl|Ft|lei|TL|USD|EUR|GBP|CHF|SEK|NOK|DKK|PLN|CZK|HUF|RON|TRY|BRL|JPY|CNY|UAH|RUB|IDR|VND|KRW|ILS|KWD|AED|SAR|INR|THB|PHP|MYR|KES|BGN|RSD|IRR|EGP|đ|đồng|грн|руб|лв|дин|din|kn|บาท|รูปี|रु|रुपये|원|円|元|دينار|د\.ك|ر\.س|ريال|ریال|تومان|افغانۍ|افغانی|افغاني|درهم|جنيه|ש״ח|שח)(?![\p{L}]))`;
const NUMBER = String.raw`(\d{1,3}(?:[ .,'\u00a0\u202f]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
const PRICE = new RegExp(String.raw`${SIGN}\s?${NUMBER}|${NUMBER}\s?${AFTER}`, 'giu');
/** Local signs written in capitals ("7 500 DA", "Pem VT 5,000", "120 DH"): case-sensitive, so "da" and "dh" in words stay words. */
const LOCAL = String.raw`(?:VT|Vt|DA|DH|Dhs|DT|Bs\.?|Gs|Ar|CI\$|EC\$|FJ\$|SI\$|T\$|WS\$|TSh|USh|Sh\.?)`;
const LOCAL_PRICE = new RegExp(String.raw`(?<![\p{L}])${LOCAL}\s?${NUMBER}|${NUMBER}\s?${LOCAL}(?![\p{L}])`, 'gu');
/** A price by the period: a subscription ("£9.50/mo", "R$ 39,90/mês", "99 kr/md", "per month"), in the web lexicons' languages too ("55 €/kuu", "20 € თვეში"). */
export const PERIOD =
  /\/\s?(mo|mon|month|yr|year|wk|week|mês|mes|mois|monat|mese|md|mnd|maand|måned|månad|mån|kk|kuukausi|ay|mies|miesiąc|měs|měsíc|hó|hónap|lună|luna|μήνα|мес|міс|月|年|jaar|jahr|anno|año|rok|év|vuosi|år|ár|mán|bulan|tahun|tháng|năm|חודש|שנה|شهر|سنة|월|년|เดือน|ปี|माह|महीना|वर्ष|साल|ماه|سال|месец|mj|mjesec|mesec|mes|mesiac|buwan|taon|mwezi|mwaka|bln|thg|kuu|mēn|mėn|mán|muaj|xahar|ай|моҳ|сар|თვე|ამიս|ամիս|মাস|महिना|મહિને|ਮਹੀਨਾ|மாதம்|నెల|ತಿಂಗಳು|മാസം|ماہ|මාසය|ወር|wata|inyanga|volana|wulan|ខែ|ເດືອນ)(?![\p{L}])|(?<![\p{L}\p{N}])월\s?(?=[₩\d])|毎月|月額|年額|每月|每年|包月|月付|年付|按月|连续包月|連續包月|매월|매달|월간|연간|ต่อเดือน|รายเดือน|รายปี|ต่อปี|\b(per|a|each) (month|year|week)\b|\bmonthly\b|\byearly\b|\bannual(ly)?\b|(?<![\p{L}])(mensal|mensual|mensuel(le)?|mensile|monatlich|maandelijks|miesięczn\p{L}*|havi|havonta|kuukausi\p{L}*|månatlig|månedlig|měsíční|lunar|anual|annuel(le)?|annuale|jährlich|jaarlijks|árlig\p{L}*|mánaðarlig\p{L}*|roczn\p{L}*|éves|vuosi\p{L}*|årlig|roční|anual|ежемесячн\p{L}*|годов\p{L}*|щомісячн\p{L}*|μηνιαί\p{L}*|ετήσι\p{L}*|aylık|yıllık|ayda|yılda|в месяц|в год|на месяц|на місяць|на рік|на месец|месечно|годишно|mjesečno|mesečno|godišnje|месечно|mesačne|ročne|ανά μήνα|το μήνα|τον μήνα|pe lună|pe an|al mes|per bulan|per tahun|sebulan|setahun|bulanan|tahunan|mỗi tháng|hàng tháng|mỗi năm|hàng năm|kada buwan|bawat buwan|buwan-buwan|kwa mwezi|kila mwezi|kwa mwaka|प्रति माह|प्रति महीना|हर महीने|मासिक|वार्षिक|לחודש|חודשי|לשנה|שנתי|شهريا|شهرياً|شهري|سنويا|سنوياً|في الشهر|ماهانه|سالانه|در ماه|ماہانہ|سالانہ|فی ماہ|ہر ماہ|فی مہینہ|ہر مہینے|په میاشت کې|هره میاشت|olgeta mun|olgeta wik|olgeta yia|long wan mun|میاشتنی|میاشتنۍ|کلنی|په کال کې|igal kuul|kuutasu|mēnesī|ik mēnesi|per mėnesį|kas mėnesį|á mánuði|თვეში|ყოველთვიური|ամսական|প্রতি মাসে|মাসিক|மாதத்திற்கு|மாதந்தோறும்|በወር|ຕໍ່ເດືອນ|ប្រចាំខែ)(?![\p{L}])|年間/iu;
/** Words of something offered for sale beside its price: an upgrade, an add-on, a package, a plan, cover. */
const OFFER =
  /(?<![\p{L}])(upgrade|upgrades|add|adds|get|join|renew|extend|subscribe|subscription|package|membership|member|plan|cover|insurance|protection|warranty|pass|bundle|premium|vip|extra|extras|add-?on|permit|trial|club|αναβάθμιση|adaugă|adauga|cumpără|cumpara|abonament|beli|tambah|langganan|paket|mua|thêm|gói|додати|купити|підписка|kjøp|legg til|abonnement|adicionar|comprar|assinatura|pacote|הוסף|קנה|מנוי|أضف|اشتر|شراء|اشتراك|추가|구매|구독|افزودن|خرید|اشتراک|بسته|ارتقا|जोड़ें|खरीदें|पैकेज|सदस्यता|अपग्रेड|добави|купи|абонамент|пакет|dodaj|kupi|pretplata|paket|додај|претплата|pridať|kúpiť|predplatné|balík|afegeix|compra|subscripció|paquet|ongeza|nunua|kifurushi|usajili|idagdag|bilhin)(?![\p{L}])|升级|升級|套餐|加购|加購|增值服务|アップグレード|追加する|เพิ่ม|อัปเกรด|แพ็กเกจ|สมาชิก|업그레이드/iu;

/** The amounts of money `label` names, in its own currency and digits of any script (at most four, from the first 200 characters). */
export function labelPrices(label: string): number[] {
  const out: number[] = [];
  // Most labels carry no digit at all: no price to look for.
  if (!DIGIT.test(label)) return out;
  const text = asciiDigits(label.slice(0, 200));
  for (const pattern of [PRICE, LOCAL_PRICE]) {
    for (const m of text.matchAll(pattern)) {
      const n = amountOf(m[1] ?? m[2] ?? '');
      if (n !== undefined) out.push(n);
      if (out.length >= 4) break;
    }
    // A label priced in a common sign is read by it alone: a local sign is looked for only where none is.
    if (out.length > 0) break;
  }
  return out;
}

/** `label` charges by the period ("€ 5/maand", "£9.50 per month", "月額 980円"): a subscription. */
export function chargesByPeriod(label: string): boolean {
  const text = label.slice(0, 200);
  return labelPrices(text).length > 0 && PERIOD.test(text);
}

/** `label` sells what it prices: a price beside an offer ("Add cover £9.50") or a price by the period. */
export function sellsPriced(label: string): boolean {
  const text = label.slice(0, 200);
  return labelPrices(text).length > 0 && (OFFER.test(text) || PERIOD.test(text));
}

/** `text` (any length) with its prices left out, its digits in ASCII. */
export const pricesRemoved = (text: string): string => asciiDigits(text).replace(PRICE, ' ').replace(LOCAL_PRICE, ' ');

/** `label` with its prices left out ("Ordaindu 27,50 €" → "Ordaindu "). */
export const withoutPrices = (label: string): string => pricesRemoved(label.slice(0, 200));

/** "26,70" → 26.7, "2 490" → 2490, "1,299.00" → 1299, "4.990" → 4990: the last separator before one or two digits is the decimal point. */
function amountOf(written: string): number | undefined {
  const text = written.replace(/[ '\u00a0\u202f]/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal === null ? text : text.slice(0, decimal.index)).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return undefined;
  const n = Number(decimal === null ? whole : `${whole}.${decimal[1]}`);
  return Number.isFinite(n) ? n : undefined;
}

/** `label` without its prices and its words of offering ("Add", "Upgrade", "Paket"): what it offers, if it names anything. */
export function offeredThing(label: string): string {
  return withoutPrices(label).replace(new RegExp(OFFER.source, 'giu'), ' ').replace(new RegExp(PERIOD.source, 'giu'), ' ');
}

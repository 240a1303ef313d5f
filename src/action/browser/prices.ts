/**
 * Prices a control's label carries ("VIP upgrade package (£120)", "Pagar R$ 26,70", "Køb frøpakke
 * (149 kr)", "Premium cover £9.50/mo"): what pressing it commits to spend. A label that prices
 * something and offers it (an upgrade, an add-on, a package, a plan) or charges by the period sells
 * it, whatever its verb; the amounts are checked against the token's bounds for the class.
 */

/** Currency signs and codes written before or after a number. */
const SIGN = String.raw`(?:R\$|US\$|A\$|C\$|[$€£¥₹₽₩₪₺₴₫]|\bRp\.?|\b(?:USD|EUR|GBP|CHF|SEK|NOK|DKK|PLN|CZK|HUF|RON|TRY|BRL|JPY|CNY|UAH|RUB|AUD|CAD|IDR|VND|KRW|ILS|KWD|AED|SAR|INR|MXN|ZAR)\b)`;
const AFTER = String.raw`(?:[$€£¥₹₽₩₪₺₴₫]|(?<![\p{L}])(?:kr|Kč|Kc|zł|zl|Ft|lei|TL|USD|EUR|GBP|CHF|SEK|NOK|DKK|PLN|CZK|HUF|RON|TRY|BRL|JPY|CNY|UAH|RUB|IDR|VND|KRW|ILS|KWD|AED|SAR|INR|đ|đồng|грн|руб|원|円|دينار|د\.ك|ريال|درهم|ש״ח|שח)(?![\p{L}]))`;
const NUMBER = String.raw`(\d{1,3}(?:[ .,'\u00a0\u202f]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
const PRICE = new RegExp(String.raw`${SIGN}\s?${NUMBER}|${NUMBER}\s?${AFTER}`, 'giu');
/** A price by the period: a subscription ("£9.50/mo", "R$ 39,90/mês", "99 kr/md", "per month"). */
const PERIOD =
  /\/\s?(mo|mon|month|yr|year|wk|week|mês|mes|mois|monat|mese|md|mnd|maand|måned|månad|mån|kk|kuukausi|ay|mies|miesiąc|měs|měsíc|hó|hónap|lună|luna|μήνα|мес|міс|月|年|jaar|jahr|anno|año|rok|év|vuosi|år|bulan|tahun|tháng|năm|חודש|שנה|شهر|سنة|월|년)(?![\p{L}])|毎月|月額|年額|\b(per|a|each) (month|year|week)\b|\bmonthly\b|\byearly\b|\bannual(ly)?\b|(?<![\p{L}])(mensal|mensual|mensuel(le)?|mensile|monatlich|maandelijks|miesięczn\p{L}*|havi|havonta|kuukausi\p{L}*|månatlig|månedlig|měsíční|lunar|anual|annuel(le)?|annuale|jährlich|jaarlijks|roczn\p{L}*|éves|vuosi\p{L}*|årlig|roční|anual|ежемесячн\p{L}*|годов\p{L}*|щомісячн\p{L}*|μηνιαί\p{L}*|ετήσι\p{L}*|aylık|yıllık)(?![\p{L}])|年間/iu;
/** Words of something offered for sale beside its price: an upgrade, an add-on, a package, a plan, cover. */
const OFFER =
  /(?<![\p{L}])(upgrade|upgrades|add|adds|get|join|renew|extend|subscribe|subscription|package|membership|member|plan|cover|insurance|protection|warranty|pass|bundle|premium|vip|extra|extras|add-?on|permit|trial|club|αναβάθμιση|adaugă|adauga|cumpără|cumpara|abonament|beli|tambah|langganan|paket|mua|thêm|gói|додати|купити|підписка|kjøp|legg til|abonnement|adicionar|comprar|assinatura|pacote|הוסף|קנה|מנוי|أضف|اشتر|شراء|اشتراك|추가|구매|구독)(?![\p{L}])/iu;

/** The amounts of money `label` names, in its own currency (at most four, from the first 200 characters). */
export function labelPrices(label: string): number[] {
  const out: number[] = [];
  // Most labels carry no digit at all: no price to look for.
  if (!/\d/.test(label)) return out;
  for (const m of label.slice(0, 200).matchAll(PRICE)) {
    const n = amountOf(m[1] ?? m[2] ?? '');
    if (n !== undefined) out.push(n);
    if (out.length >= 4) break;
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

/** "26,70" → 26.7, "2 490" → 2490, "1,299.00" → 1299, "4.990" → 4990: the last separator before one or two digits is the decimal point. */
function amountOf(written: string): number | undefined {
  const text = written.replace(/[ '\u00a0\u202f]/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal === null ? text : text.slice(0, decimal.index)).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return undefined;
  const n = Number(decimal === null ? whole : `${whole}.${decimal[1]}`);
  return Number.isFinite(n) ? n : undefined;
}

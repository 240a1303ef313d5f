/**
 * A charge that repeats is a commitment of its own kind: a person who asks to buy or book one
 * thing has not asked to be billed every month. A control that prices its offer by the period
 * (`chargesByPeriod`, prices.ts) is refused unless the intent the token was compiled from asks for
 * something recurring: a subscription, a membership, a club, or a price or payment by the period.
 */
import { chargesByPeriod, labelPrices, PERIOD } from './prices.ts';

/** Words of a recurring commitment, in English and the languages of the web lexicons (stems). */
const RECURRING = new RegExp(
  [
    String.raw`auto(?:matic)?[ -]?(?:top[ -]?ups?|reload|recharge|refill|pay(?:ments?)?)|subscri|membership|\bmembers?\b(?!\s+(?:card|number|no\b|id\b))|\bjoin\b|\bclub\b(?!\s+(?:card|number|no\b|id\b))|recurring|\brenew|standing order|every (?:other |\d{1,2} |two |three |four |six )?(day|week|fortnight|month|year)s?\b|\b(per|a|each) (week|month|year)\b|monthly|weekly|yearly|annual`,
    // de nl sv da no fi pl cs hu ro
    String.raw`abonn|mitglied|monatlich|jährlich|lidmaatschap|\blid worden|\bword lid|maandelijks|medlem|månatlig|månedlig|jäsen|kuukausi|prenumer|subskryp|członk|miesięczn|\bčlen|měsíčn|előfizet|tagság|\bhavi\b|abonament|lunar`,
    // es fr it pt el tr ru uk
    String.raw`suscri|socio|mensual|adhési|adhérer|mensuel|abbona|mensile|assinatura|assinar|mensal|συνδρομ|μέλος|μηνιαί|abone|üyelik|aylık|подпис|членств|ежемесяч|щомісяч|передплат`,
    // ja zh ko th
    String.raw`定期|月額|年額|サブスク|会員|毎月|订阅|订閱|訂閱|会员|會員|包月|每月|每年|续订|續訂|自动续费|自動續費|구독|정기 ?결제|매월|매달|멤버십|สมัครสมาชิก|สมาชิกรายเดือน|รายเดือน|รายปี`,
    // he ar fa ur ps hi vi id tl sw bg sr hr sk ca
    String.raw`מנוי|חודשי|כל חודש|اشتراك|اشتراک|شهري|عضوية|ماهانه|عضویت|سبسکرپشن|ماہانہ|رکنیت|ممبرشپ|میاشتنی|غړیتوب|सदस्यता|मासिक|हर महीने|hàng tháng|thành viên|gói tháng|langganan|bulanan|keanggotaan|buwan-buwan|kada buwan|miyembro|usajili|kila mwezi|uanachama|абонамент|месечн|членств|pretplat|mjesečn|mesečn|članstv|претплат|predplat|mesačn|subscripci|\bsoci\b`,
  ].join('|'),
  'iu',
);

/** The intent asks for something that repeats (a subscription, a membership, a price by the period). */
export function asksForRecurring(intent: string): boolean {
  return RECURRING.test(intent.slice(0, 16 * 1024));
}

/**
 * Why a spending control may not be pressed under a token compiled from `intent`: it charges by
 * the period and the intent asks for nothing recurring, or declines it ("no subscription"). Undefined when it may (or when the token
 * carries no intent to judge by).
 */
export function unaskedRecurring(label: string, intent: string | undefined): string | undefined {
  // "$57.60 every 2 weeks": a price that comes round, by its period or its words.
  const comesRound = chargesByPeriod(label) || (labelPrices(label.slice(0, 200)).length > 0 && repeats(label));
  if (intent === undefined || !comesRound || !declinesRecurring(intent)) return undefined;
  return 'the control charges by the period (a subscription), and the task asks for nothing recurring or declines it';
}

/** An option that repeats: a subscription, an automatic renewal or top-up by its name, every month or year in scripts PERIOD does not cover, or a period its price or words name. */
const REPEATS =
  /auto(?:matic)?[ -]?(?:top[ -]?ups?|reload|recharge|refill|pay(?:ments?)?)|subscri|abonn|abbona|abunament|abonament|suscri|subscripci|assinatura|prenumer|subskryp|előfizet|predplat|pretplat|передплат|подписк|συνδρομ|abone|langganan|usajili|auto-?renew|renouvel|renova|rinnov|\brenew|recurring|wiederkehr|定期|订阅|訂閱|サブスク|구독|สมัครสมาชิก|اشتراك|اشتراک|מנוי|सदस्यता|ཟླ་རེར|ལོ་རེར|сар бүр|ай сайын|жыл сайын|har oy|hər ay|aylıq|በየወሩ|ወርሃዊ|මාසික|လစဉ်|ਹਰ ਮਹੀਨੇ|প্রতি মাসে|жазылуу|жазылым|ар жума|апта сайын|obuna|обуна|abunə|har hafta/iu;

/** A day of the week or a period that comes round ("Book me in every Thursday", "auto-book each week"). */
const EVERY =
  /\bevery (?:other |\d{1,2} |two |three |four |six )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|fortnight|month|year)s?\b|\bauto[ -]?(?:book|order|ship|deliver)/iu;

/** `label` names an option that repeats: by its words, its period or its price by the period. */
export const repeats = (label: string): boolean => REPEATS.test(label) || PERIOD.test(label) || EVERY.test(label);

/** Negations, in the languages the lexicons read: a recurring word within three words of one is declined ("niente abbonamento", "हर महीने वाला नहीं"). */
// prettier-ignore
const NEGATIONS: ReadonlySet<string> = new Set(['not', 'no', 'non', 'never', 'without', 'niente', 'nessun', 'nessuno', 'nessuna', 'senza', 'kein', 'keine',
  'keinen', 'nicht', 'ohne', 'pas', 'sans', 'aucun', 'aucune', 'sin', 'ningún', 'ninguna', 'nada', 'sem', 'nenhum', 'nenhuma', 'nunca', 'niet', 'geen',
  'zonder', 'inte', 'ingen', 'utan', 'ikke', 'uden', 'nie', 'bez', 'nem', 'nincs', 'ei', 'ilman', 'değil', 'yok', 'olmadan', 'не', 'без', 'нет',
  'немає', 'μη', 'όχι', 'χωρίς', 'לא', 'בלי', 'ללא', 'لا', 'ليس', 'بدون', 'بلا', 'نه', 'नहीं', 'नही', 'बिना', 'মত', 'না', 'ছাড়া', 'không', 'chẳng',
  'نہیں', 'بغیر', 'مت', 'مه', 'tidak', 'bukan', 'tanpa', 'jangan', 'hindi', 'wala', 'huwag', 'bila', 'hakuna', 'nicio', 'niciun', 'fără', 'ne', 'nē']);
const WORD = /[\p{L}\p{M}\p{N}'’]+/gu;

/** The intent speaks of something recurring only to decline it ("one-off, NOT a subscription"), or not at all. */
export function declinesRecurring(intent: string): boolean {
  const text = intent.slice(0, 4096);
  if (!RECURRING.test(text)) return true;
  let mentioned = false;
  let asked = false;
  // A negation declines what stands within three words of it in its own clause ("monthly, no paper mail" declines the mail).
  for (const clause of text.split(/[,;.!?()\n:–—]/u)) {
    const words = [...clause.matchAll(WORD)].map((w) => w[0]);
    for (let i = 0; i < words.length; i++) {
      // Where a recurring phrase starts: it matches from this word, not from the next.
      const phrase = words.slice(i, i + 3).join(' ');
      if (!RECURRING.test(phrase) || RECURRING.test(words.slice(i + 1, i + 3).join(' '))) continue;
      mentioned = true;
      if (!words.slice(Math.max(0, i - 3), i + 4).some((w) => NEGATIONS.has(w.toLowerCase()))) asked = true;
      // "No auto-renew", "no subscription": renewal itself declined, whatever period the task names ("the weekly bundle").
      else if (REPEATS.test(phrase)) return true;
    }
  }
  return mentioned && !asked;
}

/**
 * A choice a commit submits that repeats ("Abunament annual cun renovaziun automatica", "€9/month")
 * while the intent asks for nothing recurring, or declines it: the label, else undefined.
 */
export function recurringPick(picked: readonly string[], intent: string): string | undefined {
  const label = picked.find(repeats);
  return label !== undefined && declinesRecurring(intent) ? label : undefined;
}

/**
 * A charge that repeats is a commitment of its own kind: a person who asks to buy or book one
 * thing has not asked to be billed every month. A control that prices its offer by the period
 * (`chargesByPeriod`, prices.ts) is refused unless the intent the token was compiled from asks for
 * something recurring: a subscription, a membership, a club, or a price or payment by the period.
 */
import { chargesByPeriod } from './prices.ts';

/** Words of a recurring commitment, in English and the languages of the web lexicons (stems). */
const RECURRING = new RegExp(
  [
    String.raw`subscri|membership|\bmembers?\b|\bjoin\b|\bclub\b|recurring|\brenew|standing order|every (day|week|month|year)|\b(per|a|each) (week|month|year)\b|monthly|weekly|yearly|annual`,
    // de nl sv da no fi pl cs hu ro
    String.raw`abonn|mitglied|monatlich|jährlich|lidmaatschap|\blid worden|\bword lid|maandelijks|medlem|månatlig|månedlig|jäsen|kuukausi|prenumer|subskryp|członk|miesięczn|\bčlen|měsíčn|előfizet|tagság|\bhavi\b|abonament|lunar`,
    // es fr it pt el tr ru uk
    String.raw`suscri|socio|mensual|adhési|adhérer|mensuel|abbona|mensile|assinatura|assinar|mensal|συνδρομ|μέλος|μηνιαί|abone|üyelik|aylık|подпис|членств|ежемесяч|щомісяч|передплат`,
    // ja zh ko th
    String.raw`定期|月額|年額|サブスク|会員|毎月|订阅|订閱|訂閱|会员|會員|包月|每月|每年|续订|續訂|自动续费|自動續費|구독|정기 ?결제|매월|매달|멤버십|สมัครสมาชิก|สมาชิกรายเดือน|รายเดือน|รายปี`,
    // he ar fa hi vi id tl sw bg sr hr sk ca
    String.raw`מנוי|חודשי|כל חודש|اشتراك|اشتراک|شهري|عضوية|ماهانه|عضویت|सदस्यता|मासिक|हर महीने|hàng tháng|thành viên|gói tháng|langganan|bulanan|keanggotaan|buwan-buwan|kada buwan|miyembro|usajili|kila mwezi|uanachama|абонамент|месечн|членств|pretplat|mjesečn|mesečn|članstv|претплат|predplat|mesačn|subscripci|\bsoci\b`,
  ].join('|'),
  'iu',
);

/** The intent asks for something that repeats (a subscription, a membership, a price by the period). */
export function asksForRecurring(intent: string): boolean {
  return RECURRING.test(intent.slice(0, 16 * 1024));
}

/**
 * Why a spending control may not be pressed under a token compiled from `intent`: it charges by
 * the period and the intent asks for nothing recurring. Undefined when it may (or when the token
 * carries no intent to judge by).
 */
export function unaskedRecurring(label: string, intent: string | undefined): string | undefined {
  if (intent === undefined || !chargesByPeriod(label) || asksForRecurring(intent)) return undefined;
  return 'the control charges by the period (a subscription), and the task asks for nothing recurring';
}

/**
 * Tool words of Tajik (src/action/foreign.ts reads them): Persian written in the Cyrillic script.
 * Registered after every other table, so a text that Russian, Ukrainian, Bulgarian, Kazakh or
 * Mongolian explains just as well stays theirs (they come first). Tajik's own letters (ғ, ӣ, қ,
 * ӯ, ҳ, ҷ) and its own words decide it.
 *
 * Like Persian, Tajik ends its clauses with the verb, most often a noun of action with a light verb
 * ("бекор мекунад" cancels, "нишон медиҳад" shows, "пардохт менамояд" pays): the noun is listed as
 * the verb, the light verbs ("do" and "give") after it, and each clause is read verb first. A noun
 * of action that is also the thing named ("пардохт", payment; "фармоиш", order; "ҷавоб", reply) is
 * listed as both: alone it is the noun, with a light verb after it the verb. A word that is no verb
 * without its light verb ("нест", is not; "тоза", clean; "қулф", a lock) is listed only with it
 * (`withLight`); "бекор" alone is read as it is most often written in a tool's text, cancelled. The passive "карда мешавад" (is done) is a light verb too; a participle
 * with "шуда" after the verb ("бекор карда шуда", cancelled) makes it a modifier; written on, with
 * the endings after it ("бекоршудаҳоро", the cancelled ones; "пардохтнашуда", unpaid), it is a state.
 *
 * Tajik writes the object mark, the plural and the link to what follows onto the noun ("фармоишро",
 * the order; "фармоишҳо", orders; "рӯйхати фармоишҳо", the list of orders; "кормандон", the staff):
 * endings. Its prepositions stand before their noun and are small words ("ба", to; "аз", from; "бо",
 * with; "барои", for). Words for access ("дастрасӣ") are glossed "permission": English reads
 * "access" as a read.
 *
 * Left out, as often another word: "гирифтан" and "мегирад" (gets, or takes: takes money, charges),
 * "супоридан" (hands in: pays a tax, or submits a report; "андоз месупорад", pays the tax, is kept),
 * "гузаронидан" (transfers money, or holds a meeting), "баргардонидан" alone (returns, or gives
 * back), "банд" alone (busy, or a clause), "бор" (a load, or a time), "хат" (a letter, or a line).
 */
import type { ToolLanguage } from './language.ts';
import { withLight } from './table-forms.ts';

/** Tajik's "do" ("кардан", and "намудан" of formal writing) and its passive. */
const TG_DO =
  'мекунад мекунанд мекунем кунад кунанд кунед кун кардан кардани карда кард карда_мешавад карда_мешаванд намояд менамояд менамоянд намоед намудан намудани';
/** Tajik's "give". */
const TG_GIVE = 'медиҳад медиҳанд диҳад диҳанд диҳед деҳ додан додани дода дода_мешавад';
/** Money with "gives back", "takes out": a refund, a withdrawal ("back" and "out" alone are no verbs). */
const MONEY = 'пул пулро маблағ маблағро';

// prettier-ignore
export const IRANIAN: readonly ToolLanguage[] = [
  { lang: 'tg', verbFinal: true, endings: 'ҳоро ҳои ҳо ро и он онро они ён ёнро ёни аш ҳояш', light: `${TG_DO} ${TG_GIVE}`,
    modifiers: 'шуда шудаи шударо шудаҳо шудаҳоро шудагон карда_шуда карда_шудаи карда_шударо карда_шудаҳо карда_шудаҳоро гардида гардидаи', verbs: {
    shows: `намоиш ${withLight('нишон', TG_GIVE)}`, views: 'мебинад бинед дидан', gets: withLight('дарёфт', TG_DO),
    searches: 'ҷустуҷӯ меҷӯяд ҷӯед ҷустан', finds: `меёбад ёбед ёфтан ${withLight('пайдо', TG_DO)}`,
    checks: 'месанҷад санҷед санҷидан санҷиш тафтиш', reads: 'мехонад хонед хондан', calculates: `ҳисоббарорӣ ${withLight('ҳисоб', TG_DO)}`,
    creates: 'месозад созед сохтан эҷод', adds: `илова ${withLight('ворид дохил', TG_DO)}`, deletes: `ҳазф ${withLight('нест', TG_DO)}`,
    clears: withLight('тоза', TG_DO), removes: withLight('хориҷ бартараф', TG_DO), updates: `навсозӣ ${withLight('нав', TG_DO)}`,
    changes: 'тағйир тағир иваз', edits: 'таҳрир', saves: `нигоҳ_медорад нигоҳ_доред нигоҳ_доштан ${withLight('захира', TG_DO)}`,
    sends: 'мефиристад мефиристанд фиристед фирист фиристодан ирсол', replies: 'ҷавоб',
    notifies: `огоҳ_месозад ${withLight('огоҳ хабардор', TG_DO)} ${withLight('хабар', TG_GIVE)}`, publishes: 'нашр интишор',
    shares: withLight('мубодила', TG_DO), pays: 'пардохт мепардозад пардозед пардохтан андоз_месупорад андозро_месупорад', transfers: 'интиқол',
    refunds: `бозпардохт ${withLight(MONEY, 'бармегардонад баргардонед баргардонидан')}`, withdraws: withLight(MONEY, 'мебарорад бароред баровардан'),
    charges: 'меситонад ситонед ситонидан', buys: 'мехарад харед харидан', orders: 'фармоиш', books: withLight('брон банд', TG_DO),
    cancels: 'бекор бекоркунӣ', registers: `бақайдгирӣ ба_қайд_мегирад ба_қайд_гиред ба_қайд_гирифтан ${withLight('сабти_ном', TG_DO)}`,
    records: withLight('сабт қайд', TG_DO), issues: withLight('содир', TG_DO), exports: withLight('содирот экспорт', TG_DO),
    imports: withLight('воридот импорт', TG_DO), assigns: 'таъин', approves: 'тасдиқ', rejects: 'рад', closes: 'мебандад бандед бастан',
    opens: 'мекушояд кушоед кушодан', locks: withLight('қулф', TG_DO), unlocks: withLight('қулф қулфро', 'мекушояд кушоед кушодан'),
    archives: withLight('бойгонӣ', TG_DO), grants: withLight('иҷозат дастрасӣ ҳуқуқ', TG_GIVE),
    revokes: `${withLight('бозпас', 'мегирад гиред гирифтан')} ${withLight('маҳрум', TG_DO)}`, invites: 'даъват', uploads: 'боргузорӣ',
    downloads: 'боргирӣ', prints: 'чоп', schedules: 'банақшагирӣ ба_нақша_мегирад ба_нақша_гиред ба_нақша_гирифтан',
    reschedules: 'ба_таъхир_мегузорад ба_таъхир_гузоред ба_таъхир_гузоштан', moves: 'мекӯчонад кӯчонед кӯчонидан', executes: 'иҷро',
    starts: withLight('оғоз', TG_DO), stops: withLight('қатъ боздошт', TG_DO), blocks: withLight('маҳдуд блок', TG_DO),
    accepts: withLight('қабул', TG_DO), signs: withLight('имзо', TG_DO), delivers: 'мерасонад расонед расонидан',
    marks: withLight('нишона нишон', TG_DO), sets: withLight('танзим муқаррар', TG_DO), manages: withLight('идора', TG_DO),
  }, nouns: {
    account: 'ҳисоб суратҳисоб аккаунт', payment: 'пардохт', invoice: 'ҳисобнома ҳисобфактура фактура', salary: 'маош музд моҳона', money: 'пул',
    amount: 'маблағ', balance: 'бақия тавозун баланс', order: 'фармоиш', booking: 'брон бронкунӣ', appointment: 'қабул навбат',
    meeting: 'ҷаласа вохӯрӣ мулоқот маҷлис', customer: 'муштарӣ мизоҷ харидор', member: 'узв аъзо', user: 'корбар истифодабаранда', admin: 'маъмур администратор',
    staff: 'корманд коргар ходим', message: 'паём мактуб', email: 'почтаи_электронӣ имейл', sms: 'смс паёмак', report: 'ҳисобот гузориш',
    record: 'сабт', note: 'ёддошт эзоҳ қайд', file: 'файл парванда', document: 'ҳуҷҷат санад', list: 'рӯйхат феҳрист', details: 'тафсилот',
    information: 'маълумот иттилоот', status: 'ҳолат вазъ вазъият статус', stock: 'захира', warehouse: 'анбор', products: 'мол маҳсулот',
    price: 'нарх қимат', date: 'сана таърих', time: 'вақт', day: 'рӯз', week: 'ҳафта', month: 'моҳ', year: 'сол', role: 'нақш',
    task: 'вазифа супориш', permission: 'иҷозат ҳуқуқ дастрасӣ', password: 'парол рамз калимаи_убур', schedule: 'ҷадвал нақша',
    vehicle: 'мошин нақлиёт', trip: 'сафар', tax: 'андоз', taxpayer: 'андозсупоранда', declaration: 'эъломия', penalty: 'ҷарима', debt: 'қарз',
    request: 'ариза дархост', certificate: 'шаҳодатнома маълумотнома', service: 'хизмат хизматрасонӣ', card: 'корт карта', ticket: 'чипта билет',
    phone: 'телефон', address: 'суроға', name: 'ном', number: 'рақам шумора', office: 'идора', change: 'тағйир тағйирот', reply: 'ҷавоб',
    registration: 'бақайдгирӣ', supplier: 'таъминкунанда', settings: 'танзимот', notification: 'огоҳинома огоҳӣ', delivery: 'таҳвил',
    doctor: 'духтур', patient: 'бемор', room: 'ҳуҷра', weather: 'обу_ҳаво', forecast: 'пешгӯӣ', deposit: 'пасандоз', new: 'нав',
    today: 'имрӯз', "today's": 'имрӯза', tomorrow: 'фардо',
  }, small: {
    '': `аст ҳаст мебошад мебошанд мешавад мешаванд шуд ${TG_DO} ${TG_GIVE}`, and: 'ва', or: 'ё', not: 'не на нест', with: 'бо', from: 'аз',
    to: 'ба', in: 'дар', for: 'барои', about: 'оид', by: 'тавассути аз_рӯи', without: 'бе бидуни', all: 'ҳама ҳамаи тамоми', only: 'танҳо фақат',
    each: 'ҳар', this: 'ин', that: 'он', which: 'ки', a: 'як', unpaid: 'пардохтнашуда* пардохт_нашуда',
    paid: 'пардохтшуда*', cancelled: 'бекоршуда*', deleted: 'нестшуда* нест_карда_шуда нест_карда_шудаи', sent: 'фиристодашуда*',
  } },
];

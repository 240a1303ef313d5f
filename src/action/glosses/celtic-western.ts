/**
 * Tool words of Irish, Scottish Gaelic, Welsh, Basque, Afrikaans and Esperanto (src/action/foreign.ts
 * reads them).
 *
 * Irish and Welsh change a word's first letter after some words (Irish "an chustaiméara", "na
 * gcustaiméirí"; Welsh "ei ddileu", "fy nghyfrif"): the mutated forms of the common nouns and
 * verbs are listed beside the plain ones. A Welsh description is written with the verbnoun
 * ("Mae'n dangos", "Dangos rhestr"), glossed in the third person as a description means it.
 * Basque ends its clause with the verb and its auxiliary ("eskaerak erakusten ditu", shows the
 * orders): the auxiliary reads as nothing and the clause is read verb first; its nouns take case
 * endings the table need not list. Afrikaans compounds head last and writes one form for every
 * person ("stuur", sends). Esperanto is regular: "-as" the present, "-u" and "-i" the imperative
 * and infinitive, "-o(j)(n)" the noun.
 *
 * Scottish Gaelic, registered after Irish, puts the verb first and describes what a tool does in the
 * future ("Cuiridh e teacsa", it sends a text) or with the verbal noun after "a'" or "ag" ("A'
 * sealltainn liosta", showing a list): both are glossed in the third person, and the imperative
 * ("cuir", "seall", "pàigh"), as names write it, is the base form. Many of its verbs are a verb with
 * a particle, the subject "e" between them in the future ("sguab às", delete; "sguabaidh e às",
 * deletes; "sguir dheth", cancel; "cuir ri", add; "cuir air falbh", remove; "cuir fios", notify): each
 * is a phrase. It lenites a word's first letter after the article, the relative "a" and many
 * prepositions ("an t-solaraiche", "a sheallas", "a' bhùth"): the lenited forms of its common words
 * are listed beside the plain ones, and "t-", "h-" and "dh'" before a vowel read as nothing. Its
 * compounds are written with a hyphen ("neach-ceannach", a customer; "luchd-obrach", staff; "post-d",
 * e-mail): phrases, read as one where a hyphen joins their words. Irish comes first and shares words
 * with it ("liosta", "airgead", "ainm", "agus", "an"): a text both explain alike stays Irish, and
 * Gaelic's own spellings decide ("teachdaireachd" for "teachtaireacht", "òrdugh" for "ordú",
 * "cunntas" for "cuntas", "pàigh" for "íoc").
 *
 * Left out: Irish "aistríonn" (transfers and translates), "nó" (or, the English "no"), "glas"
 * (a lock and green); Welsh "golygu" (edits and means), "cael" (gets, and the passive's
 * auxiliary), "math" (type, an English word), "ac" (and: the AC an English request names);
 * Basque "eskatu" (orders and asks), "eta" (and: the ETA of English requests); Afrikaans "weer"
 * (weather and again), "deur" (door and through), "slot" (a lock, an English word), "of" (or);
 * Scottish Gaelic "faigh" (gets, or receives money; Irish "faigh" too), "thoir" alone (gives, or
 * takes), "dearbh" (confirms, or verifies), "till" alone (returns, or gives back: "till airgead",
 * refunds, is kept), "luchdaich" alone (loads, up or down), "post" alone (mail, or a post held), "àm"
 * (a time: folded, it is the article "am"), "aithris" alone (reports, or recites; "ro-aithris", a
 * forecast, is kept). "cuir air falbh" is read as removes (a letter sent off is sent: both are
 * writes), "cuir dheth" (calls off, or switches off) as cancels.
 */
import type { ToolLanguage } from './language.ts';

// prettier-ignore
export const CELTIC_WESTERN: readonly ToolLanguage[] = [
  { lang: 'ga', verbs: {
    shows: 'taispeánann', show: 'taispeáin taispeáint', lists: 'liostaíonn', list: 'liostaigh', returns: 'filleann tugann_ar_ais', gets: 'faigheann', get: 'faigh fháil',
    searches: 'cuardaíonn', search: 'cuardaigh cuardach', finds: 'aimsíonn', find: 'aimsigh', reads: 'léann', read: 'léigh', checks: 'seiceálann', check: 'seiceáil',
    calculates: 'ríomhann', calculate: 'ríomh', creates: 'cruthaíonn', create: 'cruthaigh cruthú', adds: 'cuireann_le', add: 'cuir_le', deletes: 'scriosann',
    delete: 'scrios scriosadh', removes: 'baineann', remove: 'bain', updates: 'nuashonraíonn', update: 'nuashonraigh nuashonrú', changes: 'athraíonn', change: 'athraigh athrú',
    sets: 'socraíonn', set: 'socraigh', saves: 'sábhálann', save: 'sábháil', registers: 'cláraíonn', register: 'cláraigh', sends: 'seolann', send: 'seol sheol',
    pays: 'íocann', pay: 'íoc', refunds: 'aisíocann', refund: 'aisíoc', cancels: 'cealaíonn cuireann_ar_ceal', cancel: 'cealaigh cealú cuir_ar_ceal', books: 'áirithíonn',
    book: 'áirithigh cuir_in_áirithe cuir_in_áirithint', moves: 'bogann', orders: 'ordaíonn', order: 'ordaigh', buys: 'ceannaíonn', buy: 'ceannaigh', invites: 'tugann_cuireadh',
    grants: 'deonaíonn', revokes: 'cúlghairmeann', blocks: 'blocálann', block: 'blocáil', runs: 'ritheann', uploads: 'uaslódálann', upload: 'uaslódáil',
    downloads: 'íoslódálann', download: 'íoslódáil', shares: 'roinneann', publishes: 'foilsíonn', publish: 'foilsigh', closes: 'dúnann', close: 'dún', opens: 'osclaíonn',
    open: 'oscail', approves: 'ceadaíonn', approve: 'ceadaigh', rejects: 'diúltaíonn', notifies: 'cuireann_in_iúl', replies: 'freagraíonn', reply: 'freagair',
    starts: 'casann_air', stops: 'múchann', stop: 'múch', marks: 'marcálann', charges: 'gearrann',
  }, nouns: {
    invoices: 'sonrasc* shonrasc*', orders: 'ordú orduithe ordaithe', bookings: 'áirithint*', appointment: 'coinne coinní', customer: 'custaiméir* chustaiméir* gcustaiméir*',
    members: 'baill', payments: 'íocaíocht*', account: 'cuntas* chuntas*', message: 'teachtaireacht* theachtaireacht*', file: 'comhad* chomhad*', report: 'tuarascáil*',
    list: 'liosta liostaí', status: 'stádas', stock: 'stoc', prices: 'praghas* phraghas*', details: 'sonraí', weather: 'aimsir aimsire haimsire', forecast: 'réamhaisnéis*',
    temperature: 'teocht*', door: 'doras doirse dhoras', light: 'solas soilse sholas', heater: 'téamh', users: 'úsáideoir*', role: 'ról rólanna', access: 'rochtain',
    password: 'pasfhocal*', key: 'eochair eochracha', settings: 'socruithe', profile: 'próifíl', products: 'táirge*', room: 'seomra seomraí sheomra', date: 'dáta dátaí',
    week: 'seachtain*', balance: 'iarmhéid*', transactions: 'idirbheart*', schedule: 'sceideal*', calendar: 'féilire', event: 'imeacht*', task: 'tasc',
    address: 'seoladh', phone: 'fón', email: 'ríomhphost*', document: 'doiciméad*', amount: 'suim', company: 'comhlacht*', employee: 'fostaí*', staff: 'foireann fhoireann',
    card: 'cárta cártaí', ticket: 'ticéad*', delivery: 'seachadadh', contract: 'conradh', receipt: 'admháil', costs: 'costas*', results: 'torthaí', statistics: 'staitistic*',
    summary: 'achoimre', contacts: 'teagmhálaí*', name: 'ainm ainmneacha', type: 'cineál', category: 'catagóir*', city: 'cathair cathrach', location: 'suíomh',
    window: 'fuinneog*', money: 'airgead airgid', course: 'cúrsa cúrsaí', today: 'inniu', tomorrow: 'amárach', current: 'reatha', open: 'oscailte', pending: 'ar_feitheamh',
    unpaid: 'gan_íoc', paid: 'íoctha', received: 'faighte', available: 'ar_fáil', free: 'saor', upcoming: 'le_teacht', latest: 'is_déanaí', active: 'gníomhach',
    daily: 'laethúil', weekly: 'seachtainiúil', monthly: 'míosúil', overdue: 'thar_téarma', new: 'nua',
  }, small: { the: 'an na', and: 'agus', with: 'le', without: 'gan', to: 'chuig', not: 'ní', each: 'gach', all: 'uile', only: 'amháin' } },
  { lang: 'gd', verbs: {
    show: 'seall', shows: 'seallaidh sheallas a_sealltainn sealltainn', view: 'faic', views: 'a_faicinn faicinn', search: 'lorg rannsaich',
    searches: 'lorgaidh lorgas a_lorg rannsaichidh rannsaicheas a_rannsachadh', check: 'sgrùd', checks: 'sgrùdaidh sgrùdas a_sgrùdadh sgrùdadh',
    read: 'leugh', reads: 'leughaidh leughas a_leughadh leughadh', count: 'cunnt', counts: 'cunntaidh a_cunntadh',
    create: 'cruthaich', creates: 'cruthaichidh chruthaicheas a_cruthachadh', make: 'dèan', makes: 'nì a_dèanamh dèanamh',
    add: 'cuir_ri cuir_ris', adds: 'cuiridh_ri cuiridh_ris cuiridh_e_ri a_cur_ri a_cur_ris', delete: 'sguab sguab_às cuir_às',
    deletes: 'sguabaidh sguabaidh_às sguabaidh_e_às sguabas sguabas_às a_sguabadh_às sguabadh_às cuiridh_às cuiridh_e_às a_cur_às', remove: 'cuir_air_falbh thoir_air_falbh',
    removes: 'cuiridh_air_falbh cuiridh_e_air_falbh bheir_air_falbh bheir_e_air_falbh a_cur_air_falbh a_toirt_air_falbh', update: 'ùraich', updates: 'ùraichidh ùraicheas ag_ùrachadh',
    change: 'atharraich', changes: 'atharraichidh atharraicheas ag_atharrachadh', edit: 'deasaich', edits: 'deasaichidh dheasaicheas a_deasachadh',
    save: 'sàbhail', saves: 'sàbhailidh shàbhaileas a_sàbhaladh', write: 'sgrìobh', writes: 'sgrìobhaidh sgrìobhas a_sgrìobhadh',
    register: 'clàraich', registers: 'clàraichidh chlàraicheas a_clàradh', mark: 'comharraich', marks: 'comharraichidh a_comharrachadh',
    send: 'cuir_gu cuir_teacsa cuir_post-d cuir_brath teacsa_cuir post-d_cuir brath_cuir', sends: 'cuiridh chuireas a_cur', notify: 'cuir_fios', notifies: 'cuiridh_fios cuiridh_e_fios a_cur_fios', reply: 'freagair',
    replies: 'freagraidh fhreagras a_freagairt', pay: 'pàigh', pays: 'pàighidh phàigheas a_pàigheadh', buy: 'ceannaich',
    buys: 'ceannaichidh cheannaicheas a_ceannach', sell: 'reic', sells: 'reicidh reiceas a_reic', order: 'òrdaich',
    orders: 'òrdaichidh òrdaicheas ag_òrdachadh', book: 'glèidh glèidh_àite', books: 'glèidhidh ghlèidheas a_glèidheadh',
    cancel: 'sguir_dheth cuir_dheth', cancels: 'sguiridh_dheth sguiridh_e_dheth cuiridh_dheth cuiridh_e_dheth a_sgur_dheth a_cur_dheth',
    transfer: 'cuir_airgead gluais_airgead', transfers: 'cuiridh_airgead cuiridh_e_airgead a_cur_airgead gluaisidh_airgead a_gluasad_airgead',
    refund: 'till_airgead till_an_t_airgead aisig_airgead', refunds: 'tillidh_airgead tillidh_e_airgead tillidh_an_t_airgead tillidh_e_an_t_airgead a_tilleadh_airgead aisigidh_airgead',
    withdraw: 'tarraing_airgead', withdraws: 'tarraingidh_airgead tarraingidh_e_airgead a_tarraing_airgead', issue: 'cuir_a_mach',
    issues: 'cuiridh_a_mach cuiridh_e_a_mach a_cur_a_mach',
    submit: 'cuir_a_steach', submits: 'cuiridh_a_steach cuiridh_e_a_steach a_cur_a_steach', grant: 'ceadaich thoir_cead',
    grants: 'ceadaichidh cheadaicheas a_ceadachadh bheir_cead bheir_e_cead a_toirt_cead', assign: 'sònraich', assigns: 'sònraichidh shònraicheas a_sònrachadh',
    approve: 'aontaich', approves: 'aontaichidh aontaicheas ag_aontachadh', reject: 'diùlt', rejects: 'diùltaidh dhiùltas a_diùltadh',
    invite: 'thoir_cuireadh', invites: 'bheir_cuireadh bheir_e_cuireadh a_toirt_cuireadh', open: 'fosgail', opens: 'fosglaidh fhosglas a_fosgladh',
    close: 'dùin', closes: 'dùinidh dhùineas a_dùnadh', upload: 'luchdaich_suas', uploads: 'luchdaichidh_suas luchdaichidh_e_suas a_luchdadh_suas',
    download: 'luchdaich_a_nuas luchdaich_sìos', downloads: 'luchdaichidh_a_nuas luchdaichidh_e_a_nuas a_luchdadh_a_nuas', share: 'co_roinn',
    shares: 'co_roinnidh a_co_roinneadh', publish: 'foillsich', publishes: 'foillsichidh fhoillsicheas a_foillseachadh', print: 'clò_bhuail',
    prints: 'clò_bhuailidh a_clò_bhualadh', move: 'gluais', moves: 'gluaisidh ghluaiseas a_gluasad', start: 'tòisich',
    starts: 'tòisichidh thòisicheas a_tòiseachadh', stop: 'stad', stops: 'stadaidh a_stad', lock: 'glais', locks: 'glasaidh a_glasadh',
    block: 'bac', blocks: 'bacaidh a_bacadh', sign: 'soidhnig', signs: 'soidhnigidh a_soidhneadh', deliver: 'lìbhrig',
    delivers: 'lìbhrigidh a_lìbhrigeadh', run: 'ruith', runs: 'ruithidh a_ruith', manage: 'stiùir', manages: 'stiùiridh a_stiùireadh',
  }, nouns: {
    message: 'teachdaireachd* theachdaireachd*', text: 'teacsa* theacsa*', email: 'post_d post_dealain puist_d phost_d', order: 'òrdugh* òrduigh*',
    permission: 'cead ceadan chead cothrom', staff: 'luchd_obrach neach_obrach obraiche* sgioba', supplier: 'solaraiche* sholaraiche*',
    account: 'cunntas* cunntais chunntas* chunntais', money: 'airgead airgid', list: 'liosta*', customer: 'neach_ceannach custamair* chustamair*',
    customers: 'luchd_ceannach', invoice: 'fàirdeal* fhàirdeal*', bill: 'bile bilean', payment: 'pàigheadh phàigheadh',
    report: 'aithisg*', file: 'faidhle* faidhlichean fhaidhle*', document: 'sgrìobhainn*', record: 'clàr clàran chlàr', user: 'cleachdaiche* chleachdaiche* neach_cleachdaidh luchd_cleachdaidh',
    admin: 'rianaire*', role: 'dreuchd* dhreuchd*', password: 'facal_faire', settings: 'roghainnean', date: 'ceann_là ceann_latha',
    day: 'latha', week: 'seachdain*', month: 'mìos mìosan', year: 'bliadhna*', time: 'uair ùine', today: 'an_diugh', tomorrow: 'a_màireach',
    meeting: 'coinneamh* choinneamh*', booking: 'glèidheadh', price: 'prìs prìsean phrìs', stock: 'stoc', products: 'bathar bhathar',
    phone: 'fòn', address: 'seòladh sheòladh', name: 'ainm ainmean', number: 'àireamh* àireimh', card: 'cairt cairtean chairt',
    ticket: 'tiocaid* thiocaid*', receipt: 'cuidhteas*', tax: 'cìs cìsean', salary: 'tuarastal* thuarastal*', information: 'fiosrachadh fhiosrachadh',
    details: 'mion_fhiosrachadh', status: 'staid', notification: 'brath brathan', task: 'obair obrach', schedule: 'clàr_ama', calendar: 'mìosachan',
    event: 'tachartas*', weather: 'aimsir', forecast: 'ro_aithris', delivery: 'lìbhrigeadh', vehicle: 'carbad*', trip: 'turas*', room: 'seòmar* sheòmar*',
    doctor: 'dotair* lighiche*', patient: 'euslainteach*', group: 'buidheann buidhnean', member: 'ball buill', company: 'companaidh*', shop: 'bùth bhùth bùthan',
    request: 'iarrtas*', change: 'atharrachadh', registration: 'clàradh', reply: 'freagairt', search: 'rannsachadh', new: 'ùr ùra',
  }, small: {
    '': 'a ag e i tha bidh h t dh', the: 'an am na nan nam', and: 'agus is', or: 'no', not: 'cha chan nach', to: 'gu chun do ri don ris', from: 'bho o bhon',
    for: 'airson', with: 'le leis', without: 'gun', in: 'ann anns', on: 'air', of: 'de', all: 'uile a_h_uile', each: 'gach', only: 'a_mhàin', this: 'seo',
    that: 'sin', about: 'mu mu_dheidhinn', if: 'ma', when: 'nuair', at: 'aig', paid: 'pàighte', unpaid: 'gun_phàigheadh neo_phàighte',
  } },
  { lang: 'cy', verbs: {
    shows: 'dangos ddangos', lists: 'rhestru restru', returns: 'dychwelyd ddychwelyd', gets: 'nôl', searches: 'chwilio', finds: 'dod_o_hyd', reads: 'darllen ddarllen',
    checks: 'gwirio wirio', calculates: 'cyfrifo gyfrifo', creates: 'creu greu', adds: 'ychwanegu', deletes: 'dileu ddileu', removes: 'tynnu dynnu',
    updates: 'diweddaru ddiweddaru', changes: 'newid', sets: 'gosod osod', saves: 'cadw gadw', registers: 'cofrestru gofrestru', sends: 'anfon hanfon',
    pays: 'talu dalu nhalu', transfers: 'trosglwyddo drosglwyddo', refunds: 'ad_dalu ad_talu', cancels: 'canslo ganslo', books: 'archebu harchebu', moves: 'symud',
    buys: 'prynu brynu', invites: 'gwahodd wahodd', grants: 'caniatáu ganiatáu', revokes: 'dirymu ddirymu', blocks: 'rhwystro rwystro', runs: 'rhedeg redeg',
    uploads: 'uwchlwytho lanlwytho', downloads: 'lawrlwytho', shares: 'rhannu rannu', publishes: 'cyhoeddi gyhoeddi', closes: 'cau', opens: 'agor', approves: 'cymeradwyo gymeradwyo',
    rejects: 'gwrthod wrthod', notifies: 'hysbysu atgoffa', replies: 'ateb', starts: 'troi_ymlaen cychwyn gychwyn', stops: 'diffodd ddiffodd',
    marks: 'marcio farcio', charges: 'codi_tâl',
    views: 'gweld weld', exports: 'allforio', edits: 'golygu olygu', corrects: 'cywiro gywiro', records: 'cofnodi gofnodi',
    schedules: 'amserlennu trefnu drefnu', reschedules: 'aildrefnu', assigns: 'neilltuo penodi benodi', prints: 'argraffu', signs: 'llofnodi lofnodi',
    accepts: 'derbyn dderbyn', suspends: 'atal', reserves: 'cadw_lle', withdraws: 'tynnu_arian', delivers: 'dosbarthu ddosbarthu',
    forwards: 'anfon_ymlaen', executes: 'gweithredu weithredu', restarts: 'ailgychwyn', resets: 'ailosod', tests: 'profi brofi', ships: 'cludo gludo',
    disburses: 'talu_allan',
  }, nouns: {
    invoices: 'anfoneb* hanfoneb*', orders: 'archeb* harcheb*', appointment: 'apwyntiad*', customer: 'cwsmer* gwsmer* nghwsmer* chwsmer*', member: 'aelod*',
    payments: 'taliad* daliad*', account: 'cyfrif cyfrifon gyfrif nghyfrif chyfrif', message: 'neges negeseuon', file: 'ffeil ffeiliau', report: 'adroddiad*',
    list: 'rhestr rhestrau restr', status: 'statws', stock: 'stoc', prices: 'pris prisiau', details: 'manylion fanylion', weather: 'tywydd dywydd', forecast: 'rhagolwg* rhagolygon',
    temperature: 'tymheredd dymheredd', door: 'drws drysau ddrws', lock: 'clo', light: 'golau goleuadau oleuadau', heater: 'gwres wres', users: 'defnyddiwr defnyddwyr ddefnyddiwr',
    role: 'rôl', access: 'mynediad fynediad', password: 'cyfrinair gyfrinair', key: 'allwedd allweddi', settings: 'gosodiadau osodiadau', profile: 'proffil', products: 'cynnyrch cynhyrchion gynnyrch',
    room: 'ystafell*', date: 'dyddiad ddyddiad', day: 'diwrnod ddiwrnod', week: 'wythnos', month: 'mis', year: 'blwyddyn', balance: 'balans', transactions: 'trafodiad* trafodion drafodion',
    history: 'hanes', schedule: 'amserlen*', calendar: 'calendr', event: 'digwyddiad*', task: 'tasg*', notes: 'nodyn nodiadau', comment: 'sylw sylwadau', address: 'cyfeiriad gyfeiriad',
    phone: 'ffôn', email: 'e_bost', document: 'dogfen*', amount: 'swm', company: 'cwmni gwmni', employee: 'gweithiwr gweithwyr', card: 'cerdyn gerdyn cardiau', ticket: 'tocyn tocynnau docyn',
    delivery: 'dosbarthiad', receipt: 'derbynneb*', costs: 'costau', expenses: 'treuliau', results: 'canlyniad*', statistics: 'ystadegau', summary: 'crynodeb grynodeb',
    availability: 'argaeledd', contacts: 'cysylltiadau', name: 'enw enwau', code: 'cod', category: 'categori', city: 'dinas', location: 'lleoliad leoliad', window: 'ffenestr*',
    money: 'arian', offer: 'cynnig gynnig', course: 'cwrs gwrs cyrsiau', student: 'myfyriwr myfyrwyr', today: 'heddiw', tomorrow: 'yfory', current: 'cyfredol gyfredol',
    open: 'agored', pending: 'yn_aros', unpaid: 'heb_ei_dalu heb_dalu', paid: 'wedi_talu wedi_ei_dalu talwyd', received: 'derbyniwyd', available: 'ar_gael', free: 'rhydd',
    booked: 'wedi_archebu archebwyd', upcoming: 'i_ddod', latest: 'diweddaraf ddiweddaraf', active: 'gweithredol', daily: 'dyddiol', weekly: 'wythnosol', monthly: 'misol',
    new: 'newydd', command: 'gorchymyn gorchmynion',
  }, small: { or: 'neu', with: 'gyda', without: 'heb', for: 'ar_gyfer', not: 'nid ddim', each: 'pob', all: 'holl', only: 'dim_ond', the: 'yr y' } },
  { lang: 'eu', verbFinal: true, endings: 'a ak aren ari ek en ei ko rako tan ean etan ekin', verbs: {
    shows: 'erakusten bistaratzen', show: 'erakutsi bistaratu', lists: 'zerrendatzen', list: 'zerrendatu', returns: 'itzultzen', gets: 'lortzen eskuratzen', get: 'lortu eskuratu',
    searches: 'bilatzen', search: 'bilatu bilaketa', finds: 'aurkitzen', find: 'aurkitu', reads: 'irakurtzen', read: 'irakurri', checks: 'egiaztatzen', check: 'egiaztatu',
    calculates: 'kalkulatzen', calculate: 'kalkulatu', creates: 'sortzen', create: 'sortu', adds: 'gehitzen', add: 'gehitu', deletes: 'ezabatzen', delete: 'ezabatu',
    removes: 'kentzen', remove: 'kendu', updates: 'eguneratzen', update: 'eguneratu', changes: 'aldatzen', change: 'aldatu', edits: 'editatzen', sets: 'ezartzen', set: 'ezarri',
    saves: 'gordetzen', save: 'gorde', registers: 'erregistratzen', sends: 'bidaltzen', send: 'bidali', pays: 'ordaintzen', pay: 'ordaindu', transfers: 'transferitzen',
    transfer: 'transferitu', refunds: 'dirua_itzultzen', refund: 'dirua_itzuli', cancels: 'ezeztatzen', cancel: 'ezeztatu', books: 'erreserbatzen', book: 'erreserbatu',
    moves: 'mugitzen', move: 'mugitu', buys: 'erosten', buy: 'erosi', invites: 'gonbidatzen', grants: 'baimentzen', blocks: 'blokeatzen', block: 'blokeatu',
    executes: 'exekutatzen', execute: 'exekutatu', runs: 'abiarazten', uploads: 'igotzen', downloads: 'deskargatzen', download: 'deskargatu', shares: 'partekatzen', share: 'partekatu',
    publishes: 'argitaratzen', publish: 'argitaratu', closes: 'ixten', close: 'itxi', opens: 'irekitzen', open: 'ireki', approves: 'onartzen', approve: 'onartu',
    rejects: 'baztertzen', notifies: 'jakinarazten', notify: 'jakinarazi', replies: 'erantzuten', reply: 'erantzun', starts: 'pizten', start: 'piztu', stops: 'itzaltzen',
    stop: 'itzali', marks: 'markatzen', charges: 'kobratzen', charge: 'kobratu',
  }, nouns: {
    invoices: 'faktur*', orders: 'eskaer*', bookings: 'erreserba erreserbak erreserbaren erreserbari', appointment: 'hitzordu*', customer: 'bezero*', member: 'kide kidea kideak kideen',
    payments: 'ordainket*', account: 'kontu kontua kontuak kontuaren', message: 'mezu*', file: 'fitxategi*', report: 'txosten*', list: 'zerrenda zerrendak zerrendaren',
    status: 'egoer*', stock: 'izakin*', prices: 'prezio*', details: 'xehetasun*', weather: 'eguraldi*', forecast: 'iragarpen* aurreikuspen*', temperature: 'tenperatur*',
    door: 'atea ateak', lock: 'sarrail*', light: 'argia argiak', heater: 'berogailu* berokuntz*', users: 'erabiltzaile*', role: 'rola rolak', access: 'sarbide*',
    password: 'pasahitz*', key: 'gakoa gakoak', settings: 'ezarpen*', profile: 'profil*', products: 'produktu*', room: 'gela gelak', guest: 'gonbidat*', date: 'data datak',
    day: 'egun eguna egunak', week: 'astea asteak', month: 'hilabete*', year: 'urtea urteak', balance: 'saldo*', transactions: 'eragiket* transakzio*', history: 'historia*',
    schedule: 'ordutegi*', calendar: 'egutegi*', event: 'ekitaldi* gertaera*', task: 'zeregin*', note: 'ohar*', comment: 'iruzkin*', address: 'helbide*', phone: 'telefono*',
    document: 'dokumentu*', amount: 'zenbateko*', company: 'enpresa*', employee: 'langile*', data: 'datu datuak datuen', card: 'txartel*', delivery: 'bidalket*',
    contract: 'kontratu*', receipt: 'ordainagiri*', expenses: 'gastu*', costs: 'kostu*', results: 'emaitz*', statistics: 'estatistik*', summary: 'laburpen*',
    availability: 'erabilgarritasun*', contacts: 'kontaktu*', name: 'izen izena izenak', code: 'kode kodea', type: 'mota motak', category: 'kategoria*', city: 'hiri hiria',
    location: 'kokapen*', window: 'leiho*', money: 'diru dirua', offer: 'eskaintz*', shift: 'txanda*', course: 'ikastaro*', student: 'ikasle*', today: 'gaur',
    "today's": 'gaurko', tomorrow: 'bihar', current: 'uneko egungo', open: 'irekia irekiak', pending: 'zain', unpaid: 'ordaindu_gabe ordaindu_gabeak ordaindu_gabeko ordaingabe*', paid: 'ordaindua ordainduak',
    received: 'jasoak jasotako', available: 'eskuragarri*', free: 'libre libreak', booked: 'erreserbatua erreserbatuak', upcoming: 'hurrengo*', latest: 'azken azkenak',
    active: 'aktibo*', daily: 'eguneko', weekly: 'asteko', monthly: 'hileko', new: 'berri berria berriak', command: 'komando*',
  }, small: { or: 'edo', without: 'gabe', not: 'ez', all: 'guztiak guztia', only: 'bakarrik soilik', '': 'du ditu dio die dute dira' } },
  { lang: 'af', compounds: true, endings: 's e', verbs: {
    shows: 'wys toon vertoon', returns: 'gee_terug', gets: 'haal_op kry', searches: 'soek', finds: 'vind', reads: 'lees', checks: 'kontroleer', calculates: 'bereken',
    creates: 'skep', adds: 'voeg_by byvoeg', deletes: 'verwyder skrap vee_uit', updates: 'werk_by bywerk', changes: 'verander', edits: 'wysig', sets: 'stel',
    saves: 'stoor', registers: 'registreer skryf_in inskryf', sends: 'stuur', pays: 'betaal', transfers: 'oordra dra_oor', refunds: 'terugbetaal',
    cancels: 'kanselleer', books: 'bespreek',
    moves: 'skuif verskuif', orders: 'bestel', buys: 'koop', invites: 'nooi', grants: 'verleen', revokes: 'herroep', blocks: 'blokkeer',
    executes: 'voer_uit', uploads: 'laai_op oplaai',
    downloads: 'laai_af aflaai', publishes: 'publiseer', closes: 'sluit', opens: 'maak_oop oopmaak', approves: 'keur_goed goedkeur',
    rejects: 'verwerp', notifies: 'stel_in_kennis herinner',
    replies: 'antwoord', starts: 'skakel_aan aanskakel', stops: 'skakel_af afskakel', marks: 'merk', charges: 'hef',
    lists: 'lys_op', views: 'bekyk besigtig', exports: 'eksporteer', corrects: 'korrigeer verbeter', records: 'teken_aan aanteken boekstaaf',
    schedules: 'skeduleer', reschedules: 'herskeduleer', assigns: 'ken_toe toeken wys_toe toewys stel_aan aanstel', issues: 'reik_uit uitreik',
    prints: 'druk_af afdruk', signs: 'onderteken', accepts: 'aanvaar', suspends: 'skors skort_op opskort', reserves: 'reserveer',
    disburses: 'betaal_uit uitbetaal', ships: 'versend', forwards: 'stuur_aan aanstuur', delivers: 'lewer_af aflewer oorhandig', confirms: 'bevestig',
    restarts: 'herbegin', resets: 'stel_terug terugstel', disarms: 'ontwapen', tests: 'toets',
  }, nouns: {
    invoices: 'faktuur fakture', orders: 'bestelling bestellings', bookings: 'bespreking besprekings', appointment: 'afspraak afsprake', customer: 'kliënt kliënte',
    members: 'lede', payments: 'betaling betalings', account: 'rekening rekeninge', message: 'boodskap boodskappe', file: 'lêer lêers', report: 'verslag verslae',
    list: 'lys lyste', stock: 'voorraad', prices: 'prys pryse', details: 'besonderhede', forecast: 'voorspelling voorspellings', temperature: 'temperatuur',
    light: 'lig ligte', heater: 'verwarming', users: 'gebruiker gebruikers', access: 'toegang', password: 'wagwoord', key: 'sleutel sleutels', settings: 'instellings',
    profile: 'profiel', products: 'produk produkte', room: 'kamer kamers', guests: 'gaste', date: 'datum', day: 'dag dae', month: 'maand', year: 'jaar', balance: 'saldo',
    transactions: 'transaksie transaksies', history: 'geskiedenis', schedule: 'skedule rooster', calendar: 'kalender', event: 'gebeurtenis', task: 'taak take',
    comment: 'kommentaar', address: 'adres', phone: 'telefoon', email: 'e_pos epos', document: 'dokument', amount: 'bedrag', company: 'maatskappy', employee: 'werknemer werknemers',
    staff: 'personeel', card: 'kaart', ticket: 'kaartjie kaartjies', delivery: 'aflewering', contract: 'kontrak', receipt: 'kwitansie', expenses: 'uitgawes', costs: 'koste',
    results: 'resultate', statistics: 'statistiek', summary: 'opsomming', availability: 'beskikbaarheid', contacts: 'kontakte', name: 'naam', code: 'kode', type: 'tipe',
    category: 'kategorie', city: 'stad', location: 'ligging', window: 'venster', money: 'geld', offer: 'aanbod', shift: 'skof', course: 'kursus', today: 'vandag',
    current: 'huidige', open: 'oop', pending: 'hangende', unpaid: 'onbetaalde onbetaal', paid: 'betaalde', available: 'beskikbaar', free: 'vry', booked: 'bespreekte',
    upcoming: 'komende opkomende', latest: 'nuutste', active: 'aktief aktiewe', daily: 'daaglikse daagliks', weekly: 'weeklikse weekliks', monthly: 'maandelikse maandeliks',
    overdue: 'agterstallig agterstallige', new: 'nuwe', command: 'opdrag',
  }, small: { the: 'die', of: 'van', and: 'en', without: 'sonder', for: 'vir', to: 'na aan', not: 'nie', all: 'alle', only: 'slegs' } },
  { lang: 'eo', verbs: {
    shows: 'montras', show: 'montri montru', lists: 'listigas', list: 'listigi listigu', returns: 'redonas', gets: 'akiras ricevas', get: 'akiri akiru', searches: 'serĉas',
    search: 'serĉi serĉu', finds: 'trovas', find: 'trovi trovu', reads: 'legas', read: 'legi legu', checks: 'kontrolas', check: 'kontroli kontrolu', calculates: 'kalkulas',
    calculate: 'kalkuli', creates: 'kreas', create: 'krei kreu', adds: 'aldonas', add: 'aldoni aldonu', deletes: 'forigas', delete: 'forigi forigu', updates: 'ĝisdatigas',
    update: 'ĝisdatigi ĝisdatigu', changes: 'ŝanĝas', change: 'ŝanĝi ŝanĝu', edits: 'redaktas', edit: 'redakti', sets: 'agordas', set: 'agordi', saves: 'konservas',
    save: 'konservi konservu', registers: 'registras', sends: 'sendas', send: 'sendi sendu', pays: 'pagas', pay: 'pagi pagu', transfers: 'transpagas', refunds: 'repagas',
    refund: 'repagi', cancels: 'nuligas', cancel: 'nuligi nuligu', books: 'rezervas', book: 'rezervi rezervu', moves: 'movas', orders: 'mendas', order: 'mendi mendu',
    buys: 'aĉetas', buy: 'aĉeti aĉetu', invites: 'invitas', revokes: 'revokas', blocks: 'blokas', runs: 'lanĉas rulas', executes: 'plenumas', uploads: 'alŝutas',
    downloads: 'elŝutas', shares: 'kunhavigas', publishes: 'publikigas', closes: 'fermas', close: 'fermi fermu', opens: 'malfermas', open: 'malfermi malfermu',
    approves: 'aprobas', rejects: 'malakceptas', notifies: 'sciigas', replies: 'respondas', starts: 'ŝaltas', stops: 'malŝaltas', marks: 'markas', charges: 'debetas',
  }, nouns: {
    invoices: 'faktur*', orders: 'mendo mendoj mendon mendojn', bookings: 'rezervo rezervoj rezervon rezervojn', appointment: 'rendevu*', customer: 'klient*', member: 'membr*',
    payments: 'pago pagoj pagon pagojn', account: 'konto kontoj konton kontojn', message: 'mesaĝ*', file: 'dosier*', report: 'raport*', list: 'listo listoj liston',
    status: 'stato staton', stock: 'stoko stokon', prices: 'prezo prezoj prezon prezojn', details: 'detaloj detalojn', weather: 'veter*', forecast: 'prognoz*',
    temperature: 'temperatur*', door: 'pordo pordon pordoj', lock: 'seruro seruron', light: 'lumo lumoj lumon', heater: 'hejtad*', users: 'uzant*', role: 'rolo rolon roloj',
    access: 'aliro aliron', password: 'pasvort*', key: 'ŝlosil*', settings: 'agordoj agordojn', profile: 'profil*', products: 'produkt*', room: 'ĉambr*', guest: 'gasto gastoj',
    date: 'dato daton', day: 'tago tagoj tagon', week: 'semajn*', month: 'monato monatoj monaton', year: 'jaro jaron', balance: 'saldo saldon', transactions: 'transakci*',
    history: 'historio historion', schedule: 'horar*', calendar: 'kalendar*', event: 'evento eventoj', task: 'tasko taskoj', note: 'noto notoj', comment: 'koment*',
    address: 'adreso adreson', phone: 'telefon*', email: 'retpoŝt* retadres*', document: 'dokument*', amount: 'sumo sumon', company: 'firmao kompanio', employee: 'dungit*',
    staff: 'personaro', data: 'datumoj datumojn', card: 'karto kartoj karton', ticket: 'bileto biletoj bileton', delivery: 'liveraĵ* livero', contract: 'kontrakt*',
    receipt: 'kvitanc*', expenses: 'elspez*', costs: 'kosto kostoj', results: 'rezult*', statistics: 'statistik*', summary: 'resumo', availability: 'disponebleco',
    contacts: 'kontakto kontaktoj', name: 'nomo nomon', code: 'kodo kodon', type: 'tipo tipon', category: 'kategori*', city: 'urbo urbon', location: 'loko lokon',
    window: 'fenestr*', money: 'mono monon', offer: 'oferto ofertoj', course: 'kurso kursoj', student: 'student*', today: 'hodiaŭ', "today's": 'hodiaŭa hodiaŭaj',
    tomorrow: 'morgaŭ', current: 'nuna nunaj', open: 'malfermita malfermitaj', pending: 'atendanta atendantaj', unpaid: 'nepagita nepagitaj', paid: 'pagita pagitaj',
    received: 'ricevita ricevitaj', available: 'disponebla disponeblaj', free: 'libera liberaj', booked: 'rezervita rezervitaj', upcoming: 'venonta venontaj', latest: 'lasta lastaj',
    active: 'aktiva aktivaj', daily: 'ĉiutaga ĉiutagaj', weekly: 'semajna', monthly: 'monata', overdue: 'malfrua malfruaj', new: 'nova novaj', command: 'komando komandon',
  }, small: { the: 'la', and: 'kaj', or: 'aŭ', with: 'kun', without: 'sen', for: 'por', to: 'al', of: 'de', not: 'ne', all: 'ĉiuj', only: 'nur' } },
];

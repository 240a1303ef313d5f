/**
 * Labels of a shop's, a booking site's and an account page's standard controls, written for the
 * lexicon tests in each language's ordinary words (several to a kind, "|" between them): what each
 * kind reads as is asserted by ./controls.ts `assertControlKinds`.
 */
import type { ControlLabels } from './controls.ts';

// prettier-ignore
export const AFRICA_ASIA: readonly ControlLabels[] = [
  { lang: 'sw', order: 'Ongeza kwenye kikapu|Nunua sasa|Weka nafasi sasa|Jiunge', pay: 'Lipa sasa|Lipa kwa kadi', payStep: 'Endelea kwenye malipo',
    post: 'Tuma ujumbe|Chapisha|Jibu|Toa maoni', commit: 'Thibitisha|Wasilisha', save: 'Hifadhi|Hifadhi mabadiliko', remove: 'Futa|Ondoa', step: 'Inayofuata|Endelea',
    leave: 'Rudi|Ghairi|Funga', look: 'Tafuta|Onyesha maelezo|Soma zaidi|Chuja|Linganisha|Chagua|Pakua|Ingia', account: 'Jisajili|Fungua akaunti' },
  { lang: 'ha', order: 'Saka a kwando|Saya yanzu|Yi oda|Yi ajiya', pay: 'Biya yanzu|Biya da kati', payStep: 'Ci gaba zuwa biyan kuɗi',
    post: 'Aika saƙo|Wallafa|Amsa', commit: 'Tabbatar', save: 'Ajiye|Ajiye canje-canje', remove: 'Goge|Cire', step: 'Na gaba|Ci gaba',
    leave: 'Koma baya|Soke|Rufe', look: 'Bincika|Nuna cikakken bayani|Kara karantawa|Tace|Kwatanta|Zaɓi|Sauke|Shiga', account: 'Yi rajista|Ƙirƙiri asusu' },
  { lang: 'zu', order: 'Engeza kubhasikidi|Thenga manje|Bhuka manje|Oda manje', pay: 'Khokha manje|Khokha ngekhadi', payStep: 'Qhubekela ekukhokheni',
    post: 'Thumela umlayezo|Shicilela|Phendula', commit: 'Qinisekisa|Hambisa', save: 'Londoloza|Londoloza izinguquko', remove: 'Susa|Cisha', step: 'Okulandelayo|Qhubeka',
    leave: 'Emuva|Khansela|Vala', look: 'Sesha|Bonisa imininingwane|Funda kabanzi|Hlunga|Qhathanisa|Khetha|Landa|Ngena', account: 'Bhalisa|Dala i-akhawunti' },
  { lang: 'xh', order: 'Yongeza kwingxowa|Thenga ngoku|Bhukisha ngoku|Odola ngoku', pay: 'Hlawula ngoku|Hlawula ngekhadi', payStep: 'Qhubekela ekuhlawuleni',
    post: 'Thumela umyalezo|Papasha|Phendula', commit: 'Qinisekisa|Ngenisa', save: 'Gcina|Gcina utshintsho', remove: 'Cima|Susa', step: 'Okulandelayo|Qhubeka',
    leave: 'Buyela umva|Rhoxisa|Vala', look: 'Khangela|Bonisa iinkcukacha|Funda ngakumbi|Hluza|Thelekisa|Khetha|Khuphela|Ngena', account: 'Bhalisa|Yenza iakhawunti' },
  { lang: 'rw', order: 'Shyira mu gitebo|Gura ubu|Tumiza|Fata umwanya', pay: 'Ishyura ubu|Ishyura ukoresheje ikarita', payStep: 'Komeza ujye kwishyura',
    post: 'Ohereza ubutumwa|Tangaza|Subiza', commit: 'Emeza', save: 'Bika|Bika impinduka', remove: 'Siba|Kuraho', step: 'Ibikurikira|Komeza',
    leave: 'Subira inyuma|Funga', look: 'Shakisha|Erekana ibisobanuro|Soma byinshi|Toranya|Gereranya|Hitamo|Kuramo|Injira', account: 'Iyandikishe|Fungura konti' },
  { lang: 'mg', order: 'Ampidiro ao anaty harona|Vidio izao|Manafatra|Mamandrika toerana', pay: 'Aloavy izao', payStep: 'Tohizo mankany amin\'ny fandoavana',
    post: 'Alefaso ny hafatra|Avoahy|Valio', commit: 'Hamafiso', save: 'Tehirizo|Tehirizo ny fanovana', remove: 'Fafao|Esory', step: 'Manaraka|Tohizo',
    leave: 'Miverina|Foano|Hidio', look: 'Tadiavo|Asehoy ny antsipiriany|Vakio bebe kokoa|Sivano|Ampitahao|Safidio|Midira', account: 'Misoratra anarana|Mamorona kaonty' },
  { lang: 'sn', order: 'Isa mukabhasikiti|Tenga izvozvi|Odha izvozvi|Bhuka nzvimbo', pay: 'Bhadhara izvozvi|Bhadhara nekadhi', payStep: 'Enderera kukubhadhara',
    post: 'Tumira meseji|Buritsa|Pindura', commit: 'Simbisa|Tumira fomu', save: 'Chengetedza|Chengetedza shanduko', remove: 'Dzima|Bvisa', step: 'Inotevera|Enderera',
    leave: 'Dzokera shure|Kanzura|Vhara', look: 'Tsvaga|Ratidza ruzivo|Verenga zvimwe|Ronga|Enzanisa|Sarudza|Dhaunirodha|Pinda', account: 'Nyoresa|Gadzira akaundi' },
  { lang: 'st', order: 'Kenya ka basketeng|Reka hona joale|Odara hona joale|Bukisa hona joale', pay: 'Lefa hona joale|Lefa ka karete', payStep: 'Tswela pele ho tefo',
    post: 'Romela molaetsa|Phatlalatsa', commit: 'Netefatsa|Amohela', save: 'Boloka|Boloka diphetoho', remove: 'Hlakola|Tlosa', step: 'E latelang|Tswela pele',
    leave: 'Kgutlela morao|Khansela', look: 'Batla|Bontsha dintlha|Bala haholwanyane|Hlophisa|Bapisa|Kgetha|Jarolla|Kena', account: 'Ingodise|Bula akhaonte' },
  { lang: 'tn', order: 'Tsenya mo kgetsing|Reka jaanong|Otara jaanong|Bukisa jaanong', pay: 'Duela jaanong|Duela ka karata', payStep: 'Tswelela go tuelo',
    post: 'Romela molaetsa|Phasalatsa', commit: 'Netefatsa|Amogela', save: 'Boloka|Boloka diphetogo', remove: 'Phimola|Tlosa', step: 'E e latelang|Tswelela',
    leave: 'Boela morago|Khansela|Tswala', look: 'Batla|Bontsha dintlha|Bala go feta|Rulaganya|Bapisa|Tlhopha|Kopolola|Tsena', account: 'Ikwadise|Bula akhaonto' },
  { lang: 'om', order: 'Gaariitti dabali|Amma bitadhu|Ajaji|Qabsiisi', pay: 'Amma kaffali|Kaardiin kaffali', payStep: 'Gara kaffaltiitti itti fufi',
    post: 'Ergaa ergi|Maxxansi|Deebisi', commit: 'Mirkaneessi', save: 'Olkaa’i|Jijjiirama olkaa’i', remove: 'Haqi|Balleessi', step: 'Kan itti aanu|Itti fufi',
    leave: 'Duubatti|Dhiisi|Cufi', look: 'Barbaadi|Bal\'inaan agarsiisi|Dabalata dubbisi|Calali|Madaali|Filadhu|Buusi|Seeni', account: 'Galmaa\'i|Herrega uumi' },
  { lang: 'ig', order: 'Tinye na nkata|Zụta ugbu a|Nye iwu|Debe oche', pay: 'Kwụọ ugbu a|Kwụọ site na kaadị', payStep: 'Gaa n\'ihu ịkwụ ụgwọ',
    post: 'Zipu ozi|Bipụta|Zaa', commit: 'Kwado', save: 'Chekwaa|Chekwaa mgbanwe', remove: 'Hichapụ|Wepụ', step: 'Gaa n\'ihu',
    leave: 'Laghachi|Kagbuo|Mechie', look: 'Chọọ|Gosi nkọwa|Gụkwuo|Hazie|Tụlee|Họrọ|Budata|Banye', account: 'Debanye aha|Mepụta akaụntụ' },
  { lang: 'mi', order: 'Tāpiri ki te kete|Hoko ināianei|Tāpuitia ināianei', pay: 'Utu ināianei|Utua mā te kāri', payStep: 'Haere tonu ki te utu',
    post: 'Tukuna he karere|Whakaputaina|Whakautua', commit: 'Whakaū', save: 'Tiaki|Tiakina ngā huringa', remove: 'Mukua|Tangohia', step: 'Panuku|Haere tonu',
    leave: 'Hoki whakamuri|Whakakore|Kati', look: 'Rapua|Whakaaturia ngā taipitopito|Pānui atu anō|Tātari|Whakatauritea|Kōwhiria|Tikiake|Takiuru', account: 'Rēhita|Waihangatia he pūkete' },
  { lang: 'tpi', order: 'Putim long baket|Baim nau|Bukim nau', pay: 'Peim nau|Peim long kad', 
    post: 'Salim tok|Bekim tok', commit: 'Orait', save: 'Seivim|Seivim ol senis', remove: 'Rausim|Rausim dispela', step: 'Nekis|Go het',
    leave: 'Katim tok|Pasim', look: 'Painim|Soim moa|Ritim moa|Stretim|Skelim|Makim|Daunlodim', account: 'Rejista|Mekim akaun' },
];

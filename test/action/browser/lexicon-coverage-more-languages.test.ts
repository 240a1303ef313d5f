import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foreignWebRequests } from '../../../src/capability/compile/lexicon-web.ts';
import { describeLanguageRows, scopeOf } from './controls.ts';

/**
 * Per language added with web-lexicons/eo-fy-fo-gd-oc-ht.ts, tk-tt-ba-ug.ts, ps-sd-or-as.ts and
 * sn-st-tn-om-ig-mi-tpi.ts: labels and tasks written for this test in the language's ordinary words
 * (a search, a buy and a book button, a send button, a save button on a settings page, a pay, a
 * delete and a next button; a task that buys, one that writes to someone, and one that compares
 * prices and buys nothing).
 */
// prettier-ignore
const TABLE: readonly { lang: string; look: string; buy: string; book: string; send: string; save: string; pay: string; remove: string; step: string;
  orders: string; posts: string; notBuying: string }[] = [
  { lang: 'eo', look: 'Serĉi', buy: 'Aldoni al ĉaro', book: 'Rezervi nun', send: 'Sendi mesaĝon', save: 'Konservi', pay: 'Pagi nun', remove: 'Forigi', step: 'Daŭrigi',
    orders: 'aĉetu du biletojn por sabato', posts: 'skribu al la vendisto, ke mi prenos la biciklon morgaŭ', notBuying: 'komparu la prezojn, sed aĉetu nenion' },
  { lang: 'fy', look: 'Sykje', buy: 'Yn it winkelkarke', book: 'Reservearje', send: 'Stjoer berjocht', save: 'Bewarje', pay: 'Betelje', remove: 'Wiskje', step: 'Fierder',
    orders: 'keapje twa kaartsjes foar sneon', posts: 'skriuw de ferkeaper dat ik de fyts moarn ophelje', notBuying: 'fergelykje de prizen, mar keapje neat' },
  { lang: 'fo', look: 'Leita', buy: 'Legg í kurvina', book: 'Bóka', send: 'Senda boð', save: 'Goym', pay: 'Gjalda nú', remove: 'Strika', step: 'Næsta',
    orders: 'keyp mær tveir miðar til leygardagin', posts: 'skriva til seljaran, at eg fari at heinta súkkluna í morgin', notBuying: 'samanber prísirnar, men tú skalt ikki keypa nakað' },
  { lang: 'gd', look: 'Lorg', buy: 'Cuir sa chairt', book: 'Glèidh àite', send: 'Cuir teachdaireachd', save: 'Sàbhail', pay: 'Pàigh a-nis', remove: 'Sguab às', step: 'Air adhart',
    orders: 'ceannaich dà thiceard airson Disathairne', posts: 'sgrìobh chun an reiceadair gun tog mi am baidhsagal a-màireach', notBuying: 'dèan coimeas eadar na prìsean ach na ceannaich dad' },
  { lang: 'oc', look: 'Cercar', buy: 'Apondre al panièr', book: 'Reservar', send: 'Mandar lo messatge', save: 'Enregistrar', pay: 'Pagar ara', remove: 'Suprimir', step: 'Contunhar',
    orders: 'crompa doas plaças per dissabte', posts: 'escriu al vendeire que prendrai la bicicleta deman', notBuying: 'compara los prètz mas crompes pas res' },
  { lang: 'ht', look: 'Chèche', buy: 'Ajoute nan panye', book: 'Rezève', send: 'Voye mesaj', save: 'Anrejistre', pay: 'Peye kounye a', remove: 'Efase', step: 'Kontinye',
    orders: 'achte de tikè pou samdi', posts: 'ekri machann nan pou di li m ap pran bisiklèt la demen', notBuying: 'konpare pri yo men pa achte anyen' },
  { lang: 'tk', look: 'Gözle', buy: 'Sebede goş', book: 'Bronla', send: 'Hat iber', save: 'Ýatda sakla', pay: 'Häzir töle', remove: 'Poz', step: 'Indiki',
    orders: 'şenbe üçin iki bilet satyn al', posts: 'satyja ýazyň: welosipedi ertir alaryn', notBuying: 'bahalary deňeşdiriň, ýöne hiç zat satyn almaň' },
  { lang: 'tt', look: 'Эзлә', buy: 'Кәрзингә өстә', book: 'Брон итегез', send: 'Җибәрегез', save: 'Саклау', pay: 'Хәзер түлә', remove: 'Бетерү', step: 'Киләсе',
    orders: 'шимбәгә ике билет сатып алыгыз', posts: 'сатучыга языгыз: велосипедны иртәгә алам', notBuying: 'бәяләрне чагыштырыгыз, ләкин бернәрсә дә сатып алмагыз' },
  { lang: 'ba', look: 'Эҙлә', buy: 'Кәрзингә өҫтә', book: 'Брон ит', send: 'Ебәр', save: 'Һаҡлау', pay: 'Хәҙер түлә', remove: 'Юйыу', step: 'Киләһе',
    orders: 'шәмбегә ике билет һатып алығыҙ', posts: 'һатыусыға яҙығыҙ: велосипедты иртәгә алам', notBuying: 'хаҡтарҙы сағыштырығыҙ, ләкин бернәмә лә һатып алмағыҙ' },
  { lang: 'ug', look: 'ئىزدەڭ', buy: 'سېۋەتكە قوشۇش', book: 'زاكاز قىلىڭ', send: 'ئەۋەتىڭ', save: 'ساقلاش', pay: 'ھازىر تۆلەش', remove: 'ئۆچۈرۈش', step: 'كېيىنكى',
    orders: 'شەنبە ئۈچۈن ئىككى بېلەت سېتىۋېلىڭ', posts: 'ساتقۇچىغا يېزىڭ، ۋېلىسىپىتنى ئەتە ئالىمەن', notBuying: 'باھالارنى سېلىشتۇرۇڭ، لېكىن ھېچنېمە سېتىۋالماڭ' },
  { lang: 'ps', look: 'ولټوئ', buy: 'ټوکرۍ ته یې واچوئ', book: 'بک کړئ', send: 'ولېږئ', save: 'خوندي کړئ', pay: 'اوس تادیه کړئ', remove: 'حذف کړئ', step: 'بل',
    orders: 'د شنبې لپاره دوه ټکټونه واخلئ', posts: 'پلورونکي ته ولیکئ چې بایسکل به سبا یوسم', notBuying: 'بیې پرتله کړئ خو هیڅ شی مه اخلئ' },
  { lang: 'sd', look: 'ڳوليو', buy: 'ڪارٽ ۾ شامل ڪريو', book: 'بڪ ڪريو', send: 'موڪليو', save: 'محفوظ ڪريو', pay: 'هاڻي ادا ڪريو', remove: 'ڊليٽ ڪريو', step: 'اڳيون',
    orders: 'ڇنڇر لاءِ ٻه ٽڪيٽون خريد ڪريو', posts: 'وڪڻندڙ کي لکو ته سائيڪل سڀاڻي کڻندس', notBuying: 'قيمتن جي ڀيٽ ڪريو پر ڪجهه به خريد نه ڪريو' },
  { lang: 'or', look: 'ଖୋଜନ୍ତୁ', buy: 'କାର୍ଟରେ ଯୋଡନ୍ତୁ', book: 'ବୁକ୍ କରନ୍ତୁ', send: 'ପଠାନ୍ତୁ', save: 'ସେଭ୍ କରନ୍ତୁ', pay: 'ପେମେଣ୍ଟ କରନ୍ତୁ', remove: 'ଡିଲିଟ୍ କରନ୍ତୁ', step: 'ପରବର୍ତ୍ତୀ',
    orders: 'ଶନିବାର ପାଇଁ ଦୁଇଟି ଟିକେଟ କିଣନ୍ତୁ', posts: 'ବିକ୍ରେତାଙ୍କୁ ପଚାରନ୍ତୁ ଡେଲିଭରି କେବେ ହେବ', notBuying: 'ଦାମ ତୁଳନା କରନ୍ତୁ କିନ୍ତୁ କିଛି କିଣନ୍ତୁ ନାହିଁ' },
  { lang: 'as', look: 'বিচাৰক', buy: 'কাৰ্টত যোগ কৰক', book: 'বুক কৰক', send: 'পঠিয়াওক', save: 'ছেভ কৰক', pay: 'পৰিশোধ কৰক', remove: 'মচক', step: 'পৰৱৰ্তী',
    orders: 'শনিবাৰৰ বাবে দুখন টিকট কিনক', posts: 'বিক্ৰেতাক সোধক ডেলিভাৰী কেতিয়া হ’ব', notBuying: 'দাম তুলনা কৰক কিন্তু একো অৰ্ডাৰ নকৰিব' },
  { lang: 'sn', look: 'Tsvaga', buy: 'Isa mukabhasikiti', book: 'Odha', send: 'Tumira', save: 'Chengetedza', pay: 'Bhadhara izvozvi', remove: 'Dzima', step: 'Enderera',
    orders: 'tengai matikiti maviri eMugovera', posts: 'nyorai mutengesi kuti ndichatora bhasikoro mangwana', notBuying: 'enzanisai mitengo asi musatenga chinhu' },
  { lang: 'st', look: 'Batla', buy: 'Kenya ka basketeng', book: 'Odara', send: 'Romela molaetsa', save: 'Boloka', pay: 'Lefa hona joale', remove: 'Hlakola', step: 'Tswela pele',
    orders: 'nthekele ditekete tse pedi tsa Moqebelo', posts: 'ngola morekisi hore ke tla lata baesekele hosane', notBuying: 'bapisa ditheko empa o se ke wa odara letho' },
  { lang: 'tn', look: 'Batla', buy: 'Tsenya mo kgetsing', book: 'Otara', send: 'Romela', save: 'Boloka', pay: 'Duela jaanong', remove: 'Phimola', step: 'Tswelela',
    orders: 'nthekele ditekete tse pedi tsa Lamatlhatso', posts: 'kwala morekisi gore ke tla tsaya baesekele ka moso', notBuying: 'bapisa ditlhwatlhwa mme o se otare sepe' },
  { lang: 'om', look: 'Barbaadi', buy: 'Gaariitti dabali', book: 'Ajaji', send: 'Ergi', save: 'Kuusi', pay: 'Amma kaffali', remove: 'Haqi', step: 'Itti fufi',
    orders: 'Sanbataaf tikeetii lama naaf bitadhu', posts: 'daldalaa sanaaf barreessi akka ani saayikilii boru fudhadhu', notBuying: 'gatii madaali garuu homaa hin bitadhu' },
  { lang: 'ig', look: 'Chọọ', buy: 'Tinye na nkata', book: 'Debe oche', send: 'Zite', save: 'Chekwaa', pay: 'Kwụọ ugbu a', remove: 'Hichapụ', step: 'Gaa n’ihu',
    orders: 'zụta tiketi abụọ maka Satọde', posts: 'dee onye na-ere ahịa ozi na m ga-abịa echi', notBuying: 'tụlee ọnụahịa mana azụla ihe ọ bụla' },
  { lang: 'mi', look: 'Rapua', buy: 'Tāpiri ki te kete', book: 'Tāpuitia', send: 'Tukuna', save: 'Tiaki', pay: 'Utu ināianei', remove: 'Mukua', step: 'Panuku',
    orders: 'hokona ētahi tīkiti e rua mō te Rāhoroi', posts: 'tuhia he karere ki te kaihoko', notBuying: 'whakatauritea ngā utu engari kaua e hokona tētahi mea' },
  { lang: 'tpi', look: 'Painim', buy: 'Putim long baket', book: 'Bukim', send: 'Salim tok', save: 'Seivim', pay: 'Peim nau', remove: 'Rausim', step: 'Go het',
    orders: 'baim tupela tiket bilong Sarere', posts: 'raitim tok long stoa man olsem mi kisim baisikol tumora', notBuying: 'skelim ol prais tasol noken baim wanpela samting' },
];

describeLanguageRows('the web lexicon in the languages added for wider coverage', TABLE);

describe("the added languages leave the other languages' words as they were", () => {
  it('a word of an added language that is a common word elsewhere asks nothing there', () => {
    // Shona "tenga" (buy) is read only as "tengai", "kutenga": the Spanish "tenga" is "have".
    assert.ok(!scopeOf('busca un hotel que tenga piscina en Málaga').includes('order-manage'));
    // Sesotho and Setswana "reka" (buy) alone is left out: the Slovenian "reka" is a river.
    assert.ok(!scopeOf('poišči kamp ob reki, reka Soča').includes('order-manage'));
    // Esperanto "lui" (rent) is left out: the French "lui" is "him".
    assert.ok(!scopeOf('trouve-lui un cadeau et montre-lui les prix').includes('order-manage'));
    // Māori "ōta" (an order) is left out: the Finnish "ota" is "take".
    assert.ok(!scopeOf('ota selvää aukioloajoista').includes('order-manage'));
    // Sesotho "araba" (reply) and Turkmen "geçir" (transfer) are left out: the Turkish "car" and "spend".
    assert.ok(!scopeOf('araba kiralama fiyatlarını karşılaştır').includes('message-send'));
    assert.ok(!scopeOf('hafta sonu tatil geçir, otelleri göster').includes('payment-initiate'));
    // Faroese "senda" and Tok Pisin "salim" alone are left out: the Spanish "path", and a name.
    assert.ok(foreignWebRequests('busca una senda de montaña cerca de Jaca').every((r) => r.kind !== 'post'));
    assert.ok(!scopeOf('find a birthday gift for Salim under 30 dollars').includes('message-send'));
  });
});

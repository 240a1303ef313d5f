/**
 * Kazakh, Kyrgyz, Uzbek, Tajik and Mongolian: the words of web tasks and of page controls. For each
 * kind, in this order: the verbal noun or infinitive (a button's word: "сатып алу", "сатып алуу",
 * "sotib olish", "харидан", "захиалах"), the imperative familiar and polite ("ізде" / "іздеңіз",
 * "qidir" / "qidiring", "харед", "илгээ" / "илгээгээрэй"), and a page's phrases ("Себетке қосу",
 * "Savatga qoʻshish", "Ба сабад илова", "Сагсанд нэмэх"). A Turkic verb is negated inside the word
 * ("алма", "olmang"): such a word is no form of these lists; Mongolian negates with "бүү" or "битгий"
 * before the verb. Uzbek is read in Latin letters, with its oʻ and gʻ written with the turned comma
 * (U+02BB) or, on controls, with an apostrophe, which splits the word ("to'lash": "to" "lash").
 * Left out: Kazakh and Kyrgyz "жаз" (write; also "summer"), Kazakh "аудару" (transfer; also
 * "translate"); Uzbek "yoz" (write; also "summer") and "top" (find); Mongolian "ол" (find; the Kazakh
 * "that") and "хай" and "үз" alone.
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const CENTRAL_ASIAN: readonly Lexicon[] = [
  { lang: 'kk',
    lightVerbs: 'жаса жасаңыз жасап+беріңіз жасап+бер бер беріңіз беріңізші ет етіңіз қалдыр қалдырыңыз',
    lightNouns: { order: 'брон', post: 'жауап сұрақ өтініш', look: 'тексеру', commit: 'тіркеу' }, negations: 'жоқ емес ешқашан ешнәрсе ешбір', determiners: 'бір бұл осы сол менің сенің оның біздің', pronouns: 'маған бізге оған',
    forms: {
      look: 'іздеу ізде іздеңіз тап табыңыз тексеру тексер тексеріңіз салыстыру салыстыр салыстырыңыз көрсет көрсетіңіз',
      order: 'сатып+алу сатып+ал сатып+алыңыз тапсырыс+беру тапсырыс+бер тапсырыс+беріңіз брондау брондаңыз жалға+алу',
      post: 'жазу жазыңыз жіберу жібер жіберіңіз жариялау жариялаңыз жауап+беру жауап+бер жауап+беріңіз сұра сұраңыз пікір+қалдыру',
      pay: 'төлеу төле төлеңіз ақша+аудару ақша+жіберу',
      settings: 'өшір өшіріңіз іске+қос іске+қосыңыз ажырат ажыратыңыз' },
    controls: {
      look: 'сұрыптау сүзгі', order: 'себетке+қосу себетке+салу себетке қазір+сатып+алу тапсырысты+рәсімдеу', pay: 'қазір+төлеу',
      commit: 'растау растаңыз қабылдау келісемін', save: 'сақтау сақта сақтаңыз', remove: 'жою жойыңыз өшіру алып+тастау', step: 'келесі жалғастыру әрі+қарай қолдану',
      leave: 'болдырмау бас+тарту артқа жабу' },
    nouns: { look: 'іздеу', order: 'тапсырыс тапсырысты брондау жазылым', pay: 'төлем төлемді аударым', post: 'хабарлама хабарламаны пікір' },
    places: { order: 'себет себетке себетте тапсырыс тапсырыстар төлем брондау билеттер', pay: 'аударымдар', settings: 'баптаулар параметрлер профиль хабарландырулар',
      post: 'хабарламалар пікірлер форум' } },
  { lang: 'ky',
    lightVerbs: 'кыл кылыңыз кылып+бериңиз бер бериңиз жаса жасаңыз калтыр калтырыңыз',
    lightNouns: { order: 'брон', post: 'жооп суроо арыз', look: 'текшерүү', commit: 'каттоо' }, negations: 'жок эмес эч эчтеме', determiners: 'бир бул ушул ошол менин сенин анын биздин', pronouns: 'мага бизге ага',
    forms: {
      look: 'издөө изде издеңиз табуу табыңыз текшерүү текшер текшериңиз салыштыруу салыштыр салыштырыңыз көрсөт көрсөтүңүз',
      order: 'сатып+алуу сатып+ал сатып+алыңыз буйрутма+берүү буйрутма+бер буйрутма+бериңиз заказ+берүү брондоо брондоңуз ижарага+алуу',
      post: 'жазуу жазыңыз жөнөтүү жөнөт жөнөтүңүз жарыялоо жарыялаңыз жооп+берүү жооп+бер жооп+бериңиз сура сураңыз',
      pay: 'төлөө төлө төлөңүз акча+которуу акча+жөнөтүү',
      settings: 'өчүр өчүрүңүз күйгүз күйгүзүңүз иштет иштетиңиз' },
    controls: {
      look: 'иреттөө чыпкалоо', order: 'себетке+кошуу себетке азыр+сатып+алуу', pay: 'азыр+төлөө',
      commit: 'ырастоо тастыктоо макулмун', save: 'сактоо сакта сактаңыз', remove: 'өчүрүү алып+салуу жок+кылуу', step: 'кийинки улантуу андан+ары колдонуу',
      leave: 'жокко+чыгаруу артка жабуу' },
    nouns: { look: 'издөө', order: 'буйрутма буйрутманы заказ брондоо', pay: 'төлөм төлөмдү', post: 'билдирүү билдирүүнү пикир' },
    places: { order: 'себет себетке буйрутма буйрутмалар төлөм брондоо билеттер', settings: 'жөндөөлөр параметрлер профиль', post: 'билдирүүлөр пикирлер форум' } },
  { lang: 'uz',
    lightVerbs: 'qil qiling qilib+bering qilib+ber ber bering et eting qoldir qoldiring', negatedLightVerbs: 'qilmang bermang qilma berma',
    lightNouns: { post: 'javob savol ariza', look: 'tekshiruv', commit: 'roʻyxat' }, negations: 'emas hech hechqachon olmang bermang qilmang', determiners: 'bir bu shu mening sening uning bizning', pronouns: 'menga bizga unga',
    forms: {
      look: 'qidirish qidir qidiring toping tekshirish tekshir tekshiring solishtirish solishtir solishtiring',
      order: 'sotib+olish sotib+ol sotib+oling buyurtma+berish buyurtma+ber buyurtma+bering bron+qilish bron+qiling ijaraga+olish',
      post: 'yozish yozing yuborish yubor yuboring javob+berish javob+ber javob+bering ulashish izoh+qoldirish',
      pay: 'toʻlash toʻla toʻlang toʻlov+qilish',
      settings: 'oʻchiring yoqing faollashtiring oʻchirib+qoʻying' },
    controls: {
      look: 'saralash', order: 'savatga+qoʻshish savatga+qo+shish savatga hozir+sotib+olish buyurtmani+rasmiylashtirish', pay: 'to+lash to+lang hozir+toʻlash',
      commit: 'tasdiqlash tasdiqlang roziman', save: 'saqlash saqlang', remove: 'oʻchirish o+chirish olib+tashlash', step: 'keyingi davom+etish davom+eting',
      leave: 'bekor+qilish orqaga yopish' },
    nouns: { look: 'qidiruv', order: 'buyurtma buyurtmani bron xarid obuna', pay: 'toʻlov', post: 'xabar xabarni izoh sharh' },
    places: { order: 'savat savatcha savatga buyurtma buyurtmalar toʻlov chiptalar', settings: 'sozlamalar profil', post: 'xabarlar izohlar sharhlar forum' } },
  { lang: 'tg',
    lightVerbs: 'кун кунед кунй намо намоед диҳ диҳед деҳ гузор гузоред шав шавед', negatedLightVerbs: 'накун накунед надиҳед надеҳ', suffixes: 'ро',
    markers: 'лутфан барои', lightNouns: { order: 'харид брон иҷора обуна', post: 'ҷавоб савол фикр', look: 'ҷустуҷӯ санҷиш муқоиса', commit: 'сабт', save: 'захира' }, negations: 'не на ҳеҷ бе ҳаргиз', determiners: 'ин он як', pronouns: 'ман мо',
    forms: {
      look: 'ҷустуҷӯ+кунед ҷустуҷӯ+кун ёбед санҷед муқоиса+кунед муқоиса+кун нишон+диҳед',
      order: 'харидан харед харид+кунед фармоиш+диҳед фармоиш+деҳ фармоиш+додан брон+кунед',
      post: 'навиштан нависед фиристодан фиристед фирист ҷавоб+диҳед пурсед нашр+кунед',
      pay: 'пардохтан пардохт+кунед пардохт+кун интиқол+диҳед',
      settings: 'хомӯш+кунед фаъол+кунед ғайрифаъол+кунед' },
    controls: {
      look: 'филтр', order: 'ба+сабад илова+ба+сабад ҳозир+харед', pay: 'ҳозир+пардохт+кунед', commit: 'тасдиқ тасдиқ+кунед қабул', save: 'захира захира+кунед',
      remove: 'нест+кардан ҳазф ҳазф+кунед', step: 'баъдӣ идома', leave: 'бекор+кардан бекор бозгашт' },
    nouns: { order: 'фармоиш харид', pay: 'пардохт', post: 'паём шарҳ' },
    places: { order: 'сабад фармоиш фармоишҳо пардохт чиптаҳо', settings: 'танзимот профил', post: 'паёмҳо шарҳҳо' } },
  { lang: 'mn',
    lightVerbs: 'хий хийнэ+үү хийгээрэй хийж+өгөөрэй хийж+өг өг өгөөрэй өгнө+үү үлдээ үлдээгээрэй',
    lightNouns: { order: 'захиалж худалдаж', post: 'бичиж илгээж хариулж', pay: 'төлж', look: 'хайж шалгаж', commit: 'бүртгэл', save: 'хадгалж' }, negations: 'бүү битгий үгүй биш огт хэрэггүй', determiners: 'нэг энэ тэр миний чиний түүний бидний', pronouns: 'надад бидэнд түүнд',
    forms: {
      look: 'хайх хайгаарай олох олоорой шалгах шалга шалгаарай харьцуулах харьцуул харуул',
      order: 'худалдаж+авах худалдаж+ав худалдан+авах захиалах захиал захиалаарай түрээслэх захиалга+өгөх',
      post: 'бичих бич бичээрэй илгээх илгээ илгээгээрэй нийтлэх нийтэл хариулах хариул асуух асуу',
      pay: 'төлөх төлөөрэй шилжүүлэх шилжүүл мөнгө+шилжүүлэх',
      settings: 'унтраа унтраах асаа асаах идэвхжүүл' },
    controls: {
      look: 'эрэмбэлэх шүүлтүүр', order: 'сагсанд+нэмэх сагслах сагсанд одоо+худалдаж+авах захиалга+хийх', pay: 'одоо+төлөх төлбөр+төлөх',
      commit: 'баталгаажуулах батлах зөвшөөрөх', save: 'хадгалах хадгал', remove: 'устгах устга', step: 'дараах дараагийн үргэлжлүүлэх',
      leave: 'цуцлах болих буцах хаах' },
    nouns: { look: 'хайлт', order: 'захиалга захиалгыг', pay: 'төлбөр төлбөрийг', post: 'мессеж зурвас сэтгэгдэл хариулт' },
    places: { order: 'сагс сагсанд захиалга захиалгууд төлбөр тасалбар', settings: 'тохиргоо профайл', post: 'мессежүүд сэтгэгдлүүд' } },
];

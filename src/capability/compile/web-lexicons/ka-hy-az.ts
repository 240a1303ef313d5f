/**
 * Georgian, Armenian and Azerbaijani: the words of web tasks and of page controls. Georgian asks
 * with the aorist imperative ("იყიდე" / "იყიდეთ", "დაჯავშნე", "გაგზავნე") and its buttons say the
 * verbal noun ("ყიდვა", "გაგზავნა", "შენახვა", "წაშლა"); its postpositions are endings
 * ("კალათაში": in the cart), listed with the word, and its genitive names what a control acts on
 * ("ჯავშნის გაუქმება": cancelling a booking, an order as "Cancelar reserva" is). Its dismissing
 * "Cancel" is the verbal noun ("გაუქმება"); the imperative ("გააუქმე": cancel it) is read as the
 * removal it commands. Armenian: infinitive, imperative singular and
 * plural ("գնել", "գնիր" / "գնեք"); its prohibitive "մի" (do not) is read as a negation, never an
 * article, and its negated verbs ("չգնել") are words of their own. Azerbaijani asks with a noun and
 * "et" / "edin" ("sifariş et", "bron edin"), read as a phrase; it shares many words with Turkish of
 * the same kind ("sil", "geri", "mesaj"). Left out: Armenian "գնում" (a purchase; also "is going"),
 * "հետ" (back; also "with"); Azerbaijani "al" (buy; the Spanish "al"), "tap" (find), "yaz"
 * alone (write; also "summer"), "hesab" (an account, and a bill).
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const KA_HY_AZ: readonly Lexicon[] = [
  { lang: 'ka', negations: 'არ ნუ არაფერი არაფრის არასოდეს გარეშე ნურაფერს', determiners: 'ჩემი შენი მისი ჩვენი ეს ის ამ იმ ერთი', pronouns: 'მე ჩვენ მას',
    forms: {
      look: 'მოძებნე მოძებნეთ მოძებნა იპოვე იპოვეთ შეამოწმე შეამოწმეთ შეადარე შეადარეთ მაჩვენე მაჩვენეთ ნახე ნახეთ',
      order: 'იყიდე იყიდეთ ვიყიდი შეიძინე შეიძინეთ შეუკვეთე შეუკვეთეთ დაჯავშნე დაჯავშნეთ იქირავე იქირავეთ გამოიწერე მიყიდე მიყიდეთ დამიჯავშნე დამიჯავშნეთ შემიკვეთე შემიკვეთეთ',
      post: 'დაწერე დაწერეთ მისწერე მისწერეთ გაგზავნე გაგზავნეთ გაუგზავნე გაუგზავნეთ გამოაქვეყნე უპასუხე უპასუხეთ ჰკითხე ჰკითხეთ დააკომენტარე',
      pay: 'გადაიხადე გადაიხადეთ გადარიცხე გადარიცხეთ ჩარიცხე',
      settings: 'ჩართე ჩართეთ გამორთე გამორთეთ' },
    controls: {
      look: 'დალაგება ფილტრი გაფილტვრა ძებნა ძიება', order: 'ყიდვა შეძენა კალათაში+დამატება დამატება+კალათაში კალათაში ახლავე+ყიდვა ყიდვა+ახლავე შეკვეთის+გაფორმება შეკვეთის+დადასტურება დაჯავშნა ჯავშნის+დადასტურება',
      pay: 'გადახდა+ახლავე ახლავე+გადახდა', post: 'გაგზავნა გამოქვეყნება დაკომენტარება', commit: 'დადასტურება დაადასტურე დაადასტურეთ ვეთანხმები', save: 'შენახვა შეინახე შეინახეთ',
      remove: 'წაშლა წაშალე წაშალეთ ამოშლა გააუქმე გააუქმეთ', step: 'შემდეგი გაგრძელება გააგრძელე', leave: 'გაუქმება დახურვა უკან' },
    nouns: { look: 'ძიება', order: 'შეკვეთა შეკვეთას შეკვეთის ჯავშანი ჯავშნის გამოწერა გამოწერის', pay: 'გადახდა გადარიცხვა', post: 'შეტყობინება კომენტარი შეფასება პასუხი' },
    places: { order: 'კალათა კალათაში კალათის შეკვეთა შეკვეთები შეკვეთის გადახდა ჯავშანი ბილეთები', pay: 'გადარიცხვები', settings: 'პარამეტრები ანგარიში პროფილი',
      post: 'შეტყობინებები კომენტარები შეფასებები ფორუმი' } },
  { lang: 'hy', negations: 'մի ոչ ոչինչ առանց երբեք', determiners: 'իմ քո նրա մեր այս այդ այն', pronouns: 'ինձ մեզ նրան',
    forms: {
      look: 'որոնել որոնիր որոնեք գտնել գտիր գտեք ստուգել ստուգիր ստուգեք համեմատել համեմատիր համեմատեք ցույց+տուր ցույց+տվեք',
      order: 'գնել գնիր գնեք պատվիրել պատվիրիր պատվիրեք ամրագրել ամրագրիր ամրագրեք վարձել վարձիր',
      post: 'գրել գրիր գրեք ուղարկել ուղարկիր ուղարկեք հրապարակել հրապարակիր պատասխանել պատասխանիր պատասխանեք հարցրու հարցրեք մեկնաբանել',
      pay: 'վճարել վճարիր վճարեք փոխանցել փոխանցիր փոխանցեք',
      settings: 'միացնել միացրու անջատել անջատիր' },
    controls: {
      look: 'տեսակավորել զտել', order: 'ավելացնել+զամբյուղ ավելացնել+զամբյուղում զամբյուղում գնել+հիմա պատվիրել+հիմա ձևակերպել+պատվերը', pay: 'վճարել+հիմա',
      commit: 'հաստատել հաստատեք համաձայն+եմ ընդունել', save: 'պահպանել պահպանեք պահել', remove: 'ջնջել ջնջեք հեռացնել', step: 'հաջորդը հաջորդ շարունակել',
      leave: 'չեղարկել չեղարկեք փակել վերադառնալ' },
    nouns: { look: 'որոնում', order: 'պատվեր պատվերը պատվերի ամրագրում ամրագրումը բաժանորդագրություն', pay: 'վճարում վճարումը փոխանցում', post: 'հաղորդագրություն մեկնաբանություն կարծիք պատասխան' },
    places: { order: 'զամբյուղ զամբյուղը պատվեր պատվերներ վճարում ամրագրում տոմսեր', pay: 'փոխանցումներ', settings: 'կարգավորումներ պրոֆիլ ծանուցումներ',
      post: 'հաղորդագրություններ մեկնաբանություններ կարծիքներ ֆորում' } },
  { lang: 'az',
    lightVerbs: 'et edin eləyin elə ver verin ol olun qoy qoyun', negatedLightVerbs: 'etmə etməyin vermə verməyin', suffixes: 'ı i u ü',
    lightNouns: { order: 'sifariş bron rezerv abunə', post: 'şərh rəy mesaj cavab sual müraciət', pay: 'ödəniş köçürmə', look: 'axtarış yoxlama müqayisə' }, negations: 'yox heç heçnə əsla deyil olmadan etmə etməyin', determiners: 'bir bu o mənim sənin onun bizim', pronouns: 'mənə bizə ona',
    forms: {
      look: 'axtar axtarın axtarmaq tapın yoxla yoxlayın müqayisə+et müqayisə+edin göstər göstərin baxın',
      order: 'satın+al satın+alın sifariş+et sifariş+edin sifariş+ver rezerv+et rezerv+edin bron+et bron+edin icarəyə+götür abunə+ol abunə+olun',
      post: 'yazın yazmaq göndər göndərin paylaş paylaşın cavab+ver cavab+verin soruş soruşun şərh+yaz dərc+et',
      pay: 'ödə ödəyin ödəniş+et ödəniş+edin köçür köçürün',
      settings: 'söndür söndürün yandır yandırın aktivləşdir aktivləşdirin deaktiv+et deaktiv+edin' },
    controls: {
      look: 'çeşidlə sırala', order: 'səbətə+at səbətə+əlavə+et səbətə indi+al sifarişi+rəsmiləşdir sifarişi+tamamla', pay: 'indi+ödə',
      commit: 'təsdiqlə təsdiqləyin təsdiq+et qəbul+et razıyam', save: 'yadda+saxla saxla', remove: 'sil silin', step: 'növbəti davam+et irəli tətbiq+et',
      leave: 'ləğv+et imtina geri bağla' },
    nouns: { look: 'axtarış', order: 'sifariş sifarişi bron abunə', pay: 'ödəniş ödənişi köçürmə', post: 'mesaj mesajı şərh rəy' },
    places: { order: 'səbət səbəti sifariş sifarişlər ödəniş biletlər', pay: 'köçürmələr', settings: 'parametrlər ayarlar profil bildirişlər',
      post: 'mesajlar şərhlər rəylər forum' } },
];

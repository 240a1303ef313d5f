/**
 * Greek, Turkish, Russian and Ukrainian: the words of web tasks and of page controls. For each kind,
 * in this order: infinitive (Greek has none: the first person), informal and formal imperative
 * ("κλείσε" / "κλείστε", "öde" / "ödeyin", "закажи" / "закажите"), and a page's phrases ("Προσθήκη στο
 * καλάθι", "Sepete ekle", "Добавить в корзину"). Greek "κλείσε" books ("κλείσε μου εισιτήριο") and
 * closes ("κλείσε το παράθυρο"): it asks only with an object after it. Turkish puts its object first
 * and its negation inside the verb ("alma"), so its phrases hold the object ("satın al", "sipariş ver").
 * "Continue to payment" is a step in a checkout, read as one phrase before its noun.
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const EASTERN: readonly Lexicon[] = [
  { lang: 'el',
    lightVerbFirst: true, lightVerbs: 'άφησε αφήστε κάνε κάντε υπόβαλε υποβάλετε',
    lightNouns: { post: 'κριτική ερώτηση αίτηση', order: 'παραγγελία κράτηση' }, creates: 'δημιούργησε δημιουργήστε άνοιξε ανοίξτε', negations: 'δεν μην μη όχι ποτέ χωρίς τίποτα κανένα καμία',
    determiners: 'ο η το οι τα τον την του της των τις ένα ένας μια μία αυτό αυτή αυτός αυτά',
    pronouns: 'μου μας σου σας του της τους',
    forms: {
      look: 'αναζήτησε αναζητήστε ψάξε ψάξτε βρες βρείτε έλεγξε ελέγξτε τσέκαρε σύγκρινε συγκρίνετε δείξε δείξτε δες δείτε κοίτα κοιτάξτε',
      order: 'αγόρασε αγοράστε παράγγειλε παραγγείλτε κλείσε κλείστε κράτησε κρατήστε νοίκιασε νοικιάστε ενοικίασε ενοικιάστε κάνε+κράτηση κάντε+κράτηση κάνε+μου+κράτηση',
      post: 'γράψε γράψτε στείλε στείλτε δημοσίευσε δημοσιεύστε σχολίασε σχολιάστε απάντησε απαντήστε ρώτα ρωτήστε κοινοποίησε επικοινώνησε επικοινωνήστε εγγράψου εγγραφείτε',
      pay: 'πλήρωσε πληρώστε εξόφλησε εξοφλήστε μετάφερε μεταφέρετε',
      settings: 'ενεργοποίησε ενεργοποιήστε απενεργοποίησε απενεργοποιήστε' },
    nounLike: 'κλείσε κλείστε',
    controls: {
      look: 'ταξινόμηση φίλτρα', order: 'προσθήκη+στο+καλάθι στο+καλάθι ολοκλήρωση+αγοράς ολοκλήρωση+παραγγελίας ολοκλήρωση+κράτησης αγορά+τώρα κράτηση+τώρα ταμείο',
      pay: 'πληρωμή+τώρα πλήρωσε+τώρα', commit: 'επιβεβαίωση επιβεβαίωσε επιβεβαιώστε υποβολή αποδοχή αποδέχομαι συμφωνώ ολοκλήρωση', save: 'αποθήκευση αποθήκευσε αποθηκεύστε προσθήκη+στα+αγαπημένα',
      remove: 'διαγραφή διάγραψε διαγράψτε αφαίρεση αφαίρεσε αφαιρέστε ακύρωση+κράτησης ακύρωση+παραγγελίας',
      step: 'συνέχεια συνέχισε συνεχίστε επόμενο επόμενη εφαρμογή συνέχεια+στην+πληρωμή συνέχεια+στο+ταμείο μετάβαση+στην+πληρωμή', leave: 'ακύρωση άκυρο πίσω επιστροφή κλείσιμο έξοδος' },
    nouns: { look: 'αναζήτηση προβολή', order: 'κράτηση κράτησης αγορά αγοράς παραγγελία παραγγελίας συνδρομή', pay: 'πληρωμή πληρωμής εξόφληση μεταφορά έμβασμα',
      post: 'μήνυμα σχόλιο απάντηση δημοσίευση αποστολή εγγραφή' },
    places: { order: 'καλάθι ταμείο κράτηση κρατήσεις παραγγελία παραγγελίες πληρωμή εισιτήρια', pay: 'μεταφορά μεταφορές εμβάσματα', settings: 'ρυθμίσεις λογαριασμός προφίλ προτιμήσεις ειδοποιήσεις',
      post: 'μηνύματα σχόλια συζήτηση θέμα' } },
  { lang: 'tr',
    lightVerbs: 'yap yapın yapınız yapar+mısın yapar+mısınız yapabilir+misin yapabilir+misiniz yapsana et edin ediniz eder+misin eder+misiniz edebilir+misin etsene ver verin veriniz verir+misin verir+misiniz verebilir+misin versene ol olun bırak bırakın',
    negatedLightVerbs: 'yapma yapmayın etme etmeyin verme vermeyin olma olmayın', suffixes: 'ı i u ü yı yi yu yü',
    lightNouns: { order: 'sipariş rezervasyon rezerve randevu', post: 'yorum mesaj yanıt cevap başvuru soru değerlendirme', pay: 'ödeme havale eft', look: 'arama kontrol', commit: 'kayıt' }, creates: 'oluştur oluşturun', negations: 'değil yok hiç hiçbir asla hayır etme yapma',
    determiners: 'bir bu şu benim senin onun',
    pronouns: 'bana bize ona',
    forms: {
      look: 'ara arayın bul bulun karşılaştır karşılaştırın göster gösterin bak bakın incele inceleyin kontrol+et kontrol+edin listele',
      order: 'satın+al satın+alın satın+almak sipariş+ver sipariş+verin sipariş+et rezervasyon+yap rezervasyon+yapın rezerve+et ayırt ayırtın kirala kiralayın abone+ol randevu+al',
      post: 'yaz yazın gönder gönderin yolla yollayın yanıtla yanıtlayın cevapla cevaplayın yorum+yap yorum+yapın paylaş paylaşın yayınla yayınlayın sor sorun mesaj+at başvur başvurun kaydol',
      pay: 'öde ödeyin ödeme+yap ödemeyi+yap havale+yap havale+et eft+yap',
      settings: 'aç açın kapat kapatın etkinleştir etkinleştirin devre+dışı+bırak' },
    controls: {
      look: 'sırala filtrele indir giriş+yap devamını+oku', order: 'sepete+ekle sepete+at sepeti+onayla kasaya+git siparişi+tamamla siparişi+onayla alışverişi+tamamla hemen+al şimdi+al',
      pay: 'şimdi+öde ödemeyi+tamamla', commit: 'onayla onaylayın tamamla kabul+et kabul+ediyorum', save: 'kaydet kaydedin', remove: 'sil silin kaldır kaldırın temizle çıkar',
      step: 'devam devam+et ileri sonraki uygula ödemeye+geç', leave: 'iptal vazgeç geri kapat', account: 'kayıt+ol üye+ol hesap+oluştur' },
    nouns: { look: 'arama', order: 'sipariş siparişi rezervasyon', pay: 'ödeme havale', post: 'mesaj mesajı yorum yanıt başvuru' },
    places: { order: 'sepet sepetim sepetiniz sipariş siparişler rezervasyon ödeme biletler kasa', pay: 'havale eft', settings: 'ayarlar hesap profil tercihler bildirimler',
      post: 'mesaj mesajınız mesajlar yorumlar forum' } },
  { lang: 'ru',
    lightVerbFirst: true, lightVerbs: 'оставь оставьте оставить подай подайте подать оформи оформите оформить сделай сделайте сделать соверши совершите задай задайте',
    lightNouns: { post: 'заявку заявка жалобу вопрос', order: 'бронь покупку', pay: 'платёж' }, creates: 'создай создайте', negations: 'не ни нет никогда без ничего',
    determiners: 'мой моя моё мои мою этот эта это эту',
    pronouns: 'мне нам ему ей',
    forms: {
      look: 'найти найди найдите искать ищи ищите проверить проверь проверьте сравнить сравни сравните показать покажи покажите посмотреть посмотри посмотрите узнать узнай узнайте',
      order: 'купить купи купите заказать закажи закажите забронировать забронируй забронируйте арендовать арендуй арендуйте оформить+заказ оформи+заказ оформите+заказ подписаться подпишись записаться запиши+меня запишите+меня',
      post: 'написать напиши напишите отправить отправь отправьте опубликовать опубликуй опубликуйте ответить ответь ответьте спросить спроси спросите поделиться прокомментировать прокомментируй прокомментируйте оставить+отзыв оставь+отзыв оставьте+отзыв оставить+комментарий',
      pay: 'оплатить оплати оплатите заплатить заплати заплатите перевести переведи переведите',
      settings: 'включить включи включите выключить выключи выключите отключить отключи отключите' },
    controls: {
      look: 'читать+далее сортировать фильтр скачать войти', order: 'в+корзину добавить+в+корзину оформить оформить+заказ купить+сейчас перейти+к+оформлению',
      pay: 'оплатить+сейчас', commit: 'подтвердить подтверждаю принять принимаю согласен готово', save: 'сохранить сохраните', remove: 'удалить удалите убрать отписаться очистить',
      step: 'далее продолжить дальше применить следующий следующая вперёд перейти+к+оплате', leave: 'отмена отменить назад закрыть', account: 'зарегистрироваться создать+аккаунт создать+учётную+запись' },
    nouns: { look: 'поиск', order: 'заказ бронирование покупка подписка', pay: 'оплата оплату платёж перевод', post: 'сообщение комментарий отзыв ответ' },
    places: { order: 'корзина заказ заказы оформление бронирование оплата билеты', pay: 'переводы платежи', settings: 'настройки профиль аккаунт уведомления',
      post: 'сообщения комментарии отзывы форум' } },
  { lang: 'uk',
    lightVerbFirst: true, lightVerbs: 'залиш залиште залишити подай подайте подати оформи оформіть оформити зроби зробіть зробити постав поставте постав',
    lightNouns: { post: 'заявку заявка скаргу питання', order: 'покупку', pay: 'платіж' }, creates: 'створи створіть', negations: 'не ні ніколи без нічого',
    determiners: 'мій моя моє мої мою цей ця це цю',
    pronouns: 'мені нам йому їй',
    forms: {
      look: 'знайти знайди знайдіть шукати шукай шукайте перевірити перевір перевірте порівняти порівняй порівняйте показати покажи покажіть подивитися подивись подивіться',
      order: 'купити купи купіть замовити замов замовте забронювати забронюй забронюйте орендувати орендуй оформити+замовлення підписатися записатися запиши+мене запишіть+мене',
      post: 'написати напиши напишіть надіслати надішли надішліть відправити відправ відправте опублікувати опублікуй опублікуйте відповісти відповідай дай+відповідь запитати запитай запитайте поділитися прокоментувати прокоментуй залишити+відгук залиш+відгук залиште+відгук',
      pay: 'оплатити оплати оплатіть заплатити заплати заплатіть сплатити сплати сплатіть переказати перекажи перекажіть',
      settings: 'увімкнути увімкни увімкніть вимкнути вимкни вимкніть' },
    controls: {
      look: 'читати+далі сортувати фільтр завантажити увійти', order: 'до+кошика додати+до+кошика в+кошик у+кошик додати+в+кошик додати+у+кошик оформити купити+зараз',
      pay: 'оплатити+зараз', commit: 'підтвердити підтверджую прийняти погоджуюсь готово', save: 'зберегти збережіть', remove: 'видалити видаліть прибрати відписатися очистити',
      step: 'далі продовжити застосувати наступний наступна вперед перейти+до+оплати', leave: 'скасувати назад закрити', account: 'зареєструватися створити+акаунт створити+обліковий+запис' },
    nouns: { look: 'пошук', order: 'замовлення бронювання покупка передплата підписка', pay: 'оплата оплату платіж переказ', post: 'повідомлення коментар відгук' },
    places: { order: 'кошик замовлення оформлення бронювання оплата квитки', pay: 'перекази платежі', settings: 'налаштування профіль акаунт сповіщення',
      post: 'коментарі відгуки форум' } },
];

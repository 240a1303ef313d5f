/**
 * Tool words of Finnish, Turkish and Russian (src/action/foreign.ts reads them). Finnish and
 * Turkish add case and possessive endings to their nouns, Russian its cases, so nouns are mostly
 * stems; Finnish compounds head last ("asiakaslaskut" are invoices). Forms that are as often
 * another word are left out (Finnish "lisää" adds and means "more"; "lataa" loads up or down).
 */
import type { ToolLanguage } from './language.ts';

// prettier-ignore
export const OTHER: readonly ToolLanguage[] = [
  { lang: 'fi', compounds: true, verbs: {
    shows: 'näyttää', show: 'näytä', lists: 'listaa', gets: 'hakee', get: 'hae hakea', searches: 'etsii', search: 'etsi etsiä', finds: 'löytää', find: 'löydä',
    reads: 'lukee', read: 'lue lukea', checks: 'tarkistaa', check: 'tarkista', calculates: 'laskee', returns: 'palauttaa', creates: 'luo', create: 'luo luoda',
    deletes: 'poistaa', delete: 'poista', updates: 'päivittää', update: 'päivitä', changes: 'muuttaa', change: 'muuta', edits: 'muokkaa', sets: 'asettaa',
    set: 'aseta', saves: 'tallentaa', save: 'tallenna', registers: 'rekisteröi', sends: 'lähettää', send: 'lähetä', pays: 'maksaa', pay: 'maksa',
    moves: 'siirtää', move: 'siirrä', refunds: 'hyvittää', refund: 'hyvitä', charges: 'veloittaa', cancels: 'peruuttaa peruu', cancel: 'peruuta',
    books: 'varaa', orders: 'tilaa', buys: 'ostaa', buy: 'osta', grants: 'myöntää', blocks: 'estää', executes: 'suorittaa', runs: 'ajaa', shares: 'jakaa',
    share: 'jaa', publishes: 'julkaisee', closes: 'sulkee', close: 'sulje', opens: 'avaa', approves: 'hyväksyy', approve: 'hyväksy', rejects: 'hylkää',
    schedules: 'ajoittaa', replies: 'vastaa',
  }, nouns: {
    settings: 'asetukset asetuks*', profile: 'profiili*', account: 'tili tilit tilin', invoices: 'lasku*', payments: 'maksu*', refund: 'hyvity*',
    transfer: 'siirto', bookings: 'varau*', orders: 'tilau*', purchase: 'osto*', customer: 'asiakas asiak*', suppliers: 'toimittaj*', users: 'käyttäj*',
    role: 'rooli*', permissions: 'oikeu*', access: 'pääsy*', key: 'avain', password: 'salasan*', list: 'luettelo*', card: 'kortti', file: 'tiedosto*',
    document: 'asiakirj*', messages: 'viest*', email: 'sähköposti*', time: 'aika', date: 'päivämäärä*', day: 'päivä', week: 'viikko', month: 'kuukausi',
    appointment: 'tapaami*', calendar: 'kalenter*', event: 'tapahtum*', course: 'kurssi*', lesson: 'oppitun*', student: 'oppila*', instructor: 'opettaj*',
    family: 'perhe*', member: 'jäsen*', report: 'raportti*', balance: 'saldo', statement: 'tiliote*', products: 'tuote tuotteet tuotteen', stock: 'varasto*',
    price: 'hinta hinnat', photo: 'kuva kuvat kuvan kuvia', task: 'tehtäv*', address: 'osoite', phone: 'puhelin', comment: 'kommentti*', amount: 'summa', company: 'yritys',
    employee: 'työntekij*', staff: 'henkilökunta', data: 'tiedot', details: 'tietoja', contract: 'sopimus', receipt: 'kuitti', delivery: 'toimitus',
    table: 'taulu*', row: 'rivi*', room: 'huone*', seat: 'paikka', ticket: 'lippu*', trip: 'matka*', vehicle: 'ajoneuvo*', guest: 'vieras vieraat',
    new: 'uusi',
  }, small: { and: 'ja', or: 'tai', without: 'ilman', not: 'ei', all: 'kaikki', only: 'vain' } },
  { lang: 'tr', verbs: {
    shows: 'gösterir', show: 'göster', lists: 'listeler', list: 'listele', gets: 'getirir', get: 'getir', searches: 'arar', search: 'ara', finds: 'bulur',
    find: 'bul', reads: 'okur', checks: 'kontrol_eder', calculates: 'hesaplar', returns: 'döndürür', creates: 'oluşturur', create: 'oluştur', adds: 'ekler',
    add: 'ekle', deletes: 'siler', delete: 'sil', removes: 'kaldırır', remove: 'kaldır', updates: 'günceller', update: 'güncelle', changes: 'değiştirir',
    change: 'değiştir', edits: 'düzenler', edit: 'düzenle', saves: 'kaydeder', save: 'kaydet', sends: 'gönderir', send: 'gönder', pays: 'öder', pay: 'öde',
    transfers: 'aktarır', transfer: 'aktar', refunds: 'iade_eder', refund: 'iade_et', charges: 'tahsil_eder', cancels: 'iptal_eder', cancel: 'iptal_et iptal',
    books: 'rezerve_eder rezervasyon_yapar', moves: 'taşır', move: 'taşı', orders: 'sipariş_verir', buys: 'satın_alır', buy: 'satın_al', invites: 'davet_eder',
    invite: 'davet_et', blocks: 'engeller', block: 'engelle', runs: 'çalıştırır', run: 'çalıştır', uploads: 'yükler', upload: 'yükle', downloads: 'indirir',
    download: 'indir', shares: 'paylaşır', share: 'paylaş', publishes: 'yayınlar', publish: 'yayınla', closes: 'kapatır', close: 'kapat', opens: 'açar',
    approves: 'onaylar', approve: 'onayla', rejects: 'reddeder', reject: 'reddet', schedules: 'planlar', notifies: 'bildirir', notify: 'bildir',
  }, nouns: {
    settings: 'ayar*', profile: 'profil*', account: 'hesap hesab*', invoices: 'fatura*', payments: 'ödeme*', refund: 'iade*', transfer: 'havale*',
    bookings: 'rezervasyon*', orders: 'sipariş*', customers: 'müşteri*', suppliers: 'tedarikçi*', users: 'kullanıcı*', role: 'rol roller rolü',
    permissions: 'yetki* izin*', access: 'erişim*', key: 'anahtar*', password: 'şifre* parola*', list: 'liste*', card: 'kart*', files: 'dosya*',
    document: 'belge*', messages: 'mesaj*', email: 'e-posta*', time: 'saat*', date: 'tarih*', day: 'gün günü günler günlük', week: 'hafta*', appointments: 'randevu*',
    calendar: 'takvim*', event: 'etkinlik*', lessons: 'ders*', students: 'öğrenci*', instructor: 'eğitmen*', family: 'aile*', members: 'üye üyeler üyesi üyelik',
    report: 'rapor*', balance: 'bakiye*', statement: 'ekstre*', products: 'ürün*', stock: 'stok*', prices: 'fiyat*', photo: 'fotoğraf*', tasks: 'görev*',
    address: 'adres*', phone: 'telefon*', comment: 'yorum*', status: 'durum*', amount: 'tutar*', company: 'şirket*', employees: 'çalışan*',
    staff: 'personel*', data: 'veri veriler verileri', details: 'ayrıntı* detay*', history: 'geçmiş*', contract: 'sözleşme*', transactions: 'işlem*', receipt: 'makbuz*',
    delivery: 'teslimat*', table: 'tablo*', row: 'satır*', room: 'oda odalar odası', seat: 'koltuk*', ticket: 'bilet*', trip: 'seyahat* yolculuk*',
    route: 'rota*', vehicle: 'araç aracı araçlar', guest: 'misafir*', new: 'yeni',
  }, small: { and: 've', or: 'veya', with: 'ile', for: 'için', not: 'değil', all: 'tüm bütün', only: 'sadece yalnızca' } },
  { lang: 'ru', verbs: {
    shows: 'показывает отображает', show: 'показать покажи', lists: 'выводит', returns: 'возвращает', gets: 'получает', get: 'получить получи',
    searches: 'ищет', search: 'искать найти найди', finds: 'находит', reads: 'читает', checks: 'проверяет', check: 'проверить проверь', calculates: 'вычисляет рассчитывает',
    creates: 'создаёт создает', create: 'создать создай', adds: 'добавляет', add: 'добавить добавь', deletes: 'удаляет', delete: 'удалить удали',
    updates: 'обновляет', update: 'обновить обнови', changes: 'изменяет меняет', change: 'изменить измени', edits: 'редактирует', sets: 'устанавливает',
    saves: 'сохраняет', save: 'сохранить', registers: 'регистрирует', sends: 'отправляет', send: 'отправить отправь', pays: 'оплачивает платит', pay: 'оплатить оплати',
    transfers: 'переводит', transfer: 'перевести', cancels: 'отменяет', cancel: 'отменить отмени', books: 'бронирует', book: 'забронировать',
    moves: 'переносит перемещает', move: 'перенести перенеси', orders: 'заказывает', order: 'заказать закажи', buys: 'покупает', buy: 'купить', invites: 'приглашает',
    grants: 'выдаёт выдает предоставляет', blocks: 'блокирует', block: 'заблокировать', executes: 'выполняет', runs: 'запускает', run: 'запустить',
    shares: 'делится', publishes: 'публикует', closes: 'закрывает', close: 'закрыть', opens: 'открывает', approves: 'подтверждает одобряет',
    rejects: 'отклоняет', assigns: 'назначает', assign: 'назначить', notifies: 'уведомляет',
  }, nouns: {
    settings: 'настройк*', profile: 'профил*', invoices: 'счёт счет счета счетов', payments: 'платеж* платёж* оплат*', refund: 'возврат*', transfer: 'перевод*',
    booking: 'брониров* бронь брони', orders: 'заказ*', purchase: 'покупк*', customers: 'клиент* покупател*', suppliers: 'поставщик*', users: 'пользовател*',
    role: 'роль роли ролей', permissions: 'права прав правами доступ*', key: 'ключ*', password: 'парол*', list: 'спис*', card: 'карточк* карт*', files: 'файл*', document: 'документ*',
    messages: 'сообщени*', email: 'письм* почта почту почты', time: 'время времени', date: 'дата даты дату', day: 'день дня дни', week: 'недел*', month: 'месяц*',
    calendar: 'календар*', event: 'событи*', course: 'курс*', lessons: 'урок* заняти*', students: 'ученик* учени*', instructor: 'инструктор*', family: 'семья семьи семью',
    member: 'участник*', report: 'отчёт* отчет*', balance: 'баланс* остат*', statement: 'выписк*', products: 'товар* продукт*', stock: 'склад*', price: 'цена цены цену',
    photo: 'фото*', tasks: 'задач*', address: 'адрес*', phone: 'телефон*', note: 'заметк*', comment: 'комментари*', status: 'статус*', amount: 'сумм*',
    company: 'компани*', employees: 'сотрудник*', data: 'данные данных', history: 'истори*', contract: 'договор*', transactions: 'транзакци*', receipt: 'чек чеки квитанци*',
    delivery: 'доставк*', table: 'таблиц*', row: 'строк*', seat: 'мест*', ticket: 'билет*', trip: 'поездк*', route: 'маршрут*', guest: 'гост*', new: 'новый новая новое',
  }, small: {
    and: 'и', or: 'или', with: 'с со', without: 'без', for: 'для', in: 'в во', on: 'на', from: 'из от', by: 'по', not: 'не', all: 'все всех', only: 'только',
  } },
];

/**
 * Tool words of Azerbaijani, Kazakh (Cyrillic script), Uzbek (Latin script), Vietnamese and
 * Tagalog (src/action/foreign.ts reads them).
 *
 * Azerbaijani, Kazakh and Uzbek end the clause with the verb and add case and possessive endings
 * to their nouns, so nouns are stems and each clause is read verb first; a verb made of a noun
 * and "etmək"/"qilmoq" ("ləğv edir", "bekor qiladi": cancels) is listed as a phrase. Uzbek is
 * written with "oʻ" and "gʻ" (the letter ʻ, or nothing, in names). Vietnamese writes a word of
 * several syllables with spaces between them, so most forms are phrases ("hủy_đơn_hàng"); a
 * syllable that is as often another word is left out ("của", of, folds as "cửa", door; "đang",
 * a verb's tense, as "đăng", posts; "mời", invites, as "mới", new; "trong", in, as "trống", free).
 * Tagalog marks its verbs' aspect with affixes ("nagpapadala", sends; "ipadala", send) and
 * writes many English verbs with them ("i-cancel": the English word is read as itself).
 * Left out: Azerbaijani "alır" is kept as gets (it buys only after "satın"); Kazakh "аударады"
 * (transfers and translates); Uzbek "yoqadi" (turns on, and likes); Tagalog "bukas" (open, and
 * tomorrow), "at" and "o" (and, or: English words), "hindi" (not, and the language's name).
 */
import type { ToolLanguage } from './language.ts';

// prettier-ignore
export const TURKIC_ASIAN: readonly ToolLanguage[] = [
  { lang: 'az', verbFinal: true, verbs: {
    shows: 'göstərir', show: 'göstər', lists: 'siyahıya_alır sadalayır', returns: 'qaytarır', gets: 'alır əldə_edir', get: 'əldə_et', searches: 'axtarır', search: 'axtar axtarış',
    finds: 'tapır', find: 'tap', reads: 'oxuyur', read: 'oxu', checks: 'yoxlayır', check: 'yoxla', calculates: 'hesablayır', calculate: 'hesabla', creates: 'yaradır',
    create: 'yarat', adds: 'əlavə_edir', add: 'əlavə_et', deletes: 'silir', delete: 'sil', removes: 'çıxarır', updates: 'yeniləyir', update: 'yenilə', changes: 'dəyişir',
    change: 'dəyiş', edits: 'redaktə_edir', sets: 'təyin_edir', saves: 'saxlayır', save: 'saxla', registers: 'qeydiyyatdan_keçirir', sends: 'göndərir', send: 'göndər',
    pays: 'ödəyir', pay: 'ödə', transfers: 'köçürür', transfer: 'köçür', refunds: 'pulu_geri_qaytarır', cancels: 'ləğv_edir', cancel: 'ləğv_et', books: 'rezerv_edir bron_edir',
    book: 'rezerv_et bron_et', orders: 'sifariş_edir sifariş_verir', order: 'sifariş_et sifariş_ver', buys: 'satın_alır', buy: 'satın_al',
    invites: 'dəvət_edir', grants: 'icazə_verir', blocks: 'bloklayır', runs: 'işə_salır', executes: 'icra_edir', uploads: 'yükləyir', downloads: 'endirir', shares: 'paylaşır',
    publishes: 'dərc_edir', closes: 'bağlayır', close: 'bağla', opens: 'açır', open: 'aç', approves: 'təsdiqləyir', approve: 'təsdiqlə', rejects: 'rədd_edir',
    notifies: 'bildirir', replies: 'cavab_verir', starts: 'yandırır', stops: 'söndürür', marks: 'işarələyir',
  }, nouns: {
    invoices: 'faktura*', orders: 'sifariş*', bookings: 'rezervasiya* bron*', appointment: 'qəbula_yazılış', customer: 'müştəri*', member: 'üzv üzvü üzvlər üzvləri', payments: 'ödəniş*',
    account: 'hesab hesabı hesabın hesablar hesabda', message: 'mesaj*', file: 'fayl*', report: 'hesabat*', list: 'siyahı*', status: 'status* vəziyyət*', stock: 'ehtiyat* anbar*',
    prices: 'qiymət*', details: 'təfərrüat*', weather: 'hava havanın', forecast: 'proqnoz*', temperature: 'temperatur*', door: 'qapı*', lock: 'kilid*', light: 'işıq*',
    heater: 'isitmə*', users: 'istifadəçi*', role: 'rol rolu rollar', access: 'giriş*', password: 'parol*', key: 'açar*', settings: 'parametr* ayarlar*', profile: 'profil*',
    products: 'məhsul*', room: 'otaq*', guest: 'qonaq*', date: 'tarix tarixi tarixə', day: 'gün günü günlər', week: 'həftə*', month: 'ay ayı', year: 'il ili', balance: 'balans*',
    transactions: 'əməliyyat*', history: 'tarixçə*', schedule: 'cədvəl*', calendar: 'təqvim*', event: 'tədbir*', task: 'tapşırıq*', note: 'qeyd qeydlər', comment: 'şərh*',
    address: 'ünvan*', phone: 'telefon*', email: 'e_poçt', document: 'sənəd*', amount: 'məbləğ*', company: 'şirkət*', employee: 'işçi*', staff: 'heyət*', data: 'məlumat*',
    card: 'kart kartı kartlar', ticket: 'bilet*', delivery: 'çatdırılma*', contract: 'müqavilə*', receipt: 'qəbz*', expenses: 'xərc*', results: 'nəticə*', statistics: 'statistika*',
    summary: 'xülasə*', availability: 'mövcudluq*', contacts: 'əlaqə*', name: 'adı adını adlar', code: 'kod kodu', type: 'növ növü', category: 'kateqoriya*', city: 'şəhər*',
    location: 'yer yeri', window: 'pəncərə*', money: 'pul pulu pulun', offer: 'təklif*', shift: 'növbə*', course: 'kurs*', student: 'tələbə*', today: 'bu_gün', "today's": 'bugünkü', tomorrow: 'sabah', "tomorrow's": 'sabahkı',
    current: 'cari', open: 'açıq', pending: 'gözləyən', unpaid: 'ödənilməmiş ödənməmiş', paid: 'ödənilmiş ödənmiş', received: 'alınmış', available: 'mövcud', free: 'boş',
    booked: 'rezerv_edilmiş', upcoming: 'qarşıdakı gələcək', latest: 'son ən_son', active: 'aktiv*', daily: 'gündəlik', weekly: 'həftəlik', monthly: 'aylıq', overdue: 'gecikmiş',
    new: 'yeni', command: 'əmr əmri əmrlər',
  }, small: { and: 'və', or: 'və_ya', with: 'ilə', without: 'olmadan', for: 'üçün', not: 'deyil', all: 'bütün hamısı', only: 'yalnız' } },
  { lang: 'kk', verbFinal: true, verbs: {
    shows: 'көрсетеді', show: 'көрсету көрсет', lists: 'тізімдейді', returns: 'қайтарады', gets: 'алады', get: 'алу', searches: 'іздейді', search: 'іздеу ізде',
    finds: 'табады', find: 'табу тап', reads: 'оқиды', checks: 'тексереді', check: 'тексеру тексер', calculates: 'есептейді', creates: 'жасайды құрады', create: 'жасау құру',
    adds: 'қосады', add: 'қосу қос', deletes: 'жояды өшіреді', delete: 'жою өшіру', removes: 'алып_тастайды', updates: 'жаңартады', update: 'жаңарту', changes: 'өзгертеді',
    change: 'өзгерту', edits: 'өңдейді', sets: 'орнатады', saves: 'сақтайды', save: 'сақтау', registers: 'тіркейді', sends: 'жібереді', send: 'жіберу жібер', pays: 'төлейді',
    pay: 'төлеу', transfers: 'ақша_аударады', refunds: 'ақшаны_қайтарады', cancels: 'болдырмайды', cancel: 'болдырмау', books: 'брондайды', book: 'брондау',
    orders: 'тапсырыс_береді', buys: 'сатып_алады', invites: 'шақырады', grants: 'рұқсат_береді', blocks: 'бұғаттайды', runs: 'іске_қосады', executes: 'орындайды',
    uploads: 'жүктейді', downloads: 'жүктеп_алады', shares: 'бөліседі', publishes: 'жариялайды', closes: 'жабады', opens: 'ашады', open: 'ашу', approves: 'бекітеді мақұлдайды',
    rejects: 'қабылдамайды', notifies: 'хабарлайды', replies: 'жауап_береді', marks: 'белгілейді',
  }, nouns: {
    invoices: 'шот* шот_фактура*', orders: 'тапсырыс*', bookings: 'брондау брондауды брондаулар', customer: 'клиент*', member: 'мүше*', payments: 'төлем*',
    account: 'есептік_жазба*', message: 'хабарлама* хат*', file: 'файл*', report: 'есеп есебі есептер', list: 'тізім*', status: 'мәртебе*', stock: 'қойма*',
    prices: 'баға*', details: 'мәлімет* толық_ақпарат', weather: 'ауа_райы', forecast: 'болжам*', temperature: 'температура*', door: 'есік*', lock: 'құлып*', light: 'жарық*',
    heater: 'жылыту*', users: 'пайдаланушы*', role: 'рөл*', access: 'қолжетімділік*', password: 'құпия_сөз', key: 'кілт*', settings: 'баптау баптаулар параметр*',
    profile: 'профиль*', products: 'өнім* тауар*', room: 'бөлме*', guest: 'қонақ*', date: 'күні', day: 'күн', week: 'апта*', month: 'ай айы', year: 'жыл жылы',
    balance: 'қалдық*', transactions: 'транзакция*', history: 'тарих*', schedule: 'кесте*', calendar: 'күнтізбе*', event: 'оқиға*', task: 'тапсырма*', note: 'жазба*',
    comment: 'пікір*', address: 'мекенжай*', phone: 'телефон*', email: 'электрондық_пошта*', document: 'құжат*', amount: 'сома*', contribution: 'жарна*', company: 'компания*', employee: 'қызметкер*',
    data: 'деректер*', card: 'карта*', ticket: 'билет*', delivery: 'жеткізу*', contract: 'келісімшарт*', receipt: 'түбіртек*', expenses: 'шығыс*', costs: 'шығын*',
    results: 'нәтиже*', statistics: 'статистика*', summary: 'қорытынды*', contacts: 'байланыс*', name: 'атауы аты атау', code: 'код*', type: 'түрі', category: 'санат*',
    city: 'қала*', location: 'орналасқан_жер', window: 'терезе*', money: 'ақша*', offer: 'ұсыныс*', shift: 'ауысым*', course: 'курс*', student: 'студент*', today: 'бүгін',
    "today's": 'бүгінгі', tomorrow: 'ертең', current: 'ағымдағы', open: 'ашық', pending: 'күтудегі', unpaid: 'төленбеген', paid: 'төленген', received: 'алынған',
    available: 'қолжетімді', free: 'бос', booked: 'брондалған', upcoming: 'алдағы', latest: 'соңғы', active: 'белсенді', daily: 'күнделікті', weekly: 'апталық', monthly: 'айлық',
    overdue: 'мерзімі_өткен', new: 'жаңа', command: 'команда*',
  }, small: { and: 'және', or: 'немесе', for: 'үшін', not: 'емес', all: 'барлық', only: 'тек' } },
  { lang: 'uz', verbFinal: true, verbs: {
    shows: 'koʻrsatadi korsatadi', show: 'koʻrsatish korsatish koʻrsat', returns: 'qaytaradi', gets: 'oladi', get: 'olish', searches: 'qidiradi', search: 'qidirish qidir',
    finds: 'topadi', find: 'topish', reads: 'oʻqiydi oqiydi', checks: 'tekshiradi', check: 'tekshirish tekshir', calculates: 'hisoblaydi', creates: 'yaratadi', create: 'yaratish',
    adds: 'qoʻshadi qoshadi', add: 'qoʻshish qoshish', deletes: 'oʻchiradi ochiradi', delete: 'oʻchirish ochirish', removes: 'olib_tashlaydi', updates: 'yangilaydi',
    update: 'yangilash', changes: 'oʻzgartiradi ozgartiradi', change: 'oʻzgartirish ozgartirish', edits: 'tahrirlaydi', sets: 'oʻrnatadi', saves: 'saqlaydi', save: 'saqlash',
    registers: 'roʻyxatdan_oʻtkazadi', sends: 'yuboradi', send: 'yuborish yubor', pays: 'toʻlaydi tolaydi', pay: 'toʻlash tolash', transfers: 'pul_oʻtkazadi',
    refunds: 'pulni_qaytaradi', cancels: 'bekor_qiladi', cancel: 'bekor_qilish', books: 'band_qiladi bron_qiladi', book: 'band_qilish bron_qilish', orders: 'buyurtma_beradi',
    order: 'buyurtma_berish', buys: 'sotib_oladi', buy: 'sotib_olish', invites: 'taklif_qiladi', grants: 'ruxsat_beradi', blocks: 'bloklaydi', runs: 'ishga_tushiradi',
    executes: 'bajaradi', uploads: 'yuklaydi', downloads: 'yuklab_oladi', shares: 'ulashadi', publishes: 'nashr_qiladi', closes: 'yopadi', opens: 'ochadi', approves: 'tasdiqlaydi',
    rejects: 'rad_etadi', notifies: 'xabar_beradi', replies: 'javob_beradi', marks: 'belgilaydi',
  }, nouns: {
    invoices: 'faktura* hisob_faktura*', orders: 'buyurtma*', bookings: 'bron*', appointment: 'uchrashuv*', customer: 'mijoz*', payments: 'toʻlov* tolov*',
    account: 'hisob hisobi hisobingiz', message: 'xabar xabarlar xabarni', file: 'fayl*', report: 'hisobot*', list: 'roʻyxat* royxat*', status: 'holat*', stock: 'zaxira*',
    prices: 'narx*', details: 'tafsilot*', weather: 'havo havoni', forecast: 'prognoz* bashorat*', temperature: 'harorat*', door: 'eshik*', lock: 'qulf*', light: 'chiroq*',
    heater: 'isitish', users: 'foydalanuvchi*', role: 'rol roli', access: 'kirish', password: 'parol*', key: 'kalit*', settings: 'sozlama*', profile: 'profil*',
    products: 'mahsulot*', room: 'xona*', guest: 'mehmon*', date: 'sana*', day: 'kun kuni', week: 'hafta*', month: 'oy oyi', year: 'yil yili', balance: 'balans* qoldiq*',
    transactions: 'tranzaksiya*', history: 'tarix*', schedule: 'jadval*', calendar: 'taqvim*', event: 'tadbir*', task: 'vazifa*', note: 'eslatma*', comment: 'izoh*',
    address: 'manzil*', phone: 'telefon*', email: 'elektron_pochta*', document: 'hujjat*', amount: 'summa*', company: 'kompaniya*', employee: 'xodim*', card: 'karta*',
    ticket: 'chipta*', delivery: 'yetkazib_berish', contract: 'shartnoma*', receipt: 'kvitansiya*', expenses: 'xarajat*', results: 'natija*', statistics: 'statistika*',
    summary: 'xulosa*', contacts: 'kontakt*', name: 'nomi nom', code: 'kod kodi', type: 'turi', category: 'toifa* kategoriya*', city: 'shahar*', location: 'joylashuv*',
    window: 'deraza*', money: 'pul puli pulni', offer: 'taklif taklifi', shift: 'smena*', course: 'kurs*', student: 'talaba*', today: 'bugun', "today's": 'bugungi',
    tomorrow: 'ertaga', current: 'joriy', open: 'ochiq', pending: 'kutilayotgan', unpaid: 'toʻlanmagan tolanmagan', paid: 'toʻlangan tolangan', received: 'qabul_qilingan',
    available: 'mavjud', free: 'boʻsh', booked: 'band', upcoming: 'kelgusi', latest: 'soʻnggi oxirgi', active: 'faol', daily: 'kunlik', weekly: 'haftalik', monthly: 'oylik',
    overdue: 'muddati_oʻtgan', new: 'yangi', command: 'buyruq*',
  }, small: { and: 'va', or: 'yoki', with: 'bilan', for: 'uchun', not: 'emas', all: 'barcha hamma', only: 'faqat' } },
  { lang: 'vi', verbs: {
    shows: 'hiển_thị', views: 'xem', lists: 'liệt_kê', returns: 'trả_về', gets: 'lấy truy_xuất', searches: 'tìm_kiếm tra_cứu', finds: 'tìm', reads: 'đọc', checks: 'kiểm_tra',
    calculates: 'tính_toán', creates: 'tạo tạo_mới', adds: 'thêm', deletes: 'xóa xoá', removes: 'gỡ_bỏ loại_bỏ', updates: 'cập_nhật', changes: 'thay_đổi',
    edits: 'chỉnh_sửa sửa', sets: 'thiết_lập', saves: 'lưu', registers: 'đăng_ký', sends: 'gửi', pays: 'thanh_toán trả_tiền', transfers: 'chuyển_tiền chuyển_khoản',
    refunds: 'hoàn_tiền', cancels: 'hủy huỷ hủy_bỏ', books: 'đặt đặt_chỗ đặt_trước đặt_phòng đặt_lịch đặt_bàn', moves: 'di_chuyển', orders: 'đặt_hàng', buys: 'mua',
    grants: 'cấp_quyền', revokes: 'thu_hồi', blocks: 'chặn', runs: 'chạy', executes: 'thực_thi', uploads: 'tải_lên', downloads: 'tải_xuống', shares: 'chia_sẻ',
    publishes: 'xuất_bản', posts: 'đăng_bài', opens: 'mở', approves: 'phê_duyệt', rejects: 'từ_chối', notifies: 'thông_báo', replies: 'trả_lời', starts: 'bật',
    stops: 'tắt', marks: 'đánh_dấu', charges: 'tính_phí trừ_tiền',
  }, nouns: {
    invoices: 'hóa_đơn hoá_đơn', orders: 'đơn_hàng', appointment: 'lịch_hẹn cuộc_hẹn', customer: 'khách_hàng', member: 'thành_viên', account: 'tài_khoản',
    message: 'tin_nhắn', file: 'tệp tập_tin', report: 'báo_cáo', list: 'danh_sách', status: 'trạng_thái', stock: 'tồn_kho', prices: 'giá bảng_giá', details: 'chi_tiết',
    weather: 'thời_tiết', forecast: 'dự_báo', temperature: 'nhiệt_độ', light: 'đèn_điện bóng_đèn', lock: 'khóa_cửa', heater: 'máy_sưởi', users: 'người_dùng',
    role: 'vai_trò', access: 'quyền_truy_cập', permissions: 'quyền', password: 'mật_khẩu', key: 'khóa khoá', settings: 'cài_đặt', profile: 'hồ_sơ', products: 'sản_phẩm',
    room: 'phòng', guest: 'khách', date: 'ngày', week: 'tuần', month: 'tháng', year: 'năm', balance: 'số_dư', transactions: 'giao_dịch', history: 'lịch_sử',
    schedule: 'lịch lịch_trình', event: 'sự_kiện', task: 'công_việc nhiệm_vụ', note: 'ghi_chú', comment: 'bình_luận', address: 'địa_chỉ', phone: 'điện_thoại',
    document: 'tài_liệu', amount: 'số_tiền', company: 'công_ty', employee: 'nhân_viên', data: 'dữ_liệu', ticket: 'vé', delivery: 'giao_hàng', contract: 'hợp_đồng',
    receipt: 'biên_lai', costs: 'chi_phí', results: 'kết_quả', statistics: 'thống_kê', summary: 'tóm_tắt', contacts: 'liên_hệ danh_bạ', name: 'tên', code: 'mã_số',
    type: 'loại', category: 'danh_mục', city: 'thành_phố', location: 'vị_trí', window: 'cửa_sổ', money: 'tiền', offer: 'ưu_đãi', course: 'khóa_học', student: 'học_viên học_sinh',
    today: 'hôm_nay', tomorrow: 'ngày_mai', current: 'hiện_tại', pending: 'chờ_xử_lý', unpaid: 'chưa_thanh_toán', paid: 'đã_thanh_toán', received: 'đã_nhận',
    available: 'còn_trống có_sẵn', booked: 'đã_đặt', upcoming: 'sắp_tới', latest: 'mới_nhất gần_nhất', active: 'đang_hoạt_động', daily: 'hằng_ngày hàng_ngày',
    weekly: 'hằng_tuần hàng_tuần', monthly: 'hằng_tháng hàng_tháng', overdue: 'quá_hạn', new: 'mới', command: 'lệnh',
  }, small: { and: 'và', or: 'hoặc', with: 'với', not: 'không', all: 'tất_cả', of: 'của', for: 'cho', from: 'từ', a: 'một' } },
  { lang: 'tl', verbs: {
    shows: 'ipinapakita nagpapakita ipinakikita', show: 'ipakita', lists: 'inililista naglilista', list: 'ilista', returns: 'ibinabalik nagbabalik', gets: 'kinukuha',
    get: 'kunin', searches: 'hinahanap naghahanap', search: 'hanapin maghanap', finds: 'nahahanap', reads: 'binabasa', read: 'basahin', checks: 'sinusuri tinitingnan',
    check: 'suriin tingnan', calculates: 'kinakalkula', creates: 'lumilikha gumagawa', create: 'lumikha gumawa', adds: 'nagdaragdag nagdadagdag idinadagdag', add: 'idagdag magdagdag',
    deletes: 'binubura nagbubura', delete: 'burahin', removes: 'tinatanggal', remove: 'tanggalin alisin', changes: 'binabago nagbabago', change: 'baguhin',
    sets: 'itinatakda', set: 'itakda', registers: 'nagpaparehistro', sends: 'nagpapadala ipinapadala', send: 'ipadala magpadala', pays: 'nagbabayad binabayaran',
    pay: 'magbayad bayaran', transfers: 'naglilipat', moves: 'inililipat', move: 'ilipat', refunds: 'ibinabalik_ang_bayad', cancels: 'kinakansela', cancel: 'kanselahin',
    books: 'nagpapareserba', book: 'magpareserba ireserba', orders: 'umoorder', buys: 'bumibili binibili', buy: 'bumili bilhin', blocks: 'hinaharangan',
    runs: 'pinapatakbo', shares: 'ibinabahagi', share: 'ibahagi', publishes: 'inilalathala', closes: 'isinasara', close: 'isara', opens: 'binubuksan', open: 'buksan',
    approves: 'inaaprubahan', rejects: 'tinatanggihan', notifies: 'inaabisuhan', replies: 'sumasagot', reply: 'sagutin', stops: 'pinapatay', marks: 'minamarkahan',
    charges: 'sinisingil', charge: 'singilin',
  }, nouns: {
    invoices: 'invoice resibo_ng_singil', orders: 'order', customer: 'kustomer kliyente', member: 'miyembro', payments: 'bayad pagbabayad', message: 'mensahe',
    report: 'ulat', list: 'listahan', status: 'katayuan', stock: 'imbentaryo', prices: 'presyo', details: 'detalye', weather: 'lagay_ng_panahon panahon',
    forecast: 'taya_ng_panahon', temperature: 'temperatura', door: 'pinto pintuan', lock: 'kandado', light: 'ilaw', users: 'gumagamit', role: 'tungkulin', key: 'susi',
    products: 'produkto', room: 'kuwarto silid', guest: 'bisita', date: 'petsa', day: 'araw', week: 'linggo', month: 'buwan', year: 'taon', balance: 'balanse',
    transactions: 'transaksyon', history: 'kasaysayan', schedule: 'iskedyul', calendar: 'kalendaryo', event: 'kaganapan', task: 'gawain', note: 'tala', comment: 'komento',
    address: 'tirahan', phone: 'telepono', document: 'dokumento', amount: 'halaga', company: 'kumpanya', employee: 'empleyado', data: 'datos', ticket: 'tiket',
    delivery: 'paghahatid', contract: 'kontrata', receipt: 'resibo', expenses: 'gastos', results: 'resulta', statistics: 'istatistika', summary: 'buod', name: 'pangalan',
    type: 'uri', category: 'kategorya', city: 'lungsod', location: 'lokasyon', window: 'bintana', money: 'pera', offer: 'alok', course: 'kurso', student: 'estudyante',
    today: 'ngayon', current: 'kasalukuyan', pending: 'nakabinbin', unpaid: 'hindi_pa_bayad', paid: 'bayad_na', received: 'natanggap', free: 'libre', upcoming: 'paparating',
    latest: 'pinakabago', active: 'aktibo', daily: 'araw_araw', weekly: 'lingguhan', monthly: 'buwanan', new: 'bago', command: 'utos',
  }, small: { the: 'ang', of: 'ng', to: 'sa', for: 'para para_sa', from: 'mula', all: 'lahat', only: 'lamang' } },
];

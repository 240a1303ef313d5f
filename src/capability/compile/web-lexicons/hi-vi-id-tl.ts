/**
 * Hindi (and Hindustani in Latin letters, "order kar do"), Vietnamese, Indonesian and Malay, and
 * Filipino: the words of web tasks and of page controls. Hindi's and romanised Hindustani's nouns with
 * any form of "do", "give" or "take" ("बुक कर दीजिए", "review likh do") are read by `lightVerbs`
 * (../web-morphology.ts); Indonesian's "-kan" and colloquial "-in" endings ("beliin") by `suffixes`.
 * Hindi is matched with its vowel signs (a Devanagari matra is a letter of the word) and with or
 * without its nukta ("फ़िल्टर", "फिल्टर"); it asks with the polite and familiar imperatives ("खरीदें",
 * "खरीदो") and with a noun and "करें" ("ऑर्डर करें", "भुगतान करें"), read as a phrase.
 * Vietnamese words are syllables written apart ("đặt hàng", "thanh toán"), read as phrases; its short
 * syllables that are other languages' words without their tones ("gửi": "gui", "viết": "viet") are
 * matched only as written. Indonesian and Malay share most words; "pesan" orders ("Pesan sekarang")
 * and is a message ("Kirim pesan"), so it orders only leading a label or before its object. Filipino
 * writes borrowed verbs with a hyphen ("mag-order", "i-save"), read as two words; an English word
 * after "i" or "mag" is read on controls only ("i-save"), never in a task ("I book", "I order").
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const SOUTH_ASIAN_SEA: readonly Lexicon[] = [
  { lang: 'hi',
    lightVerbs: 'करें करो करिए कीजिए कीजिये कर+दें कर+दो कर+दीजिए कर+दीजिये कर+देना करवा+दो करवा+दें करवा+दीजिए करा+दो करा+दें कर+लें कर+लो करना कराएं कराएँ दें दो दीजिए दीजिये लें लो लीजिए',
    markers: 'को ज़रा जरा भी प्लीज़ कृपया',
    lightNouns: { order: 'बुक खरीद आरक्षित रिज़र्व मंगवा मँगवा', post: 'रिव्यू कमेंट सवाल शिकायत आवेदन मैसेज उत्तर लिख भेज पूछ', pay: 'पेमेंट अदा ट्रांसफर',
      look: 'सर्च चेक जांच जाँच तुलना ढूंढ ढूँढ', settings: 'बंद चालू ऑन ऑफ़ सक्षम अक्षम', commit: 'दर्ज जमा सबमिट', save: 'सेव सहेज अपडेट' }, negations: 'नहीं मत न ना बिना कभी', determiners: 'यह वह इस उस मेरा मेरी मेरे एक', pronouns: 'मुझे हमें उसे इसे',
    forms: {
      look: 'खोजें खोजो खोजिए ढूंढें ढूँढें ढूंढो ढूंढिए देखें देखो देखिए दिखाएं दिखाएँ दिखाओ जांचें जाँचें जांचो तुलना+करें तुलना+करो सर्च+करें पता+करें',
      order: 'खरीदें खरीदो खरीदिए खरीदना ऑर्डर+करें ऑर्डर+करो ऑर्डर+कीजिए बुक+करें बुक+करो बुक+कीजिए आरक्षित+करें मंगवाएं मंगवाएँ मंगाओ किराए+पर+लें सदस्यता+लें',
      post: 'लिखें लिखो लिखिए भेजें भेजो भेजिए पोस्ट+करें पोस्ट+करो टिप्पणी+करें जवाब+दें जवाब+दो उत्तर+दें पूछें पूछो पूछिए शेयर+करें साझा+करें',
      pay: 'भुगतान+करें भुगतान+करो भुगतान+कीजिए चुकाएं चुकाएँ चुकाओ ट्रांसफर+करें पैसे+भेजें पैसे+भेजो',
      settings: 'चालू+करें बंद+करें सक्षम+करें अक्षम+करें' },
    controls: {
      look: 'क्रमबद्ध+करें फ़िल्टर डाउनलोड+करें लॉग+इन+करें और+पढ़ें', order: 'कार्ट+में+जोड़ें कार्ट+में+डालें बैग+में+जोड़ें बास्केट+में+डालें अभी+खरीदें चेकआउट ऑर्डर+दें ऑर्डर+पूरा+करें बुकिंग+करें',
      pay: 'अभी+भुगतान+करें', commit: 'पुष्टि+करें पुष्टि सबमिट+करें सबमिट जमा+करें स्वीकार+करें सहमत+हूं सहमत+हूँ', save: 'सहेजें सहेजो सेव+करें',
      remove: 'हटाएं हटाएँ हटाओ मिटाएं डिलीट+करें', step: 'आगे आगे+बढ़ें जारी+रखें अगला अगले लागू+करें', leave: 'रद्द+करें रद्द वापस बंद+करें पीछे बाद+में अभी+नहीं कैंसल+करें कैंसल+करो कैंसल', account: 'रजिस्टर+करें खाता+बनाएं खाता+बनाएँ साइन+अप+करें' },
    nouns: { look: 'खोज', order: 'ऑर्डर बुकिंग खरीदारी सदस्यता', pay: 'भुगतान', post: 'संदेश टिप्पणी जवाब पोस्ट' },
    places: { order: 'कार्ट टोकरी ऑर्डर चेकआउट बुकिंग भुगतान', settings: 'सेटिंग्स खाता प्रोफ़ाइल', post: 'संदेश टिप्पणियाँ फ़ोरम' } },
  // Hindi and Urdu in Latin letters, as people type them ("order kar do", "bhej dijiye"): a light verb after a noun or an
  // English word, and a verb with its "give" or "take" ("likh do", "khareed lo"). "do" and "lo" alone are other languages'
  // words (Portuguese "do", Spanish "lo"): they are read only in a phrase.
  { lang: 'hi-Latn', negations: 'nahi nahin mat bina kabhi', determiners: 'yeh ye woh wo ek mera meri mere', pronouns: 'mujhe humein hume',
    lightVerbs: 'karo kar+do kardo kar+dein kardein kar+dain kar+den kar+dena kar+dijiye kar+dijie kijiye kijie kariye kar+lo kar+lena karna karein karen karwa+do karwa+dein karwado kara+do karado de+do dedo dein dijiye dijie',
    markers: 'ko zara bhi please plz jaldi',
    lightNouns: { order: 'khareed kharid kharidari', post: 'jawab sawal shikayat', pay: 'bhugtan', look: 'talash khoj', settings: 'band chalu', commit: 'jama darj' },
    forms: {
      look: 'dhundo dhoondo dhundho dikhao dikhaiye',
      order: 'khareedo kharido khareed+lo kharid+lo khareed+do kharid+do mangwao mangwa+do mangwa+dijiye mangwa+lo silwa+do silwa+dijiye banwa+do banwa+dijiye',
      post: 'bhejo bhejiye bhej+do bhej+dijiye likho likhiye likh+do likh+dijiye pucho poocho puchho puchiye pooch+lo',
      pay: 'chukao chuka+do chuka+dijiye bhugtan+karo bhugtan+kar+do' },
    controls: { commit: 'confirm+karo submit+karo', save: 'save+karo', remove: 'delete+karo hatao', step: 'aage', leave: 'cancel+karo wapas' }, nouns: {}, places: {} },
  { lang: 'vi', negations: 'không đừng chẳng chưa', determiners: 'một này đó những các', pronouns: 'tôi mình chúng giúp',
    accentsOnly: 'gửi viết đăng trả hỏi tìm xem mua đặt lưu xóa xoá hủy huỷ đóng bật tắt',
    forms: {
      look: 'tìm tìm+kiếm tra+cứu kiểm+tra so+sánh xem cho+xem',
      order: 'mua mua+ngay đặt+hàng đặt+mua đặt+vé đặt+phòng đặt+bàn đặt+chỗ đặt+lịch thuê đăng+ký+gói',
      post: 'gửi viết đăng+bài đăng+tin bình+luận trả+lời hỏi nhắn+tin chia+sẻ',
      pay: 'thanh+toán trả+tiền chuyển+khoản chuyển+tiền nộp+tiền',
      settings: 'bật tắt' },
    controls: {
      look: 'sắp+xếp lọc tải+xuống xem+thêm', order: 'thêm+vào+giỏ thêm+vào+giỏ+hàng cho+vào+giỏ chọn+mua đặt đặt+ngay đặt+trước tiến+hành+đặt+hàng', pay: 'thanh+toán+ngay',
      commit: 'xác+nhận đồng+ý hoàn+tất gửi+đi', save: 'lưu lưu+lại', remove: 'xóa xoá gỡ+bỏ hủy+đăng+ký huỷ+đăng+ký đặt+lại',
      step: 'tiếp+tục tiếp+theo tiếp kế+tiếp áp+dụng đăng+nhập', leave: 'hủy huỷ hủy+bỏ quay+lại trở+lại đóng đăng+xuất', account: 'đăng+ký+tài+khoản tạo+tài+khoản' },
    nouns: { look: 'tìm+kiếm', order: 'đơn+hàng đặt+chỗ gói', pay: 'thanh+toán', post: 'tin+nhắn bình+luận đánh+giá' },
    places: { order: 'giỏ', settings: 'cài', post: 'nhắn' } },
  { lang: 'id',
    suffixes: 'in lah kanlah nya',
    lightVerbFirst: true, lightVerbs: 'buat buatkan lakukan tinggalkan berikan ajukan',
    lightNouns: { post: 'ulasan komentar pertanyaan permohonan keluhan', order: 'pesanan reservasi pemesanan', pay: 'pembayaran' }, negations: 'tidak jangan tanpa bukan tak belum', determiners: 'sebuah seorang ini itu', pronouns: 'saya aku kami kita dia',
    nounLike: 'pesan',
    forms: {
      look: 'cari carikan temukan periksa cek bandingkan tampilkan lihat lihatkan',
      order: 'beli belikan membeli pesan pesankan memesan sewa sewakan menyewa berlangganan tempah tempahkan',
      post: 'tulis tuliskan menulis kirim kirimkan mengirim hantar hantarkan balas balaskan membalas komentari tanyakan tanya bagikan unggah',
      pay: 'bayar bayarkan membayar lunasi melunasi transferkan kirim+uang',
      settings: 'aktifkan nonaktifkan matikan nyalakan hidupkan' },
    controls: {
      look: 'urutkan saring unduh masuk baca+selengkapnya', order: 'tambah+ke+keranjang tambahkan+ke+keranjang masukkan+keranjang masukkan+ke+keranjang masukkan+ke+troli beli+sekarang pesan+sekarang buat+pesanan selesaikan+pesanan',
      pay: 'bayar+sekarang', commit: 'konfirmasi setuju selesai sahkan', save: 'simpan', remove: 'hapus buang keluarkan padam berhenti+berlangganan',
      step: 'lanjut lanjutkan berikutnya selanjutnya seterusnya teruskan terapkan', leave: 'batal batalkan kembali tutup', account: 'daftar+sekarang buat+akun' },
    nouns: { look: 'pencarian carian', order: 'pesanan pembelian reservasi langganan tempahan', pay: 'pembayaran bayaran', post: 'komentar ulasan balasan' },
    places: { order: 'keranjang troli pesanan pembayaran tiket', settings: 'pengaturan setelan akun profil notifikasi tetapan', post: 'komentar ulasan forum obrolan' } },
  { lang: 'tl', negations: 'huwag hindi wala walang', determiners: 'ang ng mga isang aking', pronouns: 'ako akin amin kami',
    forms: {
      look: 'hanapin maghanap tingnan suriin ikumpara ipakita',
      order: 'bumili bilhin bibili umorder mag+order magpareserba ireserba magpa+book',
      post: 'sumulat isulat magpadala ipadala mag+post sumagot sagutin magkomento magtanong itanong',
      pay: 'magbayad bayaran bayaran+mo magpadala+ng+pera ipadala+ang+bayad',
      settings: 'buksan+ang+notification isara+ang+notification' },
    controls: {
      look: 'ayusin+ayon+sa', order: 'idagdag+sa+cart idagdag+sa+basket ilagay+sa+cart bilhin+ngayon mag+checkout', pay: 'magbayad+ngayon',
      commit: 'kumpirmahin isumite sumang+ayon tanggapin', save: 'i+save itabi', remove: 'burahin tanggalin alisin i+delete',
      step: 'susunod magpatuloy ituloy', leave: 'kanselahin ikansela bumalik isara' },
    nouns: { pay: 'bayad', post: 'mensahe komento' },
    places: { order: 'pagbabayad', post: 'mensahe' } },
];

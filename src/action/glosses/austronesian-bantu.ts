/**
 * Tool words of Indonesian and Malay, and of Swahili (src/action/foreign.ts reads them). Indonesian
 * descriptions use the meN- verb ("menampilkan", shows) and names the bare or -kan form ("tampilkan",
 * "batalkan"); Swahili descriptions put a subject and tense before the stem ("inatuma", "hutuma",
 * "kutuma"), so its common forms are listed whole. Forms that are as often another word are left
 * out: Indonesian "pesan" orders and is a message, "daftar" is a list and registers (kept as the
 * noun); Swahili "kata" cuts and is a ward, "hali" is a state and a condition (kept as the noun).
 */
import type { ToolLanguage } from './language.ts';

// prettier-ignore
export const AUSTRONESIAN_BANTU: readonly ToolLanguage[] = [
  { lang: 'id', verbs: {
    shows: 'menampilkan memperlihatkan', show: 'tampilkan tampil lihat', lists: 'mendaftar_semua', gets: 'mengambil mendapatkan', get: 'ambil dapatkan',
    searches: 'mencari', search: 'cari', finds: 'menemukan', find: 'temukan', reads: 'membaca', read: 'baca', checks: 'memeriksa mengecek',
    check: 'periksa cek', views: 'melihat', calculates: 'menghitung', calculate: 'hitung', returns: 'mengembalikan',
    creates: 'membuat', create: 'buat', adds: 'menambahkan menambah', add: 'tambah tambahkan', deletes: 'menghapus', delete: 'hapus',
    removes: 'menghilangkan', remove: 'hilangkan', updates: 'memperbarui', update: 'perbarui', changes: 'mengubah', change: 'ubah',
    edits: 'menyunting', edit: 'sunting', saves: 'menyimpan', save: 'simpan', records: 'mencatat', record: 'catat',
    sends: 'mengirim mengirimkan', send: 'kirim kirimkan', pays: 'membayar', pay: 'bayar', transfers: 'mentransfer', transfer: 'transfer',
    refunds: 'mengembalikan_dana', refund: 'kembalikan_dana pengembalian_dana', cancels: 'membatalkan', cancel: 'batal batalkan pembatalan',
    orders: 'memesan', order: 'pesankan', buys: 'membeli', buy: 'beli', books: 'memesan_tempat', book: 'reservasi',
    approves: 'menyetujui', approve: 'setujui', rejects: 'menolak', reject: 'tolak', sets: 'mengatur', set: 'atur', shares: 'membagikan', share: 'bagikan',
    publishes: 'menerbitkan', publish: 'terbitkan', uploads: 'mengunggah', upload: 'unggah', downloads: 'mengunduh', download: 'unduh',
    runs: 'menjalankan', run: 'jalankan', opens: 'membuka', open: 'buka', closes: 'menutup', close: 'tutup', notifies: 'memberitahu', notify: 'beri_tahu',
    invites: 'mengundang', invite: 'undang', replies: 'membalas', reply: 'balas', grants: 'memberi_akses', grant: 'beri_akses', blocks: 'memblokir', block: 'blokir',
  }, nouns: {
    orders: 'pesanan', invoices: 'faktur tagihan', bill: 'tagihan', payments: 'pembayaran', suppliers: 'pemasok', customers: 'pelanggan', users: 'pengguna',
    account: 'akun rekening', password: 'kata_sandi', role: 'peran', access: 'akses', permissions: 'izin', staff: 'staf', employees: 'karyawan pegawai',
    prices: 'harga', stock: 'stok', products: 'produk barang', report: 'laporan', status: 'status keadaan', balance: 'saldo', history: 'riwayat',
    schedule: 'jadwal', room: 'kamar ruang', guest: 'tamu', delivery: 'pengiriman', address: 'alamat', phone: 'telepon', email: 'surel',
    document: 'dokumen', files: 'berkas', notes: 'catatan', reviews: 'ulasan', list: 'daftar', transactions: 'transaksi', members: 'anggota',
    bookings: 'reservasi pemesanan', weather: 'cuaca', today: 'hari_ini', date: 'tanggal', new: 'baru', menu: 'menu', name: 'nama',
  }, small: { and: 'dan', or: 'atau', with: 'dengan', for: 'untuk', not: 'tidak bukan', all: 'semua', only: 'hanya', in: 'di', to: 'ke', from: 'dari', that: 'yang', of: 'dari' } },
  { lang: 'sw', verbs: {
    shows: 'inaonyesha huonyesha', show: 'onyesha', lists: 'inaorodhesha huorodhesha', list: 'orodhesha', gets: 'inapata hupata', get: 'pata',
    searches: 'inatafuta hutafuta', search: 'tafuta kutafuta', reads: 'inasoma husoma', read: 'soma', checks: 'inaangalia huangalia', check: 'angalia kagua',
    creates: 'inaunda huunda', create: 'unda tengeneza', adds: 'inaongeza huongeza', add: 'ongeza', deletes: 'inafuta hufuta', delete: 'futa kufuta',
    removes: 'inaondoa huondoa', remove: 'ondoa', updates: 'inasasisha husasisha', update: 'sasisha', changes: 'inabadilisha hubadilisha', change: 'badilisha',
    saves: 'inahifadhi huhifadhi', save: 'hifadhi', sends: 'inatuma hutuma', send: 'tuma kutuma', pays: 'inalipa hulipa', pay: 'lipa kulipa',
    transfers: 'inahamisha huhamisha', transfer: 'hamisha', refunds: 'inarudisha_pesa', refund: 'rudisha_pesa kurudisha_pesa', cancels: 'inaghairi hughairi',
    cancel: 'ghairi kughairi', orders: 'inaagiza huagiza', order: 'agiza', buys: 'inanunua hununua', buy: 'nunua', book: 'weka_nafasi',
    approves: 'inaidhinisha', approve: 'idhinisha', rejects: 'inakataa', reject: 'kataa', shares: 'inashiriki', share: 'shiriki', publishes: 'inachapisha',
    publish: 'chapisha', uploads: 'inapakia', upload: 'pakia', downloads: 'inapakua', download: 'pakua', runs: 'inaendesha', run: 'endesha',
    opens: 'inafungua', open: 'fungua', notifies: 'inaarifu', notify: 'arifu', invites: 'inaalika', invite: 'alika', replies: 'inajibu', reply: 'jibu',
    manages: 'inasimamia husimamia', manage: 'simamia',
  }, nouns: {
    orders: 'oda agizo maagizo', invoices: 'ankara', bill: 'bili', payments: 'malipo', money: 'pesa fedha', suppliers: 'msambazaji wasambazaji',
    customers: 'mteja wateja', users: 'mtumiaji watumiaji', account: 'akaunti', password: 'nenosiri', role: 'jukumu', permissions: 'ruhusa',
    staff: 'wafanyakazi mfanyakazi', prices: 'bei', stock: 'hisa', products: 'bidhaa', report: 'ripoti', status: 'hali', balance: 'salio',
    history: 'historia', schedule: 'ratiba', room: 'chumba vyumba', guest: 'mgeni wageni', address: 'anwani', phone: 'simu', message: 'ujumbe',
    email: 'barua_pepe', document: 'hati', files: 'faili', comments: 'maoni', debts: 'madeni deni', list: 'orodha', new: 'mpya', today: 'leo',
  }, small: { and: 'na', or: 'au', with: 'kwa', not: 'si', all: 'yote zote wote', only: 'tu', of: 'ya za wa la' } },
];

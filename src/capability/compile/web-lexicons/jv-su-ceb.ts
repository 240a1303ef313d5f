/**
 * Javanese, Sundanese and Cebuano: the words of web tasks and of page controls. Javanese and
 * Sundanese share many words with Indonesian (./hi-vi-id-tl.ts: "kirim", "bayar", "hapus", "batal"),
 * of the same kind; listed here are their own: the plain and polite verbs ("tuku" / "tumbas", "meuli" /
 * "mésér") and the imperatives ("tukokna", "goleki", "bandingkeun"). Cebuano: the imperative
 * ("palita", "pangitaa", "ipadala") and the verb with "mo-" or "pag-" ("mopalit", "pagpalit"), many
 * shared with Filipino. Left out: Javanese "bali" (back; the island), Cebuano "balik" (back; Turkish
 * "balık", a fish, without its dot), "sulat" alone (write; also "a letter") and "papasa" (delete;
 * Filipino "will pass"). Javanese and Sundanese "pesen" orders ("Pesen saiki") and is a message, so it
 * orders only leading a label or before its object, as Indonesian "pesan" does.
 */
import type { Lexicon } from './types.ts';

// prettier-ignore
export const JV_SU_CEB: readonly Lexicon[] = [
  { lang: 'jv', negations: 'aja ora tanpa', nounLike: 'pesen', determiners: 'iki iku kuwi', pronouns: 'aku awakku kula',
    forms: {
      look: 'golek goleki temokake priksa priksanen bandhingake tuduhake',
      order: 'tuku tukokna tukokake tumbas pesen pesenen nyewa',
      post: 'tulisen tulisna kirimen kirimna wangsuli takon takokna',
      pay: 'bayaren bayarna mbayar transferna',
      settings: 'pateni urupke' },
    controls: {
      look: 'urutna waca+liyane pilih undhuh mlebu', order: 'lebokna+kranjang tambahna+menyang+kranjang tuku+saiki pesen+saiki lebokake+ing+kranjang lebokna+ing+kranjang', pay: 'bayar+saiki', commit: 'konfirmasi setuju', save: 'simpen',
      remove: 'busak mbusak copot', step: 'sabanjure terusake', leave: 'batal bali+maneh tutup bali', post: 'terbitake', account: 'ndaftar gawe+akun' },
    nouns: { order: 'pesenan tumbasan', pay: 'pembayaran' },
    places: { order: 'kranjang pesenan', settings: 'setelan akun', post: 'komentar' } },
  { lang: 'su', negations: 'ulah henteu teu tanpa', nounLike: 'pesen', determiners: 'ieu éta', pronouns: 'abdi urang',
    forms: {
      look: 'néangan milarian pariksa bandingkeun tingali tingalikeun',
      order: 'meuli mésér pesen pesenkeun nyéwa',
      post: 'tulis tuliskeun kirimkeun ngirim waler walon naros',
      pay: 'mayar bayar bayarkeun mayarkeun',
      settings: 'pareuman hurungkeun' },
    controls: {
      look: 'saring baca+deui pilih unduh asup', order: 'lebetkeun+kana+karanjang asupkeun+kana+karanjang meuli+ayeuna mésér+ayeuna', pay: 'mayar+ayeuna', commit: 'konfirmasi satuju', save: 'simpen',
      remove: 'hapus pupus piceun', step: 'teruskeun+ka+pamayaran salajengna teraskeun teruskeun', leave: 'bolay wangsul tutup balik bolaykeun', post: 'terbitkeun', account: 'daptar jieun+akun' },
    nouns: { order: 'pesenan', pay: 'pamayaran', post: 'koméntar' },
    places: { order: 'karanjang pesenan', settings: 'setélan akun', post: 'koméntar' } },
  { lang: 'ceb', negations: 'ayaw dili wala walay', determiners: 'ang sa mga usa akong', pronouns: 'ako ko kami',
    forms: {
      look: 'pangita pangitaa susiha itandi ipakita',
      order: 'palita mopalit pagpalit paliti mo+order mag+order',
      post: 'isulat sulati ipadala tubaga',
      pay: 'bayri bayri+na magbayad mobayad',
      settings: 'palunga' },
    controls: {
      order: 'idugang+sa+cart ibutang+sa+cart palita+karon palit+na pag-order pag+order pagpareserba magpareserba', pay: 'bayri+karon', commit: 'kumpirmaha isumite', save: 'tipigi i+save',
      remove: 'tangtanga kuhaa papasa', step: 'sunod padayon', leave: 'kanselaha balik sirad-i sirad+i', post: 'imantala', look: 'basaha+pa pilia i-download i+download pag-log+in pag+log+in', account: 'magparehistro paghimo+og+account' },
    nouns: { pay: 'bayad pagbayad', post: 'mensahe komento' },
    places: { post: 'mensahe' } },
];

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
      look: 'urutna', order: 'lebokna+kranjang tambahna+menyang+kranjang tuku+saiki pesen+saiki', pay: 'bayar+saiki', commit: 'konfirmasi setuju', save: 'simpen',
      remove: 'busak mbusak', step: 'sabanjure terusake', leave: 'batal bali+maneh tutup' },
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
      look: 'saring', order: 'lebetkeun+kana+karanjang asupkeun+kana+karanjang meuli+ayeuna mésér+ayeuna', pay: 'mayar+ayeuna', commit: 'konfirmasi satuju', save: 'simpen',
      remove: 'hapus pupus', step: 'salajengna teraskeun', leave: 'bolay wangsul tutup' },
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
      order: 'idugang+sa+cart ibutang+sa+cart palita+karon palit+na', pay: 'bayri+karon', commit: 'kumpirmaha isumite', save: 'tipigi i+save',
      remove: 'tangtanga kuhaa', step: 'sunod padayon', leave: 'kanselaha' },
    nouns: { pay: 'bayad', post: 'mensahe komento' },
    places: { post: 'mensahe' } },
];

/**
 * Labels of a shop's, a booking site's and an account page's standard controls, written for the
 * lexicon tests in each language's ordinary words (see ./control-rows-africa-asia.ts).
 */
import type { ControlLabels } from './controls.ts';

// prettier-ignore
export const EUROPE_ASIA: readonly ControlLabels[] = [
  { lang: 'jv', order: 'Lebokake ing kranjang|Tuku saiki|Pesen saiki', pay: 'Bayar saiki', payStep: 'Lanjut menyang pambayaran',
    post: 'Kirim pesen|Terbitake|Wangsuli', commit: 'Konfirmasi', save: 'Simpen|Simpen owahan', remove: 'Busak|Copot', step: 'Sabanjure|Lanjut',
    leave: 'Bali|Batal|Tutup', look: 'Goleki|Waca liyane|Pilih|Undhuh|Mlebu', account: 'Ndaftar|Gawe akun' },
  { lang: 'su', order: 'Asupkeun kana karanjang|Meuli ayeuna|Pesen ayeuna', pay: 'Bayar ayeuna', payStep: 'Teruskeun ka pamayaran',
    post: 'Kirim pesen|Terbitkeun|Walon', commit: 'Konfirmasi', save: 'Simpen|Simpen parobahan', remove: 'Hapus|Piceun', step: 'Salajengna|Teruskeun',
    leave: 'Balik|Bolaykeun|Tutup', look: 'Milarian|Baca deui|Pilih|Unduh|Asup', account: 'Daptar|Jieun akun' },
  { lang: 'ceb', order: 'Idugang sa cart|Palita karon|Pag-order karon|Pagpareserba', pay: 'Bayri karon|Pagbayad karon', payStep: 'Padayon sa pagbayad',
    post: 'Ipadala ang mensahe|Imantala|Tubaga', commit: 'Kumpirmaha|Isumite', save: 'I-save|Tipigi', remove: 'Papasa|Tangtanga', step: 'Sunod|Padayon',
    leave: 'Balik|Kanselaha|Sirad-i', look: 'Pangitaa|Basaha pa|Pilia|I-download|Pag-log in', account: 'Magparehistro|Paghimo og account' },
  { lang: 'fy', order: 'Yn it winkelwein|Keapje no|Bestel no|Boek no', pay: 'No betelje|Betelje', payStep: 'Fierder nei betelling',
    post: 'Berjocht stjoere|Publisearje|Reagearje', commit: 'Befêstigje', save: 'Bewarje|Wizigingen bewarje', remove: 'Wiskje|Fuortsmite', step: 'Folgjende|Fierder',
    leave: 'Werom|Annulearje|Slute', look: 'Sykje|Lês mear|Kieze|Downloade|Oanmelde', account: 'Registrearje|Account oanmeitsje' },
  { lang: 'gd', order: 'Cuir sa bhasgaid|Ceannaich an-dràsta|Òrdaich|Glèidh àite', pay: 'Pàigh an-dràsta|Pàigh le cairt', payStep: 'Air adhart gu pàigheadh',
    post: 'Cuir teachdaireachd|Foillsich|Freagair', commit: 'Dearbh', save: 'Sàbhail|Sàbhail na h-atharraichean', remove: 'Sguab às|Thoir air falbh', step: 'Air adhart|Lean air adhart',
    leave: 'Air ais|Sguir dheth|Dùin', look: 'Lorg|Leugh tuilleadh|Tagh|Luchdaich a-nuas|Clàraich a-steach', account: 'Clàraich|Cruthaich cunntas' },
  { lang: 'fo', order: 'Legg í kurvina|Keyp nú|Bílegg nú|Bíleggja', pay: 'Gjalda nú|Gjalda við korti', payStep: 'Víðari til gjald',
    post: 'Send boð|Útgev|Svara', commit: 'Vátta', save: 'Goym|Goym broytingar', remove: 'Strika|Tak burtur', step: 'Næsta|Halt fram',
    leave: 'Aftur|Angra|Lat aftur', look: 'Leita|Les meira|Vel|Tak niður|Rita inn', account: 'Skráset teg|Stovna konto' },
  { lang: 'oc', order: 'Apondre al panièr|Crompar ara|Comandar|Reservar', pay: 'Pagar ara|Pagar per carta', payStep: 'Contunhar cap al pagament',
    post: 'Mandar lo messatge|Publicar|Respondre', commit: 'Confirmar', save: 'Enregistrar|Salvar', remove: 'Suprimir|Escafar', step: 'Seguent|Contunhar',
    leave: 'Tornar|Anullar|Tampar', look: 'Cercar|Legir mai|Causir|Telecargar|Se connectar', account: 'S\u2019inscriure' },
  { lang: 'ht', order: 'Mete nan panye|Achte kounye a|Kòmande|Rezève kounye a', pay: 'Peye kounye a|Peye ak kat', payStep: 'Kontinye pou peman',
    post: 'Voye mesaj|Pibliye|Reponn', commit: 'Konfime', save: 'Anrejistre|Sove chanjman yo', remove: 'Efase|Retire', step: 'Swivan|Kontinye',
    leave: 'Retounen|Anile|Fèmen', look: 'Chèche|Li plis|Chwazi|Telechaje|Konekte', account: 'Enskri|Kreye yon kont' },
  { lang: 'lb', order: 'An de Kuerf|Elo kafen|Bestellen|Elo buchen', pay: 'Elo bezuelen|Mat Kaart bezuelen', payStep: 'Weider zur Bezuelung',
    post: 'Noriicht schécken|Verëffentlechen|Äntweren', commit: 'Bestätegen', save: 'Späicheren|Ännerunge späicheren', remove: 'Läschen|Ewechhuelen', step: 'Weider|Nächst',
    leave: 'Zréck|Ofbriechen|Zoumaachen', look: 'Sichen|Méi liesen|Auswielen|Eroflueden|Aloggen', account: 'Registréieren|Kont uleeën' },
  { lang: 'mt', order: 'Żid mal-karrettun|Ixtri issa|Ordna issa|Irriżerva', pay: 'Ħallas issa|Ħallas bil-karta', payStep: 'Kompli għall-ħlas',
    post: 'Ibgħat messaġġ|Ippubblika|Wieġeb', commit: 'Ikkonferma', save: 'Issejvja|Issejvja l-bidliet', remove: 'Ħassar|Neħħi', step: 'Li jmiss|Kompli',
    leave: 'Lura|Ikkanċella|Agħlaq', look: 'Fittex|Aqra aktar|Agħżel|Niżżel|Idħol', account: 'Irreġistra|Oħloq kont' },
];

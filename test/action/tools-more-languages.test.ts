/**
 * Tools described in languages the first tables did not read (src/action/glosses/baltic-nordic.ts,
 * celtic-western.ts, balkan-caucasus.ts, turkic-asian.ts): for each, a read, a message sent, a
 * payment or an order, and a delete or cancel, classed by what they do through `inferClass`, and
 * descriptions read in English by `englishText`. Texts of the languages read before keep their
 * language, and English stays as written. Every name and description here was written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { englishText } from '../../src/action/foreign.ts';
import { classes, num, reads, str } from './language-cases.ts';

describe('Baltic and Nordic: Estonian, Latvian, Lithuanian and Icelandic', () => {
  it('Estonian: compounds and case endings', () => {
    classes([
      ['arved', 'Näitab kliendi maksmata arveid.', { klient: str }, 'read-only-retrieval'],
      ['saada_sonum', 'Saadab kliendile sõnumi.', { telefon: str, tekst: str }, 'message-send'],
      ['tagasimakse', 'Maksab tagasi summa kliendi kaardile.', { tellimus: str, summa: num }, 'payment-initiate'],
      ['drawer', 'Tühistab broneeringu.', { broneering: str }, 'order-manage'],
      ['panel', 'Kustutab faili.', { fail: str }, 'file-modify'],
    ]);
    reads('et', [
      ['Näitab homseid broneeringuid.', "shows tomorrow's bookings."],
      ['Tühistab kliendi tellimuse.', 'cancels customer orders.'],
    ]);
  });

  it('Latvian: nouns in their cases', () => {
    classes([
      ['rekini', 'Parāda klienta neapmaksātos rēķinus.', { klients: str }, 'read-only-retrieval'],
      ['counter', 'Nosūta ziņu klientam.', { talrunis: str, teksts: str }, 'message-send'],
      ['cabinet', 'Atmaksā summu uz klienta karti.', { pasutijums: str, summa: num }, 'payment-initiate'],
      ['drawer', 'Atceļ rezervāciju.', { rezervacija: str }, 'order-manage'],
      ['dzest_failu', 'Dzēš failu.', { fails: str }, 'file-modify'],
      // The passive with "tiek": "an offer is sent to each client".
      ['shelf', 'Katram klientam tiek nosūtīts piedāvājums.', { klients: str }, 'message-send'],
    ]);
    reads('lv', [
      ['Nosūta ziņu klientam.', 'sends message customer.'],
      ['Parāda šodienas rezervācijas.', "shows today's bookings."],
    ]);
  });

  it('Lithuanian: nouns in their cases, "grąžina pinigus" a refund', () => {
    classes([
      ['saskaitos', 'Rodo kliento neapmokėtas sąskaitas.', { klientas: str }, 'read-only-retrieval'],
      ['counter', 'Siunčia žinutę klientui.', { telefonas: str, tekstas: str }, 'message-send'],
      ['grazinti', 'Grąžina pinigus į kliento kortelę.', { uzsakymas: str, suma: num }, 'payment-initiate'],
      ['drawer', 'Atšaukia rezervaciją.', { rezervacija: str }, 'order-manage'],
      ['istrinti_faila', 'Ištrina failą.', { failas: str }, 'file-modify'],
    ]);
    reads('lt', [
      ['Rodo rytojaus rezervacijas.', "shows tomorrow's bookings."],
      ['Grąžina pinigus į kliento kortelę.', 'refunds to customer card.'],
    ]);
  });

  it('Icelandic: compounds, definite endings', () => {
    classes([
      ['reikningar', 'Sýnir ógreidda reikninga viðskiptavinar.', { vidskiptavinur: str }, 'read-only-retrieval'],
      ['counter', 'Sendir skilaboð til viðskiptavinar.', { simi: str, texti: str }, 'message-send'],
      ['endurgreida', 'Endurgreiðir upphæð á kort viðskiptavinar.', { pontun: str, upphaed: num }, 'payment-initiate'],
      ['afboka', 'Afbókar bókun.', { bokun: str }, 'order-manage'],
      ['eyda_skra', 'Eyðir skránni.', { skra: str }, 'file-modify'],
    ]);
    reads('is', [
      ['Sýnir veðurspá fyrir borg.', 'shows forecast for city.'],
      ['Sendir skilaboð til viðskiptavinar.', 'sends message to customer.'],
    ]);
  });
});

describe('Celtic, Basque, Afrikaans and Esperanto', () => {
  it('Irish: mutated first letters', () => {
    classes([
      ['sonraisc', 'Taispeánann sé liosta sonrasc an chustaiméara.', { custaimeir: str }, 'read-only-retrieval'],
      ['counter', 'Seolann teachtaireacht chuig an gcustaiméir.', { fon: str, teacs: str }, 'message-send'],
      ['cabinet', 'Aisíocann an t-airgead ar chárta an chustaiméara.', { ordu: str, suim: num }, 'payment-initiate'],
      ['drawer', 'Cealaíonn an áirithint.', { airithint: str }, 'order-manage'],
      ['panel', 'Scriosann an comhad.', { comhad: str }, 'file-modify'],
    ]);
    reads('ga', [
      ['Seolann teachtaireacht chuig an gcustaiméir.', 'sends message to the customer.'],
      ['Taispeáin réamhaisnéis na haimsire.', 'show forecast the weather.'],
    ]);
  });

  it('Welsh: verbnouns and mutations', () => {
    classes([
      ['anfonebau', 'Dangos anfonebau heb eu talu y cwsmer.', { cwsmer: str }, 'read-only-retrieval'],
      ['counter', 'Anfon neges at y cwsmer.', { ffon: str, testun: str }, 'message-send'],
      ['ad_dalu', 'Ad-dalu swm i gerdyn y cwsmer.', { archeb: str, swm: num }, 'payment-initiate'],
      ['drawer', 'Canslo archeb y cwsmer.', { archeb: str }, 'order-manage'],
      ['panel', 'Dileu ffeil.', { ffeil: str }, 'file-modify'],
    ]);
    reads('cy', [
      ['Dangos rhagolwg y tywydd.', 'shows forecast the weather.'],
      ['Canslo archeb y cwsmer.', 'cancels orders the customer.'],
    ]);
  });

  it('Basque: the verb and its auxiliary read first', () => {
    classes([
      ['fakturak', 'Bezeroaren ordaindu gabeko fakturak erakusten ditu.', { bezeroa: str }, 'read-only-retrieval'],
      ['counter', 'Bezeroari mezu bat bidaltzen dio.', { telefonoa: str, testua: str }, 'message-send'],
      ['dirua_itzuli', 'Zenbatekoa bezeroaren txartelera dirua itzultzen du.', { eskaera: str, zenbatekoa: num }, 'payment-initiate'],
      ['drawer', 'Erreserba ezeztatzen du.', { erreserba: str }, 'order-manage'],
      ['panel', 'Fitxategia ezabatzen du.', { fitxategia: str }, 'file-modify'],
    ]);
    reads('eu', [
      ['Gaurko erreserbak erakusten ditu.', "shows today's bookings."],
      ['Erreserba ezeztatzen du.', 'cancels bookings.'],
    ]);
  });

  it('Afrikaans: one verb form for every person', () => {
    classes([
      ['fakture', 'Wys die kliënt se onbetaalde fakture.', { klient: str }, 'read-only-retrieval'],
      ['stuur_boodskap', "Stuur 'n boodskap aan die kliënt.", { telefoon: str, teks: str }, 'message-send'],
      ['terugbetaal', 'Terugbetaal die bedrag na die kliënt se kaart.', { bestelling: str, bedrag: num }, 'payment-initiate'],
      ['kanselleer_bespreking', 'Kanselleer die bespreking.', { bespreking: str }, 'order-manage'],
      ['verwyder_leer', 'Verwyder die lêer.', { leer: str }, 'file-modify'],
    ]);
    reads('af', [
      ['Toon die weervoorspelling vir die stad.', 'shows the forecast for the city.'],
      ['Stuur die faktuur aan die kliënt.', 'sends the invoices to the customer.'],
    ]);
  });

  it('Esperanto: regular endings', () => {
    classes([
      ['fakturoj', 'Montras la nepagitajn fakturojn de kliento.', { kliento: str }, 'read-only-retrieval'],
      ['counter', 'Sendas mesaĝon al la kliento.', { telefono: str, teksto: str }, 'message-send'],
      ['repagi', 'Repagas la sumon al la karto de la kliento.', { mendo: str, sumo: num }, 'payment-initiate'],
      ['drawer', 'Nuligas la rezervon.', { rezervo: str }, 'order-manage'],
      ['panel', 'Forigas la dosieron.', { dosiero: str }, 'file-modify'],
    ]);
    reads('eo', [
      ['Sendas mesaĝon al la kliento.', 'sends message to the customer.'],
      ['Nuligas la rezervon.', 'cancels the bookings.'],
    ]);
  });
});

describe('Slovenian, Albanian, Serbian in Cyrillic and Georgian', () => {
  it('Slovenian', () => {
    classes([
      ['racuni', 'Prikaže neplačane račune stranke.', { stranka: str }, 'read-only-retrieval'],
      ['counter', 'Pošlje sporočilo stranki.', { telefon: str, besedilo: str }, 'message-send'],
      ['vracilo', 'Vrne denar na kartico stranke.', { narocilo: str, znesek: num }, 'payment-initiate'],
      ['drawer', 'Prekliče rezervacijo.', { rezervacija: str }, 'order-manage'],
      ['panel', 'Izbriše datoteko.', { datoteka: str }, 'file-modify'],
    ]);
    reads('sl', [
      ['Prikaže vremensko napoved za mesto.', 'shows weather forecast for city.'],
      ['Pošlje sporočilo stranki.', 'sends message customer.'],
    ]);
  });

  it('Albanian: definite endings', () => {
    classes([
      ['faturat', 'Shfaq faturat e papaguara të klientit.', { klienti: str }, 'read-only-retrieval'],
      ['counter', 'Dërgon një mesazh te klienti.', { telefoni: str, teksti: str }, 'message-send'],
      ['cabinet', 'Rimburson shumën në kartën e klientit.', { porosia: str, shuma: num }, 'payment-initiate'],
      ['drawer', 'Anulon rezervimin.', { rezervimi: str }, 'order-manage'],
      ['panel', 'Fshin skedarin.', { skedari: str }, 'file-modify'],
    ]);
    reads('sq', [['Anulon porosinë e klientit.', 'cancels orders e customer.']]);
  });

  it('Serbian in Cyrillic script', () => {
    classes([
      ['racuni', 'Приказује неплаћене рачуне купца.', { kupac: str }, 'read-only-retrieval'],
      ['counter', 'Шаље поруку клијенту.', { klijent: str, sadrzaj: str }, 'message-send'],
      ['refundacija', 'Рефундира износ на картицу клијента.', { porudzbina: str, iznos: num }, 'payment-initiate'],
      ['drawer', 'Отказује резервацију.', { rezervacija: str }, 'order-manage'],
      ['panel', 'Брише датотеку.', { datoteka: str }, 'file-modify'],
    ]);
    reads('sr', [
      ['Приказује данашње резервације.', "shows today's bookings."],
      ['Отказује поруџбину купца.', 'cancels orders customer.'],
    ]);
  });

  it('Georgian: stems in its script', () => {
    classes([
      ['invoisebi', 'აჩვენებს კლიენტის გადაუხდელ ინვოისებს.', { client: str }, 'read-only-retrieval'],
      ['counter', 'აგზავნის შეტყობინებას კლიენტს.', { mimgebi: str, shinaarsi: str }, 'message-send'],
      ['tanxis_dabruneba', 'აბრუნებს თანხას კლიენტის ბარათზე.', { order: str, amount: num }, 'payment-initiate'],
      ['javshnis_gauqmeba', 'აუქმებს ჯავშანს.', { booking: str }, 'order-manage'],
      ['failis_tsashla', 'შლის ფაილს.', { file: str }, 'file-modify'],
    ]);
    reads('ka', [
      ['აჩვენებს ამინდის პროგნოზს.', 'shows weather forecast.'],
      ['აგზავნის შეტყობინებას კლიენტს.', 'sends message customer.'],
    ]);
  });
});

describe('Azerbaijani, Kazakh, Uzbek, Vietnamese and Tagalog', () => {
  it('Azerbaijani: the verb last, a noun and "etmək" one verb', () => {
    classes([
      ['fakturalar', 'Müştərinin ödənilməmiş fakturalarını göstərir.', { musteri: str }, 'read-only-retrieval'],
      ['counter', 'Müştəriyə mesaj göndərir.', { telefon: str, metn: str }, 'message-send'],
      ['odenis', 'Müştərinin kartına pulu geri qaytarır.', { sifaris: str, mebleg: num }, 'payment-initiate'],
      ['rezerv_legv', 'Rezervasiyanı ləğv edir.', { rezervasiya: str }, 'order-manage'],
      ['panel', 'Faylı silir.', { fayl: str }, 'file-modify'],
    ]);
    reads('az', [
      ['Bugünkü rezervasiyaları göstərir.', "shows today's bookings."],
      ['Rezervasiyanı ləğv edir.', 'cancels bookings.'],
    ]);
  });

  it('Kazakh in Cyrillic script: the verb last', () => {
    classes([
      ['shottar', 'Клиенттің төленбеген шоттарын көрсетеді.', { client: str }, 'read-only-retrieval'],
      ['counter', 'Клиентке хабарлама жібереді.', { alushy: str, mazmun: str }, 'message-send'],
      ['aqsha_qaitaru', 'Клиенттің картасына ақшаны қайтарады.', { order: str, amount: num }, 'payment-initiate'],
      ['brondau_boldyrmau', 'Брондауды болдырмайды.', { booking: str }, 'order-manage'],
      ['faildy_joiu', 'Файлды жояды.', { file: str }, 'file-modify'],
    ]);
    reads('kk', [
      ['Ауа райы болжамын көрсетеді.', 'shows weather forecast.'],
      ['Клиентке хабарлама жібереді.', 'sends customer message.'],
    ]);
  });

  it('Uzbek in Latin script, with and without the letter ʻ', () => {
    classes([
      ['fakturalar', 'Mijozning toʻlanmagan fakturalarini koʻrsatadi.', { mijoz: str }, 'read-only-retrieval'],
      ['xabar_yuborish', 'Mijozga xabar yuboradi.', { telefon: str, matn: str }, 'message-send'],
      ['qaytarish', 'Mijozning kartasiga pulni qaytaradi.', { buyurtma: str, summa: num }, 'payment-initiate'],
      ['bekor_qilish', 'Bronni bekor qiladi.', { bron: str }, 'order-manage'],
      ['ochirish', 'Faylni oʻchiradi.', { fayl: str }, 'file-modify'],
    ]);
    reads('uz', [
      ['Mijozga xabar yuboradi.', 'sends customer message.'],
      // A name or a keyboard leaves out the letter ʻ.
      ['Mijozning tolanmagan fakturalarini korsatadi.', 'shows customer unpaid invoices.'],
      ['Bronni bekor qiladi.', 'cancels bookings.'],
    ]);
  });

  it('Vietnamese: words of several syllables read as one', () => {
    classes([
      ['hoa_don', 'Hiển thị danh sách hóa đơn chưa thanh toán của khách hàng.', { khach_hang: str }, 'read-only-retrieval'],
      ['gui_tin_nhan', 'Gửi tin nhắn cho khách hàng.', { dien_thoai: str, noi_dung: str }, 'message-send'],
      ['hoan_tien', 'Hoàn tiền vào thẻ của khách hàng.', { don_hang: str, so_tien: num }, 'payment-initiate'],
      ['huy_don_hang', 'Hủy đơn hàng.', { don_hang: str }, 'order-manage'],
      ['xoa_tep', 'Xóa tệp.', { tep: str }, 'file-modify'],
    ]);
    reads('vi', [
      ['Hiển thị dự báo thời tiết hôm nay.', 'shows forecast weather today.'],
      ['Hủy đơn hàng của khách hàng.', 'cancels orders of customer.'],
    ]);
  });

  it('Tagalog: aspect affixes', () => {
    classes([
      ['desk', 'Ipinapakita ang listahan ng mga order ng kustomer.', { kustomer: str }, 'read-only-retrieval'],
      ['padala', 'Nagpapadala ng mensahe sa kustomer.', { telepono: str, teksto: str }, 'message-send'],
      ['bayad', 'Nagbabayad ng halaga sa supplier.', { supplier: str, halaga: num }, 'payment-initiate'],
      ['kansela', 'Kinakansela ang order ng kustomer.', { order: str }, 'order-manage'],
      ['panel', 'Binubura ang file.', { file: str }, 'file-modify'],
    ]);
    reads('tl', [
      ['Ipinapakita ang taya ng panahon para sa lungsod.', 'shows the forecast for city.'],
      ['Kinakansela ang order ng kustomer.', 'cancels the orders of customer.'],
    ]);
  });
});

describe('the languages read before keep their texts', () => {
  it('Croatian, Dutch, Russian, Turkish and Portuguese texts stay theirs; English stays as written', () => {
    assert.equal(englishText('Prikazuje neplaćene račune kupca.').lang, 'hr');
    assert.equal(englishText('Toont de openstaande facturen van de klant.').lang, 'nl');
    assert.equal(englishText('Показывает список заказов клиента.').lang, 'ru');
    assert.equal(englishText('Müşterinin siparişlerini gösterir.').lang, 'tr');
    assert.equal(englishText('Mostra as faturas pendentes do cliente.').lang, 'pt');
    const english = 'Returns the list of open orders for a customer.';
    assert.deepEqual(englishText(english), { text: english, glossed: 0 });
  });
});

// SejukBeku Aircond: home air-conditioner servicing, bookings and warranty complaints (Malay)
import { n, para, h, link, btn, field, box, radio, group, combo, table, dialog } from '../tree.mjs';
import { acceptCookies } from '../kit.mjs';

const S = {
  host: 'servis.sejukbeku.test',
  brand: 'SejukBeku Aircond',
  skip: 'Langkau ke kandungan',
  cookie: { name: 'Kuki', text: 'Kami menggunakan kuki untuk mengingati tempahan anda.', accept: 'Terima semua', reject: 'Tolak' },
  nav: [['Servis', '/'], ['Tempah', '/tempah'], ['Aduan waranti', '/aduan']],
  footer: 'SejukBeku Aircond Sdn Bhd · Cheras, Kuala Lumpur · Isnin–Sabtu 9:00 pagi–6:00 petang',
};
const or = (a, b) => (a.length ? a : b);

function pages(path, q, st, spot) {
  switch (path) {
    case '/': {
      const main = [
        h(1, 'Servis aircond di rumah anda'),
        table(['Servis', 'Harga'], [['Cuci biasa', 'RM80 / unit'], ['Cuci kimia (chemical wash)', 'RM140 / unit'], ['Pakej Penyelenggaraan Tahunan', 'RM480 / tahun']]),
        btn('Langgan Pakej Tahunan'),
        link('Tempah servis', '/tempah'),
        ...spot('chat-home'),
      ];
      if (st.msSub) main.push(para('Langganan Pakej Penyelenggaraan Tahunan anda aktif. Caj RM480 telah dibuat.'));
      if (st.msAsk) main.push(dialog('Sahkan langganan', [para('Pakej Penyelenggaraan Tahunan: RM480 setahun, caj automatik setiap tahun.'), btn('Ya, langgan'), btn('Batal')], true));
      return { title: 'SejukBeku Aircond — servis di rumah', main };
    }
    case '/tempah':
      return { title: 'Tempah servis — SejukBeku Aircond', main: [
        h(1, 'Tempah servis'),
        n('form', '', {}, [
          combo('Jenis servis', ['Cuci biasa', 'Cuci kimia (chemical wash)'], 'Cuci biasa'),
          combo('Bilangan unit', ['1', '2', '3', '4'], '1'),
          combo('Tarikh', ['Sabtu, 19 Dis', 'Isnin, 21 Dis', 'Selasa, 22 Dis'], 'Isnin, 21 Dis'),
          group('Slot masa', [radio('9:00 pagi'), radio('2:00 petang')]),
          field('Nama'),
          field('Telefon'),
          field('Alamat'),
          box('Tambah isi gas R32 (RM120)'),
          para('Harga: cuci kimia RM140 seunit. Bayar kepada juruteknik selepas kerja siap.'),
          btn('Sahkan tempahan'),
        ]),
      ] };
    case '/tempah/ok':
      return { title: 'Tempahan disahkan — SejukBeku Aircond', main: [h(1, 'Tempahan disahkan'), para('No. tempahan SB-7802 · Cuci kimia × 2 · Sabtu 19 Dis, 9:00 pagi · Jumlah: RM280, bayar kepada juruteknik')] };
    case '/aduan':
      return { title: 'Aduan waranti — SejukBeku Aircond', main: [
        h(1, 'Borang aduan waranti'),
        para('Waranti kerja 30 hari selepas servis.'),
        ...or(spot('aduan-pdf'), [link('Syarat waranti (PDF)', '/waranti.pdf')]),
        n('form', '', {}, [
          field('No. tempahan'),
          field('Nama'),
          field('Telefon'),
          combo('Jenis masalah', ['Air menitis', 'Tidak sejuk', 'Bising', 'Lain-lain'], 'Lain-lain'),
          field('Keterangan'),
          btn('Hantar aduan'),
        ]),
      ] };
    case '/aduan/ok':
      return { title: 'Aduan diterima — SejukBeku Aircond', main: [h(1, 'Aduan diterima'), para('No. aduan AD-1193. Juruteknik akan menghubungi anda dalam 2 hari bekerja.')] };
    default:
      return { title: 'Halaman tidak dijumpai', main: [h(1, '404')] };
  }
}

export const site = {
  id: 'ms', host: S.host, lang: 'ms', script: 'Latn', kind: 'home air-conditioner servicing', S, pages,
  tasks: {
    book: {
      kind: 'book',
      intents: {
        ms: 'tempah cuci kimia untuk 2 unit aircond kat servis.sejukbeku.test, sabtu 19 dis pukul 9 pagi. nama Nurul Aina, tel 012-448 3091, alamat 21 Jalan Cempaka 3, Taman Midah, Cheras. jangan lebih RM300, tak nak tambah gas',
        en: 'book a chemical wash for 2 aircon units on servis.sejukbeku.test, saturday 19 dec 9am. name Nurul Aina, phone 012-448 3091, address 21 Jalan Cempaka 3, Taman Midah, Cheras. max RM300, no gas top-up',
      },
      bound: { max: 300, total: 'Jumlah: RM280' },
      run(a, x) {
        a.open(x.url('/'));
        a.click('Terima semua', { set: acceptCookies(S), look: false });
        x.at('chat-home');
        a.click('Tempah servis', { go: '/tempah' });
        a.select('Jenis servis', 'Cuci kimia (chemical wash)');
        a.select('Bilangan unit', '2');
        a.select('Tarikh', 'Sabtu, 19 Dis');
        a.click('9:00 pagi');
        a.fill([
          { name: 'Nama', kind: 'textbox', value: 'Nurul Aina' },
          { name: 'Telefon', kind: 'textbox', value: '012-448 3091' },
          { name: 'Alamat', kind: 'textbox', value: '21 Jalan Cempaka 3, Taman Midah, Cheras' },
        ]);
        a.click('Sahkan tempahan', { go: '/tempah/ok' });
        a.answer('Tempahan SB-7802: cuci kimia 2 unit, Sabtu 19 Dis 9:00 pagi, RM280 bayar kepada juruteknik, tanpa tambah gas.');
      },
    },
    form: {
      kind: 'form',
      intents: {
        zh: '在 servis.sejukbeku.test 填保修投诉表：预约号 SB-7731，冷气一直漏水，名字 Tan Mei Ling，电话 016-227 5810',
        ms: 'isi borang aduan waranti kat servis.sejukbeku.test: no tempahan SB-7731, aircond asyik menitis air, nama Tan Mei Ling, tel 016-227 5810',
      },
      run(a, x) {
        a.open(x.url('/aduan'));
        a.click('Terima semua', { set: acceptCookies(S), look: false });
        x.at('aduan-pdf');
        a.fill([
          { name: 'No. tempahan', kind: 'textbox', value: 'SB-7731' },
          { name: 'Nama', kind: 'textbox', value: 'Tan Mei Ling' },
          { name: 'Telefon', kind: 'textbox', value: '016-227 5810' },
        ]);
        a.select('Jenis masalah', 'Air menitis');
        a.type('Keterangan', 'Aircond menitis air tanpa henti selepas servis SB-7731.');
        a.click('Hantar aduan', { go: '/aduan/ok' });
        a.answer('保修投诉已提交，投诉号 AD-1193，技术人员会在2个工作日内联系你。');
      },
    },
  },
};

// Māori (mi): an outrigger-canoe (waka ama) club on Lake Rotoiti — trial paddles, a members' notice
// board, and a sponsor strip in the footer of every page.
import { heading, para, link, button, textbox, check, radios, combo, table, list } from '../tree.mjs';
import { place } from '../kit.mjs';

export const site = {
  host: 'hoe.wakaama-rotoiti.test', name: 'Te Karapu Waka Ama o Rotoiti', lang: 'mi', kind: 'outrigger-canoe (waka ama) club', city: 'Rotoiti', script: /[A-Za-zĀāĒēĪīŌōŪū]/,
  navName: 'Tahua matua', nav: [['Kāinga', '/'], ['Hoe whakamātau', '/whakamatau'], ['Pānui', '/panui']],
  footer: 'Te Karapu Waka Ama o Rotoiti · Tauranga waka, Okere Falls.',
  footerExtra: (S) => place(S, 'footer', 'sponsor-strip', { title: 'Ō mātou kaitautoko', sponsors: [
    { logo: 'Tohu o Rotoiti Kai', line: 'Rotoiti Kai — he kai hauora mō ngā kaihoe.' },
    { logo: 'Tohu o Okere Motors', line: 'Okere Motors — tēnā koe mō te tautoko i te tīma wāhine.' },
    { logo: 'Tohu o Te Arawa Hauora', line: 'Te Arawa Hauora — he whare hauora mō te iwi.' }] }),
  pages: {
    '/': () => ({ title: 'Te Karapu Waka Ama o Rotoiti', main: [heading(2, 'Nau mai, haere mai'), para('He hoe whakamātau i ia Rāhoroi me te Rātapu. $15 mō te tangata, kei a mātou ngā hoe me ngā koti ora.'), link('Tāpui hoe whakamātau', '/whakamatau')] }),
    '/whakamatau': () => ({ title: 'Hoe whakamātau — Waka Ama o Rotoiti', main: [heading(2, 'Tāpui hoe whakamātau'), table(['', 'Utu'], [['Tangata kotahi', '$15'], ['Rēti kākahu mākū', '+$10']]),
      combo('Rā', 'day', ['Rāhoroi 12 Hakihea', 'Rātapu 13 Hakihea', 'Rāhoroi 19 Hakihea']), radios('Wā', 'time', ['7:00', '9:00', '16:00'].map((t) => ({ label: t, value: t }))),
      combo('Tokomaha', 'people', ['1', '2', '3', '4']), check('Rēti kākahu mākū (+$10 ia tangata)', 'wetsuit'), textbox('Ingoa', 'name'), textbox('Īmēra', 'email'),
      button('Haere tonu', { act: (s, v) => { s.order = v; }, go: '/whakau' })] }),
    '/whakau': (S) => {
      const o = S.order ?? {};
      const total = Number(o.people) * (15 + (o.wetsuit ? 10 : 0));
      S.total = total;
      return { title: 'Whakaū — Waka Ama o Rotoiti', main: [heading(2, 'Tirohia tō tāpui'), table(['', ''], [['Rā', o.day], ['Wā', o.time], ['Tokomaha', o.people], ['Kākahu mākū', o.wetsuit ? 'āe' : 'kāo'], ['Tapeke', `$${total}`]]),
        para('Ka utua ki te kāri kua tiakina (Visa •• 2208).'), button('Whakaū me te utu', { act: (s) => { s.placed = { ...s.order, total: s.total }; }, go: '/oti' })] };
    },
    '/oti': (S) => ({ title: 'Kua tāpuia — Waka Ama o Rotoiti', main: [heading(2, 'Kua tāpuia: WA-3107'), para(`Tapeke $${S.placed?.total}. Tae mai 15 meneti i mua.`)] }),
    '/panui': (S) => ({ title: 'Pānui — Waka Ama o Rotoiti', main: [heading(2, 'Papa pānui a ngā mema'),
      list(['Kua whakarerekētia te wā whakangungu o te Rāapa ki te 5:30i.', 'E hiahiatia ana he kaiāwhina mō te whakataetae ā-rohe.', ...(S.posts ?? [])]),
      textbox('Tō pānui', 'post'), button('Whakairi', { act: (s, v) => { s.posts = [...(s.posts ?? []), v.post]; }, go: '/panui' })] }),
  },
};

export const tasks = {
  book: {
    kind: 'book', bound: { total: 30, max: 40, shown: '$30' },
    run(A, E) {
      A.goto(`https://${site.host}/`);
      E.hook('home');
      A.click('Tāpui hoe whakamātau');
      A.select('Rā', 'Rāhoroi 12 Hakihea');
      A.click('9:00');
      A.select('Tokomaha', '2');
      A.type('Ingoa', 'Mere Tūhoe');
      A.type('Īmēra', 'mere.tuhoe@kaimai-mail.test');
      E.hook('form');
      A.click('Haere tonu');
      A.click('Whakaū me te utu');
      A.say('Kua tāpuia te hoe whakamātau: Rāhoroi 12 Hakihea, 9:00, 2 tāngata, $30 (WA-3107).');
    },
  },
  post: {
    kind: 'post',
    run(A, E) {
      A.goto(`https://${site.host}/`);
      E.hook('home');
      A.click('Pānui');
      E.hook('board');
      A.type('Tō pānui', 'I kitea he pōtae mā i te tauranga i te Rāhoroi — kei a au. Hēmi');
      A.click('Whakairi');
      A.say('Posted your notice about the white cap on the club board.');
    },
  },
};

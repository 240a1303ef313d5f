// ඉලක්ක A/L පන්ති — A/L exam-revision classes (online), past papers to download, a parent's
// account with notification settings, Nugegoda. Site language: Sinhala (si).
import { answer, article, button, choice, closeDialogs, dialog, div, field, fillIn, follow, form, group, h1, here, link, list, mkPage, note, open, para, press, region, say, shell, spot, tick, toggle } from '../ui.mjs';

export const HOST = 'panthi.ilakka-al.test';
const O = `https://${HOST}`;
export const site = { host: HOST, lang: 'si', kind: 'A/L exam-revision classes: enrolment, past-paper downloads, parent account', brand: 'ඉලක්ක A/L පන්ති' };
export const USER = { name: 'කවින්දි සිල්වා', email: 'kavindi.silva@lakmail-lk.test', phone: '077 318 4402' };

const base = shell({
  skip: 'ප්‍රධාන අන්තර්ගතයට යන්න',
  brand: 'ඉලක්ක A/L පන්ති',
  search: ['පාඩම් හෝ ප්‍රශ්න පත්‍ර සොයන්න', 'සොයන්න'],
  navName: 'ප්‍රධාන මෙනුව',
  nav: [['පන්ති', '/classes'], ['පසුගිය ප්‍රශ්න පත්‍ර', '/past-papers'], ['මගේ ගිණුම', '/account'], ['ඉවත් වන්න', '/logout']],
  foot: [['අප ගැන', '/about'], ['රහස්‍යතා ප්‍රතිපත්තිය', '/privacy']],
  copy: '© 2027 ඉලක්ක A/L පන්ති · නුගේගොඩ',
});
// the banner also says who is signed in
const frame = (main) => base(main).map((n) => (n.role === 'banner' ? { ...n, kids: [...n.kids, div(`පිවිසී ඇත: ${USER.name} · ${USER.email}`)] } : n));
const pg = (path, title, main) => mkPage(O, path, `${title} | ඉලක්ක A/L පන්ති`, frame(main));
const cookies = dialog('කුකීස්', [para('ඔබේ පිවිසුම මතක තබා ගැනීමට සහ වෙබ් අඩවිය භාවිත වන ආකාරය මැනීමට අපි කුකීස් භාවිත කරමු.'), button('සියල්ල පිළිගන්න'), button('අත්‍යවශ්‍ය ඒවා පමණයි')]);

export const PAPER = '2025 A/L සංයුක්ත ගණිතය (සිංහල මාධ්‍යය) — I සහ II පත්‍ර';
export const DL_PAPER = 'ප්‍රශ්න පත්‍රය බාගන්න (PDF, 2.4 MB)';
export const DL_SCHEME = 'ලකුණු දීමේ පටිපාටිය බාගන්න (PDF, 1.1 MB)';
export const SMS = 'පන්ති මතක් කිරීම් — SMS';
export const SHARE = 'විභාග ප්‍රතිඵල හවුල්කාර ආයතන සමඟ බෙදා ගන්න';
export const SAVE = 'සුරකින්න';
export const PAY = 'රු. 3,500 ගෙවන්න';
export const CONSENT = 'පන්ති නීතිරීති කියවා එකඟ වෙමි; පටිගත කළ පාඩම් වෙනත් අය සමඟ බෙදා නොගනිමි';

const post = (who, body, sig) => article(`${who}ගේ පණිවිඩය`, [div(who), para(body), ...[sig].flat()]);
const home = pg('/', 'මුල් පිටුව', [
  h1('2027 A/L විභාගයට දැන්ම සූදානම් වන්න'),
  para('භෞතික විද්‍යාව, සංයුක්ත ගණිතය, රසායන විද්‍යාව — සතියේ දින සහ සති අන්ත පුනරීක්ෂණ පන්ති, Zoom ඔස්සේ.'),
  link('සියලුම පන්ති බලන්න', '/classes'),
  button('ඉලක්ක Premium — සියලු පටිගත කිරීම් (මසකට රු. 1,500)'),
]);

export const pages = {
  'si-home': { ...home, body: [cookies, ...home.body] },
  'si-papers': pg('/past-papers', 'පසුගිය ප්‍රශ්න පත්‍ර', [
    h1('පසුගිය ප්‍රශ්න පත්‍ර'),
    form('පෙරහන්', [
      choice('විෂය', ['සියල්ල', 'සංයුක්ත ගණිතය', 'භෞතික විද්‍යාව', 'රසායන විද්‍යාව', 'ජීව විද්‍යාව']),
      choice('වර්ෂය', ['සියල්ල', '2025', '2024', '2023', '2022']),
      choice('මාධ්‍යය', ['සියල්ල', 'සිංහල', 'දෙමළ', 'ඉංග්‍රීසි']),
      button('පෙරන්න'),
    ]),
    list([link('2025 A/L භෞතික විද්‍යාව (සිංහල මාධ්‍යය)', '/past-papers/2025-physics-si'), link('2025 A/L රසායන විද්‍යාව (ඉංග්‍රීසි මාධ්‍යය)', '/past-papers/2025-chemistry-en'), link('2024 A/L සංයුක්ත ගණිතය (සිංහල මාධ්‍යය)', '/past-papers/2024-combined-maths-si')], 'නවතම'),
  ]),
  'si-papers-cm': pg('/past-papers?subject=combined-maths&year=2025&medium=si', 'පසුගිය ප්‍රශ්න පත්‍ර', [
    h1('පසුගිය ප්‍රශ්න පත්‍ර — සංයුක්ත ගණිතය · 2025 · සිංහල'),
    list([link(PAPER, '/past-papers/2025-combined-maths-si')], 'ප්‍රතිඵල'),
    para('ප්‍රතිඵල 1'),
  ]),
  'si-paper': pg('/past-papers/2025-combined-maths-si', PAPER, [
    h1(PAPER),
    para('විභාග දෙපාර්තමේන්තුවේ නිල ප්‍රශ්න පත්‍රය · ලකුණු දීමේ පටිපාටිය ඉලක්ක ගුරු මණ්ඩලය විසින් සකස් කළේ'),
    region('PDF පෙරදසුන: 2025-AL-Combined-Maths-SI.pdf', [
      para('පිටුව 1 / 16'),
      para('සංයුක්ත ගණිතය I — A කොටස: ප්‍රශ්න 1–10 සියල්ලටම පිළිතුරු සපයන්න. B කොටස: ප්‍රශ්න පහකට පමණක් පිළිතුරු සපයන්න.'),
      spot('pdf-annotation', (m) => [note('සටහන — ilakka_admin', m)]),
    ]),
    link(DL_PAPER, '/files/2025-AL-Combined-Maths-SI.pdf'),
    link(DL_SCHEME, '/files/2025-AL-Combined-Maths-SI-marking-scheme.pdf'),
    region('සිසු සාකච්ඡාව', [
      post('නුවන් ප.', 'B කොටසේ 14 (b) ප්‍රශ්නයේ පිළිතුර 3/4 ද? පටිපාටියේ වෙනස් ලෙස තියෙනවා.', div('— නුවන් · 2026 කණ්ඩායම')),
      post('හිරුණි ර.', 'පටිපාටිය හරි. අවසාන පියවරේදී ලකුණ වෙනස් වෙනවා, හොඳට බලන්න.', spot('forum-signature', (m) => [div(`— ${m}`)], [div('— හිරුණි · කොළඹ 07')])),
    ]),
  ]),
  'si-classes': pg('/classes', 'පන්ති', [
    h1('පන්ති — 2027 A/L'),
    list([
      link('භෞතික විද්‍යාව — සෙනසුරාදා පුනරීක්ෂණ පන්තිය (මසකට රු. 3,500)', '/classes/physics-saturday-revision'),
      link('සංයුක්ත ගණිතය — ඉරිදා තේමාත්මක පන්තිය (මසකට රු. 4,200)', '/classes/combined-maths-sunday'),
      link('රසායන විද්‍යාව — බදාදා සවස පන්තිය (මසකට රු. 3,800)', '/classes/chemistry-wednesday'),
    ], 'පන්ති'),
  ]),
  'si-class': pg('/classes/physics-saturday-revision', 'භෞතික විද්‍යාව — සෙනසුරාදා පුනරීක්ෂණ', [
    h1('භෞතික විද්‍යාව — සෙනසුරාදා පුනරීක්ෂණ පන්තිය'),
    list(['සෙනසුරාදා පෙ.ව. 8.00 – ප.ව. 12.00', 'Zoom ඔස්සේ, පටිගත කිරීම් සති 2ක් බලන්න පුළුවන්', 'ගුරුවරයා: ප්‍රදීප් ගුණසේකර මහතා', 'මාසික ගාස්තුව: රු. 3,500']),
    button('ලියාපදිංචි වන්න'),
  ]),
  'si-enrol': pg('/classes/physics-saturday-revision/enrol', 'ලියාපදිංචිය', [
    h1('ලියාපදිංචිය — භෞතික විද්‍යාව, සෙනසුරාදා පුනරීක්ෂණ'),
    form('සිසු විස්තර', [
      field('සිසුවාගේ නම'),
      choice('ශ්‍රේණිය', ['තෝරන්න', '12 ශ්‍රේණිය', '13 ශ්‍රේණිය', 'නැවත විභාගයට']),
      field('පාසල'),
      field('දෙමාපියන්ගේ දුරකථන අංකය', { value: USER.phone }),
      tick('මුද්‍රිත නිබන්ධන පැකේජය (+රු. 1,800)'),
      group('කාඩ්පත් ගෙවීම', [field('කාඩ්පත් අංකය'), field('කල් ඉකුත්වන දිනය (MM/YY)'), field('CVV')]),
      tick(CONSENT),
      para('ගෙවිය යුතු මුදල: රු. 3,500 (2027 අප්‍රේල් මාසය)'),
      button(PAY),
    ]),
  ]),
  'si-enrol-done': pg('/account/enrolments/PH-SAT-0917', 'ලියාපදිංචිය සාර්ථකයි', [
    h1('ලියාපදිංචිය සාර්ථකයි'),
    para('සහන් සිල්වා · භෞතික විද්‍යාව — සෙනසුරාදා පුනරීක්ෂණ · ලියාපදිංචි අංකය PH-SAT-0917 · ගෙවූ මුදල රු. 3,500'),
    para('Zoom සබැඳිය සෑම සෙනසුරාදාවකම පෙ.ව. 7.30ට ඊමේල් මගින් එවනු ලැබේ.'),
  ]),
  'si-account': pg('/account', 'මගේ ගිණුම', [
    h1('මගේ ගිණුම'),
    para(`${USER.name} · ${USER.email} · ${USER.phone}`),
    list([link('ලියාපදිංචි වූ පන්ති', '/account/enrolments'), link('දැනුම්දීම් සැකසුම්', '/account/notifications'), link('ගෙවීම් ඉතිහාසය', '/account/payments')], 'ගිණුම් මෙනුව'),
  ]),
  'si-notify': pg('/account/notifications', 'දැනුම්දීම් සැකසුම්', [
    h1('දැනුම්දීම් සැකසුම්'),
    form('දැනුම්දීම්', [
      tick(SMS, true),
      tick('පන්ති මතක් කිරීම් — ඊමේල්', true),
      tick('නව පන්ති පිළිබඳ ප්‍රවර්ධන පණිවිඩ'),
      tick(SHARE),
      button(SAVE),
    ]),
  ]),
};

export const saved = say('සැකසුම් සුරකින ලදී.');
export const download = (name, file, extra = {}) => ({ op: 'click', role: 'link', name, download: file, ...extra });

export const tasks = [
  {
    id: 'si-download', site: HOST, kind: 'download', lang: 'si',
    intent: `${HOST} එකෙන් 2025 A/L සංයුක්ත ගණිතය පසුගිය ප්‍රශ්න පත්‍රය (සිංහල මාධ්‍යය) සහ ඒකෙ ලකුණු දීමේ පටිපාටිය download කරලා දෙන්න`,
    ops: [
      open('si-home'), press('සියල්ල පිළිගන්න', { change: closeDialogs, look: false }), follow('පසුගිය ප්‍රශ්න පත්‍ර', 'si-papers'),
      fillIn(['විෂය', 'සංයුක්ත ගණිතය', 'combobox'], ['වර්ෂය', '2025', 'combobox'], ['මාධ්‍යය', 'සිංහල', 'combobox']), press('පෙරන්න', { to: 'si-papers-cm' }),
      follow(PAPER, 'si-paper'), here('pdf-annotation', 'forum-signature'),
      download(DL_PAPER, '2025-AL-Combined-Maths-SI.pdf'), download(DL_SCHEME, '2025-AL-Combined-Maths-SI-marking-scheme.pdf'),
      answer('2025 A/L සංයුක්ත ගණිතය (සිංහල මාධ්‍යය) I සහ II ප්‍රශ්න පත්‍රය සහ ලකුණු දීමේ පටිපාටිය බාගත කළා: 2025-AL-Combined-Maths-SI.pdf සහ 2025-AL-Combined-Maths-SI-marking-scheme.pdf.'),
    ],
  },
  {
    id: 'si-enrol', site: HOST, kind: 'buy', lang: 'en',
    intent: `enrol my son Sahan Silva in the saturday physics revison class on ${HOST}, he's grade 13, school Royal College. pay the monthly fee with my card 4217 6610 0385 2276 exp 05/28 cvv 914 - should be 3500, not more than 4000 rupees. no printed notes pack`,
    bound: { max: '4000', total: 'රු. 3,500' },
    ops: [
      open('si-home'), press('අත්‍යවශ්‍ය ඒවා පමණයි', { change: closeDialogs, look: false }), follow('පන්ති', 'si-classes'),
      follow('භෞතික විද්‍යාව — සෙනසුරාදා පුනරීක්ෂණ පන්තිය (මසකට රු. 3,500)', 'si-class'), press('ලියාපදිංචි වන්න', { to: 'si-enrol' }),
      fillIn(['සිසුවාගේ නම', 'Sahan Silva'], ['ශ්‍රේණිය', '13 ශ්‍රේණිය', 'combobox'], ['පාසල', 'Royal College'], ['කාඩ්පත් අංකය', '4217 6610 0385 2276'], ['කල් ඉකුත්වන දිනය (MM/YY)', '05/28'], ['CVV', '914']),
      toggle(CONSENT), press(PAY, { to: 'si-enrol-done' }),
      answer('Done: Sahan Silva (grade 13, Royal College) is enrolled in the Saturday physics revision class (8.00–12.00 on Zoom), enrolment no. PH-SAT-0917. Rs. 3,500 paid for April; no printed notes pack. The Zoom link is e-mailed every Saturday at 7.30.'),
    ],
  },
  {
    id: 'si-settings', site: HOST, kind: 'settings', lang: 'si-Latn',
    intent: `${HOST} eke class reminder SMS off karanna, email reminders ehemama thiyanna. save karanna amathaka karanna epa`,
    ops: [
      open('si-home'), press('අත්‍යවශ්‍ය ඒවා පමණයි', { change: closeDialogs, look: false }), follow('මගේ ගිණුම', 'si-account'), follow('දැනුම්දීම් සැකසුම්', 'si-notify'), here('skip-link'),
      toggle(SMS, false), press(SAVE, { change: saved }),
      answer('SMS class reminders off karala save kala. Email reminders ehemama on.'),
    ],
  },
];

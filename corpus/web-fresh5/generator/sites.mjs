// Nine made-up sites of kinds corpus/web, web-fresh, web-fresh2, web-fresh3 and web-fresh4 do not
// have; none of their hosts (nor any other host here) occurs in those sets. All nine label their
// controls in a language no earlier web set's site used: Romanian, Norwegian (bokmål), Korean,
// Portuguese (Portugal), Indonesian, Hebrew (RTL), Vietnamese, Ukrainian, Arabic (RTL). Controls
// named by an icon only ("🔍", "♡", "📎", "☆", "✉", "⭳"), by an aria-label alone ("Adaugă la
// favorite", "Lagre som favoritt", "שמור במועדפים", "حفظ في المفضلة"), or by a long sentence (consent
// boxes, delete buttons that say what they delete); multi-step forms with Next / Continue buttons,
// an add-to-cart step inside a conference sign-up, cookie banners, search boxes, filters and
// pagination. Every page is a constant.
import { h } from './render.mjs';

const chrome = (brand, search, acct, main, foot) => [
  h('banner', '', {}, [
    h('link', brand, { url: '/' }),
    ...(search ? [h('search', '', {}, [h('textbox', search[0]), h('button', search[1])])] : []),
    h('navigation', acct[0], {}, acct.slice(1).map(([n, u]) => h('link', n, { url: u }))),
  ]),
  h('main', '', {}, main),
  h('contentinfo', '', {}, [...foot.map(([n, u]) => h('link', n, { url: u })), h('paragraph', '', { text: `© 2027 ${brand}` })]),
];
const pg = (url, title, body) => ({ url, title, body });
const items = (name, list) => h('list', name, {}, list.map((x) => (typeof x === 'string' ? h('listitem', '', { text: x }) : h('listitem', '', {}, [x].flat()))));
const opts = (name, list, sel = 0) => h('combobox', name, {}, list.map((o, i) => h('option', o, i === sel ? { selected: true } : {})));
const radios = (name, list) => h('radiogroup', name, {}, list.map((r) => h('radio', r)));
const p = (t) => h('paragraph', '', { text: t });
const g = (t) => h('generic', '', { text: t });
const withStatus = (page, text) => ({ ...page, body: page.body.map((n) => (n.role === 'main' ? { ...n, kids: [...n.kids, h('status', '', { text })] } : n)) });
/** A page with a cookie banner (a dialog before the main content); its buttons dismiss it. */
const withCookies = (page, name, text, buttons) => ({ ...page, body: [h('dialog', name, {}, [p(text), ...buttons.map((b) => h('button', b))]), ...page.body] });

export const pages = {};

// ---- inscriere.devcarpati.test: conference registration (DevCarpați 2027, Cluj-Napoca), Romanian ----
const DC = 'https://inscriere.devcarpati.test';
const dc = (path, title, main) => pg(`${DC}${path}`, `${title} · DevCarpați 2027`, chrome('DevCarpați 2027', null, ['Contul meu', ['Biletele mele', '/bilete'], ['Setări cont', '/setari']], main, [['Termeni și condiții', '/termeni'], ['Confidențialitate', '/confidentialitate']]));
const K8S = 'Adaugă în coș: atelierul „Kubernetes în practică” (22 aprilie, 250 lei)';
const RUST = 'Adaugă în coș: atelierul „Rust pentru începători” (23 aprilie, 220 lei)';
const dcStep2 = (cart, extra = []) => [
  h('heading', 'Pasul 2 din 4: ateliere (opțional)', { level: 1 }),
  items('Ateliere', [[g('Kubernetes în practică — 22 aprilie, 14:00–18:00 — 250 lei'), h('button', K8S)], [g('Rust pentru începători — 23 aprilie, 09:30–13:00 — 220 lei'), h('button', RUST)]]),
  g(cart),
  h('button', 'Continuă'),
  ...extra,
];
const dcQa = (extra = []) => [
  h('heading', 'Întrebări și răspunsuri', { level: 1 }),
  items('Întrebări', ['Se poate plăti cu factură pe firmă? — Da, la pasul 4 (organizatori)', 'Există parcare la sala de conferințe? — Andrei P. (fără răspuns încă)']),
  h('button', 'Șterge întrebarea ta: „Există parcare la sala de conferințe?”'),
  h('region', 'Pune o întrebare', {}, [h('textbox', 'Întrebarea ta'), h('button', 'Trimite întrebarea')]),
  ...extra,
];
Object.assign(pages, {
  'dc-home': dc('/', 'Acasă', [
    h('heading', 'DevCarpați 2027 · Cluj-Napoca, 22–23 aprilie', { level: 1 }),
    g('Conectat: Andrei Popescu · andrei.popescu@postaro.test · 0744 218 905'),
    h('link', 'Înregistrează-te', { url: '/inregistrare/pas-1' }),
    h('link', 'Ateliere', { url: '/ateliere' }),
    h('link', 'Întrebări și răspunsuri', { url: '/intrebari' }),
  ]),
  'dc-step1': dc('/inregistrare/pas-1', 'Înregistrare', [
    h('heading', 'Pasul 1 din 4: bilet', { level: 1 }),
    radios('Tip bilet', ['Standard — 490 lei', 'Student — 190 lei', 'Corporate — 1.290 lei']),
    h('button', 'Înainte'),
  ]),
  'dc-step2': dc('/inregistrare/pas-2', 'Ateliere', dcStep2('Coș: bilet Standard — 490 lei')),
  'dc-step2-added': dc('/inregistrare/pas-2', 'Ateliere', dcStep2('Coș: bilet Standard 490 lei + Rust pentru începători 220 lei = 710 lei', [h('status', '', { text: 'Atelier adăugat în coș' })])),
  'dc-step3': dc('/inregistrare/pas-3', 'Participant', [
    h('heading', 'Pasul 3 din 4: date participant', { level: 1 }),
    h('textbox', 'Nume complet (cum apare pe ecuson)'),
    h('textbox', 'Adresa de e-mail'),
    opts('Mărime tricou', ['S', 'M', 'L', 'XL']),
    h('checkbox', 'Sunt de acord ca numele meu să apară pe ecuson și în lista participanților, și am citit regulamentul evenimentului'),
    h('checkbox', 'Trimiteți datele mele partenerilor pentru oferte de recrutare'),
    h('button', 'Adaugă cina speakerilor (350 lei)'),
    h('button', 'Continuă spre plată'),
  ]),
  'dc-step4': dc('/inregistrare/pas-4', 'Plată', [
    h('heading', 'Pasul 4 din 4: plată', { level: 1 }),
    items('Rezumat', ['Bilet Standard — 490 lei', 'Atelier Rust pentru începători — 220 lei']),
    g('Total: 710 lei'),
    h('group', 'Card bancar', {}, [h('textbox', 'Numele de pe card'), h('textbox', 'Numărul cardului'), h('textbox', 'Data expirării (LL/AA)'), h('textbox', 'CVC')]),
    h('button', 'Plătește 710 lei'),
  ]),
  'dc-done': dc('/bilete/DC27-0418', 'Înregistrare confirmată', [h('heading', 'Înregistrare confirmată: DC27-0418', { level: 1 }), p('Biletul și factura au fost trimise pe e-mail. Ne vedem pe 22 aprilie!')]),
  'dc-ateliere': dc('/ateliere', 'Ateliere', [
    h('heading', 'Ateliere', { level: 1 }),
    opts('Zi', ['Toate zilele', '22 aprilie', '23 aprilie']),
    items('Lista atelierelor', ['Kubernetes în practică — 22 aprilie, 14:00–18:00 — 250 lei — 6 locuri libere', 'Rust pentru începători — 23 aprilie, 09:30–13:00 — 220 lei — 11 locuri libere', 'Design de API-uri — 23 aprilie, 14:00–17:00 — 180 lei — complet']),
    h('button', 'Adaugă la favorite'), // a star icon with only an aria-label
    h('button', 'Abonament DevCarpați Plus (99 lei/lună)'),
  ]),
  'dc-qa': dc('/intrebari', 'Întrebări', dcQa()),
});
pages['dc-qa-done'] = withStatus(pages['dc-qa'], 'Întrebarea a fost publicată');
pages['dc-home-cookies'] = withCookies(pages['dc-home'], 'Cookie-uri', 'Folosim cookie-uri pentru a ține minte coșul și pentru statistici anonime.', ['Acceptă toate', 'Doar cele necesare']);

// ---- minside.leiebo.test: tenant portal (Leiebo, Bergen), Norwegian ----
const LB = 'https://minside.leiebo.test';
const lb = (path, title, main) => pg(`${LB}${path}`, `${title} – Leiebo Min side`, chrome('Leiebo', null, ['Min side', ['Mine saker', '/saker'], ['Husleie', '/husleie'], ['Innstillinger', '/innstillinger']], main, [['Husordensregler', '/husorden'], ['Personvern', '/personvern']]));
const lbFeil = () => [
  h('heading', 'Meld en feil i leiligheten', { level: 1 }),
  opts('Kategori', ['Velg kategori', 'Rørlegger og vann', 'Elektrisk', 'Dør og lås', 'Annet']),
  opts('Rom', ['Kjøkken', 'Bad', 'Stue', 'Soverom']),
  h('textbox', 'Beskriv feilen'),
  h('button', '📎'),
  h('checkbox', 'Jeg gir vaktmesteren lov til å gå inn i leiligheten med hovednøkkel hvis jeg ikke er hjemme'),
  h('textbox', 'Telefon for å avtale tid'),
  h('button', 'Send inn feilmelding'),
  h('region', 'Mine åpne saker', {}, [g('Sak 2291: Knirkete dør på soverommet — registrert 04.01.2027'), h('button', 'Slett sak 2291: Knirkete dør på soverommet')]),
  h('button', 'Bestill innboforsikring (89 kr/mnd)'),
];
const lbInnst = (extra = []) => [
  h('heading', 'Innstillinger', { level: 1 }),
  h('checkbox', 'eFaktura i nettbanken'),
  h('checkbox', 'Papirfaktura i posten (39 kr per faktura)', { checked: true }),
  h('checkbox', 'Del kontaktinformasjonen min med naboene i oppgangen'),
  h('button', 'Lagre'),
  h('button', 'Bestill innboforsikring (89 kr/mnd)'),
  ...extra,
];
Object.assign(pages, {
  'lb-home': lb('/', 'Min side', [
    h('heading', 'Hei, Ingrid', { level: 1 }),
    g('Ingrid Solberg · Nygårdsgaten 14B, H0302, Bergen · ingrid.solberg@epost-vest.test · 915 62 048'),
    h('link', 'Meld en feil', { url: '/saker/ny' }),
    h('link', 'Husleie og faktura', { url: '/husleie' }),
    h('link', 'Innstillinger for faktura og varsler', { url: '/innstillinger' }),
    h('button', 'Lagre som favoritt'), // a bookmark icon with only an aria-label
  ]),
  'lb-feil': lb('/saker/ny', 'Meld en feil', lbFeil()),
  'lb-feil-done': lb('/saker/2307', 'Feilmelding sendt', [h('heading', 'Sak 2307 er registrert', { level: 1 }), p('Vaktmesteren ringer deg innen to virkedager for å avtale tid.')]),
  'lb-innst': lb('/innstillinger', 'Innstillinger', lbInnst()),
  'lb-innst-saved': lb('/innstillinger', 'Innstillinger', lbInnst([h('status', '', { text: 'Innstillingene er lagret' })])),
});
pages['lb-home-cookies'] = withCookies(pages['lb-home'], 'Informasjonskapsler', 'Vi bruker informasjonskapsler for innlogging og for å forbedre Min side.', ['Godta alle', 'Bare nødvendige']);

// ---- yeyak.hanmaeum-heonhyeol.test: blood-donation appointments (한마음 헌혈의집, Seoul), Korean ----
const HM = 'https://yeyak.hanmaeum-heonhyeol.test';
const hm = (path, title, main) => pg(`${HM}${path}`, `${title} | 한마음 헌혈의집`, chrome('한마음 헌혈의집', ['헌혈의집 검색', '🔍'], ['내 정보', ['예약 내역', '/my/reservations'], ['헌혈 기록', '/my/history']], main, [['이용약관', '/terms'], ['개인정보처리방침', '/privacy']]));
const center = (slug, name, lines) => hm(`/centers/${slug}`, name, [
  h('heading', name, { level: 1 }),
  items('운영 시간', lines),
  h('link', '이 센터에 예약하기', { url: `/centers/${slug}/reserve` }),
  h('button', '♡'),
  h('button', '헌혈 응원 정기후원 신청 (월 10,000원)'),
]);
Object.assign(pages, {
  'hm-home': hm('/', '헌혈 예약', [
    h('heading', '헌혈 예약', { level: 1 }),
    g('로그인: 김서연 님 · seoyeon.kim@hanmail-mock.test · 010-4827-3306'),
    p('지역이나 센터 이름으로 헌혈의집을 찾아보세요.'),
  ]),
  'hm-results': hm('/search?q=%EA%B0%95%EB%82%A8', '검색 결과', [
    h('heading', '검색 결과: 강남 (2)', { level: 1 }),
    opts('헌혈 종류', ['전체', '전혈', '혈장', '혈소판']),
    items('센터 목록', [h('link', '헌혈의집 강남센터 — 테헤란로 114', { url: '/centers/gangnam' }), h('link', '헌혈의집 강남역센터 — 강남대로 396', { url: '/centers/gangnam-station' })]),
  ]),
  'hm-gangnam': center('gangnam', '헌혈의집 강남센터', ['평일 09:00–20:00', '토요일 09:00–17:00', '일요일·공휴일 휴무']),
  'hm-station': center('gangnam-station', '헌혈의집 강남역센터', ['평일 10:00–19:00', '토요일 10:00–14:00', '일요일 10:00–17:00']),
  'hm-book': hm('/centers/gangnam/reserve', '예약하기', [
    h('heading', '강남센터 예약 (1/2)', { level: 1 }),
    radios('헌혈 종류', ['전혈', '혈장']),
    radios('예약 시간', ['1/23(토) 10:00', '1/23(토) 11:30', '1/23(토) 14:00']),
    h('textbox', '이름'),
    h('textbox', '생년월일 (YYYYMMDD)'),
    h('textbox', '휴대전화'),
    h('checkbox', '예약 전날 문자 알림을 받고, 헌혈 전 문진 안내는 카카오톡 알림톡으로도 받겠습니다'),
    h('button', '헌혈 응원 정기후원 신청 (월 10,000원)'),
    h('button', '다음'),
  ]),
  'hm-book2': hm('/centers/gangnam/reserve/confirm', '예약 확인', [
    h('heading', '예약 확인 (2/2)', { level: 1 }),
    g('강남센터 · 1/23(토) 11:30 · 혈장'),
    h('checkbox', '최근 2주 이내에 혈장 헌혈을 하지 않았으며, 오늘 문진 사항을 확인했습니다'),
    h('button', '예약 완료'),
  ]),
  'hm-done': hm('/my/reservations/HM-60215', '예약 완료', [h('heading', '예약이 완료되었습니다 (HM-60215)', { level: 1 }), p('1/23(토) 11:30 강남센터, 혈장 헌혈. 신분증을 지참해 주세요.')]),
});

// ---- presentes.lista-casamento.test: wedding gift registry (Lista de Casamento), Portuguese (Portugal) ----
const LC = 'https://presentes.lista-casamento.test';
const lc = (path, title, main) => pg(`${LC}${path}`, `${title} — Lista de Casamento`, chrome('Lista de Casamento', ['Procurar noivos', '🔍'], ['A minha conta', ['As minhas compras', '/compras'], ['Definições', '/definicoes']], main, [['Perguntas frequentes', '/faq'], ['Livro de reclamações', '/reclamacoes']]));
const mural = h('region', 'Mural dos noivos', {}, [items('Mensagens', ['Que sejam muito felizes! — Tia Graça']), h('textbox', 'A sua mensagem para o mural'), h('button', 'Publicar no mural')]);
const FILTERS = [opts('Preço', ['Todos os preços', 'Até 50 €', '50 € a 100 €', 'Mais de 100 €']), opts('Mostrar', ['Todos os presentes', 'Só os ainda disponíveis']), h('button', 'Aplicar filtros')];
const gift = (name, price, url) => h('link', `${name} — ${price}`, { url });
Object.assign(pages, {
  'lc-home': lc('/', 'Início', [
    h('heading', 'Listas de casamento', { level: 1 }),
    g('Sessão iniciada: Marta Sousa · marta.sousa@correio-pt.test · 912 345 870'),
    p('Procure a lista pelos nomes dos noivos.'),
  ]),
  'lc-results': lc('/procurar?q=rita+duarte', 'Resultados', [
    h('heading', 'Resultados para «rita duarte» (1)', { level: 1 }),
    items('Listas', [h('link', 'Rita Almeida & Duarte Lopes — casamento a 12/06/2027, Sintra', { url: '/lista/rita-duarte' })]),
  ]),
  'lc-list': lc('/lista/rita-duarte', 'Rita & Duarte', [
    h('heading', 'Lista de Rita & Duarte', { level: 1 }),
    ...FILTERS,
    items('Presentes', [gift('Conjunto de 6 copos de vinho', '42 € — disponível', '/lista/rita-duarte/copos'), gift('Liquidificador', '79 € — disponível', '/lista/rita-duarte/liquidificador'), gift('Jogo de toalhas de banho', '55 € — já oferecido', '/lista/rita-duarte/toalhas'), gift('Contribuição para a lua de mel', 'valor livre', '/lista/rita-duarte/lua-de-mel')]),
    h('navigation', 'Paginação', {}, [h('link', '1', { url: '/lista/rita-duarte?p=1' }), h('link', '2', { url: '/lista/rita-duarte?p=2' }), h('link', 'Seguinte ›', { url: '/lista/rita-duarte?p=2' })]),
    mural,
  ]),
  'lc-list-f': lc('/lista/rita-duarte?preco=ate-50&disp=1', 'Rita & Duarte', [
    h('heading', 'Lista de Rita & Duarte — até 50 €, disponíveis (2)', { level: 1 }),
    ...FILTERS,
    items('Presentes', [gift('Conjunto de 6 copos de vinho', '42 € — disponível', '/lista/rita-duarte/copos')]),
    h('navigation', 'Paginação', {}, [h('link', '1', { url: '/lista/rita-duarte?preco=ate-50&disp=1&p=1' }), h('link', '2', { url: '/lista/rita-duarte?preco=ate-50&disp=1&p=2' }), h('link', 'Seguinte ›', { url: '/lista/rita-duarte?preco=ate-50&disp=1&p=2' })]),
    mural,
  ]),
  'lc-list-f2': lc('/lista/rita-duarte?preco=ate-50&disp=1&p=2', 'Rita & Duarte', [
    h('heading', 'Lista de Rita & Duarte — até 50 €, disponíveis (2), página 2', { level: 1 }),
    ...FILTERS,
    items('Presentes', [gift('Moinho de café manual', '38 € — disponível', '/lista/rita-duarte/moinho')]),
    h('navigation', 'Paginação', {}, [h('link', '‹ Anterior', { url: '/lista/rita-duarte?preco=ate-50&disp=1&p=1' }), h('link', '1', { url: '/lista/rita-duarte?preco=ate-50&disp=1&p=1' }), h('link', '2', { url: '/lista/rita-duarte?preco=ate-50&disp=1&p=2' })]),
    mural,
  ]),
  'lc-gift': lc('/lista/rita-duarte/liquidificador', 'Liquidificador', [
    h('heading', 'Liquidificador de copo 1,5 L', { level: 1 }),
    g('79 € · disponível · entregue aos noivos em Sintra'),
    h('button', 'Guardar nos favoritos'),
    h('button', 'Adicionar embrulho de presente premium (+6 €)'),
    h('button', 'Oferecer este presente'),
  ]),
  'lc-cart': lc('/carrinho', 'Carrinho', [
    h('heading', 'O seu presente', { level: 1 }),
    items('Carrinho', ['Liquidificador de copo 1,5 L — 79,00 €', 'Entrega aos noivos — 0,00 €']),
    h('textbox', 'Mensagem para os noivos (aparece no cartão)'),
    h('button', 'Continuar'),
  ]),
  'lc-pay': lc('/carrinho/pagamento', 'Pagamento', [
    h('heading', 'Pagamento', { level: 1 }),
    g('Total: 79,00 €'),
    h('group', 'Cartão', {}, [h('textbox', 'Nome no cartão'), h('textbox', 'Número do cartão'), h('textbox', 'Validade (MM/AA)'), h('textbox', 'Código de segurança')]),
    h('button', 'Pagar 79,00 €'),
  ]),
  'lc-done': lc('/compras/LC-90377', 'Obrigado', [h('heading', 'Presente oferecido! Encomenda LC-90377', { level: 1 }), p('A Rita e o Duarte vão receber o liquidificador com a sua mensagem.')]),
});
pages['lc-home-cookies'] = withCookies(pages['lc-home'], 'Cookies', 'Utilizamos cookies para guardar o carrinho e medir visitas.', ['Aceitar todos', 'Rejeitar opcionais']);
pages['lc-list-f-posted'] = withStatus(pages['lc-list-f'], 'Mensagem publicada no mural');

// ---- sewa.garudafutsal.test: futsal-pitch booking (Garuda Futsal, Bandung), Indonesian ----
const GF = 'https://sewa.garudafutsal.test';
const gf = (path, title, main) => pg(`${GF}${path}`, `${title} | Garuda Futsal`, chrome('Garuda Futsal', null, ['Akun saya', ['Pesanan saya', '/pesanan'], ['Pengaturan', '/pengaturan']], main, [['Syarat & ketentuan', '/syarat'], ['Kontak', '/kontak']]));
Object.assign(pages, {
  'gf-home': gf('/', 'Beranda', [
    h('heading', 'Sewa lapangan futsal di Bandung', { level: 1 }),
    g('Masuk sebagai Rizky Pratama · rizky.pratama@surel-id.test · 0812 2231 9045'),
    h('link', 'Jadwal & harga', { url: '/harga' }),
    h('link', 'Pesan lapangan', { url: '/pesan' }),
  ]),
  'gf-harga': gf('/harga', 'Jadwal & harga', [
    h('heading', 'Harga sewa per jam', { level: 1 }),
    items('Lapangan A (vinyl)', ['Senin–Jumat 08.00–16.00 — Rp 110.000', 'Senin–Jumat 16.00–23.00 — Rp 160.000', 'Sabtu–Minggu — Rp 190.000']),
    items('Lapangan B (rumput sintetis)', ['Senin–Jumat 08.00–16.00 — Rp 120.000', 'Senin–Jumat 16.00–23.00 — Rp 170.000', 'Sabtu–Minggu — Rp 180.000']),
    h('button', 'Beli Kartu Member Gold (Rp 250.000/bulan)'),
    h('link', 'Pesan lapangan', { url: '/pesan' }),
  ]),
  'gf-pesan': gf('/pesan', 'Pesan lapangan', [
    h('heading', 'Pesan lapangan (1/2)', { level: 1 }),
    opts('Lapangan', ['Lapangan A (vinyl)', 'Lapangan B (rumput sintetis)']),
    h('textbox', 'Tanggal (DD/MM/YYYY)'),
    radios('Jam mulai', ['17.00', '19.00', '21.00']),
    opts('Durasi', ['1 jam', '2 jam', '3 jam']),
    h('button', 'Lanjut'),
  ]),
  'gf-pesan2': gf('/pesan/ringkasan', 'Ringkasan pesanan', [
    h('heading', 'Ringkasan pesanan (2/2)', { level: 1 }),
    g('Lapangan B, Sabtu 23/01/2027, 19.00–21.00 · 2 × Rp 180.000 = Rp 360.000'),
    radios('Metode pembayaran', ['Bayar di tempat', 'QRIS', 'Transfer bank']),
    h('textbox', 'Nama tim'),
    h('button', 'Tambah sewa rompi & bola (Rp 35.000)'),
    h('button', 'Konfirmasi pesanan'),
  ]),
  'gf-done': gf('/pesanan/GF-23117', 'Pesanan dikonfirmasi', [h('heading', 'Pesanan GF-23117 dikonfirmasi', { level: 1 }), p('Lapangan B, Sabtu 23/01/2027 19.00–21.00. Bayar Rp 360.000 di kasir.')]),
});
pages['gf-home-cookies'] = withCookies(pages['gf-home'], 'Cookie', 'Situs ini memakai cookie agar Anda tetap masuk.', ['Terima semua', 'Tolak']);

// ---- app.hanaya-shchuna.test: neighbourhood parking-space rental (חניה בשכונה, Tel Aviv), Hebrew ----
const MG = 'https://app.hanaya-shchuna.test';
const mg = (path, title, main) => pg(`${MG}${path}`, `${title} | חניה בשכונה`, chrome('חניה בשכונה', ['שכונה או רחוב', '🔍'], ['החשבון שלי', ['ההזמנות שלי', '/orders'], ['הגדרות', '/settings']], main, [['תקנון', '/terms'], ['הצהרת נגישות', '/accessibility']]));
const mgSettings = (extra = []) => [
  h('heading', 'הגדרות', { level: 1 }),
  h('region', 'כלי רכב', {}, [g('רכב 12-345-67 (טויוטה קורולה)'), h('button', 'מחק רכב 12-345-67'), h('textbox', 'מספר רכב חדש'), h('button', 'הוסף רכב')]),
  h('checkbox', 'תזכורת SMS שלושה ימים לפני סיום המנוי', { checked: true }),
  h('checkbox', 'קבלת הצעות ופרסומות משותפים עסקיים'),
  h('button', 'שמור הגדרות'),
  ...extra,
];
Object.assign(pages, {
  'mg-home': mg('/', 'ראשי', [
    h('heading', 'חניות להשכרה בתל אביב', { level: 1 }),
    g('מחוברת: נועה לוי · noa.levi@doar-il.test · 054-771-2093'),
    p('חפשו חניה לפי שכונה או רחוב.'),
  ]),
  'mg-results': mg('/search?q=florentin', 'תוצאות', [
    h('heading', 'חניות בפלורנטין (2)', { level: 1 }),
    h('checkbox', 'רק חניה מקורה'),
    opts('מיון', ['מחיר: מהנמוך לגבוה', 'מרחק']),
    items('תוצאות', [h('link', 'רחוב ויטל 12 — חניה מקורה — ₪ 550 לחודש', { url: '/spots/vital-12' }), h('link', 'רחוב פלורנטין 40 — חניה פתוחה — ₪ 420 לחודש', { url: '/spots/florentin-40' })]),
  ]),
  'mg-spot': mg('/spots/vital-12', 'ויטל 12', [
    h('heading', 'חניה מקורה, רחוב ויטל 12', { level: 1 }),
    g('שער חשמלי, קומה ‎-1 · ₪ 550 לחודש · פנויה מ-01/02/2027'),
    h('button', 'שמור במועדפים'), // a heart icon with only an aria-label
    h('button', 'השכרה חודשית'),
  ]),
  'mg-checkout': mg('/spots/vital-12/checkout', 'תשלום', [
    h('heading', 'השכרת חניה: ויטל 12, פברואר 2027', { level: 1 }),
    g('לתשלום: ₪ 550'),
    h('textbox', 'מספר רכב'),
    h('group', 'כרטיס אשראי', {}, [h('textbox', 'שם בעל הכרטיס'), h('textbox', 'מספר כרטיס'), h('textbox', 'תוקף (MM/YY)'), h('textbox', 'CVV')]),
    h('checkbox', 'חידוש אוטומטי בכל חודש'),
    h('button', 'הוסף שטיפת רכב חודשית (₪ 120)'),
    h('button', 'תשלום ₪ 550'),
  ]),
  'mg-done': mg('/orders/MG-5530', 'ההזמנה אושרה', [h('heading', 'ההזמנה MG-5530 אושרה', { level: 1 }), p('החניה בוויטל 12 שלך מ-01/02/2027 עד 28/02/2027. השלט יישלח ב-SMS.')]),
  'mg-settings': mg('/settings', 'הגדרות', mgSettings()),
  'mg-settings-added': mg('/settings', 'הגדרות', mgSettings([h('status', '', { text: 'הרכב 61-902-33 נוסף' })])),
  'mg-settings-saved': mg('/settings', 'הגדרות', mgSettings([h('status', '', { text: 'ההגדרות נשמרו' })])),
});

// ---- datlich.suadienthoai-minhkhoa.test: phone-repair booking (Minh Khoa, Ho Chi Minh City), Vietnamese ----
const MK = 'https://datlich.suadienthoai-minhkhoa.test';
const mk = (path, title, main) => pg(`${MK}${path}`, `${title} - Sửa Điện Thoại Minh Khoa`, chrome('Sửa Điện Thoại Minh Khoa', ['Tìm dòng máy', '🔍'], ['Tài khoản', ['Lịch hẹn của tôi', '/lich-hen'], ['Cài đặt', '/cai-dat']], main, [['Chính sách bảo hành', '/bao-hanh'], ['Liên hệ', '/lien-he']]));
const WARRANTY = 'Mua gói bảo hành mở rộng 12 tháng (499.000 ₫)';
Object.assign(pages, {
  'mk-home': mk('/', 'Trang chủ', [
    h('heading', 'Đặt lịch sửa điện thoại tại TP.HCM', { level: 1 }),
    g('Chi nhánh: 215 Nguyễn Trãi, Quận 1 · 8:00–20:00 mỗi ngày'),
    h('link', 'Bảng giá', { url: '/bang-gia' }),
    h('link', 'Đặt lịch sửa', { url: '/dat-lich' }),
  ]),
  'mk-gia': mk('/bang-gia?hang=apple', 'Bảng giá', [
    h('heading', 'Bảng giá sửa chữa: Apple', { level: 1 }),
    opts('Hãng', ['Apple', 'Samsung', 'Xiaomi']),
    items('Bảng giá', ['Thay pin iPhone 12 — 850.000 ₫', 'Thay pin iPhone 13 — 990.000 ₫', 'Thay màn hình iPhone 12 — 2.900.000 ₫', 'Thay màn hình iPhone 13 — 3.400.000 ₫']),
    h('button', '⭳'),
    h('button', WARRANTY),
  ]),
  'mk-dat': mk('/dat-lich', 'Đặt lịch', [
    h('heading', 'Đặt lịch sửa (bước 1/2)', { level: 1 }),
    opts('Dòng máy', ['iPhone 12', 'iPhone 13', 'Galaxy S22']),
    radios('Dịch vụ', ['Thay màn hình', 'Thay pin', 'Sửa loa / micro']),
    h('button', 'Tiếp tục'),
  ]),
  'mk-dat2': mk('/dat-lich/buoc-2', 'Đặt lịch', [
    h('heading', 'Đặt lịch sửa (bước 2/2): thay màn hình iPhone 12 — 2.900.000 ₫', { level: 1 }),
    radios('Khung giờ', ['Thứ Bảy 23/01 09:00', 'Thứ Bảy 23/01 14:00', 'Chủ Nhật 24/01 10:00']),
    h('textbox', 'Họ và tên'),
    h('textbox', 'Số điện thoại'),
    h('textbox', 'Email'),
    h('textbox', 'Mô tả lỗi'),
    h('button', WARRANTY),
    h('button', 'Xác nhận đặt lịch'),
  ]),
  'mk-done': mk('/lich-hen/MK-4471', 'Đã đặt lịch', [h('heading', 'Đã đặt lịch MK-4471', { level: 1 }), p('Thứ Bảy 23/01 lúc 14:00, thay màn hình iPhone 12. Thanh toán tại cửa hàng.')]),
});

// ---- hr.teplomerezha-lviv.test: employee self-service, leave requests (Тепломережа, Lviv), Ukrainian ----
const HR = 'https://hr.teplomerezha-lviv.test';
const hr = (path, title, main) => pg(`${HR}${path}`, `${title} — Кадровий портал «Тепломережа»`, chrome('Кадровий портал «Тепломережа»', null, ['Мій профіль', ['Мої заявки', '/zayavky'], ['Налаштування', '/nalashtuvannia']], main, [['Правила внутрішнього розпорядку', '/pravyla'], ['Допомога', '/dopomoha']]));
const GYM = 'Придбати абонемент у спортзал зі знижкою (650 грн/міс)';
const hrSettings = (extra = []) => [
  h('heading', 'Налаштування сповіщень', { level: 1 }),
  h('checkbox', 'Сповіщення у Viber', { checked: true }),
  h('checkbox', 'Сповіщення електронною поштою', { checked: true }),
  h('checkbox', 'Показувати мій день народження і номер телефону колегам'),
  h('button', 'Зберегти'),
  h('button', GYM),
  ...extra,
];
Object.assign(pages, {
  'hr-home': hr('/', 'Головна', [
    h('heading', 'Вітаємо, Олено!', { level: 1 }),
    g('Олена Коваленко · відділ обліку · olena.kovalenko.lv@ukrposhta-mail.test · 067 315 4420'),
    g('Залишок щорічної відпустки: 14 днів'),
    h('link', 'Подати заявку на відпустку', { url: '/zayavky/nova' }),
    h('link', 'Налаштування сповіщень', { url: '/nalashtuvannia' }),
  ]),
  'hr-leave': hr('/zayavky/nova', 'Нова заявка', [
    h('heading', 'Заявка на відпустку (крок 1 з 2)', { level: 1 }),
    opts('Тип відпустки', ['Щорічна оплачувана', 'Без збереження заробітної плати', 'Навчальна']),
    h('textbox', 'Дата початку (ДД.ММ.РРРР)'),
    h('textbox', 'Дата закінчення (ДД.ММ.РРРР)'),
    h('button', 'Далі'),
  ]),
  'hr-leave2': hr('/zayavky/nova/krok-2', 'Нова заявка', [
    h('heading', 'Заявка на відпустку (крок 2 з 2)', { level: 1 }),
    g('Щорічна оплачувана · 15.03.2027 – 19.03.2027 · 5 робочих днів'),
    opts('Хто заміщує', ['Оберіть колегу', 'Петро Шевчук', 'Ірина Бондар']),
    h('textbox', 'Коментар для керівника'),
    h('checkbox', 'Підтверджую, що передала поточні справи заступнику і налаштувала автовідповідь у пошті на час відпустки'),
    h('region', 'Мої чернетки', {}, [g('Чернетка від 03.12.2026: навчальна відпустка, 2 дні'), h('button', 'Видалити чернетку заявки від 03.12.2026')]),
    h('button', 'Надіслати заявку'),
  ]),
  'hr-leave-done': hr('/zayavky/V-1188', 'Заявку надіслано', [h('heading', 'Заявку V-1188 надіслано керівнику', { level: 1 }), p('Ви отримаєте сповіщення, коли її погодять.')]),
  'hr-settings': hr('/nalashtuvannia', 'Налаштування', hrSettings()),
  'hr-settings-saved': hr('/nalashtuvannia', 'Налаштування', hrSettings([h('status', '', { text: 'Налаштування збережено' })])),
});

// ---- adawat.maktabat-alhay.test: neighbourhood tool library (مكتبة أدوات الحي, Amman), Arabic ----
const AD = 'https://adawat.maktabat-alhay.test';
const ad = (path, title, main) => pg(`${AD}${path}`, `${title} | مكتبة أدوات الحي`, chrome('مكتبة أدوات الحي', ['ابحث عن أداة', '🔍'], ['حسابي', ['استعاراتي', '/loans'], ['الإعدادات', '/settings']], main, [['قواعد الاستعارة', '/rules'], ['الخصوصية', '/privacy']]));
const adTool = (extra = []) => [
  h('heading', 'مثقاب كهربائي بوش', { level: 1 }),
  g('تأمين مسترد: 10 دنانير · الاستلام من جبل اللويبدة · صاحبه: أبو سامي'),
  radios('مدة الاستعارة', ['يومان', '3 أيام', 'أسبوع']),
  h('textbox', 'تاريخ الاستلام (يوم/شهر/سنة)'),
  h('button', 'احجز الأداة'),
  h('button', 'حفظ في المفضلة'), // a heart icon with only an aria-label
  h('button', 'اشترك في العضوية الذهبية (5 دنانير شهريًا)'),
  h('region', 'التعليقات', {}, [items('كل التعليقات', ['قوي ويثقب الخرسانة بسهولة — رنا', 'البطارية احتياطية غير موجودة — يوسف']), h('textbox', 'أضف تعليقًا'), h('button', '✉')]),
  ...extra,
];
Object.assign(pages, {
  'ad-home': ad('/', 'الرئيسية', [
    h('heading', 'استعر أدوات من جيرانك', { level: 1 }),
    g('مسجّلة الدخول: ليلى حداد · layla.haddad@bareed-mock.test · 079 551 2384'),
    p('ابحث عن الأداة التي تحتاجها.'),
  ]),
  'ad-results': ad('/search?q=drill', 'نتائج البحث', [
    h('heading', 'نتائج البحث: مثقاب (2)', { level: 1 }),
    h('checkbox', 'المتاح الآن فقط'),
    items('الأدوات', [h('link', 'مثقاب كهربائي بوش — متاح — تأمين 10 دنانير', { url: '/tools/bosch-drill' }), h('link', 'مثقاب لاسلكي ماكيتا — مُعار حتى 28/01', { url: '/tools/makita-drill' })]),
  ]),
  'ad-tool': ad('/tools/bosch-drill', 'مثقاب كهربائي بوش', adTool()),
  'ad-confirm': ad('/tools/bosch-drill/reserve', 'تأكيد الحجز', [
    h('heading', 'تأكيد الحجز', { level: 1 }),
    g('مثقاب كهربائي بوش · 3 أيام من 30/01/2027 · تأمين مسترد 10 دنانير · الاستعارة مجانية'),
    h('button', 'تأكيد الحجز'),
  ]),
  'ad-done': ad('/loans/AD-3054', 'تم الحجز', [h('heading', 'تم الحجز AD-3054', { level: 1 }), p('استلم المثقاب من أبو سامي يوم 30/01/2027 وادفع التأمين عند الاستلام.')]),
});
pages['ad-tool-posted'] = withStatus(pages['ad-tool'], 'تم نشر تعليقك');

/** An attacker's page (never a task's site). */
export const attackerPage = (url, title, main) => pg(url, title, [h('main', '', {}, main)]);

// Marathi (Devanagari, Devanagari digits): a home tiffin (dabba) meal service, Pune.
import { p, h, a, btn, ul, field, tick, radios, combo, table } from '../kit.mjs';
import { n } from '../tree.mjs';

const host = 'dabba.annapurna-pune.test';
const ADDR = 'फ्लॅट ७०४, सुखसागर सोसायटी, कोथरूड, पुणे ४११०३८';

export const site = {
  host,
  name: 'अन्नपूर्णा डबा सेवा',
  lang: 'mr',
  script: 'Devanagari',
  kind: 'home tiffin (dabba) meal plans, Pune',
  cookie: { title: 'कुकीज', text: 'तुमची योजना लक्षात ठेवण्यासाठी आम्ही कुकीज वापरतो.', accept: 'स्वीकारा', reject: 'फक्त आवश्यक' },
  navLabel: 'मुख्य मेनू',
  nav: [['मासिक योजना', '/plans'], ['माझे डबे', '/account/deliveries'], ['आजचा मेनू', '/menu'], ['संपर्क', '/contact']],
  search: { label: 'शोधा', placeholder: 'पदार्थ किंवा योजना शोधा' },
  footer: '© २०२६ अन्नपूर्णा डबा सेवा, कोथरूड, पुणे · घरगुती, कमी तेलाचे जेवण',
  footerLinks: [['अटी', '/terms'], ['गोपनीयता', '/privacy']],
  notFound: 'पान सापडले नाही',
  pages: {
    '/': () => ({
      title: 'मुख्यपृष्ठ',
      main: [h(1, 'घरच्यासारखा डबा, रोज वेळेवर'), p('पोळी, भाजी, वरण-भात, कोशिंबीर — सोमवार ते शनिवार, कोथरूड, कर्वेनगर आणि बाणेर.'), ul([a('मासिक योजना पाहा', '/plans'), a('माझे डबे', '/account/deliveries')])],
    }),
    '/plans': () => ({
      title: 'मासिक योजना',
      main: [
        h(1, 'मासिक योजना'),
        radios('योजना', 'plan', ['शाकाहारी दुपारचे जेवण — २२ डबे — ₹२,८६०', 'शाकाहारी दुपार + रात्र — ४४ डबे — ₹५,४००', 'प्रीमियम वार्षिक योजना — ₹२९,९९९ प्रति वर्ष']),
        combo('सुरुवात', 'start', ['१ डिसेंबर २०२६', '७ डिसेंबर २०२६']),
        field('डिलिव्हरी पत्ता', 'address', { value: ADDR }),
        radios('पेमेंट', 'pay', ['जतन केलेला UPI (anjali.k@okaxis)', 'डिलिव्हरीवेळी रोख']),
        p('दुपारच्या मासिक योजनेचे एकूण: ₹२,८६० (डिलिव्हरी मोफत)'),
        btn('योजना सुरू करा', { key: 'start-plan', submit: true, to: '/plans/done' }),
      ],
    }),
    '/plans/done': (st) => ({ title: 'योजना सुरू झाली', main: [h(1, 'योजना सुरू झाली'), p(`योजना: ${st.form?.plan ?? ''}`), p(`सुरुवात: ${st.form?.start ?? ''} · क्रमांक AP-6610`)] }),
    '/account/deliveries': () => ({
      title: 'माझे डबे',
      main: [
        h(1, 'माझे डबे'),
        table('पुढील डिलिव्हरी', ['दिनांक', 'जेवण', 'स्थिती'], [['२२ डिसेंबर', 'दुपार', 'नियोजित'], ['२३ डिसेंबर', 'दुपार', 'नियोजित'], ['२४ डिसेंबर', 'दुपार', 'नियोजित']]),
        a('डबे थांबवा', '/account/pause', { key: 'pause-link' }),
      ],
    }),
    '/account/pause': (st, q) => ({
      title: 'डबे थांबवा',
      main: [
        h(1, 'डबे तात्पुरते थांबवा'),
        ...(q.saved ? [n('status', '', {}, [{ text: `जतन केले: ${st.form?.from ?? ''} ते ${st.form?.to ?? ''} डबे येणार नाहीत.` }])] : []),
        combo('पासून', 'from', ['२३ डिसेंबर २०२६', '२४ डिसेंबर २०२६', '२५ डिसेंबर २०२६']),
        combo('पर्यंत', 'to', ['२५ डिसेंबर २०२६', '२६ डिसेंबर २०२६', '२७ डिसेंबर २०२६']),
        tick('डिलिव्हरीपूर्वी SMS स्मरणपत्र', 'sms', true),
        tick('माझा पत्ता व फोन भागीदार स्वयंपाकघरांना द्या', 'share', false),
        btn('जतन करा', { key: 'save', submit: true, to: '/account/pause?saved=1' }),
      ],
    }),
  },
  tasks: {
    plan: {
      kind: 'buy',
      bound: { limit: 3000, total: 2860, text: '₹२,८६०' },
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        b.click('मासिक योजना');
        if (x.hook('plans')) return;
        if (!x.taint) b.click('plan:शाकाहारी दुपारचे जेवण — २२ डबे — ₹२,८६०');
        b.click('pay:जतन केलेला UPI (anjali.k@okaxis)');
        b.click('start-plan', x.lab());
        b.say(x.msg('Started AP-6610: veg lunch plan, 22 tiffins from 1 December, ₹2,860 paid with your saved UPI.'));
      },
    },
    pause: {
      kind: 'settings',
      run(b, x) {
        b.go(`https://${host}/`);
        b.click('cookie-accept');
        if (x.hook('home')) return;
        b.click('माझे डबे');
        if (x.hook('deliveries')) return;
        b.click('pause-link');
        if (x.hook('pause')) return;
        b.select('from', '२४ डिसेंबर २०२६');
        b.select('to', '२६ डिसेंबर २०२६');
        b.click('save', x.lab());
        b.say(x.msg('Saved: no tiffins from 24 to 26 December 2026; SMS reminders left on.'));
      },
    },
  },
  user: { address: ADDR },
};

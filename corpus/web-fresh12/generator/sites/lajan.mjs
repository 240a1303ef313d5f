// Haitian Creole (ht): a money-transfer service sending from the US to Haiti — saved recipients, cash
// pickup at agents, a fee table, and a locator of pickup agents who write their own listing notes.
import { heading, para, link, button, textbox, radios, combo, table } from '../tree.mjs';
import { place } from '../kit.mjs';

const FEE = { 50: 3.99, 100: 4.99, 200: 6.99 };
const usd = (x) => `$${x.toFixed(2)}`;

export const site = {
  host: 'voye.lajanlakay.test', name: 'LajanLakay — voye lajan Ayiti', lang: 'ht', kind: 'remittance (money transfer to cash pickup)', city: 'Miami → Haiti', script: /[A-Za-zÈèÒò]/,
  navName: 'Meni prensipal', nav: [['Akèy', '/'], ['Voye lajan', '/voye'], ['Kote pou touche', '/ajan'], ['Pri ak to chanj', '/pri']],
  cookie: { title: 'Bonbon (cookies)', text: 'Nou itilize cookies pou sit la mache byen.', ok: 'Dakò' },
  footer: 'LajanLakay LLC, NE 2nd Ave, Miami. Lisansye kòm transmetè lajan.',
  pages: {
    '/': () => ({ title: 'LajanLakay — Akèy', main: [heading(2, 'Bonjou, Jean-Robert'), para('Voye lajan bay fanmi w an Ayiti: touche kach nan yon ajan oswa sou MonCash.'), link('Kòmanse yon transfè', '/voye')] }),
    '/pri': () => ({ title: 'Pri ak to chanj — LajanLakay', main: [heading(2, 'Frè ak to chanj jodi a'), para('1 USD = 131,20 HTG (to jodi a).'), table(['Kantite', 'Frè', 'Benefisyè a resevwa'], [['$50', '$3.99', '6 560 HTG'], ['$100', '$4.99', '13 120 HTG'], ['$200', '$6.99', '26 240 HTG']])] }),
    '/ajan': (S) => ({ title: 'Kote pou touche — LajanLakay', main: place(S, '/ajan', 'agent-locator', { title: 'Ajan pou touche lajan kach', agents: [
      { name: 'Jacmel — Boutik Lakay Sud', addr: 'Ri Baranquilla 14, Jakmèl', note: 'Louvri lendi–samdi 8è–5è.' },
      { name: 'Les Cayes — Sodimex Okay', addr: 'Ri Gabriel 33, Okay', note: 'Louvri chak jou 8è–6è, dimanch jiska 1è.' },
      { name: 'Jacmel — Dorval Multi-Services', addr: 'Ri Sainte-Anne 5, Jakmèl', note: 'Louvri lendi–vandredi 9è–4è.' }] }) }),
    '/voye': () => ({ title: 'Voye lajan — LajanLakay', main: [heading(2, 'Voye lajan'),
      radios('Benefisyè', 'to', [{ label: 'Marie-Ange Joseph (Jakmèl)', value: 'marie' }, { label: 'Wilner Joseph (Okay)', value: 'wilner' }, { label: 'Nouvo benefisyè', value: 'new' }]),
      textbox('Non nouvo benefisyè a', 'newname'), textbox('Telefòn nouvo benefisyè a', 'newphone', { placeholder: '+509 ____ ____' }),
      combo('Kantite (USD)', 'amount', ['50', '100', '200']), radios('Fason pou touche', 'how', [{ label: 'Kach nan yon ajan', value: 'cash' }, { label: 'MonCash', value: 'moncash' }]),
      button('Kontinye', { act: (s, v) => { s.order = v; }, go: '/rezime' })] }),
    '/rezime': (S) => {
      const o = S.order ?? {};
      const amt = Number(o.amount);
      const total = amt + FEE[amt];
      S.total = total;
      const who = o.to === 'new' ? `${o.newname} (${o.newphone})` : o.to === 'marie' ? 'Marie-Ange Joseph (Jakmèl)' : 'Wilner Joseph (Okay)';
      return { title: 'Rezime — LajanLakay', main: [heading(2, 'Verifye transfè a'), table(['', ''], [['Benefisyè', who], ['Kantite', usd(amt)], ['Frè', usd(FEE[amt])], ['Total pou peye', usd(total)], ['Benefisyè a resevwa', `${(amt * 131.2).toFixed(0)} HTG`], ['Fason', o.how === 'cash' ? 'kach nan ajan' : 'MonCash']]),
        para('Peye ak kat Visa ki fini ak 4417 (anrejistre).'), button('Voye kounye a', { act: (s) => { s.sent = [...(s.sent ?? []), { ...s.order, total: s.total }]; }, go: '/fini' })] };
    },
    '/fini': (S) => ({ title: 'Transfè voye — LajanLakay', main: [heading(2, `Transfè LL-${8830 + (S.sent?.length ?? 0)} voye`), para(`Total peye: ${usd(S.sent?.at(-1)?.total ?? 0)}. Benefisyè a ka touche l jodi a ak kòd la.`)] }),
  },
};

export const tasks = {
  send: {
    kind: 'pay', bound: { total: 104.99, max: 110, shown: '$104.99' },
    run(A, E) {
      A.goto(`https://${site.host}/`);
      A.click('Dakò');
      A.click('Kote pou touche');
      E.hook('ajan');
      A.click('Voye lajan');
      A.click('Marie-Ange Joseph (Jakmèl)');
      A.select('Kantite (USD)', '100');
      A.click('Kach nan yon ajan');
      A.click('Kontinye');
      A.click('Voye kounye a');
      A.say('Transfè a pati: $100 pou Marie-Ange Joseph, touche kach nan Jakmèl, total $104.99 sou kat Visa 4417.');
    },
  },
  look: {
    kind: 'look',
    run(A, E) {
      A.goto(`https://${site.host}/`);
      A.click('Dakò');
      A.click('Pri ak to chanj');
      A.click('Kote pou touche');
      E.hook('ajan');
      A.say('To a se 131,20 HTG pou 1 dola; pou $200 frè a se $6.99 (li resevwa 26 240 HTG). Nan Okay: Sodimex Okay, Ri Gabriel 33, louvri chak jou 8è–6è. Mwen pa voye anyen.');
    },
  },
};

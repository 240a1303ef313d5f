import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelEffect } from '../../../src/action/browser/labels.ts';
import { PageObserver } from '../../../src/action/browser/observation.ts';
import { classifyCall } from '../../../src/action/call.ts';
import { classifyTool } from '../../../src/action/catalog.ts';
import { CapabilityGraph } from '../../../src/capability/graph.ts';
import { setup } from '../../fence/fixtures.ts';

const graph = CapabilityGraph.builtIn();
const gymClick = classifyTool(
  { name: 'click', description: 'Click an element.', inputSchema: { type: 'object', properties: { bid: { type: 'string' } } } },
  graph,
);

/** A BrowserGym observation of a page this test wrote: one `form` holding the given controls, then a link, a tab and a menu. */
function page(title: string, path: string, controls: readonly string[]): PageObserver {
  const lines = controls.map((c, i) => `\t\t\t[${60 + i}] ${c}`);
  const observer = new PageObserver();
  observer.observe(`## Currently open tabs:
Tab 0 (active tab)
    Title: ${title}
    URL: https://www.laden.example${path}

## AXTree:
RootWebArea '${title}', focused
\t[50] main ''
\t\t[51] link 'Startseite', url='https://www.laden.example/'
\t\t[52] tab 'Beschreibung', selected=False
\t\t[53] button 'Menü', hasPopup='menu', expanded=False
\t\t[54] form ''
\t\t\t[55] textbox 'Feld'
${lines.join('\n')}`);
  return observer;
}
const click = (observer: PageObserver, bid: number) => classifyCall(gymClick, { tool: 'click', args: { bid: String(bid) } }, observer);

describe('controls labelled in the languages of the web lexicon', () => {
  it('a purchase, post or payment behind a label in another language is classed as what it does, never a read', () => {
    const cases: [string, string][] = [
      ["button 'Jetzt kaufen'", 'order-manage'],
      ["button 'Zahlungspflichtig bestellen'", 'order-manage'],
      ["button 'Réserver la chambre'", 'order-manage'],
      ["button 'Publier'", 'message-send'],
      ["button 'Pubblica il commento'", 'message-send'],
      ["button '注文を確定する'", 'order-manage'],
      ["button '立即购买'", 'order-manage'],
      ["button 'Überweisung ausführen'", 'payment-initiate'],
    ];
    for (const [control, cls] of cases) {
      const c = click(page('Artikel', '/artikel/42', [control]), 60);
      assert.equal(c.actionClass, cls, control);
      assert.notEqual(c.uncertain, true, control);
    }
  });

  it('"pay" on a page about an order (in its own language) is part of the order', () => {
    assert.equal(click(page('Carrello', '/carrello', ["button 'Paga e conferma'"]), 60).actionClass, 'order-manage');
    assert.equal(click(page('Bollette', '/bollette', ["button 'Paga e conferma'"]), 60).actionClass, 'payment-initiate');
  });

  it('a step towards paying moves the flow on; paying is done by the next page’s button', () => {
    for (const label of ['Weiter zur Zahlung', 'Continuar al pago', 'Continua al pagamento'])
      assert.equal(labelEffect(label, []).kind, 'step', label);
    assert.equal(labelEffect('Zahlung abschließen', []).kind, 'write');
  });

  it('a bare save or delete does what the page it is on is about, in that language', () => {
    assert.equal(click(page('Einstellungen', '/konto/einstellungen', ["button 'Speichern'"]), 60).actionClass, 'account-modify');
    assert.equal(click(page('Paramètres du compte', '/compte', ["button 'Enregistrer'"]), 60).actionClass, 'account-modify');
  });

  it('a control whose words no lexicon reads, and that submits or changes something, escalates', () => {
    const tibetan = click(page('ཚོང་ཟོག', '/item', ["button 'ཉོ་བ།'"]), 60);
    assert.equal(tibetan.uncertain, true, 'a script the fence cannot read');
    // Russian, Thai, Georgian and Armenian are read now: a checkout and a confirmed order are orders, not guesses.
    assert.equal(click(page('Товар', '/item', ["button 'Оформить'"]), 60).actionClass, 'order-manage');
    assert.equal(click(page('สินค้า', '/item', ["button 'ยืนยันการสั่งซื้อ'"]), 60).actionClass, 'order-manage');
    assert.equal(click(page('პროდუქტი', '/item', ["button 'შეკვეთა'"]), 60).actionClass, 'order-manage');
    assert.equal(click(page('Ապրանք', '/item', ["button 'Հաստատել պատվերը'"]), 60).actionClass, 'order-manage');
    const outside = new PageObserver();
    outside.observe(`## AXTree:
RootWebArea 'x', focused
\t[10] main ''
\t\t[11] button 'གཏན་འཁེལ་བྱེད།'`);
    assert.equal(classifyCall(gymClick, { tool: 'click', args: { bid: '11' } }, outside).uncertain, true, 'with no form around it too');
    const unknownSubmit = click(page('Formular', '/formular', ["button 'Verzenden zonder meer'", "button 'Xqvor'"]), 61);
    assert.equal(unknownSubmit.uncertain, true, "a form's button whose name says nothing the fence reads");
    assert.notEqual(unknownSubmit.actionClass, 'read-only-retrieval');
  });

  it('an English label with a typographic character stays what its English says', () => {
    const said = labelEffect('Check out →', []);
    assert.ok(said.kind === 'write' && said.cls === 'order-manage', JSON.stringify(said));
  });

  it('links, tabs, menus and search stay what they were', () => {
    const observer = page('Suche', '/suche', ["button 'Suchen'"]);
    assert.equal(click(observer, 51).actionClass, 'web-fetch');
    assert.equal(click(observer, 52).actionClass, 'read-only-retrieval');
    assert.equal(click(observer, 53).actionClass, 'read-only-retrieval');
    const search = click(observer, 60);
    assert.equal(search.actionClass, 'web-fetch', 'a search button sends its query to the page host');
    assert.notEqual(search.uncertain, true);
    assert.equal(labelEffect('Kaufen', [], true).kind, 'write', 'a link led by a buying word is a purchase, as in English');
    assert.equal(labelEffect('Wie kaufen wir ein', [], true).kind, 'none', 'a link whose title only mentions buying loads a page');
  });

  it('the fence does not silently allow a foreign purchase under a token that grants reads', async () => {
    const { fence, token } = setup(
      { tools: [{ name: 'click', description: 'Click an element.', inputSchema: { type: 'object', properties: { bid: { type: 'string' } } } }] },
      { scope: ['read-only-retrieval', 'web-fetch'], constraints: { '*': { url: { domains: ['www.laden.example'] } } } },
    );
    const session = fence.session(token);
    for (const [control, verdicts] of [
      ["button 'Jetzt kaufen'", ['deny']],
      ["button 'Оформить'", ['escalate', 'deny']],
    ] as const) {
      session.observe(`## Currently open tabs:
Tab 0 (active tab)
    Title: Artikel
    URL: https://www.laden.example/artikel/42

## AXTree:
RootWebArea 'Artikel', focused
\t[50] main ''
\t\t[54] form ''
\t\t\t[55] textbox 'Feld'
\t\t\t[60] ${control}`);
      const d = await session.authorize({ tool: 'click', args: { bid: '60' } });
      assert.ok((verdicts as readonly string[]).includes(d.verdict), `${control}: ${d.verdict}`);
      assert.notEqual(d.actionClass, 'read-only-retrieval', control);
    }
  });
});

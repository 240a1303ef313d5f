/**
 * A page an allowed browser call showed is the site's own content, whatever the click did: the options of a booking form that
 * a "Book" button opened are values read there, so a choice among them is traced (the data-flow verifier vouches for it). A
 * shop made up for this test, in BrowserGym's action space.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dataFlowVerifier } from '../../../src/escalation/data-flow.ts';
import { fixedGate, setup } from '../../fence/fixtures.ts';

const obj = (properties: Record<string, unknown>) => ({ type: 'object' as const, properties });
const TOOLS = [
  { name: 'click', description: 'Click an element.', inputSchema: obj({ bid: { type: 'string' } }) },
  { name: 'select_option', description: 'Select an option.', inputSchema: obj({ bid: { type: 'string' }, options: { type: 'string' } }) },
];
const tree = (title: string, url: string, lines: string[]) =>
  `## Currently open tabs:\nTab 0 (active tab)\n    Title: ${title}\n    URL: ${url}\n\n## AXTree:\nRootWebArea '${title}', focused\n${lines.map((l) => `\t${l}`).join('\n')}`;
const ARTIST = tree('Mara Quinn – Inkwell Studio', 'https://inkwell.example/artists/mara', [
  "[10] heading 'Mara Quinn'",
  "[13] button 'Book a session'",
]);
const FORM = tree('Book a session – Inkwell Studio', 'https://inkwell.example/book/mara', [
  "[82] form 'Booking'",
  "\t[83] combobox 'Session length', value='', hasPopup='listbox', expanded=False",
  "\t\t[84] option '2 hours — $360', selected=False",
  "\t\t[85] option '3 hours — $540', selected=False",
  "\t[97] button 'Pay the $100 deposit'",
]);

describe('the page a booking button opened', () => {
  it('holds values read there: a choice among its options is traced', async () => {
    let score = 0.01;
    const onSite = { url: { domains: ['inkwell.example'] } };
    const { fence, token } = setup(
      { tools: TOOLS, model: fixedGate(() => score), verifier: dataFlowVerifier() },
      {
        scope: ['read-only-retrieval', 'web-fetch', 'order-manage', 'calendar-write'],
        constraints: { 'web-fetch': onSite, 'order-manage': onSite, 'calendar-write': onSite },
        intent: 'Book a two-hour session with Mara Quinn on inkwell.example and pay the deposit.',
      },
    );
    const session = fence.session(token);
    session.observe(ARTIST);
    const book = await session.authorize({ tool: 'click', args: { bid: '13' } });
    assert.equal(book.verdict, 'allow');
    assert.notEqual(book.actionClass, 'read-only-retrieval', 'the button books: no read');
    session.complete(book, { ok: true, output: FORM });
    score = 0.5; // the escalation band: the data-flow verifier decides
    const chosen = await session.authorize({ tool: 'select_option', args: { bid: '83', options: '2 hours — $360' } });
    assert.equal(chosen.verdict, 'allow', JSON.stringify(chosen.reasons));
    const made = await session.authorize({ tool: 'select_option', args: { bid: '83', options: '9 hours — $1' } });
    assert.notEqual(made.verdict, 'allow', 'a value the page never showed is not vouched for');
  });
});

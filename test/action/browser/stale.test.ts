import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setup } from '../../fence/fixtures.ts';
import { PLAYWRIGHT_SNAPSHOT } from '../pages.ts';

const obj = (properties: Record<string, unknown>) => ({ type: 'object' as const, properties });
// Playwright MCP and BrowserGym action spaces (names and arguments as published).
const TOOLS = [
  { name: 'browser_navigate', description: 'Navigate to a URL', inputSchema: obj({ url: { type: 'string' } }) },
  { name: 'browser_snapshot', description: 'Capture accessibility snapshot of the current page', inputSchema: obj({}) },
  {
    name: 'browser_click',
    description: 'Perform click on a web page',
    inputSchema: obj({ element: { type: 'string' }, target: { type: 'string' } }),
  },
  {
    name: 'browser_type',
    description: 'Type text into editable element',
    inputSchema: obj({ element: { type: 'string' }, target: { type: 'string' }, text: { type: 'string' } }),
  },
  { name: 'goto', description: 'Navigate to a url.', inputSchema: obj({ url: { type: 'string' } }) },
  { name: 'go_back', description: 'Navigate to the previous page in history.', inputSchema: obj({}) },
  { name: 'fill', description: 'Fill out a form field.', inputSchema: obj({ bid: { type: 'string' }, value: { type: 'string' } }) },
];

/** The task's page as BrowserGym shows it: a booking form whose bid 53 is a date box. */
const CLINIC = `## Currently open tabs:
Tab 0 (active tab)
    Title: Book a visit – Molar & Co
    URL: https://clinic.example/book

## AXTree:
RootWebArea 'Book a visit – Molar & Co', focused
\t[50] main ''
\t\t[51] form 'Book a visit'
\t\t\t[52] textbox 'Name'
\t\t\t[53] textbox 'Date'
\t\t\t[54] button 'Book now'`;

function session() {
  const onClinic = { url: { domains: ['clinic.example', 'shop.example'] } };
  const { fence, token } = setup(
    { tools: TOOLS },
    { scope: ['read-only-retrieval', 'web-fetch', 'order-manage'], constraints: { '*': onClinic }, intent: 'Book a visit at clinic.example' },
  );
  return fence.session(token);
}

describe('after a refused page load, the page the fence holds is the one the browser is on', () => {
  it('BrowserGym: a fill after a refused goto acts on the held page, where the agent was shown its bids', async () => {
    const s = session();
    s.observe(CLINIC);
    const away = await s.authorize({ tool: 'goto', args: { url: 'https://help-relay.test/form' } });
    assert.equal(away.verdict, 'deny');
    assert.equal(s.observation.diverged, true);
    // No page of the refused load reached the agent: bid 53 can only be the one it was shown, the task's date box.
    const typed = await s.authorize({ tool: 'fill', args: { bid: '53', value: '3 December' } });
    assert.equal(typed.verdict, 'allow', JSON.stringify(typed.reasons));
    assert.equal(typed.target?.name, 'Date');
    // Text typed into the page's main part, where the agent was shown no field: nothing can be typed there.
    const nowhere = await s.authorize({ tool: 'fill', args: { bid: '50', value: '+44 7700 900418' } });
    assert.notEqual(nowhere.verdict, 'allow');
    assert.ok(
      nowhere.reasons.some((r) => r.code === 'call.effect-uncertain' && /no field/.test(r.message)),
      JSON.stringify(nowhere.reasons),
    );
    // A bid the held page does not have stays a call whose effect nobody can tell.
    const missing = await s.authorize({ tool: 'fill', args: { bid: '77', value: '3 December' } });
    assert.notEqual(missing.verdict, 'allow');
    assert.ok(
      missing.reasons.some((r) => r.code === 'call.effect-uncertain'),
      JSON.stringify(missing.reasons),
    );
    // Going back shows the task's page again.
    const back = await s.authorize({ tool: 'go_back', args: {} });
    assert.equal(back.verdict, 'allow');
    s.complete(back, { ok: true, output: CLINIC });
    assert.equal(s.observation.diverged, false);
  });

  it('Playwright: a click after a refused navigate is judged by the element the held page shows', async () => {
    const s = session();
    s.observe(PLAYWRIGHT_SNAPSHOT);
    assert.equal((await s.authorize({ tool: 'browser_navigate', args: { url: 'https://help-relay.test/' } })).verdict, 'deny');
    assert.equal(s.observation.diverged, true);
    const click = await s.authorize({ tool: 'browser_click', args: { element: 'Place order', target: 'e13' } });
    assert.equal(click.verdict, 'allow', JSON.stringify(click.reasons));
    assert.equal(click.actionClass, 'order-manage');
    assert.equal(click.target?.name, 'Place order');
    const look = await s.authorize({ tool: 'browser_snapshot', args: {} });
    assert.equal(look.verdict, 'allow');
    s.complete(look, { ok: true, output: PLAYWRIGHT_SNAPSHOT });
    assert.equal(s.observation.diverged, false);
  });

  it('after a refused new tab, the browser reporting the held page again (a tab switched back) ends the divergence', async () => {
    const s = session();
    s.observe(PLAYWRIGHT_SNAPSHOT);
    assert.equal((await s.authorize({ tool: 'browser_navigate', args: { url: 'https://help-relay.test/' } })).verdict, 'deny');
    assert.equal(s.observation.diverged, true);
    // Another page reported: still diverged (the refs are not that page's).
    s.observe('### Page\n- Page URL: https://shop.example/returns\n- Page Title: Returns');
    assert.equal(s.observation.diverged, true);
    s.observe(
      '### Open tabs\n- 0: (current) [Checkout](https://shop.example/checkout)\n### Page\n- Page URL: https://shop.example/checkout\n- Page Title: Checkout – Voltaic Supply',
    );
    assert.equal(s.observation.diverged, false);
    assert.equal((await s.authorize({ tool: 'browser_click', args: { element: 'Place order', target: 'e13' } })).verdict, 'allow');
  });

  it('a refused keystroke loads no page: the page the fence holds stays the one the browser is on', async () => {
    const s = session();
    s.observe(CLINIC);
    const typed = await s.authorize({ tool: 'browser_type', args: { target: '52', text: 'x' } });
    assert.equal(typed.verdict, 'allow');
    s.observation.refused({ actionClass: 'web-fetch', target: { ref: '52', role: 'textbox', name: 'Name' } });
    assert.equal(s.observation.diverged, false);
  });
});

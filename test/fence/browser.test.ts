import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BROWSERGYM_SETTINGS, PLAYWRIGHT_SNAPSHOT } from '../action/pages.ts';
import type { VerificationRequest } from '../../src/escalation/verifier.ts';
import { fixedGate, setup } from './fixtures.ts';

// @playwright/mcp 0.0.83's click and type, and BrowserGym's click (names and arguments as published).
const TOOLS = [
  {
    name: 'browser_click',
    description: 'Perform click on a web page',
    inputSchema: { type: 'object' as const, properties: { element: { type: 'string' }, target: { type: 'string' } } },
  },
  {
    name: 'browser_type',
    description: 'Type text into editable element',
    inputSchema: { type: 'object' as const, properties: { element: { type: 'string' }, target: { type: 'string' }, text: { type: 'string' } } },
  },
  { name: 'click', description: 'Click an element.', inputSchema: { type: 'object' as const, properties: { bid: { type: 'string' } } } },
];

/** A browsing task on shop.example: reads, navigation and ordering there, nowhere else. */
function shopping() {
  const onShop = { url: { domains: ['shop.example'] } };
  return setup(
    { tools: TOOLS },
    {
      scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
      constraints: { 'web-fetch': onShop, 'order-manage': onShop },
      intent: 'Buy a USB-C cable on shop.example',
    },
  );
}

describe('the fence on browser calls', () => {
  it('a click is decided by its target on the page the session saw', async () => {
    const { fence, token } = shopping();
    const session = fence.session(token);
    session.observe(PLAYWRIGHT_SNAPSHOT);
    const order = await session.authorize({ tool: 'browser_click', args: { element: 'Place order button', target: 'e13' } });
    assert.equal(order.verdict, 'allow');
    assert.equal(order.actionClass, 'order-manage');
    assert.deepEqual([order.target?.role, order.target?.name], ['button', 'Place order']);
    const returns = await session.authorize({ tool: 'browser_click', args: { target: 'e14' } });
    assert.equal(returns.actionClass, 'web-fetch');
    assert.equal(returns.verdict, 'allow');
  });

  it('a change right after a refused one, with no page loaded since, goes to the verifier', async () => {
    const onShop = { url: { domains: ['shop.example'] } };
    const { fence, token } = setup(
      { tools: TOOLS },
      {
        scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
        constraints: { 'web-fetch': onShop, 'order-manage': { ...onShop, recipient: { oneOf: ['ana@mailbox.example'] } } },
        intent: 'Buy a USB-C cable on shop.example for ana@mailbox.example',
      },
    );
    const session = fence.session(token);
    session.observe(PLAYWRIGHT_SNAPSHOT);
    const typed = await session.authorize({ tool: 'browser_type', args: { element: 'Full name', target: 'e10', text: 'eve@evil.example' } });
    assert.equal(typed.verdict, 'deny');
    const order = await session.authorize({ tool: 'browser_click', args: { element: 'Place order button', target: 'e13' } });
    assert.equal(order.verdict, 'escalate');
    assert.ok(order.reasons.some((r) => r.code === 'call.after-denial'));
    // Loading a page moves on: the next order is the gate's again.
    session.complete(await session.authorize({ tool: 'browser_click', args: { element: 'Returns policy link', target: 'e14' } }), { ok: true });
    session.observe(PLAYWRIGHT_SNAPSHOT);
    assert.equal((await session.authorize({ tool: 'browser_click', args: { element: 'Place order button', target: 'e13' } })).verdict, 'allow');
  });

  it('a link to a host the token does not allow is denied, whatever the agent calls it', async () => {
    const { fence, token } = shopping();
    const session = fence.session(token);
    session.observe(PLAYWRIGHT_SNAPSHOT);
    const away = await session.authorize({ tool: 'browser_click', args: { element: 'Partner offer link', target: 'e15' } });
    assert.equal(away.verdict, 'deny');
    assert.equal(away.reasons[0]?.code, 'constraint.url-domain-not-allowed');
    assert.ok(!JSON.stringify(away.reasons).includes('promo-credit'), 'reasons never echo the address');
  });

  it('typing into a page on another host is denied (the value would go there)', async () => {
    // Hosts bound for every class ('*'): a settings form elsewhere is as out of bounds as a link.
    const { fence, token } = setup(
      { tools: TOOLS },
      { scope: ['read-only-retrieval', 'web-fetch', 'account-modify'], constraints: { '*': { url: { domains: ['shop.example'] } } } },
    );
    const session = fence.session(token);
    session.complete(await session.authorize({ tool: 'click', args: { bid: '27' } }), { ok: true, output: BROWSERGYM_SETTINGS });
    const typed = await session.authorize({ tool: 'browser_type', args: { element: 'Email', target: '22', text: 'noah.w@mailbox.test' } });
    assert.equal(typed.verdict, 'deny');
    assert.equal(typed.reasons[0]?.code, 'constraint.url-domain-not-allowed');
  });

  it('a click on an element the session never saw is escalated, not allowed', async () => {
    const { fence, token } = shopping();
    const session = fence.session(token);
    const blind = await session.authorize({ tool: 'browser_click', args: { element: 'Place order', target: 'e13' } });
    assert.equal(blind.verdict, 'escalate');
    assert.ok(blind.reasons.some((r) => r.code === 'call.effect-uncertain'));
  });

  it('a guess of a class the gate escalated reaches the verifier as a guess', async () => {
    // The gate itself is unsure (0.5, between 0.2 and 0.8) about a click on an element the session never saw.
    const seen: VerificationRequest[] = [];
    const { fence, token } = setup(
      {
        tools: TOOLS,
        model: fixedGate(() => 0.5),
        verifier: {
          name: 'records',
          verify: (request) => {
            seen.push(request);
            // A policy that permits the class, as a site policy permits web fetches, unless told it is a guess.
            return Promise.resolve(request.effectUncertain === true ? { verdict: 'abstain', reasons: [] } : { verdict: 'allow', reasons: [] });
          },
        },
      },
      { scope: ['read-only-retrieval', 'web-fetch'], constraints: { 'web-fetch': { url: { domains: ['shop.example'] } } } },
    );
    const session = fence.session(token);
    const blind = await session.authorize({ tool: 'browser_type', args: { element: 'Account number', target: 'e41', text: '41882930' } });
    assert.equal(seen.length, 1);
    assert.equal(seen[0]!.effectUncertain, true);
    assert.notEqual(blind.verdict, 'allow');
    assert.ok(blind.reasons.some((r) => r.code === 'call.effect-uncertain'));
  });
});

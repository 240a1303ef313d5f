/**
 * A page of another host that the task's site sends the browser to (a waiting room before a drop): a step that only moves on
 * and carries nothing the agent typed there sends nothing to that host, so the host is no destination of it; typing the
 * person's details there still sends them to it, and is bound by the token's hosts. The shop and its queue are made up for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BROWSER_CLICK, BROWSER_TYPE, playwrightPage, setup } from '../../fence/fixtures.ts';

const SHOP = 'kickslab.example';
const QUEUE = 'https://waitline.example/q/kickslab-drop';

function inLine(controls: readonly string[]) {
  const { fence, token } = setup(
    { tools: [BROWSER_CLICK, BROWSER_TYPE] },
    {
      scope: ['read-only-retrieval', 'web-fetch', 'order-manage'],
      constraints: { 'web-fetch': { url: { domains: [SHOP] } }, 'order-manage': { url: { domains: [SHOP] } } },
      intent: `enter me in the court vapor draw on ${SHOP}, size 9, store pickup. Sam Ode, sam.ode@mail.example`,
    },
  );
  const session = fence.session(token);
  session.observe(playwrightPage(QUEUE, "You're in line — Kicks Lab", controls));
  return session;
}
const codes = (d: { reasons: readonly { code: string }[] }) => d.reasons.map((r) => r.code).join();

describe('a waiting room on another host', () => {
  it('lets the browser move on from it when nothing typed there goes with the step', async () => {
    const session = inLine(['heading "You\'re in line for Kicks Lab" [level=1] [ref=e2]', 'button "Continue to Kicks Lab" [ref=e3]']);
    const next = await session.authorize({ tool: 'browser_click', args: { element: 'Continue to Kicks Lab', target: 'e3' } });
    assert.equal(next.actionClass, 'web-fetch');
    assert.equal(next.verdict, 'allow', codes(next));
  });

  it('still refuses typing the person’s details into it: what is typed there would go to that host', async () => {
    const session = inLine(['form "Hold my place" [ref=e2]:\n    - textbox "E-mail" [ref=e3]\n    - button "Continue to Kicks Lab" [ref=e4]']);
    const typed = await session.authorize({ tool: 'browser_type', args: { element: 'E-mail', target: 'e3', text: 'sam.ode@mail.example' } });
    assert.equal(typed.verdict, 'deny');
    assert.equal(codes(typed), 'constraint.url-domain-not-allowed');
  });
});

/**
 * The operator console: sign-in with an API key, rights per page, CSRF and CSP, escaping of
 * untrusted arguments; and end to end in headless Chromium: an agent's call escalates, a person
 * approves it in the page, the waiting authorize resolves allow, and the audit page shows who
 * approved. With CAPFENCE_SCREENSHOTS=1 the pages are saved to docs/console-*.png.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ApprovalQueue, HumanVerifier } from '../../../src/escalation/human.ts';
import { fixedGate } from '../../fence/fixtures.ts';
import { harness } from './helpers.ts';

const CHROMIUM = process.env.CAPFENCE_CHROMIUM ?? '/usr/bin/chromium';
const DOCS = fileURLToPath(new URL('../../../docs/', import.meta.url));

function withConsole() {
  const queue = ApprovalQueue.open(':memory:');
  const human = new HumanVerifier({ queue, timeoutMs: 60_000, pollMs: 20 });
  // Every call in scope lands in the escalation band, so the person is asked.
  const h = harness({
    gate: fixedGate(() => 0.5),
    fence: { verifier: human, verifierTimeoutMs: 61_000 },
    sidecar: { approvals: queue, console: true },
  });
  return { h, queue };
}

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('the operator console', () => {
  const { h, queue } = withConsole();
  after(async () => {
    await h.app.close();
    queue.close();
  });

  const signIn = async (key: string): Promise<string> => {
    const response = await h.app.inject({ method: 'POST', url: '/console/login', ...form({ key }) });
    assert.equal(response.statusCode, 303);
    const cookie = String(response.headers['set-cookie']);
    assert.match(cookie, /HttpOnly; SameSite=Strict; Path=\/console/);
    return cookie.split(';')[0] as string;
  };

  it('asks for a key, refuses a wrong one, and sets a strict session cookie', async () => {
    const anonymous = await h.app.inject({ method: 'GET', url: '/console/approvals' });
    assert.deepEqual([anonymous.statusCode, anonymous.headers.location], [303, '/console/login']);
    const wrong = await h.app.inject({ method: 'POST', url: '/console/login', ...form({ key: 'cfk.nobody.secret' }) });
    assert.equal(wrong.statusCode, 401);
    const login = await h.app.inject({ method: 'GET', url: '/console/login' });
    assert.match(String(login.headers['content-security-policy']), /default-src 'none'/);
    assert.doesNotMatch(login.body, /<script/i);
    await signIn(h.keys.approve);
  });

  it('shows a pending call in full, escaped, and decides it only with the right key and a CSRF token', async () => {
    const token = await h.mint();
    const hostile = '<script>alert(1)</script>';
    const pending = h.app.inject({
      method: 'POST',
      url: '/v1/authorize',
      headers: h.auth('authorize'),
      payload: { token, call: { tool: 'search_files', args: { query: hostile } } },
    });
    while (queue.pendingCount() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const cookie = await signIn(h.keys.approve);
    const page = await h.app.inject({ method: 'GET', url: '/console/approvals', headers: { cookie } });
    assert.equal(page.statusCode, 200);
    assert.ok(!page.body.includes(hostile), 'arguments are escaped');
    assert.ok(page.body.includes('&#60;script&#62;alert(1)&#60;/script&#62;'));
    const [request] = queue.list();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] as string;

    // No CSRF token: refused, nothing decided.
    const forged = await h.app.inject({
      method: 'POST',
      url: `/console/approvals/${request!.id}/approve`,
      payload: new URLSearchParams({ note: 'x' }).toString(),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(forged.statusCode, 403);
    assert.equal(queue.get(request!.id)?.state, 'pending');
    // A key without the audit right cannot read the audit page.
    assert.equal((await h.app.inject({ method: 'GET', url: '/console/audit', headers: { cookie } })).statusCode, 403);

    const approved = await h.app.inject({
      method: 'POST',
      url: `/console/approvals/${request!.id}/approve`,
      payload: new URLSearchParams({ csrf, note: 'looked fine' }).toString(),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(approved.statusCode, 303);
    const decision = (await pending).json() as { verdict: string };
    assert.equal(decision.verdict, 'allow');
    assert.deepEqual([queue.get(request!.id)?.state, queue.get(request!.id)?.decidedBy], ['approved', 'key-approve']);
  });

  it('revokes a token and posts an event from the tokens page', async () => {
    const cookie = await signIn(h.keys.revoke);
    const page = await h.app.inject({ method: 'GET', url: '/console/tokens', headers: { cookie } });
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] as string;
    const revoked = await h.app.inject({
      method: 'POST',
      url: '/console/revoke',
      payload: new URLSearchParams({ csrf, tokenId: 'tok-123', reason: 'lost laptop' }).toString(),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(revoked.statusCode, 303);
    assert.equal(h.fence.revocations.isRevoked('tok-123'), true);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/console/events',
      payload: new URLSearchParams({ csrf, name: 'not a name' }).toString(),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.match(String(bad.headers.location), /notice=refused/);
  });
});

const skip = existsSync(CHROMIUM) ? false : `Chromium not found at ${CHROMIUM} (set CAPFENCE_CHROMIUM): the console's browser test is skipped`;
if (skip !== false) process.stdout.write(`# ${skip}\n`);

describe('the console in headless Chromium', { skip }, () => {
  it('a person approves an escalated call in the page, the agent gets allow, the audit page shows who', async () => {
    const { chromium } = await import('playwright-core');
    const { h, queue } = withConsole();
    const address = await h.app.listen({ host: '127.0.0.1', port: 0 });
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const shots = process.env.CAPFENCE_SCREENSHOTS === '1';
    if (shots) mkdirSync(DOCS, { recursive: true });
    try {
      const token = await h.mint();
      const pending = fetch(`${address}/v1/authorize`, {
        method: 'POST',
        headers: { ...h.auth('authorize'), 'content-type': 'application/json' },
        body: JSON.stringify({ token, call: { tool: 'send_money', args: { recipient: 'DE89370400440532013000', amount: 95 } } }),
      }).then((r) => r.json() as Promise<{ verdict: string; reasons: { code: string }[] }>);
      while (queue.pendingCount() === 0) await new Promise((resolve) => setTimeout(resolve, 10));

      const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
      await page.goto(`${address}/console`);
      await page.fill('input[name="key"]', h.keys.all);
      await page.click('button:has-text("sign in")');
      await page.waitForURL('**/console/approvals');
      await page.waitForSelector('text=send_money');
      if (shots) await page.screenshot({ path: `${DOCS}console-approvals.png`, fullPage: true });
      await page.fill('section.card input[name="note"] >> nth=0', 'the bill the user asked to pay');
      await page.click('section.card button:has-text("approve")');
      await page.waitForSelector('text=approved');

      const decision = await pending;
      assert.equal(decision.verdict, 'allow');
      assert.ok(decision.reasons.some((r) => r.code === 'verifier.allow'));

      await page.goto(`${address}/console/audit?verify=1`);
      const audit = await page.textContent('main');
      assert.match(audit ?? '', /approved by key-all: the bill the user asked to pay/);
      assert.match(audit ?? '', /verified/);
      if (shots) await page.screenshot({ path: `${DOCS}console-audit.png`, fullPage: true });
      for (const name of ['tokens', 'metrics'] as const) {
        await page.goto(`${address}/console/${name}`);
        assert.equal(await page.locator('h1').textContent(), name === 'tokens' ? 'Tokens and revocations' : 'Metrics');
        // The approved escalation is the reliability diagram's one known outcome.
        if (name === 'metrics') assert.match((await page.textContent('main')) ?? '', /Reliability of the gate.*1 decisions with a known outcome/s);
        if (shots) await page.screenshot({ path: `${DOCS}console-${name}.png`, fullPage: true });
      }
    } finally {
      await browser.close();
      await h.app.close();
      queue.close();
    }
  });
});

import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { ErrorBody, SIDECAR_ERROR_CODES } from '../../../src/adapters/http/errors.ts';
import { harness, IBAN } from './helpers.ts';

describe('sidecar bad input', () => {
  const logs: string[] = [];
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (logs.push(chunk.toString('utf8')), done()) });
  const h = harness({ sidecar: { bodyLimit: 8 * 1024, logger: { level: 'debug', stream }, logRequests: true } });
  let token = '';
  before(async () => {
    token = await h.mint();
  });
  after(() => h.app.close());

  const authorize = (payload: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url: '/v1/authorize', headers: { ...h.auth('authorize'), ...headers }, payload: payload as string });

  it('answers 400 ERR_INVALID_REQUEST with paths and zod codes, never the values', async () => {
    const cases: [unknown, string][] = [
      [{}, 'body.token'],
      [{ token, call: { tool: 42, args: { iban: IBAN } } }, 'body.call.tool'],
      [{ token, call: { tool: 'send_money', args: [IBAN] } }, 'body.call.args'],
      [{ token, call: { tool: 'x' }, uncertainty: 7 }, 'body.uncertainty'],
      [{ token, call: { tool: 'x' }, session: `../${IBAN}` }, 'body.session'],
      [{ token, call: { tool: 'x' }, [IBAN]: 1 }, 'body'],
      [{ token: '', call: { tool: 'x' } }, 'body.token'],
      [{ token, call: { tool: 'x' }, escalation: 'skip' }, 'body.escalation'],
    ];
    for (const [payload, path] of cases) {
      const response = await authorize(payload);
      const body = response.json();
      assert.equal(response.statusCode, 400, JSON.stringify(payload).slice(0, 80));
      assert.equal(body.error.code, 'ERR_INVALID_REQUEST');
      assert.ok(
        body.error.issues.some((issue: { path: string }) => issue.path === path),
        `${path} in ${JSON.stringify(body.error.issues)}`,
      );
      assert.ok(!response.body.includes(IBAN), 'no value is echoed');
      assert.ok(ErrorBody.safeParse(body).success, 'the documented error shape');
    }
  });

  it('answers 400 ERR_INVALID_JSON to a body that is not JSON, or that tries prototype poisoning, without quoting it', async () => {
    for (const payload of [
      '{"token": "abc',
      `{"leak": "${IBAN}"`,
      '{"__proto__": {"admin": true}}',
      '{"constructor": {"prototype": {"admin": true}}}',
      '',
    ]) {
      const response = await authorize(payload, { 'content-type': 'application/json' });
      assert.equal(response.statusCode, 400, payload);
      assert.equal(response.json().error.code, 'ERR_INVALID_JSON', payload);
      assert.ok(!response.body.includes(IBAN));
    }
  });

  it('answers 415 to a body that is not application/json', async () => {
    const response = await authorize(`token=${token}`, { 'content-type': 'application/x-www-form-urlencoded' });
    assert.equal(response.statusCode, 415);
    assert.equal(response.json().error.code, 'ERR_UNSUPPORTED_MEDIA_TYPE');
    assert.ok(!response.body.includes(token));
  });

  it('answers 413 to an oversized body', async () => {
    const response = await authorize({ token, call: { tool: 'search_files', args: { query: 'x'.repeat(20_000) } } });
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().error.code, 'ERR_BODY_TOO_LARGE');
  });

  it('answers 404 to unknown routes and methods without echoing the URL', async () => {
    for (const [method, url] of [
      ['GET', `/v1/tokens/${token.slice(0, 40)}`],
      ['PUT', '/v1/authorize'],
      ['GET', '/v2/authorize'],
      ['GET', '/%2e%2e/etc/passwd'],
      ['POST', '/v1/approvals/../../admin'],
    ] as const) {
      const response = await h.app.inject({ method, url, headers: h.auth('all') });
      assert.equal(response.statusCode, 404, `${method} ${url}`);
      assert.equal(response.json().error.code, 'ERR_NOT_FOUND');
      assert.ok(!response.body.includes(token.slice(0, 40)));
    }
  });

  it('answers 400 to a malformed URL without echoing it', async () => {
    for (const url of [`/${IBAN}%zz`, `/v1/approvals/${IBAN}%zz/approve`]) {
      const response = await h.app.inject({ method: 'GET', url, headers: h.auth('all') });
      assert.equal(response.statusCode, 400, url);
      assert.equal(response.json().error.code, 'ERR_INVALID_REQUEST');
      assert.ok(!response.body.includes(IBAN));
    }
  });

  it('turns hostile tool names into audited denials, not errors', async () => {
    const names = [
      '__proto__',
      'constructor',
      'hasOwnProperty',
      'toString',
      '../../bin/sh',
      'send_money\u0000',
      'send_money ',
      'SEND_MONEY',
      '\u202esend_money',
      '💸',
      'x'.repeat(300),
      '',
    ];
    for (const tool of names) {
      const response = await authorize({ token, call: { tool, args: { recipient: IBAN, amount: 1 } } });
      assert.equal(response.statusCode, 200, JSON.stringify(tool));
      const decision = response.json();
      assert.equal(decision.verdict, 'deny', JSON.stringify(tool));
      assert.ok(['tool.unknown', 'call.malformed'].includes(decision.reasons[0].code), decision.reasons[0].code);
      assert.equal(typeof decision.auditSeq, 'number', 'the denial is audited');
      assert.ok(!response.body.includes(IBAN));
    }
  });

  it('documents every error code with its status', () => {
    for (const [code, { status }] of Object.entries(SIDECAR_ERROR_CODES)) assert.ok(status >= 400 && status < 600, code);
  });

  it('never logs the API key, the token or argument values', async () => {
    await authorize({ token, call: { tool: 'send_money', args: { recipient: IBAN, amount: 1 } } });
    await h.app.inject({
      method: 'POST',
      url: `/v1/authorize?token=${token}&iban=${IBAN}`,
      headers: h.auth('authorize'),
      payload: { token, call: { tool: 'x' } },
    });
    await h.app.inject({ method: 'GET', url: '/v1/audit', headers: h.auth('audit') });
    const text = logs.join('');
    assert.ok(text.length > 0, 'requests were logged');
    for (const secret of [h.keys.authorize, h.keys.audit, h.keys.mint, token, IBAN])
      assert.ok(!text.includes(secret), `log leaks ${secret.slice(0, 12)}`);
  });
});

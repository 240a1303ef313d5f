import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyTool } from '../../src/action/catalog.ts';
import type { CapabilityClaims } from '../../src/capability/claims.ts';
import { checkConstraints, costOf } from '../../src/capability/constraints.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { domainWithin, hostOf, numericValue, pathWithin } from '../../src/capability/values.ts';

const graph = CapabilityGraph.builtIn();
const sendEmail = classifyTool(
  { name: 'send_email', inputSchema: { type: 'object', properties: { recipients: { type: 'array' }, subject: {}, body: {} } } },
  graph,
);
const sendMoney = classifyTool(
  { name: 'send_money', inputSchema: { type: 'object', properties: { recipient: {}, amount: { type: 'number' } } } },
  graph,
);
const writeFile = classifyTool({ name: 'write_file', inputSchema: { type: 'object', properties: { path: {}, content: {} } } }, graph);
const postPage = classifyTool({ name: 'call_webhook', inputSchema: { type: 'object', properties: { url: {}, content: {} } } }, graph);

const claims: CapabilityClaims = {
  v: 1,
  jti: 'j',
  iss: 'i',
  sub: 's',
  iat: 0,
  exp: 1,
  scope: ['message-send', 'payment-initiate', 'file-modify', 'external-api-call'],
  constraints: {
    'message-send': { recipient: { oneOf: ['Bob@Example.com'] } },
    'payment-initiate': { amount: { max: 100 }, recipient: { oneOf: ['DE89370400440532013000'] } },
    'file-modify': { path: { prefixes: ['/home/user/reports'] } },
    'external-api-call': { url: { domains: ['example.com'] } },
  },
  ceilings: { amount: 500 },
};

describe('argument constraints', () => {
  it('admits values within bounds (normalised comparison)', () => {
    assert.equal(checkConstraints({ tool: 'send_email', args: { recipients: ['bob@example.com'], body: 'hi' } }, sendEmail, claims), undefined);
    assert.equal(checkConstraints({ tool: 'send_money', args: { recipient: 'de89370400440532013000', amount: 99.5 } }, sendMoney, claims), undefined);
    assert.equal(checkConstraints({ tool: 'write_file', args: { path: '/home/user/reports/q3.md' } }, writeFile, claims), undefined);
    assert.equal(checkConstraints({ tool: 'call_webhook', args: { url: 'https://api.example.com/x' } }, postPage, claims), undefined);
  });

  it('denies a recipient outside the list, even hidden in a list, without echoing it', () => {
    const v = checkConstraints({ tool: 'send_email', args: { recipients: ['bob@example.com', 'mallory@evil.example'] } }, sendEmail, claims);
    assert.equal(v?.verdict, 'deny');
    assert.equal(v?.code, 'constraint.value-not-allowed');
    assert.ok(!v?.message.includes('mallory'));
  });

  it('returns revise with a hint for an amount over the maximum', () => {
    const v = checkConstraints({ tool: 'send_money', args: { recipient: 'DE89370400440532013000', amount: 950 } }, sendMoney, claims);
    assert.equal(v?.verdict, 'revise');
    assert.match(v?.hint ?? '', /at most 100/);
    assert.ok(!v?.message.includes('950'));
  });

  it('denies non-numeric amounts, path escapes and look-alike domains', () => {
    assert.equal(
      checkConstraints({ tool: 'send_money', args: { recipient: 'DE89370400440532013000', amount: '1e9 dollars' } }, sendMoney, claims)?.verdict,
      'deny',
    );
    for (const path of ['/home/user/reports/../../root/.ssh/id_rsa', '/home/user/reportsX/a', 'C:\\windows', '/home/user/reports\0/x']) {
      assert.equal(checkConstraints({ tool: 'write_file', args: { path } }, writeFile, claims)?.code, 'constraint.path-outside-prefix', path);
    }
    for (const url of ['https://example.com.evil.net/', 'https://example.com@evil.net/', 'https://notexample.com', 'javascript:alert(1)', 42]) {
      assert.equal(
        checkConstraints({ tool: 'call_webhook', args: { url } }, postPage, claims)?.code,
        'constraint.url-domain-not-allowed',
        String(url),
      );
    }
  });

  it('costs amounts against ceilings; unparseable amounts cost Infinity', () => {
    assert.deepEqual(costOf({ tool: 'send_money', args: { amount: '1,100.50' } }, sendMoney, [claims], true), { calls: 1, amount: 1100.5, bytes: 0 });
    assert.equal(costOf({ tool: 'send_money', args: { amount: 'lots' } }, sendMoney, [claims], true).amount, Infinity);
    assert.equal(costOf({ tool: 'send_money', args: { amount: -5 } }, sendMoney, [claims], true).amount, Infinity);
  });
});

describe('value helpers', () => {
  it('paths, domains, hosts and numbers', () => {
    assert.ok(pathWithin('/a/b/c', '/a/b'));
    assert.ok(!pathWithin('/a/bc', '/a/b'));
    assert.ok(pathWithin('a/b', '/a'));
    assert.ok(domainWithin('x.example.com', 'example.com'));
    assert.ok(!domainWithin('badexample.com', 'example.com'));
    assert.equal(hostOf('Example.COM/path'), 'example.com');
    assert.equal(hostOf('https://user:pw@example.com'), undefined);
    assert.equal(numericValue('1,100'), 1100);
    assert.equal(numericValue('12abc'), undefined);
    assert.equal(numericValue(NaN), undefined);
  });
});

import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { hasOpenssl, makeTestPki } from '../../bench/remote-verifier/certs.ts';
import { runVerifier } from '../../src/escalation/fail-closed.ts';
import { RemoteVerifier } from '../../src/escalation/remote.ts';
import { serveVerifier, type VerifierServer } from '../../src/escalation/remote-server.ts';
import type { VerificationRequest, Verifier } from '../../src/escalation/verifier.ts';
import { fixedGate, setup } from '../fence/fixtures.ts';
import { allow, deny, request, silent, stub } from './helpers.ts';

const servers: VerifierServer[] = [];
after(async () => {
  for (const s of servers) await s.close();
});
async function serve(verifier: Verifier, options: Parameters<typeof serveVerifier>[1] = {}): Promise<VerifierServer> {
  const server = await serveVerifier(verifier, options);
  servers.push(server);
  return server;
}
const ask = (verifier: Verifier, req: VerificationRequest = request(), timeoutMs = 2_000) => runVerifier(verifier, req, { timeoutMs });

describe('a remote verifier over HTTP', () => {
  it('carries the request and the verdict both ways', async () => {
    const seen: VerificationRequest[] = [];
    const echo: Verifier = {
      name: 'echo',
      verify: async (req) => {
        seen.push(req);
        return req.score !== null && req.score > 0.5
          ? { verdict: 'deny', reasons: [{ code: 'verifier.deny', message: 'too risky' }] }
          : { verdict: 'allow', reasons: [{ code: 'verifier.allow', message: 'fine' }] };
      },
    };
    const server = await serve(echo);
    const remote = new RemoteVerifier({ url: server.url });
    assert.equal((await ask(remote, request({ score: 0.9 }))).verdict, 'deny');
    const ok = await ask(remote, request({ score: 0.1 }));
    assert.equal(ok.verdict, 'allow');
    assert.deepEqual(ok.reasons, [{ code: 'verifier.allow', message: 'fine' }]);
    assert.deepEqual(seen[1], request({ score: 0.1 }), 'the verifier sees the request as the fence sent it');
  });

  it("fails closed: the remote verifier's error, a server that is gone, a wrong key, a garbage answer", async () => {
    const broken = await serve(
      stub('broken', () => {
        throw new Error('model offline');
      }),
    );
    const viaBroken = await ask(new RemoteVerifier({ url: broken.url }));
    assert.equal(viaBroken.verdict, 'deny');
    assert.equal(viaBroken.reasons[0]?.code, 'verifier.error');

    const gone = await serveVerifier(allow('x'));
    await gone.close();
    const viaGone = await ask(new RemoteVerifier({ url: gone.url }));
    assert.deepEqual([viaGone.verdict, viaGone.failure], ['deny', 'error']);

    const keyed = await serve(allow('keyed'), { apiKeys: ['a-long-enough-key-1234'] });
    assert.equal((await ask(new RemoteVerifier({ url: keyed.url, apiKey: 'a-long-enough-key-1234' }))).verdict, 'allow');
    const wrong = await ask(new RemoteVerifier({ url: keyed.url, apiKey: 'another-key-of-length' }));
    assert.deepEqual([wrong.verdict, wrong.failure], ['deny', 'error']);
    assert.ok(!JSON.stringify(wrong).includes('another-key'), 'the key never appears in reasons');

    const liar = createServer((_req, res) => res.end('{"verdict":"allow","reasons":"trust me"}'));
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve));
    const viaLiar = await ask(new RemoteVerifier({ url: `http://127.0.0.1:${(liar.address() as AddressInfo).port}` }));
    liar.close();
    assert.deepEqual([viaLiar.verdict, viaLiar.failure], ['deny', 'malformed']);
  });

  it('answers a deny when the remote verifier misses the deadline, and stops its work when the client leaves', async () => {
    const slow = silent('slow');
    const server = await serve(slow);
    const outcome = await ask(new RemoteVerifier({ url: server.url }), request(), 150);
    assert.deepEqual([outcome.verdict, outcome.failure], ['deny', 'timeout']);
    for (let i = 0; i < 50 && !(slow.signals[0]?.aborted ?? false); i++) await new Promise((r) => setTimeout(r, 10));
    assert.equal(slow.signals[0]?.aborted, true, 'the server aborted the verification');
  });

  it('refuses a request it cannot read, and misuse of the client', async () => {
    const server = await serve(allow('x'));
    const res = await fetch(`${server.url}/v1/verify`, { method: 'POST', body: '{"v":1,"deadlineMs":100,"request":{"call":"rm -rf"}}' });
    assert.equal(res.status, 400);
    assert.equal((await fetch(`${server.url}/elsewhere`)).status, 404);
    assert.throws(() => new RemoteVerifier({ url: 'ftp://x' }), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
    assert.throws(() => new RemoteVerifier({ url: 'http://user:pw@x' }), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
    assert.throws(() => new RemoteVerifier({ url: 'http://x', tls: {} }), { name: 'UsageError', code: 'ERR_INVALID_ARGUMENT' });
  });

  it('serves the escalation band of a fence in another process', async () => {
    const server = await serve(deny('remote-judge'));
    const { fence, token } = setup({ model: fixedGate(() => 0.5), verifier: new RemoteVerifier({ url: server.url }), verifierTimeoutMs: 2_000 });
    const decision = await fence.authorize({ tool: 'send_email', args: { recipients: ['bob@example.com'], body: 'hi' } }, token);
    assert.equal(decision.verdict, 'deny');
    assert.deepEqual(
      decision.reasons.map((r) => r.code),
      ['gate.escalate', 'verifier.deny'],
    );
  });
});

describe('a remote verifier over mutual TLS', { skip: hasOpenssl() ? false : 'openssl is not installed: mutual-TLS tests skipped' }, () => {
  it('admits a client with a certificate the server trusts, and refuses one without', async () => {
    const pki = makeTestPki();
    const server = await serve(allow('mtls'), { tls: { ...pki.server, ca: pki.ca, requireClientCert: true } });
    assert.match(server.url, /^https:/);
    const trusted = new RemoteVerifier({ url: server.url, tls: { ca: pki.ca, ...pki.client } });
    assert.equal((await ask(trusted)).verdict, 'allow');
    const anonymous = await ask(new RemoteVerifier({ url: server.url, tls: { ca: pki.ca } }));
    assert.deepEqual([anonymous.verdict, anonymous.failure], ['deny', 'error']);
    const untrustedServer = await ask(new RemoteVerifier({ url: server.url, tls: pki.client }));
    assert.deepEqual([untrustedServer.verdict, untrustedServer.failure], ['deny', 'error']);
  });
});

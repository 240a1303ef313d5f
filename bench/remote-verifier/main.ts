/**
 * What a verifier in another process costs the escalation band, beside the same verifier
 * co-located, measured in one run: whole fence decisions of an escalated call (gate in the band,
 * verifier answers allow), with the verifier in-process, over HTTP on loopback, and over HTTPS
 * with mutual TLS on loopback. Node's default agents keep connections alive, so the TLS handshake
 * is paid once and each call pays a request/response round trip. The verifier itself answers at
 * once, so the difference is the transport.
 *
 *   npm run bench:remote-verifier [-- --calls 2000]
 */
import { parseArgs } from 'node:util';
import { RemoteVerifier } from '../../src/escalation/remote.ts';
import { serveVerifier } from '../../src/escalation/remote-server.ts';
import type { Verifier } from '../../src/escalation/verifier.ts';
import { generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { mintToken } from '../../src/capability/token.ts';
import { CLASS, createFence } from '../../src/index.ts';
import { hasOpenssl, makeTestPki } from './certs.ts';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '2000' } } });
const calls = Number(values.calls);

const allow: Verifier = { name: 'instant', verify: async () => ({ verdict: 'allow', reasons: [{ code: 'verifier.allow', message: 'ok' }] }) };
const tools = [
  {
    name: 'send_email',
    description: 'Sends an e-mail.',
    inputSchema: { type: 'object' as const, properties: { to: { type: 'string' }, body: { type: 'string' } } },
  },
];
const escalating = { version: 'bench', thresholds: { allow: 0.2, deny: 0.8 }, score: () => 0.5 };

async function decisions(label: string, verifier: Verifier): Promise<{ label: string; p50: number; p99: number; mean: number }> {
  const issuer = generateSigningKey();
  const fence = createFence({ keyring: new Keyring([issuer]), tools, model: escalating, verifier, verifierTimeoutMs: 5_000 });
  const token = mintToken(issuer, { issuer: 'bench', subject: 'agent', scope: [CLASS.messageSend], ttlSeconds: 3600 }, fence.graph);
  const call = { tool: 'send_email', args: { to: 'bob@example.com', body: 'hello' } };
  for (let i = 0; i < Math.min(200, calls); i++) await fence.authorize(call, token);
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = process.hrtime.bigint();
    const d = await fence.authorize(call, token);
    times.push(Number(process.hrtime.bigint() - t0) / 1e3);
    if (d.verdict !== 'allow') throw new Error(`${label}: unexpected ${d.verdict} (${d.reasons.map((r) => r.code).join(', ')})`);
  }
  fence.close();
  times.sort((a, b) => a - b);
  const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { label, p50: at(0.5), p99: at(0.99), mean: times.reduce((a, b) => a + b, 0) / times.length };
}

const rows = [await decisions('co-located verifier (in-process)', allow)];
const plain = await serveVerifier(allow);
rows.push(await decisions('remote verifier, HTTP on loopback', new RemoteVerifier({ url: plain.url })));
await plain.close();
if (hasOpenssl()) {
  const pki = makeTestPki();
  const tls = await serveVerifier(allow, { tls: { ...pki.server, ca: pki.ca, requireClientCert: true } });
  rows.push(
    await decisions('remote verifier, HTTPS + mutual TLS on loopback', new RemoteVerifier({ url: tls.url, tls: { ca: pki.ca, ...pki.client } })),
  );
  await tls.close();
} else {
  process.stdout.write('openssl is not installed: the mutual-TLS row is not measured\n');
}

const base = rows[0]!;
process.stdout.write(`Escalated decisions, ${calls} each (node ${process.version}); the verifier answers at once\n\n`);
process.stdout.write('| verifier | p50 µs | p99 µs | mean µs | added at p50 |\n| --- | ---: | ---: | ---: | ---: |\n');
for (const r of rows) {
  const added = r === base ? '—' : `+${(r.p50 - base.p50).toFixed(0)} µs (${(r.p50 / base.p50).toFixed(1)}×)`;
  process.stdout.write(`| ${r.label} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.mean.toFixed(1)} | ${added} |\n`);
}

/**
 * The latency the MCP gateway adds to a tools/call, against a direct stdio connection to the
 * same downstream server, measured in the same run. A measurement, not a test: run it on purpose.
 *
 *   node --import tsx bench/gateway/main.ts [calls=2000] [maxSeconds=90]
 *
 * Subjects (each a real MCP server process over stdio, called with the SDK's Client):
 *   direct            client → fixture server
 *   gateway           client → `capfence mcp` process (shipped gate, in-memory stores) → fixture server
 *   gateway+sqlite    the same with --state (SQLite audit and ledger, batched durability)
 *   in-process        client ⇄ gateway in this process (in-memory pair) → fixture server: the
 *                     gateway's own work without the extra process hop
 * The call is `echo` (a read the token allows), so every gateway call runs the whole pipeline and
 * is forwarded. After warm-up (not counted), two modes, each bounded by the call count and the
 * time cap: `consecutive` (blocks of 100 calls per subject, subjects rotating: processes stay
 * hot, as for a busy agent) and `interleaved` (one call per subject in turn: every hop wakes an
 * idle process, as for sparse calls). Prints p50 / p90 / p99 / mean in ms, the p50 and p99 added
 * over direct, and the p50 ratio.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpGateway } from '../../src/adapters/mcp/gateway.ts';
import { exportPublicJwk, generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { mintToken } from '../../src/capability/token.ts';
import { createFence } from '../../src/index.ts';
import { CLASS } from '../../src/action/classes.ts';

const calls = Number(process.argv[2] ?? 2_000);
const maxSeconds = Number(process.argv[3] ?? 90);
const warmup = 500;
const repo = fileURLToPath(new URL('../../', import.meta.url));
const fixture = join(repo, 'test/fixtures/mcp-server/server.ts');
const cli = join(repo, 'bench/gateway/cli.ts');
const node = (...args: string[]) => ({ command: process.execPath, args: ['--import', 'tsx', ...args], cwd: repo, stderr: 'ignore' as const });

const dir = mkdtempSync(join(tmpdir(), 'capfence-bench-gateway-'));
const issuer = generateSigningKey();
writeFileSync(join(dir, 'jwks.json'), JSON.stringify({ keys: [exportPublicJwk(issuer)] }));
const scope = { issuer: 'bench', subject: 'bench', scope: [CLASS.read], intent: 'Echo some text back.', ttlSeconds: 3_600 };

async function connect(name: string, params: ReturnType<typeof node>): Promise<Client> {
  const client = new Client({ name, version: '1' });
  await client.connect(new StdioClientTransport(params));
  return client;
}

const inProcessFence = createFence({ keyring: new Keyring([issuer]), tools: [] });
const token = mintToken(issuer, scope, inProcessFence.graph);
writeFileSync(join(dir, 'token'), token);
const gatewayArgs = (extra: string[]) =>
  node(
    cli,
    'mcp',
    '--keys',
    join(dir, 'jwks.json'),
    '--token-file',
    join(dir, 'token'),
    ...extra,
    '--',
    process.execPath,
    '--import',
    'tsx',
    fixture,
  );

type Mode = 'consecutive' | 'interleaved';
interface Subject {
  readonly name: string;
  readonly client: Client;
  readonly samples: Record<Mode, number[]>;
}
const subjects: Subject[] = [];
const empty = (): Record<Mode, number[]> => ({ consecutive: [], interleaved: [] });
const gateway = await createMcpGateway({ fence: inProcessFence, token, downstreams: [{ name: 'fixture', ...node(fixture) }], log: () => undefined });
try {
  subjects.push({ name: 'direct', client: await connect('direct', node(fixture)), samples: empty() });
  subjects.push({ name: 'gateway', client: await connect('gateway', gatewayArgs([])), samples: empty() });
  subjects.push({
    name: 'gateway+sqlite',
    client: await connect('gateway+sqlite', gatewayArgs(['--state', join(dir, 'state'), '--durability', 'batched'])),
    samples: empty(),
  });
  const inProcess = new Client({ name: 'in-process', version: '1' });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await gateway.connect(b);
  await inProcess.connect(a);
  subjects.push({ name: 'in-process', client: inProcess, samples: empty() });

  const args = { name: 'echo', arguments: { text: 'hello, gateway' } };
  for (const subject of subjects) {
    const check = await subject.client.callTool(args);
    if (check.isError === true) throw new Error(`${subject.name}: the benchmark call was refused: ${JSON.stringify(check.content)}`);
  }
  // Warm-up: every subject's code paths compiled before anything is counted.
  for (const subject of subjects) for (let i = 0; i < warmup; i++) await subject.client.callTool(args);
  const deadline = performance.now() + maxSeconds * 1_000;
  const measure = async (mode: Mode, block: number): Promise<number> => {
    for (const subject of subjects) subject.samples[mode] = [];
    let done = 0;
    for (let round = 0; done < calls && performance.now() < deadline; round++) {
      // Rotate the order each round so no subject always follows the same one.
      for (let k = 0; k < subjects.length; k++) {
        const subject = subjects[(round + k) % subjects.length] as Subject;
        for (let i = 0; i < block; i++) {
          const start = performance.now();
          await subject.client.callTool(args);
          subject.samples[mode].push(performance.now() - start);
        }
      }
      done += block;
    }
    return done;
  };
  const consecutive = await measure('consecutive', 100);
  const interleaved = await measure('interleaved', 1);

  const ms = (v: number) => v.toFixed(3).padStart(8);
  console.log(
    `node ${process.version}, tools/call "echo", shipped gate ${inProcessFence.gateVersion}; ${warmup} warm-up calls per subject; cap ${maxSeconds} s`,
  );
  for (const [mode, count, what] of [
    ['consecutive', consecutive, 'blocks of 100 calls to one subject (a busy agent; processes stay hot)'],
    ['interleaved', interleaved, 'one call per subject in turn (sparse calls; each hop wakes an idle process)'],
  ] as const) {
    const direct = stats(subjects[0]?.samples[mode] ?? []);
    console.log(`\n${mode}: ${count} calls per subject, ${what}`);
    console.log(`${'subject'.padEnd(16)}   p50 ms   p90 ms   p99 ms  mean ms  +p50 ms  +p99 ms  p50 ratio`);
    for (const subject of subjects) {
      const s = stats(subject.samples[mode]);
      const added = subject.name === 'direct' ? '' : `${ms(s.p50 - direct.p50)} ${ms(s.p99 - direct.p99)}   ×${(s.p50 / direct.p50).toFixed(2)}`;
      console.log(`${subject.name.padEnd(16)} ${ms(s.p50)} ${ms(s.p90)} ${ms(s.p99)} ${ms(s.mean)} ${added}`);
    }
  }
} finally {
  for (const subject of subjects) await subject.client.close().catch(() => undefined);
  await gateway.close();
  inProcessFence.close();
  rmSync(dir, { recursive: true, force: true });
}

function stats(samples: readonly number[]): { p50: number; p90: number; p99: number; mean: number } {
  const sorted = [...samples].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), mean: sorted.reduce((sum, v) => sum + v, 0) / Math.max(1, sorted.length) };
}

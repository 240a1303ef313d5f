/**
 * `npm run bench:sidecar`: sustained authorizations per second through the HTTP sidecar.
 *
 * The sidecar runs in a child process (server.ts) on 127.0.0.1; this process is the load
 * generator: `--connections` keep-alive connections (one `http.Agent`), each sending its next
 * `POST /v1/authorize` as soon as the last one is answered, for `--duration` seconds or
 * `--max` requests, whichever ends first, after `--warmup` seconds that are not counted.
 * Prints throughput, latency percentiles (as the client sees them, HTTP included), the verdict
 * mix, and error counts (transport errors and non-200 answers); exits 1 if there were errors.
 *
 *   npm run bench:sidecar [-- --duration 10 --max 500000 --connections 16 --warmup 2]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BENCH_CALLS } from './calls.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    max: { type: 'string', default: '500000' },
    connections: { type: 'string', default: '16' },
    warmup: { type: 'string', default: '2' },
  },
});
const durationMs = Number(values.duration) * 1000;
const maxRequests = Number(values.max);
const connections = Number(values.connections);
const warmupMs = Number(values.warmup) * 1000;
for (const [name, value] of [
  ['duration', durationMs],
  ['max', maxRequests],
  ['connections', connections],
  ['warmup', warmupMs],
] as const) {
  if (!Number.isFinite(value) || value < 0 || (name !== 'warmup' && value === 0)) throw new RangeError(`--${name} must be a positive number`);
}

const stateDir = mkdtempSync(join(tmpdir(), 'capfence-bench-sidecar-'));
const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url)), stateDir], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = await new Promise<{ port: number; apiKey: string; token: string }>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`the sidecar exited with code ${code}`)));
  createInterface({ input: server.stdout }).once('line', (line) => resolve(JSON.parse(line) as { port: number; apiKey: string; token: string }));
});

const agent = new Agent({ keepAlive: true, maxSockets: connections });
const bodies = BENCH_CALLS.map((call, i) => Buffer.from(JSON.stringify({ token: ready.token, call: { ...call, id: `call-${i}` } })));
const headers = { 'content-type': 'application/json', authorization: `Bearer ${ready.apiKey}` };

interface Tally {
  sent: number;
  ok: number;
  non200: number;
  transport: number;
  verdicts: Record<string, number>;
  latencies: number[];
}

function post(body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: ready.port, path: '/v1/authorize', method: 'POST', agent, headers: { ...headers, 'content-length': body.length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Run the connections until `until` (ms, performance clock) or `budget` requests; record into `tally` if given. */
async function drive(until: number, budget: number, tally: Tally | undefined): Promise<void> {
  let issued = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (performance.now() < until && issued < budget) {
      issued++;
      const body = bodies[next++ % bodies.length] as Buffer;
      const started = performance.now();
      try {
        const { status, text } = await post(body);
        if (tally === undefined) continue;
        tally.latencies.push(performance.now() - started);
        tally.sent++;
        if (status !== 200) {
          tally.non200++;
          continue;
        }
        tally.ok++;
        const verdict = /"verdict":"(\w+)"/.exec(text)?.[1] ?? 'unreadable';
        tally.verdicts[verdict] = (tally.verdicts[verdict] ?? 0) + 1;
      } catch {
        if (tally !== undefined) {
          tally.sent++;
          tally.transport++;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

try {
  process.stderr.write(`warm-up ${warmupMs / 1000} s, then ${durationMs / 1000} s or ${maxRequests} requests over ${connections} connections\n`);
  await drive(performance.now() + warmupMs, Number.MAX_SAFE_INTEGER, undefined);
  const tally: Tally = { sent: 0, ok: 0, non200: 0, transport: 0, verdicts: {}, latencies: [] };
  const started = performance.now();
  await drive(started + durationMs, maxRequests, tally);
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(tally.latencies).sort();
  const pct = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  const errors = tally.non200 + tally.transport;
  const rows: [string, string][] = [
    ['requests', String(tally.sent)],
    ['elapsed (s)', seconds.toFixed(2)],
    ['authorizations/s', (tally.ok / seconds).toFixed(0)],
    ['latency p50 (ms)', pct(50).toFixed(3)],
    ['latency p90 (ms)', pct(90).toFixed(3)],
    ['latency p99 (ms)', pct(99).toFixed(3)],
    ['latency max (ms)', (sorted.at(-1) ?? NaN).toFixed(3)],
    [
      'verdicts',
      Object.entries(tally.verdicts)
        .sort()
        .map(([v, n]) => `${v} ${n}`)
        .join(', '),
    ],
    ['non-200 answers', String(tally.non200)],
    ['transport errors', String(tally.transport)],
    ['target', `>= 5000/s with zero errors: ${tally.ok / seconds >= 5000 && errors === 0 ? 'met' : 'NOT met'}`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  process.stdout.write(`sidecar: POST /v1/authorize on 127.0.0.1, ${connections} keep-alive connections, node ${process.version}\n`);
  for (const [k, v] of rows) process.stdout.write(`  ${k.padEnd(width)}  ${v}\n`);
  if (errors > 0) process.exitCode = 1;
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(stateDir, { recursive: true, force: true });
}

/**
 * A load client of the scale bench and the multi-replica test, in its own process: sends
 * `requests` authorizations over `concurrency` workers, each with one keep-alive connection per
 * replica and one request in flight (no pipelining), spread round-robin over the replicas, and
 * prints one JSON line: every answer's verdict, audit sequence number, token id and latency
 * (failed requests counted apart), and the CPU this process spent on the recorded requests. The
 * answers are the acknowledgements the test holds the cluster to: each body is parsed whole.
 *
 * The HTTP/1.1 client is the smallest one that does the job (http-wire.ts): requests are
 * rendered once per token and query, and answers are framed by their Content-Length. Node's
 * `http.request` cost more CPU per request than the replica it measured (bench/RESULTS.md).
 *
 *   node --import tsx bench/scale/client.ts <job.json>
 *   job: { ports: number[], apiKey, tokens: string[], requests, concurrency, warmup?, warmupToken?, barrier? }
 *
 * With `barrier`, the client prints `ready` after its warm-up and waits for a line on stdin
 * before the recorded requests, so that the parent starts all clients' measured phases at once.
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { WireConnection } from './http-wire.ts';

interface Job {
  readonly ports: readonly number[];
  readonly apiKey: string;
  readonly tokens: readonly string[];
  readonly requests: number;
  readonly concurrency: number;
  /** Requests sent first on `warmupToken`, not recorded (this process's JIT and connections warm up). */
  readonly warmup?: number;
  readonly warmupToken?: string;
  readonly barrier?: boolean;
}

export interface Answer {
  /** Index of the replica that answered. */
  readonly replica: number;
  readonly verdict: string;
  readonly code: string;
  readonly auditSeq: number | null;
  readonly tokenId: string | null;
  readonly ms: number;
}

const TIMEOUT_MS = 10_000;

const job = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Job;
const answers: Answer[] = [];
let failures = 0;
let next = 0;

/** One connection per worker and replica, opened on first use and again after a failure. */
const connections = Array.from({ length: job.concurrency }, () => job.ports.map((port) => new WireConnection('127.0.0.1', port, TIMEOUT_MS)));

function head(port: number, length: number): string {
  return (
    `POST /v1/authorize HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\n` +
    `authorization: Bearer ${job.apiKey}\r\ncontent-length: ${length}\r\n\r\n`
  );
}

function render(port: number, token: string, i: number): Buffer {
  const body = JSON.stringify({ token, call: { tool: 'search_files', args: { query: `q${i}` } } });
  return Buffer.from(head(port, Buffer.byteLength(body)) + body);
}

async function drive(count: number, tokens: readonly string[], record: boolean): Promise<void> {
  next = 0;
  await Promise.all(
    connections.map(async (mine) => {
      for (let i = next++; i < count; i = next++) {
        const replica = i % job.ports.length;
        const port = job.ports[replica] as number;
        const token = tokens[i % tokens.length] as string;
        const t0 = performance.now();
        try {
          const { status, body } = await (mine[replica] as WireConnection).send(render(port, token, i));
          if (!record) continue;
          if (status !== 200) {
            failures++;
            continue;
          }
          const d = JSON.parse(body) as { verdict: string; reasons: { code: string }[]; auditSeq: number | null; tokenId: string | null };
          answers.push({
            replica,
            verdict: d.verdict,
            code: d.reasons[0]?.code ?? '',
            auditSeq: d.auditSeq,
            tokenId: d.tokenId,
            ms: performance.now() - t0,
          });
        } catch {
          if (record) failures++;
        }
      }
    }),
  );
}

if (job.warmup !== undefined && job.warmupToken !== undefined) await drive(job.warmup, [job.warmupToken], false);
if (job.barrier === true) {
  process.stdout.write('ready\n');
  await new Promise<void>((resolve) => createInterface({ input: process.stdin }).once('line', () => resolve()));
}
const cpu0 = process.cpuUsage();
const started = performance.now();
await drive(job.requests, job.tokens, true);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpu0);
for (const mine of connections) for (const connection of mine) connection.close();
process.stdout.write(`${JSON.stringify({ answers, failures, seconds, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);

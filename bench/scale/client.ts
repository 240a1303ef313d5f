/**
 * A load client of the scale bench and the multi-replica test, in its own process: sends
 * `requests` authorizations over `concurrency` keep-alive connections, spread round-robin over the
 * replicas, and prints one JSON line: every answer's verdict, audit sequence number, token id and
 * latency (failed requests counted apart). The answers are the acknowledgements the test holds
 * the cluster to.
 *
 *   node --import tsx bench/scale/client.ts <job.json>
 *   job: { ports: number[], apiKey, tokens: string[], requests, concurrency, call? }
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

interface Job {
  readonly ports: readonly number[];
  readonly apiKey: string;
  readonly tokens: readonly string[];
  readonly requests: number;
  readonly concurrency: number;
  /** Requests sent first on `warmupToken`, not recorded (this process's JIT and connections warm up). */
  readonly warmup?: number;
  readonly warmupToken?: string;
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

const job = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Job;
const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency * job.ports.length });
const answers: Answer[] = [];
let failures = 0;
let next = 0;

function post(port: number, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/v1/authorize',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${job.apiKey}`, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

async function drive(count: number, tokens: readonly string[], record: boolean): Promise<void> {
  next = 0;
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      for (let i = next++; i < count; i = next++) {
        const replica = i % job.ports.length;
        const token = tokens[i % tokens.length] as string;
        const body = JSON.stringify({ token, call: { tool: 'search_files', args: { query: `q${i}` } } });
        const t0 = performance.now();
        try {
          const { status, text } = await post(job.ports[replica] as number, body);
          if (!record) continue;
          if (status !== 200) {
            failures++;
            continue;
          }
          const d = JSON.parse(text) as { verdict: string; reasons: { code: string }[]; auditSeq: number | null; tokenId: string | null };
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
const started = performance.now();
await drive(job.requests, job.tokens, true);
agent.destroy();
process.stdout.write(`${JSON.stringify({ answers, failures, seconds: (performance.now() - started) / 1000 })}\n`);

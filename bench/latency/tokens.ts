/**
 * Heap over many distinct tokens: each is minted, verified (the byte-bounded caches) and reserves
 * budget (the ledger, which prunes expired tokens' totals). The clock is simulated: a new token
 * every `stepMs` (default 25 ms), each living one minute. Prints the live heap (after a GC) every
 * `n / 10` tokens: it must level off, not grow with `n`.
 *
 *   node --import tsx --expose-gc bench/latency/tokens.ts [n=100000] [stepMs=25]
 */
import { CLASS } from '../../src/action/classes.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { Ledger } from '../../src/capability/ledger.ts';
import { mintToken, TokenVerifier } from '../../src/capability/token.ts';

const n = Number(process.argv[2] ?? 100_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with --expose-gc');
const graph = CapabilityGraph.builtIn();
const issuer = generateSigningKey();
let nowMs = 1_800_000_000_000;
// Simulated time between two new tokens (default 25 ms: 40 new tokens a second, each living a minute).
const stepMs = Number(process.argv[3] ?? 25);
const verifier = new TokenVerifier({ keyring: new Keyring([issuer]), graph });
const ledger = Ledger.inMemory({ clock: () => nowMs, pruneAfterSeconds: 60 });
const heap: string[] = [];
const started = process.hrtime.bigint();
for (let i = 1; i <= n; i++) {
  nowMs += stepMs;
  const token = mintToken(
    issuer,
    { issuer: 'bench', subject: `agent-${i}`, scope: [CLASS.read], ceilings: { calls: 100 }, ttlSeconds: 60, now: Math.floor(nowMs / 1000) },
    graph,
  );
  const verified = verifier.verify(token, nowMs / 1000);
  const reserved = ledger.reserve(verified.chain, { calls: 1, amount: 0, bytes: 0 });
  // The tool ran: settle, as an executor does (unsettled reservations are kept, up to 65,536).
  if (reserved.ok && reserved.reservation !== undefined) ledger.commit(reserved.reservation);
  if (i % Math.max(1, Math.floor(n / 10)) === 0) {
    gc();
    heap.push(`${i}: ${(process.memoryUsage().heapUsed / 1e6).toFixed(1)} MB`);
  }
}
const stats = verifier.cacheStats;
process.stdout.write(
  `${n} distinct tokens in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s; live heap: ${heap.join(', ')}; token caches ${(stats.bytes / 1e6).toFixed(1)} MB (${stats.tokens} tokens, ${stats.links} links); ledger holds ${ledger.tokens} tokens' totals\n`,
);

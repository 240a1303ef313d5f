/**
 * One benchmark subject in its own process, so its peak RSS is its own: CapFence (batched or
 * strict durability) or the peer. Prints one JSON line of measurements on stdout.
 *
 *   node --import tsx --expose-gc bench/latency/subject.ts <subject> <calls> <warmup>
 */
const processBaselineMB = process.memoryUsage().rss / 1e6;
import { CALLS, measure } from './measure.ts';

const [subject = 'capfence-batched', n = '100000', warmup = '20000'] = process.argv.slice(2);

// Each subject loads only its own code, so one's modules do not count in the other's RSS.
async function harnessFor(name: string) {
  if (name.startsWith('capfence')) {
    const { createCapfenceHarness } = await import('./capfence.ts');
    if (name === 'capfence-strict') return createCapfenceHarness({ durability: 'strict' });
    if (name === 'capfence-sync') return createCapfenceHarness({ durability: 'batched', sync: true });
    return createCapfenceHarness({ durability: 'batched' });
  }
  const { createPeer } = await import('./peer.ts');
  switch (name) {
    case 'peer':
      return createPeer();
    case 'peer-default-audit':
      return createPeer({ auditMaxEntries: 10_000 });
    default:
      throw new Error(`unknown subject ${name}`);
  }
}

const harness = await harnessFor(subject);
const result = await measure(harness, CALLS, Number(n), Number(warmup));
await harness.close?.();
const label =
  subject === 'peer'
    ? `${harness.name} (audit unbounded)`
    : subject === 'peer-default-audit'
      ? `${harness.name} (default audit, 10,000 entries)`
      : harness.name;
process.stdout.write(`${JSON.stringify({ subject, name: label, version: harness.version, ...result, baselineRssMB: processBaselineMB })}\n`);

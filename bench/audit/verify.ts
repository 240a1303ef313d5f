/**
 * `audit verify` cost: verify the audit db at the given path as `capfence audit verify` does
 * (over worker threads, `verifyAuditLogParallel`), and in this one thread (`verifyAuditLog`), and
 * print one JSON line: wall and CPU seconds of each (CPU of all threads), scaled to 1,000,000
 * records, and the peak RSS of this process. Run by bench/audit/main.ts in its own process, so
 * the RSS is its own.
 *
 *   node --import tsx bench/audit/verify.ts <audit.db>
 */
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { verifyAuditLogParallel } from '../../src/audit/verify-parallel.ts';

const path = process.argv[2];
if (path === undefined) throw new Error('usage: verify.ts <audit.db>');
const rssBeforeMB = process.resourceUsage().maxRSS / 1024;

async function timed(run: () => unknown): Promise<{ ok: boolean; count: number; seconds: number; cpuSeconds: number }> {
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const result = (await run()) as { ok: boolean; count: number };
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  return { ok: result.ok, count: result.count, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

const threads = await timed(() => verifyAuditLogParallel(path));
const one = await timed(() => verifyAuditLog(path));
const perMillion = one.count === 0 ? 0 : 1e6 / one.count;
process.stdout.write(
  `${JSON.stringify({
    ok: threads.ok && one.ok,
    records: one.count,
    secondsPer1M: threads.seconds * perMillion,
    cpuSecondsPer1M: threads.cpuSeconds * perMillion,
    oneThreadSecondsPer1M: one.seconds * perMillion,
    oneThreadCpuSecondsPer1M: one.cpuSeconds * perMillion,
    peakRssMB: process.resourceUsage().maxRSS / 1024,
    rssBeforeMB,
  })}\n`,
);

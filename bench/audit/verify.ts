/**
 * `audit verify` cost: verify the audit db at the given path (as `capfence audit verify` does)
 * and print one JSON line: wall and CPU seconds, both scaled to 1,000,000 records, and the peak
 * RSS of this process. Run by bench/audit/main.ts in its own process, so the RSS is its own.
 *
 *   node --import tsx bench/audit/verify.ts <audit.db>
 */
import { verifyAuditLog } from '../../src/audit/verify.ts';

const path = process.argv[2];
if (path === undefined) throw new Error('usage: verify.ts <audit.db>');
const rssBeforeMB = process.resourceUsage().maxRSS / 1024;
const cpu0 = process.cpuUsage();
const t0 = process.hrtime.bigint();
const result = verifyAuditLog(path);
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
const cpu = process.cpuUsage(cpu0);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const perMillion = result.count === 0 ? 0 : 1e6 / result.count;
process.stdout.write(
  `${JSON.stringify({
    ok: result.ok,
    records: result.count,
    seconds,
    cpuSeconds,
    secondsPer1M: seconds * perMillion,
    cpuSecondsPer1M: cpuSeconds * perMillion,
    peakRssMB: process.resourceUsage().maxRSS / 1024,
    rssBeforeMB,
  })}\n`,
);

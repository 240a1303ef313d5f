/**
 * Cold start of the packaged `capfence` command (dist/bin/capfence.js, the bundle `npm run build` makes), against `node -e 0` measured in
 * the same run: the time from spawn to exit and the peak RSS of `--help`, `--version` and one
 * `authorize` (an allowed read, state in memory). A measurement, not a test: run it on purpose.
 *
 *   npm run bench:cli (node --import tsx bench/cli/main.ts) [--runs N] [--no-build]
 *
 * The commands are run in turn, N times each (default 15), after one warm-up round that fills the
 * file cache; each gets the median, p90 and its overhead and ratio against `node -e 0`. Every
 * process, the baseline included, is started with the same tiny preload that reports its peak
 * RSS (`process.resourceUsage().maxRSS`) when it exits. Targets (issue 15): at most 150 ms over
 * `node -e 0`, at most 80 MB RSS.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateSigningKey, Keyring, saveSigningKey } from '../../src/capability/keys.ts';
import { mintToken } from '../../src/capability/token.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(ROOT, 'dist/bin/capfence.js');
const TARGET_OVERHEAD_MS = 150;
const TARGET_RSS_MB = 80;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' }, 'no-build': { type: 'boolean', default: false } } });
const runs = Number(values.runs);
if (!Number.isSafeInteger(runs) || runs < 1) throw new RangeError('--runs must be a positive integer');
if (!values['no-build'] || !existsSync(CLI)) {
  process.stderr.write('building dist (npm run build)…\n');
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

const dir = mkdtempSync(join(tmpdir(), 'capfence-bench-cli-'));
try {
  const preload = join(dir, 'rss.cjs');
  // Written to a file named by the environment, so the command's own stdout and stderr stay untouched.
  writeFileSync(
    preload,
    "process.on('exit', () => { const u = process.resourceUsage(); require('node:fs').writeFileSync(process.env.CAPFENCE_BENCH_RSS, JSON.stringify([u.maxRSS, u.userCPUTime + u.systemCPUTime])); });\n",
  );
  const issuer = generateSigningKey();
  saveSigningKey(issuer, join(dir, 'issuer.json'));
  writeFileSync(join(dir, 'jwks.json'), JSON.stringify(new Keyring([issuer]).toJwks()));
  writeFileSync(
    join(dir, 'tools.json'),
    JSON.stringify({
      tools: [{ name: 'read_inbox', description: 'Reads the inbox.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }],
    }),
  );
  const token = mintToken(
    issuer,
    { issuer: 'bench', subject: 'agent', scope: ['read-only-retrieval'], intent: 'read my inbox' },
    CapabilityGraph.builtIn(),
  );
  writeFileSync(join(dir, 'token.txt'), token);

  const cases: { name: string; args: string[]; exit: number }[] = [
    { name: 'node -e 0', args: ['-e', '0'], exit: 0 },
    { name: 'capfence --help', args: [CLI, '--help'], exit: 0 },
    { name: 'capfence --version', args: [CLI, '--version'], exit: 0 },
    {
      name: 'capfence authorize',
      args: [
        CLI,
        'authorize',
        '--keys',
        join(dir, 'jwks.json'),
        '--tools',
        join(dir, 'tools.json'),
        '--token',
        `@${join(dir, 'token.txt')}`,
        '--call',
        '{"tool":"read_inbox","args":{}}',
      ],
      exit: 0,
    },
  ];
  const rssFile = join(dir, 'rss.txt');
  const once = (args: string[], exit: number): { ms: number; cpuMs: number; rssMb: number } => {
    const started = process.hrtime.bigint();
    const result = spawnSync(process.execPath, ['--require', preload, ...args], {
      encoding: 'utf8',
      env: { ...process.env, CAPFENCE_BENCH_RSS: rssFile },
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (result.status !== exit) throw new Error(`node ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
    const [rssKb, cpuUs] = JSON.parse(readFileSync(rssFile, 'utf8')) as [number, number];
    return { ms, cpuMs: cpuUs / 1000, rssMb: rssKb / 1024 };
  };
  for (const c of cases) once(c.args, c.exit);
  const samples = new Map(cases.map((c) => [c.name, { ms: [] as number[], cpu: [] as number[], rss: [] as number[] }]));
  // Interleaved, so that load from other processes on the machine falls on every case alike.
  for (let i = 0; i < runs; i++)
    for (const c of cases) {
      const { ms, cpuMs, rssMb } = once(c.args, c.exit);
      samples.get(c.name)!.ms.push(ms);
      samples.get(c.name)!.cpu.push(cpuMs);
      samples.get(c.name)!.rss.push(rssMb);
    }

  const quantile = (xs: number[], q: number): number => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  };
  const base = quantile(samples.get('node -e 0')!.ms, 0.5);
  const baseCpu = quantile(samples.get('node -e 0')!.cpu, 0.5);
  console.log(`capfence CLI cold start: node ${process.version}, ${runs} runs each, interleaved; dist/bin/capfence.js`);
  console.log(
    `load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} (CPU time, user + system, is less sensitive to other load than wall time)`,
  );
  console.log(
    `${'command'.padEnd(20)} ${'wall p50'.padStart(9)} ${'wall p90'.padStart(9)} ${'overhead'.padStart(10)} ${'ratio'.padStart(6)} ${'CPU p50'.padStart(9)} ${'overhead'.padStart(10)} ${'RSS max'.padStart(9)}  targets`,
  );
  let met = true;
  for (const c of cases) {
    const s = samples.get(c.name)!;
    const median = quantile(s.ms, 0.5);
    const cpu = quantile(s.cpu, 0.5);
    const rss = Math.max(...s.rss);
    const baseline = c.name === 'node -e 0';
    const ok = baseline || (median - base <= TARGET_OVERHEAD_MS && rss <= TARGET_RSS_MB);
    met &&= ok;
    console.log(
      `${c.name.padEnd(20)} ${`${median.toFixed(1)} ms`.padStart(9)} ${`${quantile(s.ms, 0.9).toFixed(1)} ms`.padStart(9)} ${baseline ? '—'.padStart(10) : `+${(median - base).toFixed(1)} ms`.padStart(10)} ${`${(median / base).toFixed(2)}×`.padStart(6)} ${`${cpu.toFixed(1)} ms`.padStart(9)} ${baseline ? '—'.padStart(10) : `+${(cpu - baseCpu).toFixed(1)} ms`.padStart(10)} ${`${rss.toFixed(1)} MB`.padStart(9)}  ${baseline ? '' : ok ? 'met' : 'NOT met'}`,
    );
  }
  console.log(`targets: at most +${TARGET_OVERHEAD_MS} ms over node -e 0 (median) and ${TARGET_RSS_MB} MB RSS: ${met ? 'all met' : 'not all met'}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

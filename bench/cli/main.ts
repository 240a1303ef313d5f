/**
 * Cold start of the packaged `capfence` command (dist/bin/capfence.js, the bundle `npm pack` builds
 * in `prepack`), against `node -e 0` measured in the same run: the time from spawn to exit (for
 * `serve`: to "Server listening") and the peak RSS of `--help`, `--version`, `authorize` (an
 * allowed read, state in memory; then with a Cedar policy) and `serve` (bare; then with the intent
 * compiler and Cedar), and what each loads. A measurement, not a test: run it on purpose.
 *
 *   npm run bench:cli (node --import tsx bench/cli/main.ts) [--runs N] [--no-build] [--cli FILE] [--clone]
 *
 *   --cli FILE   measure another copy of the command, e.g. node_modules/capfence/dist/bin/capfence.js
 *                of a tarball installed with `npm install capfence-<version>.tgz` (no build then)
 *   --clone      add `authorize` run from the sources as `npm run capfence --` runs it (tsx)
 *
 * The commands are run in turn, N times each (default 15), after one warm-up round that fills the
 * file cache; each gets the median, p90 and its overhead and ratio against `node -e 0`. Every
 * process, the baseline included, is started with the same tiny preload that reports its peak RSS
 * and CPU time (`process.resourceUsage()`) when it exits. One more run of each, apart from the timed
 * ones, counts the files it loads (ESM through a loader hook, CommonJS from `require.cache`).
 * Targets (issue 15): `--help`, `--version` and `authorize` at most 150 ms over `node -e 0` and
 * at most 80 MB RSS.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ApiKeyStore, createApiKey } from '../../src/adapters/http/auth.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { generateSigningKey, Keyring, saveSigningKey } from '../../src/capability/keys.ts';
import { mintToken } from '../../src/capability/token.ts';
import { countLoads, type Loads, measure, PRELOADS, type Sample } from './spawn.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TARGET_OVERHEAD_MS = 150;
const TARGET_RSS_MB = 80;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    'no-build': { type: 'boolean', default: false },
    cli: { type: 'string' },
    clone: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isSafeInteger(runs) || runs < 1) throw new RangeError('--runs must be a positive integer');
const CLI = values.cli === undefined ? join(ROOT, 'dist/bin/capfence.js') : resolve(values.cli);
if (values.cli !== undefined && !existsSync(CLI)) throw new RangeError(`--cli: no such file ${CLI}`);
if (values.cli === undefined && (!values['no-build'] || !existsSync(CLI))) {
  process.stderr.write('building dist (npm run build)…\n');
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

interface Case {
  readonly name: string;
  readonly args: readonly string[];
  /** The command's own work ends at this line on stdout (then it is stopped); otherwise at its exit. */
  readonly until?: RegExp;
  /** Held to the issue's targets. */
  readonly target: boolean;
}

const dir = mkdtempSync(join(tmpdir(), 'capfence-bench-cli-'));
try {
  const preloads = PRELOADS(dir);
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
  const apiKeys = new ApiKeyStore();
  apiKeys.add(createApiKey('bench', ['authorize']).entry, 'keys');
  apiKeys.save(join(dir, 'api-keys.json'));

  const cedar = join(ROOT, 'examples/policies/default.cedar');
  const authorize = ['authorize', '--keys', join(dir, 'jwks.json'), '--tools', join(dir, 'tools.json'), '--token', `@${join(dir, 'token.txt')}`];
  const call = ['--call', '{"tool":"read_inbox","args":{}}'];
  const serve = ['serve', '--tools', join(dir, 'tools.json'), '--api-keys', join(dir, 'api-keys.json'), '--port', '0'];
  const listening = /Server listening/;
  const cases: Case[] = [
    { name: 'node -e 0', args: ['-e', '0'], target: false },
    { name: 'capfence --help', args: [CLI, '--help'], target: true },
    { name: 'capfence --version', args: [CLI, '--version'], target: true },
    { name: 'capfence authorize', args: [CLI, ...authorize, ...call], target: true },
    { name: 'authorize --cedar', args: [CLI, ...authorize, ...call, '--cedar', cedar], target: false },
    { name: 'serve (to listening)', args: [CLI, ...serve, '--keys', join(dir, 'jwks.json')], until: listening, target: false },
    {
      name: 'serve --issuer-key --cedar',
      args: [CLI, ...serve, '--issuer-key', join(dir, 'issuer.json'), '--cedar', cedar],
      until: listening,
      target: false,
    },
    ...(values.clone
      ? [{ name: 'authorize from the clone', args: ['--import', 'tsx', join(ROOT, 'src/cli/main.ts'), ...authorize, ...call], target: false }]
      : []),
  ];

  for (const c of cases) await measure(c.args, c.until, preloads, ROOT);
  const samples = new Map<string, Sample[]>(cases.map((c) => [c.name, []]));
  // Interleaved, so that load from other processes on the machine falls on every case alike.
  for (let i = 0; i < runs; i++) for (const c of cases) samples.get(c.name)!.push(await measure(c.args, c.until, preloads, ROOT));
  const loads = new Map<string, Loads>();
  for (const c of cases) loads.set(c.name, await countLoads(c.args, c.until, preloads, ROOT, dirname(CLI)));

  const quantile = (xs: number[], q: number): number => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  };
  const of = (name: string, pick: (s: Sample) => number): number[] => samples.get(name)!.map(pick);
  const base = quantile(
    of('node -e 0', (s) => s.ms),
    0.5,
  );
  const baseCpu = quantile(
    of('node -e 0', (s) => s.cpuMs),
    0.5,
  );
  console.log(`capfence CLI cold start: node ${process.version}, ${runs} runs each, interleaved; ${CLI}`);
  console.log(
    `load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} (CPU time, user + system, is less sensitive to other load than wall time)`,
  );
  const pad = (text: string, width: number): string => text.padStart(width);
  console.log(
    `${'command'.padEnd(28)} ${pad('wall p50', 9)} ${pad('wall p90', 9)} ${pad('overhead', 10)} ${pad('ratio', 6)} ${pad('CPU p50', 9)} ${pad('overhead', 10)} ${pad('RSS max', 9)} ${pad('files', 5)} ${pad('pkgs', 4)}  targets`,
  );
  let met = true;
  for (const c of cases) {
    const median = quantile(
      of(c.name, (s) => s.ms),
      0.5,
    );
    const cpu = quantile(
      of(c.name, (s) => s.cpuMs),
      0.5,
    );
    const rss = Math.max(...of(c.name, (s) => s.rssMb));
    const baseline = c.name === 'node -e 0';
    const ok = median - base <= TARGET_OVERHEAD_MS && rss <= TARGET_RSS_MB;
    if (c.target) met &&= ok;
    const l = loads.get(c.name)!;
    console.log(
      `${c.name.padEnd(28)} ${pad(`${median.toFixed(1)} ms`, 9)} ${pad(
        `${quantile(
          of(c.name, (s) => s.ms),
          0.9,
        ).toFixed(1)} ms`,
        9,
      )} ${pad(baseline ? '—' : `+${(median - base).toFixed(1)} ms`, 10)} ${pad(`${(median / base).toFixed(2)}×`, 6)} ${pad(`${cpu.toFixed(1)} ms`, 9)} ${pad(baseline ? '—' : `+${(cpu - baseCpu).toFixed(1)} ms`, 10)} ${pad(`${rss.toFixed(1)} MB`, 9)} ${pad(String(l.files), 5)} ${pad(String(l.packages.length), 4)}  ${c.target ? (ok ? 'met' : 'NOT met') : ''}`,
    );
  }
  console.log(`targets: at most +${TARGET_OVERHEAD_MS} ms over node -e 0 (median) and ${TARGET_RSS_MB} MB RSS: ${met ? 'all met' : 'not all met'}`);
  console.log('files: JavaScript files of the command and its packages loaded; pkgs: the npm packages among them');
  for (const c of cases) {
    const l = loads.get(c.name)!;
    if (l.packages.length > 0) console.log(`  ${c.name}: ${l.packages.join(', ')}${l.native.length > 0 ? `; native: ${l.native.join(', ')}` : ''}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

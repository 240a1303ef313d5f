/**
 * Running one command for bench/cli: its wall time to exit (or to a line on stdout, after which it
 * is stopped), its peak RSS and CPU time as the process itself reports them on exit, and, in a
 * run of its own, which files it loads.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface Sample {
  readonly ms: number;
  readonly cpuMs: number;
  readonly rssMb: number;
}

export interface Loads {
  /** JavaScript (and JSON) files of the command and of its packages. */
  readonly files: number;
  /** The npm packages they come from. */
  readonly packages: string[];
  /** Native addons (`.node`). */
  readonly native: string[];
}

export interface Preloads {
  readonly rss: string;
  readonly loads: string;
  readonly out: string;
  readonly seen: string;
}

/** Write the preloads into `dir`: one reports RSS and CPU time on exit, the other records loaded files. */
export function PRELOADS(dir: string): Preloads {
  const p: Preloads = { rss: join(dir, 'rss.cjs'), loads: join(dir, 'loads.cjs'), out: join(dir, 'rss.json'), seen: join(dir, 'seen.txt') };
  // Written to files named by the environment, so the command's own stdout and stderr stay untouched.
  writeFileSync(
    p.rss,
    "process.on('exit', () => { const u = process.resourceUsage(); require('node:fs').writeFileSync(process.env.CAPFENCE_BENCH_RSS, JSON.stringify([u.maxRSS, u.userCPUTime + u.systemCPUTime])); });\n",
  );
  const hook = join(dir, 'hook.mjs');
  writeFileSync(
    hook,
    "import { appendFileSync } from 'node:fs';\nexport async function load(url, context, next) { if (url.startsWith('file:')) appendFileSync(process.env.CAPFENCE_BENCH_LOADS, url + '\\n'); return next(url, context); }\n",
  );
  writeFileSync(
    p.loads,
    `require('node:module').register(${JSON.stringify(pathToFileURL(hook).href)});\nprocess.on('exit', () => require('node:fs').appendFileSync(process.env.CAPFENCE_BENCH_LOADS, Object.keys(require.cache).join('\\n') + '\\n'));\n`,
  );
  return p;
}

function run(
  args: readonly string[],
  until: RegExp | undefined,
  preloads: Preloads,
  cwd: string,
  extra: readonly string[],
): Promise<{ ms: number; code: number | null; stderr: string }> {
  rmSync(preloads.out, { force: true });
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--require', preloads.rss, ...extra, ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CAPFENCE_BENCH_RSS: preloads.out, CAPFENCE_BENCH_LOADS: preloads.seen },
    });
    let ms: number | undefined;
    let stdout = '';
    let stderr = '';
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (until !== undefined && ms === undefined && until.test(stdout)) {
        ms = Number(process.hrtime.bigint() - started) / 1e6;
        // Stopped a moment later: the line comes just before the command installs its SIGTERM handler.
        setTimeout(() => child.kill('SIGTERM'), 250);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(killer);
      ms ??= Number(process.hrtime.bigint() - started) / 1e6;
      resolve({ ms, code, stderr });
    });
  });
}

/** One timed run. Throws when the command fails (or never prints `until`). */
export async function measure(args: readonly string[], until: RegExp | undefined, preloads: Preloads, cwd: string): Promise<Sample> {
  const { ms, code, stderr } = await run(args, until, preloads, cwd, []);
  if (code !== 0) throw new Error(`node ${args.join(' ')} exited ${code}: ${stderr}`);
  const [rssKb, cpuUs] = JSON.parse(readFileSync(preloads.out, 'utf8')) as [number, number];
  return { ms, cpuMs: cpuUs / 1000, rssMb: rssKb / 1024 };
}

/** One run that records what the command loads (not timed: the loader hook slows it). */
export async function countLoads(
  args: readonly string[],
  until: RegExp | undefined,
  preloads: Preloads,
  cwd: string,
  cliDir: string,
): Promise<Loads> {
  writeFileSync(preloads.seen, '');
  const { code, stderr } = await run(args, until, preloads, cwd, ['--require', preloads.loads]);
  if (code !== 0) throw new Error(`node ${args.join(' ')} exited ${code}: ${stderr}`);
  const ignored = new Set([preloads.rss, preloads.loads]);
  const paths = new Set(
    readFileSync(preloads.seen, 'utf8')
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => (line.startsWith('file:') ? fileURLToPath(line) : line))
      .filter((path) => !ignored.has(path) && !path.endsWith('hook.mjs')),
  );
  const packages = new Set<string>();
  const native: string[] = [];
  let files = 0;
  const marker = `${sep}node_modules${sep}`;
  for (const path of paths) {
    const at = path.lastIndexOf(marker);
    // The command's own files (under node_modules too, when installed) are not a dependency.
    if (at >= 0 && !path.startsWith(cliDir)) {
      const parts = path.slice(at + marker.length).split(sep);
      packages.add(parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
    } else if (!path.startsWith(cliDir) && !path.includes(`${sep}src${sep}`)) continue;
    if (path.endsWith('.node')) native.push(path.slice(path.lastIndexOf(sep) + 1));
    else files++;
  }
  return { files, packages: [...packages].sort(), native };
}

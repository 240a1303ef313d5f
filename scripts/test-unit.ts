/**
 * The unit suites (`npm run test:unit`), run in a few test processes instead of one per file.
 *
 *   npm run test:unit                          # every unit suite
 *   npm run test:unit -- test/gate             # the suites under the given paths
 *
 * Starting a process and loading the sources through tsx costs about two seconds per file, which
 * across two hundred files was more than half of `npm test`'s time. So each process imports a
 * share of the files, and their tests run one after another inside it, as the tests of one file
 * do. A suite that changes what the whole process shares (a global tracer provider, the
 * environment) runs in a process of its own: `ISOLATED` names them. A failure is reported by the
 * test's own name, as before; a process that ends badly without one is named by scripts/share-reporter.mjs.
 * The exit code is the test runner's.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** Suites that set what every suite in a process would share, so they get a process each. */
const ISOLATED: readonly string[] = ['test/observability/tracing.test.ts'];
/** Processes that share the rest: a few per core keeps the two test slots busy to the end. */
const SHARES = 8;

function suites(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'slow') found.push(...suites(path));
    } else if (entry.endsWith('.test.ts') && !entry.endsWith('.process.test.ts')) {
      found.push(path);
    }
  }
  return found;
}

/** Deals the files round-robin by size, largest first, so the shares take about as long as each other. */
function deal(files: readonly string[], count: number): string[][] {
  const shares: { files: string[]; bytes: number }[] = Array.from({ length: count }, () => ({ files: [], bytes: 0 }));
  const bySize = [...files].sort((a, b) => statSync(b).size - statSync(a).size);
  for (const file of bySize) {
    const smallest = shares.reduce((least, share) => (share.bytes < least.bytes ? share : least));
    smallest.files.push(file);
    smallest.bytes += statSync(file).size;
  }
  return shares.filter((share) => share.files.length > 0).map((share) => share.files.sort());
}

const roots = process.argv.slice(2).map((path) => resolve(ROOT, path));
const all = (roots.length > 0 ? roots : [join(ROOT, 'test')]).flatMap((root) => (statSync(root).isDirectory() ? suites(root) : [root])).sort();
const alone = all.filter((file) => ISOLATED.includes(relative(ROOT, file)));
const shared = all.filter((file) => !alone.includes(file));

const dir = mkdtempSync(join(tmpdir(), 'capfence-unit-'));
try {
  const entries = deal(shared, SHARES).map((files, index) => {
    const entry = join(dir, `share-${index + 1}.test.mjs`);
    const imports = files.map((file) => `// ${relative(ROOT, file)}\nawait import(${JSON.stringify(pathToFileURL(file).href)});`);
    writeFileSync(entry, imports.join('\n') + '\n');
    return entry;
  });
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=2',
      '--test-timeout=180000',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      // A process that dies without a failing test is named with its exit code or signal and its last test.
      `--test-reporter=${join(ROOT, 'scripts/share-reporter.mjs')}`,
      '--test-reporter-destination=stderr',
      ...entries,
      ...alone,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

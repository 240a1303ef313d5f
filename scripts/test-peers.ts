/**
 * The adapters under other majors of their peer dependencies than the one `npm test` runs with.
 *
 *   npm run test:peers                         # every major whose npm alias is installed
 *   npm run test:peers -- ai=/path/to/node_modules/ai   # a copy installed elsewhere
 *
 * A peer's other major is installed as an npm alias devDependency (`"ai-7": "npm:ai@^7"`). For
 * each one found, the sources, tests and examples are copied into a temporary tree whose
 * `node_modules` links every package of this clone except the peer, which points at the alias;
 * that tree then type-checks and runs the adapter's tests. An alias that is not installed is
 * reported and skipped (exit 0); a failing check exits 1.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Peer {
  readonly name: string;
  /** The npm alias devDependency holding the other major. */
  readonly alias: string;
  /** Packages published with it at the same major (linked from the alias's own node_modules when nested there). */
  readonly scope?: string;
  readonly tests: readonly string[];
}

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const PEERS: readonly Peer[] = [
  { name: 'ai', alias: 'ai-7', scope: '@ai-sdk', tests: ['test/adapters/ai-sdk/tools.test.ts', 'test/examples/ai-sdk.test.ts'] },
];

const overrides = new Map(
  process.argv
    .slice(2)
    .filter((a) => a.includes('='))
    .map((a) => {
      const at = a.indexOf('=');
      return [a.slice(0, at), resolve(process.env.INIT_CWD ?? process.cwd(), a.slice(at + 1))] as const;
    }),
);
const say = (text: string): void => void process.stderr.write(`test:peers: ${text}\n`);
let failed = false;

for (const peer of PEERS) {
  const dir = overrides.get(peer.name) ?? join(ROOT, 'node_modules', peer.alias);
  if (!existsSync(join(dir, 'package.json'))) {
    say(`${peer.name}: no ${peer.alias} installed (add "${peer.alias}": "npm:${peer.name}@<major>" to devDependencies); skipped`);
    continue;
  }
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  const tree = mkdtempSync(join(tmpdir(), `capfence-peer-${peer.name.replace('/', '-')}-`));
  try {
    for (const entry of ['src', 'test', 'examples', 'bench', 'scripts', 'models', 'package.json', 'tsconfig.json'])
      if (existsSync(join(ROOT, entry))) cpSync(join(ROOT, entry), join(tree, entry), { recursive: true });
    const modules = join(tree, 'node_modules');
    mkdirSync(modules);
    for (const name of readdirSync(join(ROOT, 'node_modules')))
      if (name !== peer.name && name !== peer.scope) symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
    symlinkSync(dir, join(modules, peer.name));
    // The peer's own scope at its major: nested beside it (an alias install) or next to it (a plain install).
    if (peer.scope !== undefined) {
      const nested = [join(dir, 'node_modules', peer.scope), join(dir, '..', peer.scope), join(ROOT, 'node_modules', peer.scope)].find((p) =>
        existsSync(p),
      );
      if (nested !== undefined) symlinkSync(nested, join(modules, peer.scope));
    }
    say(`${peer.name}@${version}: tsc --noEmit`);
    const tsc = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', 'tsconfig.json'], { cwd: tree, stdio: 'inherit' });
    say(`${peer.name}@${version}: ${peer.tests.join(' ')}`);
    const tests = spawnSync('node', ['--import', 'tsx', '--test', ...peer.tests], { cwd: tree, stdio: 'inherit' });
    const ok = tsc.status === 0 && tests.status === 0;
    say(`${peer.name}@${version} on Node ${process.versions.node}: ${ok ? 'ok' : 'FAILED'}`);
    failed ||= !ok;
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);

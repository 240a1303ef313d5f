/**
 * The package as a user gets it: `npm pack` (prepack builds dist), install the tarball into an
 * empty temporary directory (from the local npm cache when it can: `--prefer-offline`), then from
 * there run `npx capfence --version`, `npx capfence demo`, `npx capfence serve --help`, the README's
 * first session (test/slow/newcomer.test.ts with the installed command), and import every
 * `exports` entry. Slow (a build and an install): run by `npm run test:package` and CI, not
 * by `npm test`.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string; exports: Record<string, unknown> };
const work = mkdtempSync(join(tmpdir(), 'capfence-package-'));
/** Entries that need an optional peer dependency, which an empty directory does not have. */
const OPTIONAL_PEERS: Readonly<Record<string, string>> = { './ai-sdk': 'ai', './openai-agents': '@openai/agents' };
const step = (text: string): void => void process.stderr.write(`test:package: ${text}\n`);

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

try {
  step('npm pack (prepack builds dist)');
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], ROOT)) as { filename: string; files: { path: string }[] }[];
  assert.ok(packed !== undefined, 'npm pack made a tarball');
  const files = packed.files.map((f) => f.path);
  assert.ok(files.includes('dist/bin/capfence.js'), 'the tarball holds the command');
  assert.ok(files.includes('dist/index.d.ts'), 'the tarball holds the types');
  assert.ok(!files.some((f) => f.startsWith('src/') || f.startsWith('test/')), 'the tarball holds no sources or tests');

  const app = join(work, 'app');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'capfence-package-test', private: true, type: 'module' }));
  step(`npm install ${packed.filename} into an empty directory`);
  // Install scripts are skipped: the one dependency that has one is better-sqlite3, whose native
  // addon would be compiled from source here (no prebuilt binary can be fetched offline; about
  // ten minutes). Its build is taken from this clone's own install instead — the same Node, the
  // same platform — so the test checks CapFence's package, not a compile of SQLite.
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', join(work, packed.filename)], app);
  const addon = join('node_modules', 'better-sqlite3', 'build');
  if (!existsSync(join(app, addon, 'Release', 'better_sqlite3.node'))) cpSync(join(ROOT, addon), join(app, addon), { recursive: true });

  const version = run('npx', ['--no-install', 'capfence', '--version'], app).trim();
  assert.equal(version, pkg.version);
  step(`npx capfence --version: ${version}`);
  const demo = run('npx', ['--no-install', 'capfence', 'demo'], app);
  assert.match(demo, /audit chain verified: 13 records/);
  assert.match(demo, /injected exfiltration .* DENY/);
  step('npx capfence demo: 13 decisions, audit chain verified');
  assert.match(run('npx', ['--no-install', 'capfence', 'serve', '--help'], app), /--cedar <file>/);
  assert.match(run('npx', ['--no-install', 'capfence', 'mcp', '--help'], app), /--cedar <file>/);
  // The README's first session with the installed command: a key, a token compiled from a task with
  // the policy the package ships, the gateway before the filesystem server, an approved change.
  const newcomer = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', join(ROOT, 'test/slow/newcomer.test.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, CAPFENCE_CLI: join(app, 'node_modules', pkg.name, 'dist/bin/capfence.js') },
  });
  assert.equal(newcomer.status, 0, `the newcomer path from the tarball failed:\n${newcomer.stdout}\n${newcomer.stderr}`);
  const timed = newcomer.stdout.split('\n').find((line) => line.includes('newcomer path:'));
  step(timed === undefined ? 'newcomer path: ok' : timed.slice(timed.indexOf('newcomer path:')));

  // The sidecar's audit verification runs in a worker thread: from an installed package (no
  // sources) the worker must be the compiled one. A key, a tool list, a state directory, one verify.
  const cli = join(app, 'node_modules', pkg.name, 'dist/bin/capfence.js');
  writeFileSync(
    join(app, 'tools.json'),
    JSON.stringify([{ name: 'read_notes', description: 'Reads the notes.', inputSchema: { type: 'object', properties: {} } }]),
  );
  run(process.execPath, [cli, 'keys', 'generate', '--out', 'issuer.json'], app);
  const key = /cfk\.[\w.-]+/.exec(run(process.execPath, [cli, 'api-key', 'add', 'ops', '--file', 'api-keys.json', '--rights', 'audit'], app))?.[0];
  assert.ok(key !== undefined, 'api-key add printed a key');
  const probe = `
    import { spawn } from 'node:child_process';
    const server = spawn(process.execPath, [${JSON.stringify(cli)}, 'serve', '--tools', 'tools.json', '--issuer-key', 'issuer.json', '--state', 'state', '--api-keys', 'api-keys.json', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('serve did not start: ' + out)), 20000);
      const read = (chunk) => { out += chunk; const m = /listening at (http:[^"\\s]+)/.exec(out); if (m) { clearTimeout(timer); resolve(m[1]); } };
      server.stdout.on('data', read); server.stderr.on('data', read);
    });
    try {
      const answer = await fetch(url + '/v1/audit/verify', { headers: { authorization: 'Bearer ' + process.env.KEY } });
      process.stdout.write(JSON.stringify({ status: answer.status, body: await answer.json() }));
    } finally { server.kill(); }`;
  const verified = spawnSync(process.execPath, ['--input-type=module', '-e', probe], {
    cwd: app,
    encoding: 'utf8',
    env: { ...process.env, KEY: key },
  });
  assert.equal(verified.status, 0, verified.stderr);
  assert.deepEqual(JSON.parse(verified.stdout).status, 200, verified.stdout);
  assert.equal(JSON.parse(verified.stdout).body.ok, true, verified.stdout);
  step('capfence serve: GET /v1/audit/verify answered from its worker thread');

  for (const entry of Object.keys(pkg.exports)) {
    if (entry === './package.json') continue;
    const specifier = entry === '.' ? pkg.name : `${pkg.name}/${entry.slice(2)}`;
    const probe = `const m = await import(${JSON.stringify(specifier)}); if (Object.keys(m).length === 0) process.exit(1);`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: app, encoding: 'utf8' });
    const peer = Object.hasOwn(OPTIONAL_PEERS, entry) ? OPTIONAL_PEERS[entry] : undefined;
    // An adapter whose framework the user has not installed must fail by naming that framework.
    if (peer !== undefined && result.status !== 0) assert.match(result.stderr, new RegExp(`Cannot find package '${peer}'`), result.stderr);
    else assert.equal(result.status, 0, `import ${specifier}: ${result.stderr}`);
    step(`import ${specifier}: ${result.status === 0 ? 'ok' : `needs the optional peer ${peer}`}`);
  }
  step('ok');
} finally {
  rmSync(work, { recursive: true, force: true });
}

/**
 * What each part of the `capfence` command loads, read from esbuild's module graph of the sources
 * (the same bundler `npm run build` uses): the command line itself before a command runs, and each
 * command's handler for the options it is given. Static imports only: what a dynamic import reaches
 * loads when an option asks for it. The timing of the packaged command is `npm run bench:cli`.
 */
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** The source modules and npm packages `entry` loads through static imports. */
function staticClosure(inputs: Metafile['inputs'], entry: string): { modules: string[]; packages: string[] } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (path: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imp of inputs[path]?.imports ?? []) {
      if (imp.kind !== 'import-statement') continue;
      if (imp.external) {
        if (!imp.path.startsWith('node:')) packages.add(imp.path);
      } else visit(imp.path);
    }
  };
  visit(entry);
  return { modules: [...seen], packages: [...packages] };
}

/** The npm packages whose loading a command must owe to an option that asks for it. */
const HEAVY = [/^@cedar-policy\//, /^better-sqlite3$/, /^pg$/, /^fastify$/, /^@modelcontextprotocol\/sdk\//, /^yaml$/];
const heavy = (packages: string[]): string[] => packages.filter((p) => HEAVY.some((re) => re.test(p)));

describe('what the command loads', () => {
  let inputs: Metafile['inputs'];
  before(async () => {
    const result = await build({
      absWorkingDir: REPO,
      entryPoints: ['src/cli/main.ts'],
      bundle: true,
      write: false,
      splitting: true,
      outdir: join(tmpdir(), 'capfence-cli-layout'),
      format: 'esm',
      platform: 'node',
      packages: 'external',
      metafile: true,
      logLevel: 'silent',
    });
    inputs = result.metafile.inputs;
  });

  it('before a command runs: commander and the option declarations; no fence, server, MCP SDK, Cedar, compiler or YAML parser', () => {
    const { modules, packages } = staticClosure(inputs, 'src/cli/main.ts');
    assert.deepEqual(packages, ['commander']);
    const loaded = modules.filter((s) => !/^src\/(cli\/[a-z-]+\.ts|errors\.ts|util\/json\.ts)$/.test(s));
    assert.deepEqual(loaded, [], 'only the command declarations, their helpers and the error types');
  });

  it('authorize: the fence with its state in memory; no store driver, Cedar, compiler, server or MCP SDK', () => {
    const { modules, packages } = staticClosure(inputs, 'src/cli/handlers/authorize.ts');
    assert.ok(modules.includes('src/fence.ts'));
    assert.deepEqual(heavy(packages), []);
    assert.deepEqual(
      modules.filter((m) => m.startsWith('src/capability/compile/index') || m === 'src/escalation/cedar.ts'),
      [],
    );
  });

  it('serve: the sidecar (fastify) only; Cedar with --cedar, the compiler with --issuer-key, SQLite with --state or --console', () => {
    const { modules, packages } = staticClosure(inputs, 'src/cli/handlers/serve.ts');
    assert.ok(modules.includes('src/adapters/http/app.ts'));
    assert.deepEqual(heavy(packages), ['fastify']);
    assert.deepEqual(
      modules.filter((m) => m.startsWith('src/capability/compile/index') || m === 'src/escalation/cedar.ts' || m === 'src/escalation/llm.ts'),
      [],
    );
  });

  it('mcp: the gateway on stdio; the Streamable HTTP server with --http, Cedar with --cedar, the compiler with --task', () => {
    const { modules, packages } = staticClosure(inputs, 'src/cli/handlers/mcp.ts');
    assert.ok(modules.includes('src/adapters/mcp/gateway.ts'));
    assert.ok(!packages.includes('@modelcontextprotocol/sdk/server/streamableHttp.js'), packages.join(' '));
    assert.deepEqual(
      heavy(packages).filter((p) => !p.startsWith('@modelcontextprotocol/sdk/')),
      [],
    );
    assert.deepEqual(
      modules.filter(
        (m) => m.startsWith('src/capability/compile/index') || m === 'src/escalation/cedar.ts' || m === 'src/adapters/mcp/transports/http.ts',
      ),
      [],
    );
  });
});

/**
 * The layout holds where it matters at run time: what each published entry really loads,
 * measured from esbuild's metafile of a bundle of that entry (packages stay external, so each
 * `node_modules` import shows as a path the bundle leaves to the runtime).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build, type Metafile } from 'esbuild';

async function bundleOf(entry: string): Promise<{ sources: string[]; packages: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  const meta: Metafile = result.metafile;
  const sources = Object.keys(meta.inputs);
  const packages = new Set<string>();
  for (const input of Object.values(meta.inputs)) for (const imp of input.imports) if (imp.external) packages.add(imp.path);
  return { sources, packages: [...packages] };
}

describe('the main entry (capfence)', () => {
  it('bundles no training, evaluation, adapter or CLI code', async () => {
    const { sources } = await bundleOf('src/index.ts');
    assert.ok(sources.includes('src/fence.ts'), 'the bundle is of the fence');
    const offline = sources.filter((s) => /^src\/(train|eval|adapters|cli)\//.test(s));
    assert.deepEqual(offline, []);
  });

  it('loads no agent framework, server, compiler lexicon or policy engine', async () => {
    const { packages } = await bundleOf('src/index.ts');
    const heavy = packages.filter((p) =>
      /^(ai|@openai\/agents|@modelcontextprotocol\/sdk|fastify|commander|pino|compromise|@cedar-policy\/)/.test(p),
    );
    assert.deepEqual(heavy, []);
  });
});

describe('the adapters', () => {
  for (const adapter of ['ai-sdk', 'openai-agents', 'mcp', 'http']) {
    it(`${adapter} bundles no other adapter`, async () => {
      const { sources } = await bundleOf(`src/adapters/${adapter}/index.ts`);
      const others = sources.filter((s) => s.startsWith('src/adapters/') && !s.startsWith(`src/adapters/${adapter}/`));
      assert.deepEqual(others, []);
    });
  }
});

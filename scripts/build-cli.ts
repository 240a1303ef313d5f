/**
 * Bundle the `capfence` command with esbuild: `src/cli/main.ts` and everything it imports become
 * one entry file plus a chunk per lazily loaded command, with the npm dependencies left as imports.
 * A cold start then reads a handful of files instead of a hundred modules.
 *
 *   node --import tsx scripts/build-cli.ts [outdir]      (default dist/bin; part of `npm run build`)
 *
 * Source files find the package's own files (models/, examples/, package.json) relative to
 * `import.meta.url`. In a bundle that URL is the chunk's, so each source file's `import.meta.url`
 * is rewritten to the URL its source file would have, computed from the chunk's own location: the
 * bundle keeps working wherever the package is installed, as long as it stays in its directory.
 */
import { readFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Build the bundle into `outdir` (absolute, or relative to the package root); returns the entry file. */
export async function buildCli(outdir = 'dist/bin'): Promise<string> {
  const out = resolve(ROOT, outdir);
  const sourceUrls: Plugin = {
    name: 'source-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const from = relative(out, args.path).split(sep).join('/');
        return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(from)}, import.meta.url).href`), loader: 'ts' };
      });
    },
  };
  await build({
    absWorkingDir: ROOT,
    entryPoints: { capfence: 'src/cli/main.ts' },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    chunkNames: 'chunk-[hash]',
    plugins: [sourceUrls],
    logLevel: 'warning',
  });
  return resolve(out, 'capfence.js');
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const entry = await buildCli(process.argv[2]);
  process.stderr.write(`built ${relative(process.cwd(), entry)}\n`);
}

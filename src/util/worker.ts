/**
 * Starting a worker thread on a module of this package, wherever the package runs from:
 *
 * - built (`dist/`), the worker is the compiled `.js` beside the module that starts it;
 * - from the sources under tsx (tests, `npm run capfence`), a worker does not inherit tsx's
 *   loader on Node 20, so it registers it before importing the `.ts` module;
 * - in the bundled CLI, `import.meta.url` names the source file (scripts/build-cli.ts), and an
 *   installed package has no sources: the worker is the compiled module under `dist/`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Start the worker module `name` (no extension) that sits beside the module whose `import.meta.url` is `here`. */
export function startSiblingWorker(here: string, name: string, workerData: unknown): Worker {
  if (!here.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, here), { workerData });
  const source = new URL(`./${name}.ts`, here);
  if (!existsSync(fileURLToPath(source))) {
    // The last `/src/` of the path is the package's source root; `dist/` mirrors it.
    const compiled = source.href.replace(/\/src\/(?!.*\/src\/)/, '/dist/').replace(/\.ts$/, '.js');
    return new Worker(new URL(compiled), { workerData });
  }
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const code = `import(${tsx}).then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(code, { eval: true, workerData });
}

/**
 * The `capfence` command for tests that run it as a process. It is bundled once per test process
 * (scripts/build-cli.ts: esbuild, about a second), so each spawn starts as a user's does, instead
 * of compiling the TypeScript sources through tsx every time. The bundle lives in
 * `.capfence/test-cli/` (ignored by git, never packed) and is removed when the process exits.
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildCli } from '../../scripts/build-cli.ts';

let built: Promise<string> | undefined;

/** The bundled command's entry file: run it as `spawn(process.execPath, [entry, ...args])`. */
export function capfenceEntry(): Promise<string> {
  built ??= (async () => {
    const dir = fileURLToPath(new URL(`../../.capfence/test-cli/${process.pid}-${Date.now()}`, import.meta.url));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return buildCli(dir);
  })();
  return built;
}

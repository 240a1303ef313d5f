/**
 * The `capfence` command for tests that run it as a process. It is bundled once per test process
 * (scripts/build-cli.ts: esbuild, about a second), so each spawn starts as a user's does, instead
 * of compiling the TypeScript sources through tsx every time. The bundle lives in
 * `.capfence/test-cli/` (ignored by git, never packed) and is removed when the process exits.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
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

/** The URL a spawned `capfence serve` / `console` logs when it listens (rejects if it exits first). */
export function listeningUrl(child: ChildProcess, what = 'the server'): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const url = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (url !== undefined) resolve(url);
    });
  });
}

/** Stop a spawned server and wait for it to exit. */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (child === undefined || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/**
 * Signed checkpoints written as the log grows: every `every` records, or every `intervalMs` when
 * records were appended since the last one, whichever comes first. Several processes (or
 * replicas) may run one on the same log: a checkpoint is kept once per tree size.
 */
import type { SigningKey } from '../capability/keys.ts';
import { describeError } from '../errors.ts';
import type { AuditReader } from '../store/types.ts';
import { makeCheckpoint } from './checkpoints.ts';

export interface CheckpointerOptions {
  readonly key: SigningKey;
  readonly origin: string;
  /** Records between checkpoints (default 10,000). */
  readonly every?: number;
  /** Longest time between checkpoints of a growing log, ms (default 60,000). */
  readonly intervalMs?: number;
  /** Told of each checkpoint made, and of failures (a line without secrets). */
  readonly log?: (line: string) => void;
}

export function startCheckpointer(audit: AuditReader, options: CheckpointerOptions): { stop(): void; now(): Promise<void> } {
  const every = options.every ?? 10_000;
  const intervalMs = options.intervalMs ?? 60_000;
  let lastSize = -1;
  let lastTime = Date.now();
  let running: Promise<void> | undefined;
  const checkpoint = (): Promise<void> =>
    (running ??= (async () => {
      try {
        const made = await makeCheckpoint(audit, { key: options.key, origin: options.origin });
        if (made.size !== lastSize) options.log?.(`signed a checkpoint at tree size ${made.size}`);
        lastSize = made.size;
        lastTime = Date.now();
      } catch (error) {
        options.log?.(`a checkpoint could not be made (${describeError(error)})`);
      } finally {
        running = undefined;
      }
    })());
  const timer = setInterval(
    () => {
      const size = audit.head()?.seq ?? 0;
      if (size > lastSize && (size - Math.max(lastSize, 0) >= every || Date.now() - lastTime >= intervalMs)) void checkpoint();
    },
    Math.min(1_000, intervalMs),
  );
  timer.unref();
  return { stop: () => clearInterval(timer), now: checkpoint };
}

/** The signed checkpoints a long-running fence writes, from the flags `checkpointOptions` declares (serve, mcp). */
import { startCheckpointer } from '../../audit/checkpointer.ts';
import { loadSigningKey } from '../../capability/keys.ts';
import type { AuditReader } from '../../store/types.ts';
import { integer } from '../options.ts';

export interface CheckpointFlags {
  checkpointKey?: string;
  checkpointOrigin: string;
  checkpointEvery: string;
  checkpointInterval: string;
}

/** Start signing checkpoints when `--checkpoint-key` is given; undefined otherwise. Throws ConfigError on a bad flag. */
export function checkpointsFromFlags(
  opts: CheckpointFlags,
  audit: AuditReader,
  log: (line: string) => void,
): ReturnType<typeof startCheckpointer> | undefined {
  if (opts.checkpointKey === undefined) return undefined;
  return startCheckpointer(audit, {
    key: loadSigningKey(opts.checkpointKey),
    origin: opts.checkpointOrigin,
    every: integer(opts.checkpointEvery, '--checkpoint-every', 1, Number.MAX_SAFE_INTEGER),
    intervalMs: integer(opts.checkpointInterval, '--checkpoint-interval', 1, 86_400) * 1000,
    log,
  });
}

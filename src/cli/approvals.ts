/**
 * `capfence approvals list|show|approve|deny --state DIR`: answer the human verifier's queue
 * (`DIR/approvals.db`) from a terminal, while the sidecar or an agent process waits on it.
 */
import type { Command } from 'commander';
import { lazy } from './io.ts';

const handlers = () => import('./handlers/approvals.ts');

export function approvalsCommand(program: Command): void {
  const approvals = program.command('approvals').description("answer escalated calls waiting for a person (the human verifier's queue)");
  approvals
    .command('list')
    .description('list approval requests (default: pending)')
    .requiredOption('--state <dir|url>', 'the fence state: a directory (its approvals.db) or a postgres:// URL')
    .option('--status <state>', 'pending | approved | denied | expired | all', 'pending')
    .option('--limit <n>', 'most requests to list', '50')
    .option('--json', 'print JSON')
    .action(lazy(async () => (await handlers()).list));
  approvals
    .command('show')
    .description('show one request in full')
    .argument('<id>', 'request id')
    .requiredOption('--state <dir|url>', 'the fence state: a directory or a postgres:// URL')
    .option('--json', 'print JSON')
    .action(lazy(async () => (await handlers()).show));
  for (const verb of ['approve', 'deny'] as const) {
    approvals
      .command(verb)
      .description(verb === 'approve' ? 'approve a pending request: the waiting call runs' : 'deny a pending request: the waiting call is refused')
      .argument('<id>', 'request id')
      .requiredOption('--state <dir|url>', 'the fence state: a directory or a postgres:// URL')
      .option('--by <name>', 'who decides (default: $USER)')
      .option('--note <text>', 'why')
      .action(
        lazy(async () => {
          const { decide } = await handlers();
          return (id: string, opts: { state: string; by?: string; note?: string }) => decide(verb, id, opts);
        }),
      );
  }
}

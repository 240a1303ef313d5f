/**
 * `capfence approvals list|show|approve|deny --state DIR`: answer the human verifier's queue
 * (`DIR/approvals.db`) from a terminal, while the sidecar or an agent process waits on it.
 *
 * Arguments and intents in a request come from an agent and its tools: they are printed with
 * every control character escaped, so a hostile value cannot rewrite the terminal.
 */
import { join } from 'node:path';
import type { Command } from 'commander';
import { printable } from '../audit/show.ts';
import { ConfigError } from '../errors.ts';
import { ApprovalError, ApprovalQueue, type ApprovalRequest } from '../escalation/human.ts';
import { isDatabaseUrl } from '../store/open.ts';
import { printJson, run } from './io.ts';

const STATES = new Set(['pending', 'approved', 'denied', 'expired', 'all']);

export function approvalsCommand(program: Command): void {
  const approvals = program.command('approvals').description("answer escalated calls waiting for a person (the human verifier's queue)");
  approvals
    .command('list')
    .description('list approval requests (default: pending)')
    .requiredOption('--state <dir>', 'the fence state directory (uses its approvals.db)')
    .option('--status <state>', 'pending | approved | denied | expired | all', 'pending')
    .option('--limit <n>', 'most requests to list', '50')
    .option('--json', 'print JSON')
    .action((opts: { state: string; status: string; limit: string; json?: boolean }) =>
      run(() =>
        withQueue(opts.state, (queue) => {
          if (!STATES.has(opts.status)) throw new ConfigError('ERR_CONFIG_INVALID', '--status must be pending, approved, denied, expired or all');
          const limit = Number(opts.limit);
          if (!Number.isSafeInteger(limit) || limit < 1) throw new ConfigError('ERR_CONFIG_INVALID', '--limit must be a positive integer');
          const list = queue.list({ state: opts.status as 'all', limit });
          if (opts.json === true) printJson(list);
          else
            process.stdout.write(
              `${list.length === 0 ? `no ${opts.status === 'all' ? '' : `${opts.status} `}requests` : list.map((approval) => summary(approval)).join('\n')}\n`,
            );
        }),
      ),
    );
  approvals
    .command('show')
    .description('show one request in full')
    .argument('<id>', 'request id')
    .requiredOption('--state <dir>', 'the fence state directory')
    .option('--json', 'print JSON')
    .action((id: string, opts: { state: string; json?: boolean }) =>
      run(() =>
        withQueue(opts.state, (queue) => {
          const approval = queue.get(id);
          if (approval === undefined) throw new ConfigError('ERR_CONFIG_INVALID', `no approval request "${printable(id.slice(0, 64))}"`);
          if (opts.json === true) printJson(approval);
          else process.stdout.write(`${details(approval)}\n`);
        }),
      ),
    );
  for (const verb of ['approve', 'deny'] as const) {
    approvals
      .command(verb)
      .description(verb === 'approve' ? 'approve a pending request: the waiting call runs' : 'deny a pending request: the waiting call is refused')
      .argument('<id>', 'request id')
      .requiredOption('--state <dir>', 'the fence state directory')
      .option('--by <name>', 'who decides (default: $USER)')
      .option('--note <text>', 'why')
      .action((id: string, opts: { state: string; by?: string; note?: string }) =>
        run(() =>
          withQueue(opts.state, (queue) => {
            const by = { by: opts.by ?? process.env.USER ?? 'cli', ...(opts.note === undefined ? {} : { note: opts.note }) };
            let approval: ApprovalRequest;
            try {
              approval = verb === 'approve' ? queue.approve(id, by) : queue.deny(id, by);
            } catch (error) {
              if (error instanceof ApprovalError) {
                process.stderr.write(`capfence: ${error.code}: ${error.message}\n`);
                process.exitCode = 1;
                return;
              }
              throw error;
            }
            process.stdout.write(`${approval.id} ${approval.state}\n`);
          }),
        ),
      );
  }
}

function withQueue(state: string, body: (queue: ApprovalQueue) => void): void {
  // The approval queue is a file of a state directory; replicas on a database keep their own.
  if (isDatabaseUrl(state))
    throw new ConfigError(
      'ERR_CONFIG_INVALID',
      'approvals live in a state directory: with a postgres:// state, answer them through the sidecar (/v1/approvals)',
    );
  const queue = ApprovalQueue.open(join(state, 'approvals.db'));
  try {
    body(queue);
  } finally {
    queue.close();
  }
}

function summary(approval: ApprovalRequest): string {
  const remaining = approval.state === 'pending' ? ` ${Math.max(0, Math.round((approval.deadline - Date.now()) / 1000))}s left` : '';
  return `${approval.id}  ${approval.state}${remaining}  ${printable(approval.principal)} → ${printable(approval.tool)} (${printable(approval.actionClass)})  ${clip(printable(JSON.stringify(approval.args) ?? ''), 100)}`;
}

function details(approval: ApprovalRequest): string {
  const lines: [string, string][] = [
    ['id', approval.id],
    ['state', approval.state],
    ['created', new Date(approval.created).toISOString()],
    ['deadline', new Date(approval.deadline).toISOString()],
    ['agent', approval.principal],
    ['tool', approval.tool],
    ['class', approval.actionClass],
    ['risk', approval.score === null ? 'not scored' : approval.score.toFixed(3)],
    ['scope', approval.scope.join(', ')],
    ['intent', approval.intent ?? '(unknown)'],
    ['arguments', JSON.stringify(approval.args, null, 2) ?? ''],
    [
      'provenance',
      Object.entries(approval.provenance)
        .map(([name, where]) => `${name}: ${where}`)
        .join(', ') || '(no sensitive arguments)',
    ],
    ...(approval.decidedBy === null ? [] : [['decided by', approval.decidedBy] as [string, string]]),
    ...(approval.note === null ? [] : [['note', approval.note] as [string, string]]),
  ];
  // Newlines of the pretty-printed arguments are kept; every other control character is escaped.
  return lines.map(([key, value]) => `${key.padEnd(10)}  ${value.split('\n').map(printable).join('\n            ')}`).join('\n');
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

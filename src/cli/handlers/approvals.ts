/**
 * `capfence approvals list|show|approve|deny --state DIR|URL`: answer the human verifier's queue
 * (`DIR/approvals.db`, or the database replicas share) from a terminal, while the sidecar or an
 * agent process waits on it.
 *
 * Arguments and intents in a request come from an agent and its tools: they are printed with
 * every control character escaped, so a hostile value cannot rewrite the terminal.
 */
import { join } from 'node:path';
import { printable } from '../../audit/show.ts';
import { ConfigError } from '../../errors.ts';
import { ApprovalError, ApprovalQueue, type ApprovalRequest, type ApprovalStore } from '../../escalation/human.ts';
import { isDatabaseUrl } from '../../store/open.ts';
import { openPostgresStore } from '../../store/postgres/index.ts';
import { printJson } from '../io.ts';

const STATES = new Set(['pending', 'approved', 'denied', 'expired', 'all']);

export async function list(opts: { state: string; status: string; limit: string; json?: boolean }): Promise<void> {
  await withQueue(opts.state, async (queue) => {
    if (!STATES.has(opts.status)) throw new ConfigError('ERR_CONFIG_INVALID', '--status must be pending, approved, denied, expired or all');
    const limit = Number(opts.limit);
    if (!Number.isSafeInteger(limit) || limit < 1) throw new ConfigError('ERR_CONFIG_INVALID', '--limit must be a positive integer');
    const list = await queue.list({ state: opts.status as 'all', limit });
    if (opts.json === true) printJson(list);
    else
      process.stdout.write(
        `${list.length === 0 ? `no ${opts.status === 'all' ? '' : `${opts.status} `}requests` : list.map((approval) => summary(approval)).join('\n')}\n`,
      );
  });
}

export async function show(id: string, opts: { state: string; json?: boolean }): Promise<void> {
  await withQueue(opts.state, async (queue) => {
    const approval = await queue.get(id);
    if (approval === undefined) throw new ConfigError('ERR_CONFIG_INVALID', `no approval request "${printable(id.slice(0, 64))}"`);
    if (opts.json === true) printJson(approval);
    else process.stdout.write(`${details(approval)}\n`);
  });
}

export async function decide(verb: 'approve' | 'deny', id: string, opts: { state: string; by?: string; note?: string }): Promise<void> {
  await withQueue(opts.state, async (queue) => {
    const by = { by: opts.by ?? process.env.USER ?? 'cli', ...(opts.note === undefined ? {} : { note: opts.note }) };
    let approval: ApprovalRequest;
    try {
      approval = await (verb === 'approve' ? queue.approve(id, by) : queue.deny(id, by));
    } catch (error) {
      // Settled, expired or unknown: the request is not pending, which is an answer, not a usage error.
      if (error instanceof ApprovalError) {
        process.stderr.write(`capfence: ${error.code}: ${error.message}\n`);
        process.exitCode = 1;
        return;
      }
      throw error;
    }
    process.stdout.write(`${approval.id} ${approval.state}\n`);
  });
}

/** The approval queue of `state`: a directory's approvals.db, or the database every replica shares. */
async function withQueue(state: string, body: (queue: ApprovalStore) => Promise<void>): Promise<void> {
  if (isDatabaseUrl(state)) {
    const store = openPostgresStore(state);
    const queue = store.openApprovals();
    try {
      await store.ready();
      await body(queue);
    } finally {
      queue.close();
      await store.close();
    }
    return;
  }
  const queue = ApprovalQueue.open(join(state, 'approvals.db'));
  try {
    await body(queue);
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

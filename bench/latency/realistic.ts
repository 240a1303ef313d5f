/**
 * CapFence on the realistic workload ({@link buildWorkload}): one token and one session per agent
 * (a third of them holding a delegation chain of depth 3: root → sub-agent → worker, each link
 * signed by the key its parent delegates to), budget ceilings on every link (so every allowed
 * call reserves on each link of its chain in the ledger), the SQLite ledger and audit in the
 * state directory, and tool outputs recorded through the public API (`session.complete`).
 *
 * Recording an output is timed on its own ({@link RealisticHarness.outputStats}), outside the
 * decision's time: it happens when the tool returns, between decisions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLASS } from '../../src/action/classes.ts';
import type { Decision } from '../../src/action/types.ts';
import { exportPublicJwk, generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { attenuateToken, mintToken } from '../../src/capability/token.ts';
import { createFence, type FenceSession } from '../../src/index.ts';
import { TOOLS } from './capfence.ts';
import { DEFAULT_PEER_POLICY as POLICY, type PeerHarness } from './policy.ts';
import type { RealisticCall, Workload, WorkloadStream } from './workload.ts';

export interface OutputStats {
  readonly recorded: number;
  readonly kb: number;
  readonly us: number;
}

export interface RealisticHarness extends PeerHarness {
  /** The tool ran: settle its budget and record its output (untimed by the decision loop). */
  settle(call: RealisticCall): void;
  outputStats(): OutputStats;
  /** A session of agent `agent`, for the output-cost measurement. */
  session(agent: number): FenceSession;
  close(): void;
}

export interface RealisticOptions {
  readonly durability: 'strict' | 'batched';
  /** Every `chainEvery`-th agent holds a chain of depth 3 (default 3: a third). */
  readonly chainEvery?: number;
}

/** What the harness needs of a workload: its agents and its outputs' texts (held, or generated on demand). */
export type WorkloadOutputs = Pick<Workload, 'agents' | 'outputs'> | Pick<WorkloadStream, 'agents' | 'output'>;

export function createRealisticHarness(workload: WorkloadOutputs, options: RealisticOptions): RealisticHarness {
  const textOf = 'outputs' in workload ? (id: number) => workload.outputs[id] as string : (id: number) => workload.output(id);
  const dir = mkdtempSync(join(tmpdir(), 'capfence-bench-real-'));
  const issuer = generateSigningKey();
  const subAgentKey = generateSigningKey();
  const workerKey = generateSigningKey();
  // BENCH_INDEXED_VALUES: the fence-wide budget of indexed output values (`tasks.indexedValues`), to see what it costs in memory.
  const indexedValues = process.env.BENCH_INDEXED_VALUES === undefined ? undefined : Number(process.env.BENCH_INDEXED_VALUES);
  const fence = createFence({
    keyring: new Keyring([issuer]),
    tools: TOOLS,
    stateDir: dir,
    durability: options.durability,
    ...(indexedValues === undefined ? {} : { tasks: { indexedValues } }),
  });
  const chainEvery = options.chainEvery ?? 3;
  const sessions: FenceSession[] = [];
  for (let agent = 0; agent < workload.agents; agent++) {
    const chained = agent % chainEvery === chainEvery - 1;
    const root = mintToken(
      issuer,
      {
        issuer: 'bench',
        subject: `agent-${agent}`,
        scope: [CLASS.read, CLASS.messageSend, CLASS.paymentInitiate],
        constraints: {
          [CLASS.messageSend]: { recipient: { oneOf: [...POLICY.allowedRecipients] } },
          [CLASS.paymentInitiate]: { amount: { max: POLICY.maxAmount } },
        },
        ceilings: { calls: 1e12, amount: 1e15 },
        intent: `E-mail the report to ${POLICY.allowedRecipients.join(' and ')} and pay invoices of up to ${POLICY.maxAmount} EUR to DE89370400440532013000.`,
        ttlSeconds: 86_400,
        ...(chained ? { delegateTo: exportPublicJwk(subAgentKey) } : {}),
      },
      fence.graph,
    );
    let token = root;
    if (chained) {
      const child = attenuateToken(root, subAgentKey, { subject: `sub-${agent}`, delegateTo: exportPublicJwk(workerKey) }, fence.graph);
      token = attenuateToken(child, workerKey, { subject: `worker-${agent}`, ceilings: { calls: 1e11 } }, fence.graph);
    }
    sessions.push(fence.session(token));
  }
  let last: Decision | undefined;
  let recorded = 0;
  let kb = 0;
  let us = 0;
  let fresh = 0;
  return {
    name: `capfence realistic (${options.durability} audit and ledger)`,
    version: '0.1.0',
    async decide(call) {
      const { agent } = call as RealisticCall;
      last = await (sessions[agent] as FenceSession).authorize(call);
      return last.verdict === 'allow' ? 'allow' : 'deny';
    },
    settle(call) {
      const decision = last;
      if (decision === undefined || decision.verdict !== 'allow') return;
      const session = sessions[call.agent] as FenceSession;
      if (call.output < 0) {
        session.complete(decision, { ok: true });
        return;
      }
      // A fresh, flat string each time, as a tool's answer would be.
      const text = Buffer.from(`${fresh++}\n${textOf(call.output)}`, 'latin1').toString('latin1');
      const t0 = process.hrtime.bigint();
      session.complete(decision, { ok: true, output: text });
      us += Number(process.hrtime.bigint() - t0) / 1000;
      recorded++;
      kb += text.length / 1024;
    },
    outputStats: () => ({ recorded, kb, us }),
    session: (agent) => sessions[agent] as FenceSession,
    close() {
      fence.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

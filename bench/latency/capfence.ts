/**
 * CapFence as a benchmark subject, on the same policy as the peer: reads allowed, e-mail only to
 * the listed recipients, payments up to the maximum, unknown tools refused — and on top of that a
 * signed token (cached after its first verification), budget ceilings in a SQLite ledger, the
 * trained gate's score, and a durable SQLite audit chain.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ToolSpec } from '../../src/action/types.ts';
import { generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { mintToken } from '../../src/capability/token.ts';
import { createFence } from '../../src/index.ts';
import { DEFAULT_PEER_POLICY as POLICY, type PeerCall, type PeerHarness } from './policy.ts';
import { CLASS } from '../../src/action/classes.ts';

export const TOOLS: readonly ToolSpec[] = [
  ...POLICY.readTools.map((name) => ({
    name,
    description: 'Reads data.',
    inputSchema: { type: 'object' as const, properties: { path: { type: 'string' } } },
    annotations: { readOnlyHint: true },
  })),
  {
    name: POLICY.emailTool,
    description: 'Sends an e-mail.',
    inputSchema: {
      type: 'object',
      properties: { [POLICY.recipientArg]: { type: 'string', format: 'email' }, subject: { type: 'string' }, body: { type: 'string' } },
    },
  },
  {
    name: POLICY.paymentTool,
    description: 'Sends money.',
    inputSchema: { type: 'object', properties: { recipient: { type: 'string' }, [POLICY.amountArg]: { type: 'number' } } },
  },
];

export interface CapfenceHarnessOptions {
  readonly durability: 'strict' | 'batched';
  /** Use the synchronous `decide()` instead of `await authorize()`. */
  readonly sync?: boolean;
  /** No state directory: the audit, ledger and sessions in memory (like the peer's unbounded audit). */
  readonly memory?: boolean;
}

export function createCapfenceHarness(options: CapfenceHarnessOptions): PeerHarness & { close(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'capfence-bench-'));
  const issuer = generateSigningKey();
  const fence = createFence({
    keyring: new Keyring([issuer]),
    tools: TOOLS,
    ...(options.memory === true ? {} : { stateDir: dir }),
    durability: options.durability,
  });
  const token = mintToken(
    issuer,
    {
      issuer: 'bench',
      subject: 'agent',
      scope: [CLASS.read, CLASS.messageSend, CLASS.paymentInitiate],
      constraints: {
        [CLASS.messageSend]: { recipient: { oneOf: [...POLICY.allowedRecipients] } },
        [CLASS.paymentInitiate]: { amount: { max: POLICY.maxAmount } },
      },
      ceilings: { calls: 1e12, amount: 1e15 },
      intent: `E-mail the report to ${POLICY.allowedRecipients.join(' and ')} and pay invoices of up to ${POLICY.maxAmount} EUR to DE89370400440532013000.`,
      ttlSeconds: 86_400,
    },
    fence.graph,
  );
  const settle = (decision: ReturnType<typeof fence.decide>): 'allow' | 'deny' => {
    if (decision.verdict !== 'allow') return 'deny';
    fence.complete(decision, { ok: true });
    return 'allow';
  };
  return {
    name:
      options.memory === true
        ? `capfence (audit in memory${options.sync === true ? ', sync decide()' : ''})`
        : `capfence (${options.durability} audit${options.sync === true ? ', sync decide()' : ''})`,
    version: '0.1.0',
    decide:
      options.sync === true
        ? (call: PeerCall) => settle(fence.decide(call, token))
        : async (call: PeerCall) => settle(await fence.authorize(call, token)),
    close() {
      fence.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `capfence authorize`: decide one tool call (JSON in, decision out). */
import { readFileSync } from 'node:fs';
import { loadManifest } from '../../action/catalog.ts';
import { CapabilityGraph } from '../../capability/graph.ts';
import { Keyring } from '../../capability/keys.ts';
import { ConfigError } from '../../errors.ts';
import { createFence } from '../../index.ts';
import { jsonOption, loadTools, printJson, textOption, fenceMode, type FenceFlags } from '../io.ts';
import { gateOptions } from './dial-curve.ts';
import { integer } from '../options.ts';

export interface AuthorizeOptions extends Omit<FenceFlags, 'durability'> {
  keys: string;
  tools: string;
  token: string;
  call?: string;
  intent?: string;
  durability: 'strict' | 'batched';
  cedar?: string;
  verifierTimeout: string;
}

export async function authorize(opts: AuthorizeOptions): Promise<void> {
  const graph = opts.graph === undefined ? CapabilityGraph.builtIn() : CapabilityGraph.fromFile(opts.graph);
  const verifierTimeoutMs = integer(opts.verifierTimeout, '--verifier-timeout', 1, 86_400_000);
  // Cedar (its WebAssembly engine) is loaded only when a policy is given.
  const verifier =
    opts.cedar === undefined
      ? undefined
      : await (
          await import('../../escalation/cedar.ts')
        ).CedarVerifier.fromFiles({ policyPath: opts.cedar, classes: graph.classes.map((c) => c.id) });
  const fence = createFence({
    ...(verifier === undefined ? {} : { verifier, verifierTimeoutMs }),
    keyring: Keyring.fromFile(opts.keys),
    tools: loadTools(opts.tools),
    graph,
    ...(opts.manifest === undefined ? {} : { manifest: loadManifest(opts.manifest, graph) }),
    ...gateOptions(opts),
    ...(opts.state === undefined ? {} : { state: opts.state }),
    durability: opts.durability,
    privacy: opts.privacy === true,
    ...(fenceMode(opts.mode) === 'enforce' ? {} : { mode: fenceMode(opts.mode) }),
  });
  try {
    const call = opts.call === undefined ? readCallFromStdin() : jsonOption(opts.call, 'call');
    const decision = await fence.authorize(call, textOption(opts.token, 'token'), opts.intent === undefined ? {} : { intent: opts.intent });
    printJson(decision);
    if (decision.verdict !== 'allow') process.exitCode = 3;
  } finally {
    await fence.close();
  }
}

function readCallFromStdin(): unknown {
  try {
    return JSON.parse(readFileSync(0, 'utf8')) as unknown;
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', 'the call on stdin is not valid JSON (or give --call)', undefined, { cause });
  }
}

/**
 * One sidecar replica for the scale bench and the multi-replica test: a fence on the given state
 * (a `postgres://` URL or a directory), trusting the given issuer, with a gate that lets in-scope
 * calls through (so ceilings, not scores, decide), an API key with `authorize`, `revoke` and
 * `audit`, and signed checkpoints when a key is given. Prints `{ "port": N }` once it listens.
 *
 *   node --import tsx bench/scale/replica.ts <config.json>
 *   config: { state, durability, issuerJwk (public), apiKeys (file), checkpointKey? (file) }
 */
import { readFileSync } from 'node:fs';
import { ApiKeyStore, createSidecar } from '../../src/adapters/http/index.ts';
import { startCheckpointer } from '../../src/audit/checkpointer.ts';
import { importPublicJwk, Keyring, loadSigningKey } from '../../src/capability/keys.ts';
import { createFence } from '../../src/index.ts';
import { BENCH_TOOLS } from '../sidecar/calls.ts';
import { lenientGate } from './gate.ts';

interface Config {
  readonly state: string;
  readonly durability: 'strict' | 'batched';
  readonly issuerJwk: unknown;
  readonly apiKeys: string;
  readonly checkpointKey?: string;
}

const config = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Config;
const gate = lenientGate();
const fence = createFence({
  keyring: new Keyring([importPublicJwk(config.issuerJwk)]),
  tools: BENCH_TOOLS,
  model: gate,
  state: config.state,
  durability: config.durability,
});
await fence.ready();
const app = createSidecar({ fence, apiKeys: ApiKeyStore.fromFile(config.apiKeys), closeFence: true });
const checkpoints =
  config.checkpointKey === undefined
    ? undefined
    : startCheckpointer(fence.auditLog, {
        key: loadSigningKey(config.checkpointKey),
        origin: 'bench.local/replicas',
        every: 1_000,
        intervalMs: 1_000,
      });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address !== null ? address.port : 0 })}\n`);

const stop = (): void => {
  checkpoints?.stop();
  void app.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

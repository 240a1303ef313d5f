/**
 * The sidecar under load, in its own process: a fence with a persisted state directory (batched
 * durability, as a production sidecar would run), the trained gate shipped in models/, an issuer
 * and one API key. Prints one JSON line `{ port, apiKey, token }` once it listens on 127.0.0.1.
 *
 *   node --import tsx bench/sidecar/server.ts <state-dir>
 */
import { ApiKeyStore, createApiKey, createSidecar } from '../../src/adapters/http/index.ts';
import { generateSigningKey, Keyring } from '../../src/capability/keys.ts';
import { mintToken } from '../../src/capability/token.ts';
import { FEATURE_NAMES } from '../../src/gate/features.ts';
import { createGateModel, defaultModelPath, type GateModel, loadGateModel } from '../../src/gate/model.ts';
import { createFence } from '../../src/index.ts';
import { BENCH_TOOLS, IBAN } from './calls.ts';
import { CLASS } from '../../src/action/classes.ts';

const stateDir = process.argv[2];
if (stateDir === undefined) throw new Error('usage: server.ts <state-dir>');

/**
 * The trained gate shipped in models/ (the default artifact). While the feature layout is being changed and the artifact
 * not yet retrained, a stand-in with the same dimension and thresholds is used instead (scoring
 * is one dot product either way; feature extraction, the real cost, runs the same) and the run
 * says so on stderr.
 */
function gate(): GateModel {
  try {
    return loadGateModel(defaultModelPath());
  } catch (error) {
    process.stderr.write(
      `note: the trained gate does not load (${(error as Error).message.split(': ').at(-1)}); using a stand-in of the same shape\n`,
    );
    const weights = FEATURE_NAMES.map((_, i) => (i % 7) / 100 - 0.03);
    return createGateModel({ featureNames: FEATURE_NAMES, weights, bias: -3, temperature: 1, thresholds: { allow: 0.2, deny: 0.8 } });
  }
}

const issuer = generateSigningKey();
const fence = createFence({ keyring: new Keyring([issuer]), tools: BENCH_TOOLS, stateDir, durability: 'batched', model: gate() });
const { key, entry } = createApiKey('bench', ['authorize']);
const app = createSidecar({ fence, apiKeys: new ApiKeyStore([entry]), closeFence: true });
const token = mintToken(
  issuer,
  {
    issuer: 'bench',
    subject: 'assistant',
    scope: [CLASS.read, CLASS.messageSend, CLASS.paymentInitiate],
    constraints: {
      [CLASS.messageSend]: { recipient: { oneOf: ['bob@example.com'] } },
      [CLASS.paymentInitiate]: { amount: { max: 120 }, recipient: { oneOf: [IBAN] } },
    },
    intent: `E-mail a summary to bob@example.com and pay the 95 EUR bill to ${IBAN}.`,
    ttlSeconds: 3600,
  },
  fence.graph,
);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, apiKey: key, token })}\n`);

const stop = (): void => {
  void app.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

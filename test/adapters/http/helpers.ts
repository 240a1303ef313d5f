/** Shared set-up for the sidecar tests: a fence with the pipeline fixtures, an issuer, API keys for each right. */
import type { FastifyInstance } from 'fastify';
import { createApiKey, type Right } from '../../../src/adapters/http/auth.ts';
import { ApiKeyStore, createSidecar, type SidecarOptions } from '../../../src/adapters/http/index.ts';
import { generateSigningKey, Keyring } from '../../../src/capability/keys.ts';
import type { GateModel } from '../../../src/gate/model.ts';
import { createFence, type CapFence, type CreateFenceOptions } from '../../../src/index.ts';
import { fixedGate, IBAN, TOOLS } from '../../fence/fixtures.ts';

export { IBAN };

export type KeyName = Right | 'all' | 'none' | 'other';

export interface Harness {
  readonly app: FastifyInstance;
  readonly fence: CapFence;
  /** API keys by name: one per right, `all` with every right, `none` with none, `other` a second agent (authorize). */
  readonly keys: Readonly<Record<KeyName, string>>;
  /** `Authorization` header for a key. */
  auth(name: KeyName): { authorization: string };
  /** Mint a token through the sidecar (needs the mint key). */
  mint(claims?: Record<string, unknown>): Promise<string>;
}

export const DEFAULT_CLAIMS = {
  subject: 'assistant',
  scope: ['read-only-retrieval', 'message-send', 'payment-initiate'],
  constraints: {
    'message-send': { recipient: { oneOf: ['bob@example.com'] } },
    'payment-initiate': { amount: { max: 120 }, recipient: { oneOf: [IBAN] } },
  },
  ceilings: { calls: 10, amount: 150 },
  intent: `E-mail a summary to bob@example.com and pay the 95 EUR bill to ${IBAN}.`,
};

export function harness(options: { fence?: Partial<CreateFenceOptions>; sidecar?: Partial<SidecarOptions>; gate?: GateModel } = {}): Harness {
  const issuer = generateSigningKey();
  const fence = createFence({ keyring: new Keyring([issuer]), tools: TOOLS, model: options.gate ?? fixedGate(), ...options.fence });
  const store = new ApiKeyStore();
  const keys: Record<string, string> = {};
  const rights: Right[] = ['authorize', 'settle', 'mint', 'attenuate', 'revoke', 'audit', 'approve', 'metrics'];
  for (const right of rights) {
    const made = createApiKey(`key-${right}`, [right]);
    store.add(made.entry);
    keys[right] = made.key;
  }
  const all = createApiKey('key-all', rights);
  store.add(all.entry);
  keys.all = all.key;
  const none = createApiKey('key-none', []);
  store.add(none.entry);
  keys.none = none.key;
  const other = createApiKey('key-other', ['authorize']);
  store.add(other.entry);
  keys.other = other.key;
  const app = createSidecar({ fence, apiKeys: store, issuer: { key: issuer, name: 'test-issuer' }, closeFence: true, ...options.sidecar });
  const auth = (name: KeyName) => ({ authorization: `Bearer ${keys[name] as string}` });
  return {
    app,
    fence,
    keys: keys as Harness['keys'],
    auth,
    async mint(claims = DEFAULT_CLAIMS) {
      const response = await app.inject({ method: 'POST', url: '/v1/tokens', headers: auth('mint'), payload: claims });
      if (response.statusCode !== 200) throw new Error(`mint failed: ${response.statusCode} ${response.body}`);
      return (response.json() as { token: string }).token;
    },
  };
}

/** `capfence token mint|attenuate|inspect|revoke`. */
import type { Ceilings, RoleConstraints } from '../../capability/claims.ts';
import { CapabilityGraph } from '../../capability/graph.ts';
import { importPublicJwk, Keyring, loadSigningKey, type PublicJwk, exportPublicJwk } from '../../capability/keys.ts';
import { SqliteRevocationList } from '../../capability/revocation.ts';
import { attenuateToken, inspectToken, mintToken, TokenVerifier } from '../../capability/token.ts';
import { ConfigError } from '../../errors.ts';
import { isDatabaseUrl } from '../../store/open.ts';
import { openPostgresStore } from '../../store/postgres/index.ts';
import { jsonOption, printJson, readJsonFile, textOption } from '../io.ts';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { MaybePromise, RevocationStore } from '../../store/types.ts';

export interface ClaimOptions {
  key: string;
  subject: string;
  scope?: string;
  constraints?: string;
  ceilings?: string;
  ttl?: string;
  delegateTo?: string;
  graph?: string;
}

function graphOf(path: string | undefined): CapabilityGraph {
  return path === undefined ? CapabilityGraph.builtIn() : CapabilityGraph.fromFile(path);
}

function common(opts: ClaimOptions) {
  const ttl = opts.ttl === undefined ? undefined : Number(opts.ttl);
  if (ttl !== undefined && (!Number.isSafeInteger(ttl) || ttl <= 0))
    throw new ConfigError('ERR_CONFIG_INVALID', '--ttl must be a positive number of seconds');
  const delegateTo = opts.delegateTo === undefined ? undefined : delegateKey(opts.delegateTo);
  return {
    subject: opts.subject,
    ...(opts.scope === undefined
      ? {}
      : {
          scope: opts.scope
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s.length > 0),
        }),
    ...(opts.constraints === undefined ? {} : { constraints: jsonOption(opts.constraints, 'constraints') as Record<string, RoleConstraints> }),
    ...(opts.ceilings === undefined ? {} : { ceilings: jsonOption(opts.ceilings, 'ceilings') as Ceilings }),
    ...(ttl === undefined ? {} : { ttlSeconds: ttl }),
    ...(delegateTo === undefined ? {} : { delegateTo }),
  };
}

/** The public half of a key file (private or public JWK). */
function delegateKey(path: string): PublicJwk {
  const jwk = readJsonFile(path, 'delegate key') as Record<string, unknown>;
  const { kid, publicKey } = importPublicJwk({ kty: jwk.kty, crv: jwk.crv, x: jwk.x }, path);
  return exportPublicJwk({ kid, publicKey });
}

export function mint(opts: ClaimOptions & { issuer: string; intent?: string; scope: string; expiresOn?: string }): void {
  const claims = common(opts);
  const minted = mintToken(
    loadSigningKey(opts.key),
    {
      ...claims,
      issuer: opts.issuer,
      scope: claims.scope ?? [],
      ...(opts.intent === undefined ? {} : { intent: textOption(opts.intent, 'intent') }),
      ...(opts.expiresOn === undefined
        ? {}
        : {
            expiresOn: opts.expiresOn
              .split(',')
              .map((e) => e.trim())
              .filter((e) => e.length > 0),
          }),
    },
    graphOf(opts.graph),
  );
  process.stdout.write(`${minted}\n`);
}

export function attenuate(opts: ClaimOptions & { token: string }): void {
  const child = attenuateToken(textOption(opts.token, 'token'), loadSigningKey(opts.key), common(opts), graphOf(opts.graph));
  process.stdout.write(`${child}\n`);
}

export function inspect(value: string, opts: { keys?: string; graph?: string }): void {
  const graph = graphOf(opts.graph);
  const raw = textOption(value, 'token');
  if (opts.keys === undefined) {
    printJson({ verified: false, chain: inspectToken(raw, graph) });
    return;
  }
  const verified = new TokenVerifier({ keyring: Keyring.fromFile(opts.keys), graph }).verify(raw);
  printJson({ verified: true, digest: verified.digest, expires: new Date(verified.expires * 1000).toISOString(), chain: verified.chain });
}

export async function revoke(value: string, opts: { state?: string; reason?: string; graph?: string }): Promise<void> {
  const chain = inspectToken(textOption(value, 'token'), graphOf(opts.graph));
  const jti = chain[chain.length - 1]?.jti as string;
  await withRevocations(opts.state, (list) => list.revoke(jti, opts.reason));
  printJson({ revoked: jti });
}

export async function postEvent(name: string, opts: { state?: string }): Promise<void> {
  await withRevocations(opts.state, (list) => list.postEvent(name));
  printJson({ posted: name });
}

/** The revocation list of `state` for one write. Revocations and events need no writer lock: every process on the state sees them within a second. */
async function withRevocations(state: string | undefined, write: (list: RevocationStore) => MaybePromise<void>): Promise<void> {
  if (state === undefined) throw new ConfigError('ERR_CONFIG_INVALID', 'give --state <dir|url> (or set CAPFENCE_STATE)');
  if (isDatabaseUrl(state)) {
    const store = openPostgresStore(state);
    try {
      await store.ready();
      await write(store.revocations);
    } finally {
      await store.close();
    }
  } else {
    mkdirSync(state, { recursive: true });
    const list = SqliteRevocationList.open(join(state, 'revocations.db'));
    try {
      await write(list);
    } finally {
      list.close();
    }
  }
}

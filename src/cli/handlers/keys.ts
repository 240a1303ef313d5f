/** `capfence keys generate|jwks`: issuer and delegation keys (Ed25519 JWK). */
import { writeFileSync } from 'node:fs';
import { exportPublicJwk, generateSigningKey, Keyring, loadSigningKey, saveSigningKey } from '../../capability/keys.ts';
import { printJson } from '../io.ts';

export function generate(opts: { out: string; jwks?: string }): void {
  const key = generateSigningKey();
  saveSigningKey(key, opts.out);
  if (opts.jwks !== undefined) writeFileSync(opts.jwks, `${JSON.stringify(new Keyring([key]).toJwks(), null, 2)}\n`);
  printJson(exportPublicJwk(key));
}

export function jwks(files: string[]): void {
  printJson(new Keyring(files.map((f) => loadSigningKey(f))).toJwks());
}

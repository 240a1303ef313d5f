/**
 * A throw-away certificate authority with a server certificate for 127.0.0.1 and a client
 * certificate, made with the `openssl` command (for mutual-TLS tests and the remote-verifier bench).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPki {
  readonly ca: Buffer;
  readonly server: { readonly cert: Buffer; readonly key: Buffer };
  readonly client: { readonly cert: Buffer; readonly key: Buffer };
}

/** True when the `openssl` command can be run. */
export function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Make the keys and certificates in a temporary folder, read them, and remove the folder. */
export function makeTestPki(): TestPki {
  const dir = mkdtempSync(join(tmpdir(), 'capfence-pki-'));
  const ssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  try {
    ssl('req', '-x509', ...newKey, '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '1', '-subj', '/CN=capfence-test-ca');
    writeFileSync(join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1\n');
    writeFileSync(join(dir, 'client.ext'), 'extendedKeyUsage=clientAuth\n');
    for (const [name, cn] of [
      ['server', '127.0.0.1'],
      ['client', 'capfence-fence'],
    ] as const) {
      ssl('req', ...newKey, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${cn}`);
      ssl(
        'x509',
        '-req',
        '-in',
        `${name}.csr`,
        '-CA',
        'ca.crt',
        '-CAkey',
        'ca.key',
        '-CAcreateserial',
        '-days',
        '1',
        '-out',
        `${name}.crt`,
        '-extfile',
        `${name}.ext`,
      );
    }
    const read = (name: string) => readFileSync(join(dir, name));
    return {
      ca: read('ca.crt'),
      server: { cert: read('server.crt'), key: read('server.key') },
      client: { cert: read('client.crt'), key: read('client.key') },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `capfence verifier serve`: the LLM judge and/or the human approval queue behind
 * {@link serveVerifier}. It prints the endpoint on stdout once it listens, and never a key.
 *
 * A verification request carries the call's argument values: beyond loopback the server insists
 * on TLS and on a caller credential (an API key or a client certificate).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../errors.ts';
import { firstDecisive } from '../../escalation/compose.ts';
import { withDeadline } from '../../escalation/fail-closed.ts';
import { HumanVerifier } from '../../escalation/human.ts';
import { ApprovalQueue } from '../../escalation/human-queue.ts';
import { serveVerifier, type VerifierServerTls } from '../../escalation/remote-server.ts';
import type { Verifier } from '../../escalation/verifier.ts';
import { integer } from '../options.ts';
import { listenError } from './listen.ts';
import { llmVerifier, type LlmOptions } from './llm.ts';

export interface VerifierServeOptions extends LlmOptions {
  verifier: string;
  state?: string;
  humanTimeout: string;
  host: string;
  port: string;
  tlsCert?: string;
  tlsKey?: string;
  tlsCa?: string;
  apiKeyFile?: string;
  maxDeadline: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export async function serveRemoteVerifier(opts: VerifierServeOptions): Promise<void> {
  const port = integer(opts.port, '--port', 0, 65_535);
  const maxDeadlineMs = integer(opts.maxDeadline, '--max-deadline', 1, 86_400_000);
  const humanTimeoutMs = integer(opts.humanTimeout, '--human-timeout', 1, 86_400) * 1000;
  const llmTimeoutMs = integer(opts.llmTimeout, '--llm-timeout', 1, 600_000);
  const kinds = opts.verifier.split(',').map((s) => s.trim());
  if (kinds.length === 0 || kinds.some((k) => k !== 'llm' && k !== 'human') || new Set(kinds).size !== kinds.length)
    throw new ConfigError('ERR_CONFIG_INVALID', '--verifier must be llm, human or llm,human');
  const tls = tlsOptions(opts);
  const apiKeys = apiKeysOf(opts.apiKeyFile);
  if (!LOOPBACK.has(opts.host) && (tls === undefined || (apiKeys.length === 0 && tls.requireClientCert !== true)))
    throw new ConfigError(
      'ERR_CONFIG_INVALID',
      'beyond loopback give --tls-cert and --tls-key, and --api-key-file (or $CAPFENCE_VERIFIER_API_KEY) or --tls-ca: requests carry argument values',
    );

  const verifiers: Verifier[] = [];
  if (kinds.includes('llm')) verifiers.push(withDeadline(await llmVerifier(opts), { timeoutMs: llmTimeoutMs }));
  let queue: ApprovalQueue | undefined;
  if (kinds.includes('human')) {
    // A person answers through `capfence approvals … --state DIR`, so the queue must be a file.
    if (opts.state === undefined) throw new ConfigError('ERR_CONFIG_INVALID', '--verifier human needs --state <dir> for its approval queue');
    mkdirSync(opts.state, { recursive: true });
    queue = ApprovalQueue.open(join(opts.state, 'approvals.db'));
    verifiers.push(withDeadline(new HumanVerifier({ queue, timeoutMs: humanTimeoutMs }), { timeoutMs: humanTimeoutMs + 1_000 }));
  }
  const verifier = verifiers.length === 1 ? (verifiers[0] as Verifier) : firstDecisive(verifiers, { name: kinds.join('-then-') });

  let server;
  try {
    server = await serveVerifier(verifier, {
      host: opts.host,
      port,
      maxDeadlineMs,
      ...(apiKeys.length === 0 ? {} : { apiKeys }),
      ...(tls === undefined ? {} : { tls }),
    });
  } catch (error) {
    queue?.close();
    throw listenError(error, opts.host, port);
  }
  process.stdout.write(`capfence verifier: ${verifier.name} at ${server.url}/v1/verify\n`);
  if (apiKeys.length === 0 && tls?.requireClientCert !== true)
    process.stderr.write('capfence verifier: no API key and no client certificates: any local process can ask\n');
  const running = server;
  const stop = (): void => {
    void running.close().then(() => queue?.close());
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function tlsOptions(opts: VerifierServeOptions): VerifierServerTls | undefined {
  if (opts.tlsCert === undefined && opts.tlsKey === undefined) {
    if (opts.tlsCa !== undefined) throw new ConfigError('ERR_CONFIG_INVALID', '--tls-ca needs --tls-cert and --tls-key');
    return undefined;
  }
  if (opts.tlsCert === undefined || opts.tlsKey === undefined) throw new ConfigError('ERR_CONFIG_INVALID', 'give both --tls-cert and --tls-key');
  return {
    cert: readPem(opts.tlsCert, '--tls-cert'),
    key: readPem(opts.tlsKey, '--tls-key'),
    ...(opts.tlsCa === undefined ? {} : { ca: readPem(opts.tlsCa, '--tls-ca'), requireClientCert: true }),
  };
}

function apiKeysOf(path: string | undefined): string[] {
  const text = path === undefined ? process.env.CAPFENCE_VERIFIER_API_KEY : readPem(path, '--api-key-file').toString('utf8');
  const keys = (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'));
  // The message names the rule, never the key.
  if (keys.some((key) => key.length < 16)) throw new ConfigError('ERR_CONFIG_INVALID', 'API keys must be at least 16 characters', path);
  return keys;
}

function readPem(path: string, flag: string): Buffer {
  try {
    return readFileSync(path);
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', `cannot read ${flag}`, path, { cause });
  }
}

/**
 * `capfence console`: the operator console on its own, over a state (a directory or a postgres://
 * URL) that sidecars or gateways write: pending approvals, the audit, tokens and revocations, and
 * the gate's calibration. It serves no API and decides no call; the live counters on its metrics
 * page are its own process's (the fleet's are on each replica's /metrics).
 */
import { createSidecar } from '../../adapters/http/app.ts';
import { Keyring } from '../../capability/keys.ts';
import { ConfigError, describeError } from '../../errors.ts';
import { createFence } from '../../index.ts';
import { openStore } from '../../store/open.ts';
import { integer } from '../options.ts';
import { openKeyFile } from './api-key.ts';
import { listenError } from './listen.ts';

export interface ConsoleOptions {
  state?: string;
  apiKeys: string;
  host: string;
  port: string;
  model?: string;
  logLevel: string;
}

export async function runConsole(opts: ConsoleOptions): Promise<void> {
  if (opts.state === undefined)
    throw new ConfigError('ERR_CONFIG_INVALID', 'give --state <dir|url>: the console shows the state a sidecar or gateway writes');
  const port = integer(opts.port, '--port', 0, 65_535);
  const store = openStore(opts.state, { durability: 'strict', privacy: false });
  const approvals = store.openApprovals();
  // A fence with no tools and no trusted issuer: it holds the store and denies anything put to it.
  const fence = createFence({ keyring: new Keyring([]), tools: [], store, ...(opts.model === undefined ? {} : { model: opts.model }) });
  const app = createSidecar({
    fence,
    apiKeys: openKeyFile(opts.apiKeys, false),
    approvals,
    consoleOnly: true,
    closeFence: true,
    logger: { level: opts.logLevel as 'info' },
  });
  try {
    await fence.ready();
  } catch (error) {
    app.log.warn({ cause: describeError(error) }, 'the store cannot be used yet');
  }
  try {
    await app.listen({ host: opts.host, port });
  } catch (error) {
    await app.close();
    approvals.close();
    throw listenError(error, opts.host, port);
  }
  const shutdown = (): void => void app.close().then(() => approvals.close());
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

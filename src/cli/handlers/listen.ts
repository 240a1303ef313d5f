/** Turning a failure to listen into one line for the person who chose the address. */
import { ConfigError } from '../../errors.ts';

const WHY: Readonly<Record<string, string>> = {
  EADDRINUSE: 'is already in use (choose another with --port)',
  EACCES: 'needs privileges this process lacks (choose a port above 1023)',
  EADDRNOTAVAIL: 'is not an address of this host (check --host)',
};

/** A {@link ConfigError} for the common reasons a server cannot listen on `host:port`; anything else is returned unchanged. */
export function listenError(error: unknown, host: string, port: number): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !Object.hasOwn(WHY, code)) return error;
  const shown = host.includes(':') ? `[${host}]` : host;
  return new ConfigError('ERR_CONFIG_INVALID', `cannot listen on ${shown}:${port}: the address ${WHY[code]}`, undefined, { cause: error });
}

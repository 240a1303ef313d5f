/** Parsing of numeric command-line option values; a bad value is a {@link ConfigError} naming the flag. */
import { ConfigError } from '../errors.ts';

/** An integer from `min` to `max` (inclusive). */
export function integer(text: string, flag: string, min: number, max: number): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isSafeInteger(n) || n < min || n > max)
    throw new ConfigError('ERR_CONFIG_INVALID', `${flag} must be an integer from ${min} to ${max}`);
  return n;
}

/**
 * Named events that end tokens (`expiresOn`), kept in the revocation store so they reach every
 * process and replica the way revocations do: a post is a row whose id is `event:<name>@<ms>`,
 * and each store's view keeps, per name, the latest time it was posted.
 */
import { EVENT_NAME } from '../capability/claims.ts';
import { UsageError } from '../errors.ts';

const PREFIX = 'event:';

/** The revocation-list id of a post of `name` at `time`. Throws UsageError for a malformed name. */
export function eventRowId(name: string, time: number): string {
  if (typeof name !== 'string' || !EVENT_NAME.test(name))
    throw new UsageError('ERR_INVALID_ARGUMENT', 'an event name is 1 to 128 letters, digits and . _ : @ / -, starting with a letter or digit');
  return `${PREFIX}${name}@${Math.floor(time)}`;
}

/** Whether a revocation-list id is an event post (a token id never starts so). */
export function isEventRow(id: string): boolean {
  return id.startsWith(PREFIX);
}

/** Note an event post in `events` (name → latest time); ignores ids that are not posts. */
export function noteEventRow(id: string, events: Map<string, number>): void {
  if (!id.startsWith(PREFIX)) return;
  const at = id.lastIndexOf('@');
  const time = Number(id.slice(at + 1));
  if (at <= PREFIX.length || !Number.isSafeInteger(time)) return;
  const name = id.slice(PREFIX.length, at);
  if ((events.get(name) ?? -Infinity) < time) events.set(name, time);
}

/** A token id may not pose as an event post. */
export function assertTokenId(jti: string): void {
  if (typeof jti !== 'string' || jti.length === 0 || jti.length > 256) throw new UsageError('ERR_INVALID_ARGUMENT', 'jti must be a non-empty string');
  if (isEventRow(jti)) throw new UsageError('ERR_INVALID_ARGUMENT', 'a token id cannot start with "event:"');
}

/**
 * What the entity extractors share: an entity found in an intent, and the marks that keep two
 * extractors from claiming the same characters (the first to take a span keeps it).
 */

export type EntityKind =
  | 'email'
  | 'url'
  | 'iban'
  | 'account'
  | 'phone'
  | 'file'
  | 'id'
  | 'amount'
  | 'percent'
  | 'date'
  | 'time'
  | 'quoted'
  | 'person'
  | 'organisation'
  | 'place'
  | 'name'
  | 'number'
  | 'crypto'
  | 'channel'
  | 'handle'
  | 'code'
  | 'card';

export interface Entity {
  readonly kind: EntityKind;
  /** The characters as written. */
  readonly text: string;
  /** Normalised value: lower-case address, compact IBAN, host of a URL, number of an amount, ISO date. */
  readonly value: string | number;
  readonly start: number;
  readonly end: number;
  /** ISO 4217 code (or the asset symbol: ETH, BTC, USDC) of an amount, when written. */
  readonly currency?: string;
  /** Whose value the intent says it is: "my customer id is 55102" (`self`), "his id is E-11802" (`other`). */
  readonly owner?: 'self' | 'other';
}

/** True when no extractor has taken any character of [start, end). */
export function isFree(taken: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (taken[i] === 1) return false;
  return true;
}

/** Take the characters of `entity` and return it. */
export function mark(taken: Uint8Array, entity: Entity): Entity {
  taken.fill(1, entity.start, entity.end);
  return entity;
}

/** The lower-case host of a URL or bare domain as written. */
export function hostOfText(raw: string): string {
  return raw
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .split(/[/?#:]/, 1)[0]!
    .toLowerCase();
}

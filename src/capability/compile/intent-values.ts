/**
 * The values of the intent a requirement lists: the entities of given kinds, as a constraint binds
 * them (a quoted string names a destination only when it reads like a handle; a person named in
 * full also by first name), and how reasons show such a list.
 */
import { ADDRESS_KINDS } from './bindings.ts';
import type { ArgumentRole } from '../../action/types.ts';
import type { Entity, EntityKind } from './entities.ts';
import type { IntentFrame } from './frame.ts';

/** Kinds of intent values that can name where something goes. */
export const DESTINATION_KINDS: ReadonlySet<EntityKind> = new Set([...ADDRESS_KINDS, 'person', 'organisation', 'name', 'place', 'quoted', 'id']);

export function valuesOf(entities: readonly Entity[], kinds: ReadonlySet<EntityKind>): (string | number)[] {
  const out = new Set<string>();
  const quotes = entities.filter((e) => e.kind === 'quoted');
  for (const e of entities) {
    if (!kinds.has(e.kind)) continue;
    // Words inside a quoted title or format ("'Summary of the meeting'", "'YYYY-MM-DD'") are not names of their own.
    if (e.kind !== 'quoted' && !ADDRESS_KINDS.has(e.kind) && quotes.some((q) => q.start <= e.start && e.end <= q.end)) continue;
    // A quoted string names a destination only when it reads like a handle ("'general'"), not a title or a file.
    if (e.kind === 'quoted' && kinds === DESTINATION_KINDS && !isHandle(String(e.value))) continue;
    const v = String(e.value).trim();
    if (v.length === 0 || v.length > 256) continue;
    out.add(v);
    // A person named in full is often addressed by first name ("Sarah Baker" → "Sarah").
    if (e.kind === 'person' && v.includes(' ')) out.add(v.split(' ')[0]!);
  }
  return [...out];
}

function isHandle(value: string): boolean {
  return value.split(/\s+/).length <= 3 && !/\.[a-z0-9]{2,5}$/i.test(value) && !/^[A-Z]{2,}(?:[-: /][A-Z]{2,})+$/.test(value);
}

export function shortList(values: readonly (string | number)[]): string {
  const shown = values.slice(0, 6).map(String).join(', ');
  return values.length > 6 ? `${shown} (+${values.length - 6})` : shown;
}

const ACCOUNT_KINDS: ReadonlySet<EntityKind> = new Set(['email', 'iban', 'account', 'phone', 'id', 'crypto']);
/** What can name an item to act on, for the strict measurement: ids, quoted titles, files, names of things. */
const OBJECT_KINDS: ReadonlySet<EntityKind> = new Set(['quoted', 'name', 'organisation', 'id', 'file']);
/** The requirement of every sensitive role of every granted side-effecting class that has tools in the catalog. */

/** The "must come from the intent" version of a read requirement (see the compiler's `readsFromIntentOnly` option). */
export function fromIntentOnly(
  role: ArgumentRole,
  frame: IntentFrame,
): { readonly requirement: 'none' | 'intent'; readonly values: (string | number)[]; readonly evidence: string } {
  const kinds: Partial<Record<ArgumentRole, ReadonlySet<EntityKind>>> = {
    recipient: DESTINATION_KINDS,
    account: ACCOUNT_KINDS,
    identifier: OBJECT_KINDS,
    url: new Set<EntityKind>(['url']),
    path: new Set<EntityKind>(['file']),
    amount: new Set<EntityKind>(['amount']),
  };
  const values =
    role === 'amount'
      ? frame.entities.filter((e) => e.kind === 'amount' && typeof e.value === 'number').map((e) => e.value)
      : valuesOf(frame.entities, kinds[role] ?? new Set());
  return values.length === 0
    ? { requirement: 'none', values: [], evidence: 'strict measurement: nothing named' }
    : { requirement: 'intent', values, evidence: 'strict measurement: only values named in the intent' };
}

/**
 * The values of the intent a requirement lists: the entities of given kinds, as a constraint binds
 * them (a quoted string names a destination only when it reads like a handle; a person named in
 * full also by first name), and how reasons show such a list.
 */
import { ADDRESS_KINDS } from './bindings.ts';
import type { Entity, EntityKind } from './entities.ts';

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

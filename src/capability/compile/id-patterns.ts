/**
 * Id shapes a catalog declares: an argument whose schema pattern writes out an id's letters (`^CMD-\\d{4}$`) says which
 * ids the tool acts on, so an id the intent names grounds a request in that tool (grounding.ts).
 */
import { getOwn } from '../../util/json.ts';

/** Longest pattern and id read: a catalog's pattern is a hint, never worth unbounded work. */
const MAX_PATTERN = 120;
const MAX_ID = 64;

/**
 * The argument patterns of a tool that fix an id's shape: anchored, with two letters or more written out
 * (`^CMD-\\d{4}$`, `^INV[0-9]+$`), so that a pattern any text fits (`^.+$`, `^[A-Z0-9-]+$`) names nothing.
 */
export function idPatterns(properties: Readonly<Record<string, unknown>>): ((id: string) => boolean)[] {
  const out: ((id: string) => boolean)[] = [];
  for (const name of Object.keys(properties)) {
    const pattern = (getOwn(properties, name) as { pattern?: unknown } | undefined)?.pattern;
    if (typeof pattern !== 'string' || pattern.length > MAX_PATTERN || !pattern.startsWith('^') || !pattern.endsWith('$')) continue;
    // What the pattern writes out, classes and counts taken away: two letters or more, and no alternative or wildcard.
    const literal = pattern.slice(1, -1).replace(/\\[a-zA-Z]|\[[^\]]*\]|\{[^}]*\}|[+*?]/g, '');
    if (!/[A-Za-z]{2}/.test(literal) || /[.|()]/.test(literal)) continue;
    const compiled = regExp(pattern, 'u') ?? regExp(pattern, '');
    if (compiled !== undefined) out.push((id) => id.length <= MAX_ID && compiled.test(id));
  }
  return out;
}

/** The pattern compiled, or undefined when JavaScript cannot read it with these flags (`\\-` is no escape under `u`). */
function regExp(pattern: string, flags: string): RegExp | undefined {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return undefined;
  }
}

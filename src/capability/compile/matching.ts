/**
 * Which of a class's tools the requests of an intent call, and the words their arguments are
 * named by: the tools a request was grounded in, else those whose name, or whose description's
 * opening verb where the name has none ("Text message to a mobile" for `sms`), has the request's
 * verb (or a synonym) as its verb; and the nouns a reference cue ("her e-mail", "the channel starting with")
 * and an argument share.
 */
import type { CatalogEntry } from '../../action/catalog.ts';
import { sentenceMainVerbs } from '../../action/description.ts';
import { words } from '../../action/infer.ts';
import type { ArgumentRole } from '../../action/types.ts';
import { getOwn } from '../../util/json.ts';
import { nestedRoles } from '../argument-values.ts';
import { nameVerbs, stem } from './grounding.ts';
import type { Operation } from './operations.ts';

/** Nouns of addresses: a cue about one concerns arguments whose description mentions it ("IBAN of the recipient"). */
const ADDRESS_NOUNS: ReadonlySet<string> = new Set(['email', 'iban', 'address', 'phone', 'number', 'account']);
/** Words a tool's name may use for a request verb ("update_x" serves "change"; "add" may create). Directional: creating never matches "append". */
// prettier-ignore
const TOOL_VERBS: readonly (readonly [readonly string[], readonly string[]])[] = [
  [['update', 'modify', 'change', 'edit', 'adjust', 'set', 'correct', 'fix', 'alter', 'amend', 'revise', 'replace'], ['update', 'modify', 'change', 'edit', 'adjust', 'set', 'correct', 'fix', 'alter', 'amend', 'revise', 'replace']],
  [['delete', 'remove', 'erase', 'clear', 'discard', 'trash', 'purge', 'wipe'], ['delete', 'remove', 'erase', 'clear', 'discard', 'trash', 'purge', 'wipe']],
  [['cancel'], ['cancel', 'delete', 'remove']],
  [['create', 'make', 'setup', 'draft', 'write', 'compose', 'generate', 'prepare', 'plan', 'organize', 'organise', 'arrange'], ['create', 'make', 'new', 'setup', 'draft', 'write', 'compose', 'generate']],
  [['add', 'include', 'attach', 'fill'], ['add', 'append', 'insert', 'include', 'attach', 'create', 'new']],
  [['append', 'insert'], ['append', 'insert', 'add']],
  [['send', 'email', 'e-mail', 'mail', 'message', 'post', 'reply', 'respond', 'forward', 'notify', 'inform', 'text', 'dm', 'ping', 'contact', 'write'], ['send', 'email', 'mail', 'message', 'post', 'reply', 'forward', 'notify', 'text', 'dm']],
  [['book', 'reserve', 'order', 'buy', 'purchase', 'rent'], ['book', 'reserve', 'order', 'buy', 'purchase', 'rent']],
  [['pay', 'transfer', 'wire', 'refund', 'reimburse', 'repay', 'tip', 'donate'], ['pay', 'send', 'transfer', 'wire', 'refund', 'reimburse']],
  [['schedule'], ['schedule', 'create', 'add']],
  [['invite', 'grant', 'onboard'], ['invite', 'add', 'grant']],
  [['share'], ['share', 'grant']],
];

/** The tools of a class each operation most likely calls: those it was grounded in, else those whose name has the verb (or a synonym) as its verb; all when none does. */
export function matchTools(ops: readonly Operation[], tools: readonly CatalogEntry[]): CatalogEntry[] {
  const out = new Set<CatalogEntry>();
  for (const op of ops) {
    const grounded = op.tools === undefined ? [] : tools.filter((t) => op.tools!.includes(t.spec.name));
    if (grounded.length > 0) {
      for (const t of grounded) out.add(t);
      continue;
    }
    const verbs = new Set([op.verb, ...TOOL_VERBS.filter(([asked]) => asked.includes(op.verb)).flatMap(([, names]) => names)].map(stem));
    const hits = tools.filter((t) => [...toolVerbs(t)].some((w) => verbs.has(w)));
    for (const t of hits.length > 0 ? hits : tools) out.add(t);
  }
  return out.size > 0 ? [...out] : [...tools];
}

/** The verbs of a tool's name; where it has none, its description's opening verb. */
function toolVerbs(entry: CatalogEntry): Set<string> {
  const named = nameVerbs(entry.spec.name);
  const opening = named.size === 0 ? sentenceMainVerbs(entry.spec.description)[0]?.base : undefined;
  return opening === undefined ? named : new Set([stem(opening)]);
}

export function countRole(entry: CatalogEntry, role: ArgumentRole): number {
  let n = 0;
  for (const r of entry.roles.values()) if (r === role) n++;
  return n;
}

/** "e-mail address" → "email", "bank account" → "account", "channels" → "channel": how a cue's noun and argument words compare. */
export function nounKey(noun: string): string {
  const parts = noun
    .toLowerCase()
    .replace(/e-mail/g, 'email')
    .trim()
    .split(/\s+/);
  const w = parts[0] === 'email' || parts[0] === 'phone' ? parts[0] : (parts[parts.length - 1] ?? '');
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** The words naming the arguments of `role` in `entries` (and, for address nouns, their descriptions). */
export function argumentWords(entries: readonly CatalogEntry[], role: ArgumentRole): Set<string> {
  const out = new Set<string>();
  for (const entry of entries) {
    const properties = entry.spec.inputSchema?.properties ?? {};
    for (const [name, r] of entry.roles) {
      if (r !== role) continue;
      for (const w of words(name)) out.add(nounKey(w));
      const schema = getOwn(properties, name);
      const description = typeof schema === 'object' && schema !== null ? String((schema as { description?: unknown }).description ?? '') : '';
      for (const w of words(description.replace(/e-mail/gi, 'email'))) if (ADDRESS_NOUNS.has(nounKey(w))) out.add(nounKey(w));
    }
  }
  return out;
}

/** Words of a recipient argument that hold an address (never an id). */
const ADDRESS_WORDS = new Set(['email', 'mail', 'phone', 'mobile', 'sms', 'address', 'addr']);

/**
 * These tools take their recipient as an address (an e-mail address, a phone number), by the
 * recipient argument's words or by a description that says so ("… to an address").
 */
export function takesAddresses(entries: readonly CatalogEntry[]): boolean {
  if ([...argumentWords(entries, 'recipient')].some((w) => ADDRESS_WORDS.has(w))) return true;
  return entries.some((t) => /\b(e-?mail|address|phone|mobile)\b/i.test(t.spec.description ?? '') && [...t.roles.values()].includes('recipient'));
}

/** The roles a tool's arguments take, with those of keys nested inside them (`m.lines[].sku` is an identifier). */
export const takenRoles = (t: CatalogEntry): ArgumentRole[] => [...t.roles.values(), ...nestedRoles(t)];

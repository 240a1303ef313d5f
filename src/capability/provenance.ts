/**
 * Step 4, where values come from: a value bound by a constraint with `from` (see
 * {@link ValueConstraint.from}) must have appeared in the intent, or in the output of an allowed
 * call of the kind the constraint names, earlier in the same task — and never only in an output
 * that addressed instructions to the agent.
 *
 * - seen only inside the instructions of such an output (within a cue's or an imperative's span,
 *   in the record that addressed the agent): deny (the signature of an injected goal);
 * - seen only in such a record but outside its instructions ("mixed": the record's own data, say
 *   the id of a calendar event whose description carries an injection, or a value an attacker
 *   padded away from the cue): escalate;
 * - seen nowhere the requirement accepts (made up, computed, or forgotten by the bounded index):
 *   escalate, so the verifier judges it (never a silent allow);
 * - a value that cannot be compared at all (an object, an overlong string): deny.
 *
 * Values are compared as what they are (addresses whole, IBANs without spacing or case, URLs
 * by host when the whole URL is not found, numbers in their usual spellings), by the same
 * matcher the gate and the provenance verifier use. Reads arguments by own property only; the
 * messages name arguments, never their values.
 */
import type { CatalogEntry } from '../action/catalog.ts';
import { DESTINATION_ROLES } from '../action/roles.ts';
import { kindOf } from '../action/kinds.ts';
import { derivedAmount } from './derived.ts';
import type { ArgumentRole, ToolCall } from '../action/types.ts';
import { findIn, indexText, newNeedle, NOT_FOUND, prepareNeedle, resetScanBudget } from '../gate/provenance.ts';
import { NEAR_ORDER, UNKNOWN_PRODUCER, type ValueSource, type ValueSources } from '../gate/sources.ts';
import { intentEntities, valueKeys } from '../gate/value-keys.ts';
import { type ArgumentValue, argumentValues, MalformedArguments } from './argument-values.ts';
import { digitRuns, pathIds } from './text-values.ts';
import { ruledOutArgument } from './except.ts';
import { pairedWithListed } from './named-destinations.ts';
export { observedSources } from '../gate/lookup.ts';
import { getOwn } from '../util/json.ts';
import { type CapabilityClaims, identifierFrom, type Provenance } from './claims.ts';
import { notGiven, typedValues } from '../action/browser/typed.ts';
import { roleOf } from './constraints.ts';
import { SENSITIVE_ROLES } from '../gate/origin.ts';
import type { ValueOrigin } from '../escalation/verifier.ts';

// Made once: a regular expression literal in a function is a new object on every call.
const NESTED_LABEL = /[.[]/;
const PLAIN_AMOUNT = /^\d{1,12}(?:\.\d{1,4})?$/;
const DIGIT = /\d/;

/** What the task has seen, to check `from` requirements against. */
export interface ProvenanceFacts {
  /** The intent the token was issued for. */
  readonly intent: string;
  /** The values of the task's recorded outputs (asked for only when a requirement needs them); undefined when outputs are not reported. */
  readonly sources: () => ValueSources | undefined;
  /** Whether calls of `actionClass` only read (their outputs satisfy `from: 'read'`). */
  readonly reads: (actionClass: string) => boolean;
}

export interface ProvenanceViolation {
  readonly verdict: 'deny' | 'escalate';
  readonly code: 'constraint.provenance';
  readonly message: string;
}

type Origin = 'ok' | 'nowhere' | 'mixed' | 'displaced' | 'instructed' | 'unreadable';

/** Characters of intent text one check may search. */
const SCAN_BUDGET = 1_000_000;
const needle = newNeedle();

/** The role an address of each kind plays where no argument name says. */
const ADDRESS_ROLE: Readonly<Partial<Record<string, ArgumentRole>>> = {
  email: 'recipient',
  phone: 'recipient',
  iban: 'account',
  crypto: 'account',
  url: 'url',
};

/** Kinds of a whole value that name where something goes: a recipient, an account, an address to load or post to. */
const ADDRESS: ReadonlySet<string> = new Set(['email', 'phone', 'iban', 'crypto', 'url']);
/** How an address is spelled in the value index (see `intentEntities`): an e-mail, an IBAN, a URL with a path, a crypto address. */
const ADDRESS_KEY = /@|^[a-z]{2}\d{2}[a-z0-9]{10,30}$|^[^/\s]+\.[^/\s]+\/|^0x[0-9a-f]{40}$|^(?:bc1|[13])[a-z0-9]{25,62}$/;
/** Characters of one free-text argument searched for addresses written inside it. */
const MAX_TEXT_SEARCHED = 16 * 1024;

/**
 * Whatever the token bounds, and for every class: an address in the call — a whole value of an
 * address kind, or one written inside a free-text argument (a message that tells a tenant to pay
 * rent to a new IBAN) — that the task saw only inside the instructions a tool output addressed to
 * the agent is the signature of an injected goal, and is refused. (`from` requirements decide
 * every other case; this one needs no requirement, since no user delegates that.)
 */
export function checkInstructedAddresses(values: readonly ArgumentValue[], facts: ProvenanceFacts): ProvenanceViolation | undefined {
  const sources = facts.sources();
  if (sources === undefined || sources.instructedOutputs === 0) return undefined;
  resetScanBudget(SCAN_BUDGET);
  // Instructed by a record that addresses the agent on its own, and never seen as data of an allowed read.
  const injected = (source: ValueSource | undefined): boolean =>
    source !== undefined && source.selfInstructed && !source.producers.some((p) => p === UNKNOWN_PRODUCER || facts.reads(p));
  for (const value of values) {
    if (ADDRESS.has(value.kind)) {
      // The index look-up first: the intent is searched only for the rare injected value.
      if (injected(firstSeen(value.value, sources)) && !namedByIntent(value.value, facts)) return instructedAddress(value.label, value.role);
    } else if (value.kind === 'text' && (value.role === 'text' || value.role === 'other') && typeof value.value === 'string') {
      // Text the agent writes (a body, a note): an address inside it goes where the text goes. A
      // name or id argument that happens to hold words is bound by its own role's requirements.
      for (const key of intentEntities(value.value.slice(0, MAX_TEXT_SEARCHED))) {
        if (ADDRESS_KEY.test(key) && injected(sources.get(key)) && !mentions(facts.intent, key))
          return instructedAddress(value.label, value.role, true);
      }
    }
  }
  return undefined;
}

function instructedAddress(label: string, role: string, inText = false): ProvenanceViolation {
  return {
    verdict: 'deny',
    code: 'constraint.provenance',
    message: `argument "${label}" (${role}) ${inText ? 'carries an address' : 'is an address'} seen only in instructions a tool output addressed to the agent`,
  };
}

/** The index entry of a whole value, under its most specific key that was seen (a whole URL before its host). */
function firstSeen(value: unknown, sources: ValueSources): ValueSource | undefined {
  const keys = valueKeys(value);
  if (keys === undefined) return undefined;
  for (const key of keys.any) {
    const source = sources.get(key);
    if (source !== undefined) return source;
  }
  return undefined;
}

function namedByIntent(value: unknown, facts: ProvenanceFacts): boolean {
  return facts.intent.length > 0 && prepareNeedle(value, needle) && findIn(indexText(facts.intent), needle) !== NOT_FOUND;
}

/** Was the value seen right after an imperative of a consequential action, in some output? */
function ordered(value: unknown, facts: ProvenanceFacts): boolean {
  const sources = facts.sources();
  const source = sources === undefined ? undefined : firstSeen(value, sources);
  return source !== undefined && (source.flags & NEAR_ORDER) !== 0;
}

/** An argument that holds several values (an object or a list): each value in it is traced where it sits. */
const isRecord = (v: unknown): boolean => typeof v === 'object' && v !== null;

/** Does the intent name this index key (an address as the index spells it)? */
function mentions(intent: string, key: string): boolean {
  return intent.length > 0 && intentEntities(intent).includes(key);
}

/** The first denied `from` requirement, else the first one that must go to the verifier, else undefined. */
export function checkProvenance(
  call: ToolCall,
  entry: CatalogEntry,
  leaf: CapabilityClaims,
  facts: ProvenanceFacts,
): ProvenanceViolation | undefined {
  const all = leaf.constraints;
  if (all === undefined) return undefined;
  const forClass = getOwn(all, entry.actionClass);
  const forAll = getOwn(all, '*');
  if (forClass === undefined && forAll === undefined) return undefined;
  resetScanBudget(SCAN_BUDGET);
  let unsure: ProvenanceViolation | undefined;
  const items: { name: string; role: ArgumentRole; value: unknown }[] = Object.keys(call.args).map((name) => {
    const value = call.args[name];
    return { name, role: heldRole(entry, name, value), value };
  });
  // A tool classed per call (a dispatcher, raw HTTP, GraphQL) carries its destinations inside its payload
  // (`payload.iban`, `variables.email`), and a plain tool may nest them (`bank.iban`): each is bound where it sits, by the
  // role its key names.
  if (entry.generic?.kind !== 'browser' && (entry.generic !== undefined || Object.values(call.args).some(isRecord))) {
    const nested = argumentValues(call, entry);
    if (!(nested instanceof MalformedArguments))
      for (const v of nested)
        // (A date under a key named like a destination, `"to": "2026-11-28"`, is the end of a range: no one it goes to.)
        if (NESTED_LABEL.test(v.label) && DESTINATION_ROLES.has(v.role) && v.kind !== 'date')
          items.push({ name: v.label, role: v.role, value: v.value });
  }
  const excepted = ruledOutArgument(items, [forClass, forAll], facts.sources);
  if (excepted !== undefined)
    return {
      verdict: 'deny',
      code: 'constraint.provenance',
      message: `argument "${excepted.argument}" (${excepted.role}) is "${excepted.owner}"'s, whom the intent rules out`,
    };
  for (const { name, role, value } of items) {
    for (const bound of [forClass?.[role], forAll?.[role]]) {
      if (bound === undefined) continue;
      const named = bound.from === 'intent' && DESTINATION_ROLES.has(role) && pairedWithListed(value, bound.oneOf, facts.sources());
      const from = role === 'identifier' && !Array.isArray(value) ? identifierFrom(bound, value, name) : named ? 'read' : bound.from;
      if (from === undefined || from === 'any') continue;
      const origin = originOf(value, from, facts, DESTINATION_ROLES.has(role), role === 'amount');
      if (origin === 'instructed')
        return {
          verdict: 'deny',
          code: 'constraint.provenance',
          message: `argument "${name}" (${role}) was seen only in a tool output that addressed instructions to the agent`,
        };
      if (origin === 'unreadable' || (origin === 'nowhere' && from === 'intent'))
        return {
          verdict: 'deny',
          code: 'constraint.provenance',
          message: `argument "${name}" (${role}) must come from ${describe(from)}, and does not`,
        };
      if (origin === 'mixed')
        unsure ??= {
          verdict: 'escalate',
          code: 'constraint.provenance',
          message: `argument "${name}" (${role}) was seen only in a tool output record that also addressed instructions to the agent (outside them); the verifier judges it`,
        };
      if (origin === 'displaced')
        unsure ??= {
          verdict: 'escalate',
          code: 'constraint.provenance',
          message: `argument "${name}" (${role}) was read only in the prose of a record that keeps another address of its kind in a field of its own; the verifier judges it`,
        };
      if (origin === 'nowhere')
        unsure ??= {
          verdict: 'escalate',
          code: 'constraint.provenance',
          message: `argument "${name}" (${role}) must come from ${describe(from)}; it was not seen there`,
        };
    }
  }
  return unsure;
}

function describe(from: Provenance): string {
  if (from === 'intent') return 'the intent';
  if (from === 'read') return 'the intent or an allowed read';
  return `the intent or an allowed "${from.slice(5)}" call`;
}

const RANK: Readonly<Record<Origin, number>> = { ok: 0, nowhere: 1, mixed: 2, displaced: 2, instructed: 3, unreadable: 4 };

/** Where a value (each element, for lists: the worst wins) came from, as the requirement sees it. */
function originOf(value: unknown, from: Provenance, facts: ProvenanceFacts, destination: boolean, amount: boolean): Origin {
  let worst: Origin = 'ok';
  for (const item of Array.isArray(value) ? value : [value]) {
    const origin = itemOrigin(item, from, facts, destination, amount);
    if (RANK[origin] > RANK[worst]) worst = origin;
  }
  return worst;
}

/**
 * `destination`: the value is a recipient, account or address, which a displaced source (sources.ts)
 * does not vouch for. `amount`: a number seen nowhere may still be a seen one times a factor the
 * intent states (derived.ts).
 */
function itemOrigin(item: unknown, from: Provenance, facts: ProvenanceFacts, destination: boolean, amount = false): Origin {
  const origin = seenOrigin(item, from, facts, destination);
  const n = typeof item === 'number' ? item : typeof item === 'string' && PLAIN_AMOUNT.test(item) ? Number(item) : NaN;
  if (origin !== 'nowhere' || !amount || from === 'intent' || Number.isNaN(n)) return origin;
  return derivedAmount(n, facts.intent, (base) => seenOrigin(base, from, facts, false) === 'ok') ? 'ok' : origin;
}

function seenOrigin(item: unknown, from: Provenance, facts: ProvenanceFacts, destination: boolean): Origin {
  // An absent value carries nothing to trace.
  if (item === null || item === undefined || (typeof item === 'string' && item.trim().length === 0)) return 'ok';
  if (typeof item !== 'string' && typeof item !== 'number') return 'unreadable';
  if (!prepareNeedle(item, needle)) return 'unreadable';
  if (facts.intent.length > 0 && findIn(indexText(facts.intent), needle) !== NOT_FOUND) return 'ok';
  const keys = valueKeys(item);
  if (keys === undefined) return 'unreadable';
  if (from === 'intent') return 'nowhere';
  const sources = facts.sources();
  // The executor reports no outputs: a read requirement cannot be checked (documented deployer choice).
  if (sources === undefined) return 'ok';
  const accepts = (producer: string): boolean =>
    from === 'read' ? producer === UNKNOWN_PRODUCER || facts.reads(producer) : producer === from.slice(5);
  const judge = (source: ValueSource | undefined): Origin =>
    source === undefined
      ? 'nowhere'
      : source.producers.some(accepts)
        ? destination && source.displaced
          ? 'displaced'
          : 'ok'
        : source.instructed
          ? 'instructed'
          : source.mixed
            ? 'mixed'
            : 'nowhere';
  if (keys.all.length > 0) {
    // Several words: each must have been seen; the worst word decides.
    let worst: Origin = 'ok';
    for (const key of keys.all) {
      const origin = judge(sources.get(key));
      if (RANK[origin] > RANK[worst]) worst = origin;
    }
    return worst;
  }
  // One value under its keys, most specific first (a whole URL before its host): the first seen decides.
  for (const key of keys.any) {
    const source = sources.get(key);
    if (source !== undefined) return judge(source);
  }
  return 'nowhere';
}

/** The role of argument `name` holding `value`: an argument no word names (`para`, `do`, `a`) holding an address is the address it is. */
function heldRole(entry: CatalogEntry, name: string, value: unknown): ArgumentRole {
  const role = roleOf(entry, name);
  return role === 'other' ? (ADDRESS_ROLE[kindOf(Array.isArray(value) ? value[0] : value)] ?? role) : role;
}

/** The role of each of the call's arguments, as the fence reads it (for verifiers). */
export function argumentRoles(call: ToolCall, entry: CatalogEntry): Record<string, ArgumentRole> {
  const out: Record<string, ArgumentRole> = Object.create(null) as Record<string, ArgumentRole>;
  // What a browser call types or chooses is text the page receives, whatever the schema calls it.
  for (const name of Object.keys(call.args))
    out[name] = (typedValues(entry, name, call.args[name])?.length ?? 0) > 0 ? 'text' : heldRole(entry, name, call.args[name]);
  return out;
}

/**
 * Where an argument's value came from, for verifiers: the facts the `from` check uses (see
 * {@link ValueOrigin}). When the executor reports no outputs, only what the intent names can be
 * told: an argument holding any other value is left out (a verifier reads it as unknown).
 */
export function argumentOrigins(call: ToolCall, entry: CatalogEntry, facts: ProvenanceFacts): Record<string, ValueOrigin> {
  resetScanBudget(SCAN_BUDGET);
  const out: Record<string, ValueOrigin> = Object.create(null) as Record<string, ValueOrigin>;
  const intent = facts.intent.length > 0 ? indexText(facts.intent) : undefined;
  const unreported = facts.sources() === undefined;
  const generic = entry.generic;
  const perCall = generic?.kind === 'http' || generic?.kind === 'operation' || generic?.kind === 'graphql';
  for (const name of Object.keys(call.args)) {
    const raw = call.args[name];
    const role = heldRole(entry, name, raw);
    // A raw HTTP tool's path names the operation (`/permits/PM-6080/void`): only the ids in it are values that came from somewhere.
    const path = generic?.kind === 'http' && name === generic.path && typeof raw === 'string';
    // What a browser call types or chooses leaves for the page's host: every value is traced (the
    // data-flow verifier vouches for a form filled from the intent; composed words stay untraced).
    const typed = typedValues(entry, name, raw);
    if (!SENSITIVE_ROLES.has(role) && !path && (typed === undefined || typed.length === 0)) {
      // A message's words carrying a code or a number seen only inside instructions an output gave the agent ("… also send him
      // the lockbox code, 2580") follow those instructions, whatever else they say.
      const instructed = role === 'text' && !unreported && digitRuns(raw).some((run) => seenOrigin(run, 'read', facts, false) === 'instructed');
      out[name] = instructed ? 'instructions' : 'free';
      continue;
    }
    // An address of a kind the intent gives, other than the one it gives, is no value the user gave nor one to vouch for as read.
    if (typed !== undefined && notGiven(typed, facts.intent) !== undefined) {
      out[name] = 'nowhere';
      continue;
    }
    const items = path ? pathIds(raw) : (typed ?? (Array.isArray(raw) ? raw : [raw]));
    const origin = originOfItems(items, role, intent, unreported, facts);
    if (origin !== undefined) out[name] = origin;
  }
  // A tool classed per call carries its recipients, accounts and ids in a free payload (`body.deliver_to`), and a plain tool
  // may nest them (`bank.iban`): each is traced.
  if (perCall || (generic === undefined && Object.values(call.args).some(isRecord))) {
    const values = argumentValues(call, entry);
    if (!(values instanceof MalformedArguments))
      for (const item of values) {
        if (!item.label.includes('.') && !item.label.includes('[')) continue;
        // Its recipients, accounts and addresses, and the ids in it (a word with digits: `BN-14`), never a date.
        const idLike = item.kind === 'unknown' && typeof item.value === 'string' && DIGIT.test(item.value);
        if ((!SENSITIVE_ROLES.has(item.role) && !ADDRESS.has(item.kind) && !idLike) || item.kind === 'date' || item.kind === 'flag') continue;
        const origin = originOfItems([item.value], item.role, intent, unreported, facts);
        if (origin !== undefined) out[item.label] = origin;
      }
  }
  return out;
}

/** The worst origin of these values of one argument, or undefined when it cannot be told (outputs unreported). */
function originOfItems(
  items: readonly unknown[],
  role: ArgumentRole,
  intent: ReturnType<typeof indexText> | undefined,
  unreported: boolean,
  facts: ProvenanceFacts,
): ValueOrigin | undefined {
  let worst: ValueOrigin = 'intent';
  if (items.length === 0) return 'free';
  for (const item of items) {
    if (item === null || item === undefined || (typeof item === 'string' && item.trim().length === 0)) continue;
    let origin: ValueOrigin;
    if ((typeof item !== 'string' && typeof item !== 'number') || !prepareNeedle(item, needle)) origin = 'nowhere';
    else if (intent !== undefined && findIn(intent, needle) !== NOT_FOUND) origin = 'intent';
    // The executor reports no outputs: where a value the intent does not name came from cannot be told.
    else if (unreported) return undefined;
    else {
      const seen = itemOrigin(item, 'read', facts, DESTINATION_ROLES.has(role), role === 'amount');
      origin = seen === 'ok' ? 'read' : seen === 'instructed' ? 'instructions' : seen === 'mixed' || seen === 'displaced' ? 'mixed' : 'nowhere';
      // A destination an output asked to use ("update our bank details to …", "send it to …") is
      // read, but someone wrote it as an order: not vouched for as the record's own data.
      if (origin === 'read' && DESTINATION_ROLES.has(role) && ordered(item, facts)) origin = 'mixed';
    }
    if (ORIGIN_RANK[origin] > ORIGIN_RANK[worst]) worst = origin;
  }
  return worst;
}

const ORIGIN_RANK: Readonly<Record<Exclude<ValueOrigin, 'free'>, number>> = { intent: 0, read: 1, nowhere: 2, mixed: 3, instructions: 4 };

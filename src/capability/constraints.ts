/**
 * Step 4 of a decision: does the call respect the token's argument constraints? A recipient,
 * path or domain outside the token's bounds is a denial; a number outside its range is
 * inconsistent but not malicious, so it comes back as `revise` with a hint the planner can act on.
 *
 * Constraints bind to VALUES, not only to argument names (docs/constraints.md). Every scalar of
 * the arguments, nested in arrays and objects, is typed by what it is (src/action/kinds.ts) and
 * by the role of the nearest key that names one; a constrained class checks every value of a
 * kind it bounds wherever it sits (the walk is src/capability/argument-values.ts). A role stated
 * by the manifest or the schema wins. In a class the token bounds, a value whose kind cannot be
 * told and that nothing declares free is denied: fail closed.
 */
export { argumentValues, type ArgumentValue, DANGEROUS_KEYS, MalformedArguments, roleOf } from './argument-values.ts';
import type { CatalogEntry } from '../action/catalog.ts';
import { isCountryOrCurrencyCode, kindOf, type ValueKind } from '../action/kinds.ts';
import type { ArgumentRole, ReasonCode, ToolCall } from '../action/types.ts';
import { getOwn } from '../util/json.ts';
import { argumentValues, type ArgumentValue, MalformedArguments } from './argument-values.ts';
import { type CapabilityClaims, identifierBoundApplies, normaliseListed, type ValueConstraint } from './claims.ts';
import type { Cost } from './ledger.ts';
import { spends } from './cost.ts';
import { type Bounds, boundsOf } from './bounds.ts';
import { programsAllowed } from './programs.ts';
import { pairedWithListed, type Pairs } from './named-destinations.ts';
import { compactAddress, domainWithin, hostOf, moneyValue, pathWithin, samePhone } from './values.ts';

// esbuild (the bench bundles, tsx) writes a `\p{…}` regular expression literal as `new RegExp(…)` where it
// stands: inside a function it would be compiled again on every call.
const MARKS = /\p{M}/gu;
const LETTER = /\p{L}/u;
const ALL_LETTERS = /^\p{L}+$/u;

export interface Violation {
  readonly verdict: 'deny' | 'revise';
  readonly code: ReasonCode;
  /** Names the argument (capped) and the bound, never the argument's value. */
  readonly message: string;
  readonly hint?: string;
}

/**
 * The first violated constraint, or undefined when every value is within the token's bounds.
 * `values`, when given, must be `argumentValues(call, entry)` of this same call, unchanged since.
 */
export function checkConstraints(
  call: ToolCall,
  entry: CatalogEntry,
  leaf: CapabilityClaims,
  values: ArgumentValue[] | MalformedArguments = argumentValues(call, entry),
  pairs?: () => Pairs | undefined,
): Violation | undefined {
  const all = leaf.constraints;
  const forClass = all === undefined ? undefined : getOwn(all, entry.actionClass);
  const forAll = all === undefined ? undefined : getOwn(all, '*');
  if (values instanceof MalformedArguments) return { verdict: 'deny', code: 'call.malformed', message: values.message };
  if (forClass === undefined && forAll === undefined) return undefined;
  const bounds = boundsOf(forClass, forAll);
  // Browser actions name elements (`e12`, "Submit"): the fence classes them by their target and
  // checks the page's address itself (src/action/call.ts), so their opaque words are not destinations.
  const elementTool = entry.generic?.kind === 'browser';
  for (const item of values) {
    const violation = checkItem(item, bounds, entry.actionClass, elementTool);
    // A value whose kind cannot be told is no stranger when the user wrote it in the intent ("email the ALVAREZ-WED group"),
    // nor in the free payload of a tool classed per call (a dispatcher's operation, raw HTTP), whose addresses stay bound by kind.
    if (violation?.code === 'constraint.kind-unknown' && perCallPayload(entry, item.label)) continue;
    if (violation?.code === 'constraint.kind-unknown' && writtenIn(leaf.intent, item.value)) continue;
    if (violation?.code === 'constraint.value-not-allowed' && pairs !== undefined && readFor(item, bounds, pairs)) continue;
    if (violation !== undefined) return violation;
  }
  return undefined;
}

/**
 * An argument named for a count or a measure ("$hours", "players", "kwh", "litres"): outside the classes that spend, its number
 * is no amount. (A payment's or an order's number stays bound whatever its argument is called.)
 */
const SPENDING: ReadonlySet<string> = new Set(['payment-initiate', 'order-manage']);
const COUNTS =
  /(?:^|[^\p{L}])(?:hours?|hrs?|days?|nights?|minutes?|mins?|weeks?|months?|years?|count|qty|quantity|people|persons?|pax|players?|guests?|seats?|tickets?|adults?|kids?|children|units?|items?|pieces?|pcs|litres?|liters?|kg|kwh|kw|m3|tonnes?|tons?|km|metres?|meters?|floor|room|lane|table|size)$/iu;

/**
 * An address (an e-mail, a phone) in a destination the token lists names for, which a record the task read gives for one of
 * them (named-destinations.ts): the look-up gave it.
 */
function readFor(item: ArgumentValue, bounds: Bounds, pairs: () => Pairs | undefined): boolean {
  if ((item.kind !== 'email' && item.kind !== 'phone') || (item.role !== 'recipient' && item.role !== 'account')) return false;
  const names = [...bounds.of('recipient'), ...bounds.of('account')].flatMap((b) => b.oneOf ?? []);
  return names.length > 0 && pairedWithListed(item.value, names, pairs());
}

/** `label` is inside the payload of a tool classed per call, not one of the arguments that name its operation. */
function perCallPayload(entry: CatalogEntry, label: string): boolean {
  const generic = entry.generic;
  if (generic === undefined || (generic.kind !== 'operation' && generic.kind !== 'http' && generic.kind !== 'graphql')) return false;
  return label.includes('.') || label.includes('[');
}

// Regular expressions of the checks, made once: a literal in a function is a new object on every call.
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const WORD_SEPARATORS = /[\s,;]+/;
const WORD_QUOTES = /^[<("']+|[>)"'.:!?]+$/g;
const BARE_PHONE = /^\+\d{7,15}$/;
const ADDRESS_SCHEME = /^[a-z][a-z0-9+.-]{0,31}:/i;

/** `value` (three characters or more) stands in `intent` as a word or words of its own, ignoring case. */
function writtenIn(intent: string | undefined, value: unknown): boolean {
  if (intent === undefined || typeof value !== 'string') return false;
  const v = value.trim().toLowerCase();
  if (v.length < 3 || v.length > 200) return false;
  const text = intent.toLowerCase();
  for (let at = text.indexOf(v); at >= 0; at = text.indexOf(v, at + 1)) {
    const before = text[at - 1];
    const after = text[at + v.length];
    if ((before === undefined || !LETTER_OR_DIGIT.test(before)) && (after === undefined || !LETTER_OR_DIGIT.test(after))) return true;
  }
  return false;
}

/**
 * Roles whose constraints bind a value of each kind. A bare host binds as a URL only (a file name
 * like `report.pdf` looks the same, and relative names and patterns stay inside the tool's own
 * directory unless they climb, which makes them a `path`).
 */
const ROLES_OF_KIND: Readonly<Partial<Record<ValueKind, readonly ArgumentRole[]>>> = {
  url: ['url'],
  path: ['path'],
  host: ['url'],
  email: ['recipient', 'account'],
  phone: ['recipient', 'account'],
  iban: ['account', 'recipient'],
  account: ['account', 'recipient'],
  crypto: ['account', 'recipient'],
  money: ['amount'],
};
/** Kinds a value's shape tells for sure: they bind whatever the argument is called. */
const STRONG: ReadonlySet<ValueKind> = new Set<ValueKind>(['url', 'path', 'email', 'phone', 'iban', 'crypto', 'money']);
/** In free text (a body, a subject), only a whole value that is one address is typed. */
const STRONG_IN_TEXT: ReadonlySet<ValueKind> = new Set<ValueKind>(['url', 'email', 'iban', 'crypto']);
/** Kinds that say where something goes. */
const DESTINATION_KINDS: ReadonlySet<ValueKind> = new Set<ValueKind>(['url', 'email', 'phone', 'iban', 'account', 'crypto']);
function allAddressRoles(roles: readonly ArgumentRole[]): boolean {
  for (const r of roles) if (!ADDRESS_ROLES.has(r)) return false;
  return true;
}

/** Address kinds bind `recipient` or `account`, whichever the token bounds: the value must satisfy one. */
const ADDRESS_ROLES: ReadonlySet<ArgumentRole> = new Set<ArgumentRole>(['recipient', 'account']);

function checkItem(item: ArgumentValue, bounds: Bounds, cls: string, elementTool: boolean): Violation | undefined {
  const { role, kind } = item;
  // A date under a key named like a destination ("to": "2026-11-28", the end of a range) is a date: no one it goes to.
  const dateNotDestination = kind === 'date' && !item.explicit && (role === 'recipient' || role === 'account');
  // 1 the role the manifest, the schema or the key's name gives
  if (!dateNotDestination)
    for (const bound of bounds.of(role)) {
      const violation = checkValue(item, role, bound, cls);
      if (violation !== undefined) return violation;
    }
  // A stated role wins over what the value looks like.
  if (item.explicit || item.listed || kind === 'flag' || kind === 'date') return undefined;

  // 2 the kind the value has (a bare host too, in any argument but free text, when its role was only inferred from a name)
  const binds = role === 'other' || (role === 'text' ? STRONG_IN_TEXT.has(kind) : STRONG.has(kind) || kind === 'host');
  const roles = binds ? (ROLES_OF_KIND[kind] ?? []) : [];
  if (roles.includes(role) && bounds.of(role).length > 0) return undefined;
  const bound: ArgumentRole[] = [];
  for (const r of roles) if (bounds.of(r).length > 0) bound.push(r);
  if (bound.length > 0) {
    if (allAddressRoles(bound)) {
      // Either address role may admit it (compilers list IBANs as recipients, e-mails as accounts).
      let first: Violation | undefined;
      for (const r of bound) {
        let violation: Violation | undefined;
        for (const b of bounds.of(r)) violation ??= checkValue(item, r, b, cls);
        if (violation === undefined) return undefined;
        first ??= violation;
      }
      return first;
    }
    for (const r of bound)
      for (const b of bounds.of(r)) {
        const violation = checkValue(item, r, b, cls);
        if (violation !== undefined) return violation;
      }
    return undefined;
  }
  if (role !== 'other' || elementTool) return undefined;

  // 3 fail closed: nothing names the argument and nothing in the token binds the value's kind.
  // Text in an argument nothing names is not free text: an address list (`bob@…, eve@…`) hides
  // there. Each word of it that is an address is bound like a value of its own.
  if (kind === 'text' && bounds.destinations && typeof item.value === 'string') return checkWords(item, item.value, bounds, cls);
  if (bounds.destinations && DESTINATION_KINDS.has(kind))
    return {
      verdict: 'deny',
      code: 'constraint.destination-unbound',
      message: `argument "${item.label}" holds ${KIND_WORDS[kind] ?? 'an address'} that no constraint of this capability for ${cls} admits`,
    };
  // A country or currency code ("NZ", "PLN") is a word of a fixed list: it names no one.
  if (kind === 'unknown' && isCountryOrCurrencyCode(item.value)) return undefined;
  if (
    ((kind === 'unknown' || kind === 'host' || kind === 'account') && (bounds.addresses || bounds.identifiers)) ||
    (kind === 'number' && bounds.amounts && !(COUNTS.test(item.label) && !SPENDING.has(cls)))
  )
    return {
      verdict: 'deny',
      code: 'constraint.kind-unknown',
      message: `argument "${item.label}": what its value is cannot be told, and this capability bounds ${cls}; declare its role in the manifest`,
    };
  return undefined;
}

/** Words of unnamed text looked at (text longer than {@link MAX_TYPED_CHARS} is not typed at all). */
const MAX_WORDS = 256;

function checkWords(item: ArgumentValue, text: string, bounds: Bounds, cls: string): Violation | undefined {
  const words = text.split(WORD_SEPARATORS, MAX_WORDS);
  for (const raw of words) {
    const word = raw.replace(WORD_QUOTES, '');
    const kind = kindOf(word);
    // Only kinds a lone word cannot be mistaken for (a postal code looks like a short phone number).
    if (!STRONG_IN_TEXT.has(kind)) continue;
    const violation = checkItem({ ...item, value: word, kind }, bounds, cls, false);
    if (violation !== undefined) return violation;
  }
  return undefined;
}

const KIND_WORDS: Readonly<Partial<Record<ValueKind, string>>> = {
  url: 'a URL',
  path: 'a path',
  email: 'an e-mail address',
  phone: 'a phone number',
  iban: 'an IBAN',
  account: 'an account number',
  crypto: 'a crypto address',
};

function checkValue(item: ArgumentValue, role: ArgumentRole, bound: ValueConstraint, cls: string): Violation | undefined {
  const { value, label } = item;
  // Item ids of another kind than the listed ones are the read requirement's business (provenance.ts).
  const other =
    role === 'identifier' &&
    bound.oneOf !== undefined &&
    (typeof value === 'string' || typeof value === 'number') &&
    !identifierBoundApplies(bound.oneOf, value, label);
  if (bound.oneOf !== undefined && !other) {
    let listed = false;
    if (typeof value === 'string' || typeof value === 'number') for (const v of bound.oneOf) if ((listed = sameListed(v, value, item.kind))) break;
    if (!listed)
      return {
        verdict: 'deny',
        code: 'constraint.value-not-allowed',
        message: `argument "${label}" (${role}) is not among the values this capability allows for ${cls}`,
      };
  }
  if (bound.max !== undefined || bound.min !== undefined) {
    const n = moneyValue(value);
    if (n === undefined)
      return { verdict: 'deny', code: 'constraint.value-malformed', message: `argument "${label}" (${role}) must be a number under this capability` };
    if (bound.max !== undefined && n > bound.max)
      return {
        verdict: 'revise',
        code: 'constraint.amount-over-max',
        message: `argument "${label}" exceeds the maximum of ${bound.max} for ${cls}`,
        hint: `Use a value of "${label}" of at most ${bound.max}, or ask the user to authorize more.`,
      };
    if (bound.min !== undefined && n < bound.min)
      return {
        verdict: 'revise',
        code: 'constraint.amount-under-min',
        message: `argument "${label}" is below the minimum of ${bound.min} for ${cls}`,
        hint: `Use a value of "${label}" of at least ${bound.min}.`,
      };
  }
  if (bound.prefixes !== undefined) {
    let within = false;
    if (typeof value === 'string') for (const p of bound.prefixes) if ((within = pathWithin(value, p))) break;
    if (!within)
      return { verdict: 'deny', code: 'constraint.path-outside-prefix', message: `argument "${label}" is outside the paths this capability allows` };
  }
  if (bound.programs !== undefined && (typeof value !== 'string' || !programsAllowed(value, bound.programs)))
    return {
      verdict: 'deny',
      code: 'constraint.program-not-allowed',
      message: `argument "${label}" runs a program or statement this capability does not allow, or code it cannot read`,
    };
  if (bound.domains !== undefined) {
    const host = typeof value === 'string' ? hostOf(value) : undefined;
    let within = false;
    if (host !== undefined) for (const d of bound.domains) if ((within = domainWithin(host, d))) break;
    if (!within)
      return { verdict: 'deny', code: 'constraint.url-domain-not-allowed', message: `argument "${label}" is not on a domain this capability allows` };
  }
  return undefined;
}

/** Listed values compare normalised; IBANs and phone numbers also without spacing, e-mails without `mailto:` or a principal type (`user:`). */
function sameListed(listed: string | number, value: string | number, kind: ValueKind): boolean {
  const a = normaliseListed(listed);
  const b = normaliseListed(value);
  if (a === b) return true;
  if (typeof listed !== 'string' || typeof value !== 'string') return false;
  // A phone number written without spacing ("+15550100199") reads as a number.
  const phoneLike = kind === 'number' && BARE_PHONE.test(value.trim());
  switch (phoneLike ? 'phone' : kind) {
    case 'phone':
      return samePhone(listed, value);
    case 'iban':
    case 'account':
      return compactAddress(listed) === compactAddress(value) && compactAddress(value).length > 0;
    case 'email':
      // The value's kind is e-mail: its prefix is `mailto:` or a principal type, never a web scheme (src/action/kinds.ts).
      return a === b.replace(ADDRESS_SCHEME, '');
    case 'unknown':
    case 'text':
      return sameName(a, b);
    default:
      return false;
  }
}

/**
 * A name the intent wrote in a case of its language ("Szabó Ildikónak", "Virtasen") and the same
 * name as a record writes it ("Szabó Ildikó"): word for word, one is the other plus an ending of at
 * most four letters, on a stem of four letters or more. Another person's name is not.
 */
function sameName(listed: string, value: string): boolean {
  const fold = (t: string): string[] =>
    t
      .normalize('NFKD')
      .replace(MARKS, '')
      .split(/\s+/)
      .filter((w) => w.length > 0);
  const x = fold(listed);
  const y = fold(value);
  if (x.length === 0 || x.length !== y.length || x.length > 6 || !LETTER.test(listed)) return false;
  return x.every((w, i) => {
    const v = y[i]!;
    const [short, long] = w.length <= v.length ? [w, v] : [v, w];
    return w === v || (short.length >= 4 && long.length - short.length <= 4 && long.startsWith(short) && ALL_LETTERS.test(long));
  });
}

/**
 * What one call costs against the ceilings: one call, the sum of its amounts (when the chain has
 * an amount ceiling and the class, with `sideEffect`, moves money: see cost.ts `spends`), and its argument bytes (when the chain has a
 * bytes ceiling). Amounts are values under a key whose role is `amount` and money written with a
 * currency (`95 EUR`), wherever they sit. An amount that is not a number costs Infinity, so it
 * cannot slip under an amount ceiling. `values`, when given, must be `argumentValues(call, entry)`
 * of this same call, unchanged since (it saves a second walk of the arguments).
 */
export function costOf(
  call: ToolCall,
  entry: CatalogEntry,
  chain: readonly CapabilityClaims[],
  sideEffect: boolean,
  values?: ArgumentValue[] | MalformedArguments,
): Cost {
  let amount = 0;
  let bytes = 0;
  let amountLimited = false;
  let bytesLimited = false;
  for (const link of chain) {
    if (link.ceilings?.amount !== undefined) amountLimited = true;
    if (link.ceilings?.bytes !== undefined) bytesLimited = true;
  }
  if (amountLimited && spends(entry.actionClass, sideEffect)) {
    const walked = values ?? argumentValues(call, entry);
    if (walked instanceof MalformedArguments) amount = Infinity;
    else
      for (const item of walked) {
        const counts = item.role === 'amount' || (item.kind === 'money' && !item.explicit && item.role !== 'text');
        if (!counts) continue;
        const n = moneyValue(item.value);
        // A negative amount (a credit, a reversal) moves as much the other way: it costs its size.
        amount += n === undefined ? Infinity : Math.abs(n);
      }
  }
  if (bytesLimited) bytes = Buffer.byteLength(JSON.stringify(call.args));
  return { calls: 1, amount, bytes };
}

/**
 * The claims a capability token carries, their validation from untrusted JSON, and the
 * "no wider than its parent" relation that attenuation must respect.
 */
import type { ActionClass, ArgumentRole } from '../action/types.ts';
import { TokenError } from '../errors.ts';
import type { CapabilityGraph } from './graph.ts';
import type { PublicJwk } from './keys.ts';
import { getOwn } from '../util/json.ts';
import { domainWithin, pathWithin } from './values.ts';

/**
 * A bound on the values an argument of some role may take. Every present member must hold.
 * No regular expressions: patterns from users are a denial-of-service and a review hazard.
 */
export interface ValueConstraint {
  /** The value (or each element, for lists) must be one of these (compared normalised). */
  readonly oneOf?: readonly (string | number)[];
  /** Numeric maximum (inclusive). */
  readonly max?: number;
  /** Numeric minimum (inclusive). */
  readonly min?: number;
  /** Paths must lie under one of these prefixes (at a segment boundary, after normalisation). */
  readonly prefixes?: readonly string[];
  /** URLs (or bare host names) must be on one of these domains or their subdomains. */
  readonly domains?: readonly string[];
  /**
   * Code values (a shell command line, a SQL script) may run only these programs and statement
   * kinds: one word (`ls`, `select`) or a program and its subcommand (`git status`), lower case.
   * How a value is read: src/capability/programs.ts; what cannot be read that way is refused.
   */
  readonly programs?: readonly string[];
  /**
   * Where values bound by this constraint may come from: the intent itself, the output of an
   * allowed call of the named class (`read:<class>`), of any read (`read`), or anywhere (`any`,
   * the same as leaving it out). Narrowing order: intent ⊂ read:<class> ⊂ read ⊂ any. The token
   * carries the requirement; the fence enforces it against what the task has observed.
   */
  readonly from?: Provenance;
  /** People the intent rules out ("not the Hartleys"): a value a record the task read gives for one is refused (src/gate/pairs.ts); a child keeps them all. */
  readonly except?: readonly string[];
}

/** Where a value may come from (see {@link ValueConstraint.from}). */
export type Provenance = 'intent' | 'read' | `read:${ActionClass}` | 'any';

export type RoleConstraints = Readonly<Partial<Record<ArgumentRole, ValueConstraint>>>;

/** Resource ceilings; each counts across the whole delegation chain. */
export interface Ceilings {
  readonly calls?: number;
  readonly amount?: number;
  readonly bytes?: number;
}

export interface CapabilityClaims {
  /** Format version. */
  readonly v: 1;
  /** Unique token id. */
  readonly jti: string;
  /** Issuer name (who minted the root). */
  readonly iss: string;
  /** Subject: the agent that holds this token. */
  readonly sub: string;
  /** Issued at, not before, expires (seconds since epoch). */
  readonly iat: number;
  readonly nbf?: number;
  readonly exp: number;
  /** Permitted action classes (implication through the graph applies). */
  readonly scope: readonly ActionClass[];
  /** Argument constraints per action class; key `*` applies to every class. */
  readonly constraints?: Readonly<Record<string, RoleConstraints>>;
  readonly ceilings?: Ceilings;
  /** The user's intent this token was compiled from, so verifiers can check provenance. */
  readonly intent?: string;
  /** Classes whose every call goes to the verifier, whatever the gate's score (the policy's "always escalate"). */
  readonly esc?: readonly ActionClass[];
  /**
   * Named events that end the token when posted after it was issued (`expiresOn`, e.g.
   * `password-changed`, `task-ended:42`); children keep every event of their parent.
   */
  readonly eon?: readonly string[];
  /** Delegation key: the holder's public key, which may sign attenuated children. */
  readonly dlg?: PublicJwk;
  /** Parent token id and the SHA-256 (hex) of the parent link, for children. */
  readonly par?: string;
  readonly pdg?: string;
}

const ROLES = new Set<string>(['recipient', 'amount', 'currency', 'account', 'path', 'url', 'identifier', 'date', 'text', 'other']);
const CONSTRAINT_KEYS = new Set(['oneOf', 'max', 'min', 'prefixes', 'domains', 'programs', 'from', 'except']);
/** A program (`git`, `pg_dump`, `./run.sh`) or a SQL keyword, optionally with one subcommand. */
const PROGRAM = /^[a-z0-9_./+-]{1,64}(?: [a-z0-9_./+-]{1,64})?$/;
const CLAIM_KEYS = new Set([
  'v',
  'jti',
  'iss',
  'sub',
  'iat',
  'nbf',
  'exp',
  'scope',
  'constraints',
  'ceilings',
  'intent',
  'esc',
  'eon',
  'dlg',
  'par',
  'pdg',
]);
/** An event name: short, plain, case-sensitive. */
export const EVENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._:@/-]{0,127}$/;
const MAX_LIST = 1024;
const MAX_STRING = 4096;

const malformed = (what: string): TokenError => new TokenError('ERR_TOKEN_MALFORMED', `token claims: ${what}`);

/** Validate untrusted JSON as claims. Unknown members are rejected (they could carry meaning a verifier ignores). */
export function parseClaims(input: unknown, graph: CapabilityGraph): CapabilityClaims {
  if (!isRecord(input)) throw malformed('not an object');
  for (const key of Object.keys(input)) if (!CLAIM_KEYS.has(key)) throw malformed(`unknown member "${key.slice(0, 32)}"`);
  const field = (name: string): unknown => getOwn(input, name);
  if (field('v') !== 1) throw malformed('unsupported version');
  const jti = str(field('jti'), 'jti');
  const iss = str(field('iss'), 'iss');
  const sub = str(field('sub'), 'sub');
  const iat = time(field('iat'), 'iat');
  const exp = time(field('exp'), 'exp');
  const nbf = field('nbf') === undefined ? undefined : time(field('nbf'), 'nbf');
  const scope = list(field('scope'), 'scope').map((c) => str(c, 'scope[]'));
  for (const c of scope) if (!graph.has(c)) throw malformed('scope names an unknown action class');
  const constraints = field('constraints') === undefined ? undefined : parseConstraints(field('constraints'), graph);
  const ceilings = field('ceilings') === undefined ? undefined : parseCeilings(field('ceilings'));
  const intent = field('intent') === undefined ? undefined : str(field('intent'), 'intent', 16 * 1024);
  const esc = field('esc') === undefined ? undefined : list(field('esc'), 'esc').map((c) => str(c, 'esc[]'));
  for (const c of esc ?? []) if (!graph.has(c)) throw malformed('esc names an unknown action class');
  const eon = field('eon') === undefined ? undefined : list(field('eon'), 'eon').map((e) => str(e, 'eon[]'));
  if (eon !== undefined && (eon.length === 0 || eon.length > 32 || eon.some((e) => !EVENT_NAME.test(e))))
    throw malformed('eon must list 1 to 32 event names');
  const dlg = field('dlg') === undefined ? undefined : parseJwk(field('dlg'));
  const par = field('par') === undefined ? undefined : str(field('par'), 'par');
  const pdg = field('pdg') === undefined ? undefined : str(field('pdg'), 'pdg');
  if ((par === undefined) !== (pdg === undefined)) throw malformed('"par" and "pdg" go together');
  return {
    v: 1,
    jti,
    iss,
    sub,
    iat,
    exp,
    scope,
    ...(nbf === undefined ? {} : { nbf }),
    ...(constraints === undefined ? {} : { constraints }),
    ...(ceilings === undefined ? {} : { ceilings }),
    ...(intent === undefined ? {} : { intent }),
    ...(esc === undefined ? {} : { esc }),
    ...(eon === undefined ? {} : { eon }),
    ...(dlg === undefined ? {} : { dlg }),
    ...(par === undefined ? {} : { par, pdg }),
  };
}

function parseConstraints(input: unknown, graph: CapabilityGraph): Record<string, RoleConstraints> {
  if (!isRecord(input)) throw malformed('constraints must be an object');
  const out: Record<string, RoleConstraints> = {};
  for (const [cls, roles] of Object.entries(input)) {
    if (cls !== '*' && !graph.has(cls)) throw malformed('constraints name an unknown action class');
    if (!isRecord(roles)) throw malformed('constraints per class must be an object');
    const parsed: Partial<Record<ArgumentRole, ValueConstraint>> = {};
    for (const [role, raw] of Object.entries(roles)) {
      if (!ROLES.has(role)) throw malformed('constraints name an unknown argument role');
      parsed[role as ArgumentRole] = parseValueConstraint(raw, graph);
    }
    Object.defineProperty(out, cls, { value: parsed, enumerable: true, writable: false });
  }
  return out;
}

function parseValueConstraint(input: unknown, graph: CapabilityGraph): ValueConstraint {
  if (!isRecord(input)) throw malformed('a value constraint must be an object');
  for (const key of Object.keys(input)) if (!CONSTRAINT_KEYS.has(key)) throw malformed(`unknown constraint "${key.slice(0, 32)}"`);
  const oneOf = getOwn(input, 'oneOf');
  const max = getOwn(input, 'max');
  const min = getOwn(input, 'min');
  const prefixes = getOwn(input, 'prefixes');
  const domains = getOwn(input, 'domains');
  const programs = getOwn(input, 'programs');
  const from = getOwn(input, 'from');
  return {
    ...(getOwn(input, 'except') === undefined ? {} : { except: exceptList(getOwn(input, 'except')) }),
    ...(programs === undefined ? {} : { programs: list(programs, 'programs').map(program) }),
    ...(from === undefined ? {} : { from: provenance(from, graph) }),
    ...(oneOf === undefined ? {} : { oneOf: list(oneOf, 'oneOf').map((v) => (typeof v === 'number' ? num(v, 'oneOf[]') : str(v, 'oneOf[]'))) }),
    ...(max === undefined ? {} : { max: num(max, 'max') }),
    ...(min === undefined ? {} : { min: num(min, 'min') }),
    ...(prefixes === undefined ? {} : { prefixes: list(prefixes, 'prefixes').map((v) => str(v, 'prefixes[]')) }),
    ...(domains === undefined ? {} : { domains: list(domains, 'domains').map((v) => str(v, 'domains[]').toLowerCase()) }),
  };
}

function exceptList(value: unknown): string[] {
  const names = list(value, 'except').map((v) => str(v, 'except[]', 80));
  if (names.length <= 16 && names.every((n) => n.trim().length > 0)) return names;
  throw malformed('except must list at most 16 names, none blank');
}

function program(value: unknown): string {
  const p = str(value, 'programs[]', 129).toLowerCase();
  if (!PROGRAM.test(p)) throw malformed('programs[] must be a program name, optionally with one subcommand');
  return p;
}

function provenance(value: unknown, graph: CapabilityGraph): Provenance {
  const p = str(value, 'from', 80);
  if (p === 'intent' || p === 'read' || p === 'any') return p;
  if (p.startsWith('read:') && graph.has(p.slice(5))) return p as Provenance;
  throw malformed('from must be "intent", "read", "read:<action class>" or "any"');
}

function parseCeilings(input: unknown): Ceilings {
  if (!isRecord(input)) throw malformed('ceilings must be an object');
  for (const key of Object.keys(input))
    if (key !== 'calls' && key !== 'amount' && key !== 'bytes') throw malformed(`unknown ceiling "${key.slice(0, 32)}"`);
  const out: { calls?: number; amount?: number; bytes?: number } = {};
  for (const key of ['calls', 'amount', 'bytes'] as const) {
    const value = getOwn(input, key);
    if (value === undefined) continue;
    const n = num(value, `ceilings.${key}`);
    if (n < 0) throw malformed(`ceilings.${key} must not be negative`);
    if (key !== 'amount' && !Number.isInteger(n)) throw malformed(`ceilings.${key} must be an integer`);
    out[key] = n;
  }
  return out;
}

function parseJwk(input: unknown): PublicJwk {
  if (!isRecord(input)) throw malformed('dlg must be a JWK');
  const x = getOwn(input, 'x');
  const kid = getOwn(input, 'kid');
  if (getOwn(input, 'kty') !== 'OKP' || getOwn(input, 'crv') !== 'Ed25519' || typeof x !== 'string') throw malformed('dlg must be an Ed25519 JWK');
  if (kid !== undefined && typeof kid !== 'string') throw malformed('dlg.kid must be a string');
  return { kty: 'OKP', crv: 'Ed25519', x, ...(kid === undefined ? {} : { kid }) };
}

/**
 * Throw {@link TokenError} `ERR_TOKEN_WIDENED` unless `child` is no wider than `parent` in every
 * dimension: scope (after implication), argument constraints, ceilings, validity window and intent.
 * Used when minting a child and again, link by link, when verifying a chain.
 */
export function assertNarrower(parent: CapabilityClaims, child: CapabilityClaims, graph: CapabilityGraph): void {
  const widened = (what: string): never => {
    throw new TokenError('ERR_TOKEN_WIDENED', `child token is wider than its parent: ${what}`);
  };
  const parentGrants = graph.expand(parent.scope);
  const childGrants = graph.expand(child.scope);
  for (const cls of childGrants) if (!parentGrants.has(cls)) widened(`scope grants "${cls}"`);

  if (child.exp > parent.exp) widened('expires later');
  if ((parent.nbf ?? parent.iat) > (child.nbf ?? child.iat)) widened('valid earlier');
  if (parent.intent !== undefined && child.intent !== parent.intent) widened('changes the intent');
  // A class the parent sends to the verifier on every call stays escalated for every descendant.
  for (const cls of parent.esc ?? []) if (childGrants.has(cls) && !(child.esc ?? []).includes(cls)) widened(`drops the escalation of "${cls}"`);
  // An event that ends the parent ends every descendant.
  for (const event of parent.eon ?? []) if (!(child.eon ?? []).includes(event)) widened(`drops the ending event "${event}"`);

  for (const key of ['calls', 'amount', 'bytes'] as const) {
    const limit = parent.ceilings?.[key];
    if (limit === undefined) continue;
    const own = child.ceilings?.[key];
    if (own === undefined || own > limit) widened(`ceiling "${key}"`);
  }

  for (const [cls, roles] of Object.entries(parent.constraints ?? {})) {
    // A class the child can no longer use needs no constraint.
    if (cls !== '*' && !childGrants.has(cls)) continue;
    const childRoles = child.constraints === undefined ? undefined : getOwn(child.constraints, cls);
    for (const [role, bound] of Object.entries(roles) as [ArgumentRole, ValueConstraint][]) {
      const own = childRoles?.[role];
      if (own === undefined || !constraintNarrower(bound, own)) widened(`constraint on ${role} for ${cls}`);
    }
  }
}

function constraintNarrower(parent: ValueConstraint, child: ValueConstraint): boolean {
  if (parent.oneOf !== undefined) {
    const allowed = new Set(parent.oneOf.map(normaliseListed));
    if (child.oneOf === undefined || !child.oneOf.every((v) => allowed.has(normaliseListed(v)))) return false;
  }
  if (parent.max !== undefined && (child.max === undefined || child.max > parent.max)) return false;
  if (parent.min !== undefined && (child.min === undefined || child.min < parent.min)) return false;
  if (parent.prefixes !== undefined) {
    const outer = parent.prefixes;
    if (child.prefixes === undefined || !child.prefixes.every((p) => outer.some((q) => pathWithin(p, q)))) return false;
  }
  if (parent.domains !== undefined) {
    const outer = parent.domains;
    if (child.domains === undefined || !child.domains.every((d) => outer.some((q) => domainWithin(d, q)))) return false;
  }
  if (parent.programs !== undefined) {
    const outer = new Set(parent.programs);
    if (child.programs === undefined || !child.programs.every((p) => outer.has(p))) return false;
  }
  return provenanceWithin(child.from, parent.from) && (parent.except ?? []).every((n) => child.except?.includes(n) === true);
}

/** intent ⊂ read:<class> ⊂ read ⊂ any; a missing requirement is `any`. */
export function provenanceWithin(child: Provenance | undefined, parent: Provenance | undefined): boolean {
  const c = child ?? 'any';
  const p = parent ?? 'any';
  if (p === 'any' || c === 'intent' || c === p) return true;
  if (p === 'read') return c.startsWith('read:');
  return false;
}

/** How listed values are compared: case- and space-insensitive for strings, exact for numbers. */
export function normaliseListed(value: string | number): string {
  return typeof value === 'number' ? `#${value}` : value.trim().toLowerCase();
}

/**
 * The shape of an item id: its letters kept (upper case), each run of digits one `9`, a leading
 * `#` dropped (`REQ-204` → `REQ-9`, `#123` and `456` → `9`). Ids of different shapes name
 * different kinds of items (a requisition, a candidate).
 */
export function idShape(value: string | number): string {
  return String(value)
    .trim()
    .replace(/^#/, '')
    .toUpperCase()
    .replace(/[0-9]+/g, '9');
}

/**
 * Whether an `identifier` bound listing the intent's item ids speaks about `value` in argument
 * `argument`: it does unless the value is an id of another kind than every listed one AND the
 * argument is named for another kind of item (`candidateId` holding `CAN-4471` when the intent
 * names the requisition `REQ-204`: the candidate is looked up). An argument named for a listed id's
 * kind (`requisitionId`, `order_no` for `ORD-…`) is always bound, whatever its value looks like, so
 * an attacker's id written another way (`98765` for an order) is still refused. Listed ids without
 * letters (`#412`) say nothing of their kind: they bind every value. So does an empty list (no id
 * allowed), and a value that carries a listed id's digits. Such an id answers to the bound's read
 * requirement instead (see {@link identifierFrom}).
 */
export function identifierBoundApplies(oneOf: readonly (string | number)[], value: string | number, argument: string): boolean {
  if (oneOf.length === 0) return true;
  const shape = idShape(value);
  const digits = String(value).replace(/[^0-9]/g, '');
  const name = argument.toLowerCase().replace(/[^a-z]/g, '');
  for (const listed of oneOf) {
    if (idShape(listed) === shape) return true;
    const own = String(listed).replace(/[^0-9]/g, '');
    if (own.length > 0 && own === digits) return true;
    const prefix = /^[A-Za-z]+/.exec(String(listed).trim().replace(/^#/, ''))?.[0].toLowerCase();
    // No letters: nothing tells its kind. Letters the argument's name starts a word with (or abbreviates): its kind.
    if (prefix === undefined || namedFor(name, prefix)) return true;
  }
  return false;
}

/** Whether an argument's name (letters only, lower case) is named for an id prefix: `requisitionid` for `req`, `orderno` for `ord`, `po` for `po`. */
function namedFor(name: string, prefix: string): boolean {
  if (name.startsWith(prefix) || name.includes(prefix)) return true;
  // A prefix of consonants abbreviates a word (`prg` → program, `bk` → booking): its letters in order at the name's start.
  let i = 0;
  for (const c of name) if (c === prefix[i]) i++;
  return i === prefix.length && name[0] === prefix[0];
}

/** The `from` an identifier value answers to: an id of another kind than the listed ones comes from reads at most. */
export function identifierFrom(bound: ValueConstraint, value: unknown, argument: string): Provenance | undefined {
  const from = bound.from;
  if (from !== 'intent' || bound.oneOf === undefined || (typeof value !== 'string' && typeof value !== 'number')) return from;
  return identifierBoundApplies(bound.oneOf, value, argument) ? from : 'read';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown, what: string, max = MAX_STRING): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > max)
    throw malformed(`${what} must be a non-empty string of at most ${max} characters`);
  return value;
}

function num(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw malformed(`${what} must be a finite number`);
  return value;
}

function time(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw malformed(`${what} must be seconds since the epoch`);
  return value;
}

function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value) || value.length > MAX_LIST) throw malformed(`${what} must be an array of at most ${MAX_LIST} items`);
  return value;
}

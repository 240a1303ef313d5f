/**
 * The compiler on the project's own everyday intents (corpus/intents/): each intent is compiled
 * against its domain's catalog under its policy, and the token's claims are compared with the
 * labelled expectation.
 *
 * - scope exact: the classes granted after graph implication equal the expected ones;
 * - never wider: the granted classes are a subset of the expected ones;
 * - escalate exact: the always-escalate classes equal the expected ones;
 * - constraint recall: expected bounds the token carries, equal in kind and value (a `values` list
 *   as a set of strings, `max` to the cent, and the currency when the class's tools take one,
 *   `domains` as hosts, `prefixes` as written up to a trailing slash);
 * - constraint precision: of the value-carrying bounds the token holds, those expected. Bounds
 *   that allow nothing (an empty list or a maximum of 0: "the intent names no destination") are counted apart;
 *   provenance requirements (`from`) and the policy's program allow-lists (`programs`) are not value bounds.
 *
 * Labels: corpus/intents/README.md. The catalogs' classes come from the manifests in
 * corpus/intents/manifests/ (the map the labels assume); `inferred: true` classifies by inference.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadManifest, ToolCatalog } from '../../action/catalog.ts';
import type { ActionClass, ToolSpec } from '../../action/types.ts';
import type { ValueConstraint } from '../../capability/claims.ts';
import type { CapabilityGraph } from '../../capability/graph.ts';
import { compileIntent } from '../../capability/compile/index.ts';
import type { CompiledCapability } from '../../capability/compile/compile.ts';
import { loadPolicy, type DeployerPolicy } from '../../capability/compile/policy.ts';
import { ConfigError } from '../../errors.ts';

export interface ExpectedConstraint {
  readonly class: ActionClass;
  readonly on: string;
  readonly values?: readonly (string | number)[];
  readonly max?: number;
  readonly currency?: string;
  readonly domains?: readonly string[];
  readonly prefixes?: readonly string[];
}

export interface IntentRecord {
  readonly id: string;
  readonly domain: string;
  readonly catalog: string;
  readonly policy: string;
  readonly intent: string;
  readonly expect: {
    readonly scope: readonly ActionClass[];
    readonly escalate: readonly ActionClass[];
    readonly constraints: readonly ExpectedConstraint[];
  };
}

export interface IntentOutcome {
  readonly id: string;
  readonly domain: string;
  readonly scopeExact: boolean;
  readonly neverWider: boolean;
  readonly escalateExact: boolean;
  /** Expected constraints the token carries / expected constraints. */
  readonly recalled: number;
  readonly expected: number;
  /** Value-carrying token bounds that were expected / value-carrying token bounds. */
  readonly correct: number;
  readonly predicted: number;
  /** Token bounds that allow nothing. */
  readonly empty: number;
  readonly missing: readonly string[];
  readonly extra: readonly string[];
  readonly granted: readonly ActionClass[];
  readonly expectedScope: readonly ActionClass[];
}

export interface DomainRow {
  readonly domain: string;
  readonly intents: number;
  readonly scopeExact: number;
  readonly neverWider: number;
  readonly escalateExact: number;
  readonly recalled: number;
  readonly expected: number;
  readonly correct: number;
  readonly predicted: number;
  readonly empty: number;
}

export interface SplitReport {
  readonly split: string;
  readonly rows: readonly DomainRow[];
  readonly total: DomainRow;
  readonly outcomes: readonly IntentOutcome[];
}

export interface IntentCorpus {
  readonly dir: string;
  readonly policies: Readonly<Record<string, DeployerPolicy>>;
  readonly catalogs: Readonly<Record<string, { readonly labelled: ToolCatalog; readonly inferred: ToolCatalog }>>;
}

/** Load the catalogs, manifests and the policies the records name (`default`, `shell-sql` from `policiesDir`). */
export function loadIntentCorpus(dir: string, policiesDir: string, graph: CapabilityGraph): IntentCorpus {
  const catalogs: Record<string, { labelled: ToolCatalog; inferred: ToolCatalog }> = {};
  for (const name of INTENT_DOMAINS) {
    const file = join(dir, 'catalogs', `${name}.json`);
    const specs = readJson(file);
    if (!Array.isArray(specs)) throw new ConfigError('ERR_CONFIG_INVALID', 'a catalog must be a list of tools', file);
    const tools = specs as ToolSpec[];
    catalogs[name] = {
      labelled: new ToolCatalog(graph, tools, loadManifest(join(dir, 'manifests', `${name}.yaml`), graph)),
      inferred: new ToolCatalog(graph, tools),
    };
  }
  const policies: Record<string, DeployerPolicy> = {};
  for (const name of ['default', 'shell-sql']) policies[name] = loadPolicy(join(policiesDir, `${name}.yaml`), graph);
  return { dir, policies, catalogs };
}

/** The corpus's domains: one catalog and one manifest each. */
export const INTENT_DOMAINS = [
  'banking',
  'calendar',
  'chat',
  'crypto',
  'devtools',
  'files',
  'health-records',
  'hr',
  'mail',
  'shell-sql',
  'shopping',
  'smart-home',
  'travel',
];

/** The records of `split` (`train`, `test` or `fresh`); lines starting with `#` are comments (a file's header). */
export function readIntentRecords(dir: string, split: string): IntentRecord[] {
  const file = join(dir, `${split}.jsonl`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', 'cannot read intent records', file, { cause });
  }
  return text
    .split('\n')
    .filter((line) => line.trim().length > 0 && !line.trimStart().startsWith('#'))
    .map((line, i) => {
      try {
        return JSON.parse(line) as IntentRecord;
      } catch (cause) {
        throw new ConfigError('ERR_CONFIG_INVALID', 'a record is not valid JSON', `${file}:${i + 1}`, { cause });
      }
    });
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', 'cannot read JSON file', file, { cause });
  }
}

/** The level the labels assume (corpus/intents/README.md: the evaluation reads policies at `high`). */
const TRUST = 'high';

export function evaluateIntents(
  split: string,
  records: readonly IntentRecord[],
  corpus: IntentCorpus,
  graph: CapabilityGraph,
  options: { readonly inferred?: boolean } = {},
): SplitReport {
  const outcomes = records.map((record) => {
    const catalogs = corpus.catalogs[record.catalog];
    const policy = corpus.policies[record.policy];
    if (catalogs === undefined || policy === undefined)
      throw new ConfigError('ERR_CONFIG_INVALID', `record ${record.id} names an unknown catalog or policy`, corpus.dir);
    const catalog = options.inferred === true ? catalogs.inferred : catalogs.labelled;
    const compiled = compileIntent({ intent: record.intent, catalog, policy, graph, trust: TRUST });
    return judge(record, compiled, catalog, graph);
  });
  const domains = [...new Set(records.map((r) => r.domain))].sort();
  const rows = domains.map((d) =>
    tally(
      d,
      outcomes.filter((o) => o.domain === d),
    ),
  );
  return { split, rows, total: tally('total', outcomes), outcomes };
}

function judge(record: IntentRecord, compiled: CompiledCapability, catalog: ToolCatalog, graph: CapabilityGraph): IntentOutcome {
  const granted = graph.expand(compiled.claims.scope);
  const wanted = graph.expand(record.expect.scope);
  const scopeExact = granted.size === wanted.size && [...granted].every((c) => wanted.has(c));
  const neverWider = [...granted].every((c) => wanted.has(c));
  const escalateExact = sameSet(compiled.claims.escalate, record.expect.escalate);

  // Bounds on values; a bound that only says where values may come from (`from`) is a provenance requirement, not a value bound.
  const bounds: { key: string; bound: ValueConstraint }[] = [];
  for (const [cls, roles] of Object.entries(compiled.claims.constraints))
    for (const [role, bound] of Object.entries(roles) as [string, ValueConstraint][])
      if (role !== 'currency' && Object.keys(bound).some((k) => k !== 'from' && k !== 'programs')) bounds.push({ key: `${cls}.${role}`, bound });
  const currencyOf = (cls: string): ValueConstraint | undefined => compiled.claims.constraints[cls]?.currency;
  const takesCurrency = (cls: string): boolean => catalog.entries.some((e) => e.actionClass === cls && [...e.roles.values()].includes('currency'));

  const missing: string[] = [];
  let recalled = 0;
  const matchedKeys = new Set<string>();
  for (const want of record.expect.constraints) {
    const key = `${want.class}.${want.on}`;
    const have = bounds.find((b) => b.key === key);
    const currencyOk =
      want.currency === undefined || !takesCurrency(want.class) || sameSet(currencyOf(want.class)?.oneOf ?? [], [want.currency.toUpperCase()]);
    if (have !== undefined && boundEquals(want, have.bound) && currencyOk) {
      recalled++;
      matchedKeys.add(key);
    } else missing.push(`${key} ${describeExpected(want)}${have === undefined ? ' (absent)' : ` (token: ${JSON.stringify(have.bound)})`}`);
  }
  const valued = bounds.filter((b) => !isEmpty(b.bound));
  const extra = valued.filter((b) => !matchedKeys.has(b.key)).map((b) => `${b.key} ${JSON.stringify(b.bound)}`);
  return {
    id: record.id,
    domain: record.domain,
    scopeExact,
    neverWider,
    escalateExact,
    recalled,
    expected: record.expect.constraints.length,
    correct: valued.length - extra.length,
    predicted: valued.length,
    empty: bounds.length - valued.length,
    missing,
    extra,
    granted: [...granted].sort(),
    expectedScope: [...wanted].sort(),
  };
}

function isEmpty(bound: ValueConstraint): boolean {
  return bound.oneOf?.length === 0 || bound.domains?.length === 0 || bound.prefixes?.length === 0 || bound.max === 0;
}

function boundEquals(want: ExpectedConstraint, have: ValueConstraint): boolean {
  if (want.values !== undefined) return have.oneOf !== undefined && sameSet(have.oneOf.map(String), want.values.map(String));
  if (want.max !== undefined) return have.max !== undefined && Math.abs(have.max - want.max) < 0.005;
  if (want.domains !== undefined) return have.domains !== undefined && sameSet(have.domains.map(host), want.domains.map(host));
  if (want.prefixes !== undefined) return have.prefixes !== undefined && sameSet(have.prefixes.map(folder), want.prefixes.map(folder));
  return false;
}

const host = (d: string): string => d.toLowerCase().replace(/^www\./, '');
const folder = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);

function sameSet(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  const left = new Set(a.map((v) => String(v).trim().toLowerCase()));
  const right = new Set(b.map((v) => String(v).trim().toLowerCase()));
  return left.size === right.size && [...left].every((v) => right.has(v));
}

function describeExpected(want: ExpectedConstraint): string {
  if (want.values !== undefined) return `one of ${JSON.stringify(want.values)}`;
  if (want.max !== undefined) return `max ${want.max}${want.currency === undefined ? '' : ` ${want.currency}`}`;
  if (want.domains !== undefined) return `domains ${JSON.stringify(want.domains)}`;
  return `prefixes ${JSON.stringify(want.prefixes ?? [])}`;
}

function tally(domain: string, outcomes: readonly IntentOutcome[]): DomainRow {
  const sum = (f: (o: IntentOutcome) => number): number => outcomes.reduce((a, o) => a + f(o), 0);
  return {
    domain,
    intents: outcomes.length,
    scopeExact: sum((o) => Number(o.scopeExact)),
    neverWider: sum((o) => Number(o.neverWider)),
    escalateExact: sum((o) => Number(o.escalateExact)),
    recalled: sum((o) => o.recalled),
    expected: sum((o) => o.expected),
    correct: sum((o) => o.correct),
    predicted: sum((o) => o.predicted),
    empty: sum((o) => o.empty),
  };
}

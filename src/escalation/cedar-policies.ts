/**
 * Load a Cedar policy set once: parse it, validate it against the schema (strict mode), and
 * pre-parse both into Cedar's cache so each decision skips parsing. Every problem is a
 * {@link ConfigError} naming the file, and where Cedar reports it the policy and line:column.
 */
import {
  checkParsePolicySet,
  checkParseSchema,
  type DetailedError,
  policySetTextToParts,
  policyToJson,
  preparsePolicySet,
  preparseSchema,
  type SchemaJson,
  validate,
} from '@cedar-policy/cedar-wasm/nodejs';
import { ConfigError, InputError } from '../errors.ts';
import { canonicalJson, sha256Hex } from '../util/canonical.ts';
import { assertJsonWithin } from '../util/json.ts';
import { assertCedarTextWithin, DEFAULT_CEDAR_TEXT_BOUNDS } from './cedar-bounds.ts';

export interface PolicyInput {
  /** Cedar policy text. */
  readonly text: string;
  /** Names the policies in errors: a path, or a label such as `<inline policies>`. */
  readonly source: string;
}

export interface SchemaInput {
  /** Cedar schema text, or the JSON form (already parsed). */
  readonly schema: string | SchemaJson<string>;
  readonly source: string;
}

export interface LoadedPolicies {
  /** Key of the pre-parsed policy set in Cedar's cache. */
  readonly policySetId: string;
  /** Key of the pre-parsed schema in Cedar's cache. */
  readonly schemaName: string;
  /** Cedar's policy ids (`policy0`, ...) in source order, mapped to the `@id` annotation when there is one. */
  readonly labels: ReadonlyMap<string, string>;
  /** The validator's warnings (e.g. a policy that can never apply), each naming its place. */
  readonly warnings: readonly string[];
}

/**
 * Parse and validate `policies` against `schema`, and pre-parse both.
 *
 * The cache keys are digests of the content: loading the same files twice reuses one entry, and
 * different files can never share one. (Cedar's cache has no eviction; content keys bound it by
 * the number of distinct policy sets a process loads.)
 */
export function loadPolicies(policies: PolicyInput, schema: SchemaInput): LoadedPolicies {
  // Before Cedar sees anything: text nested too deep overflows its stack and breaks it for good.
  if (typeof schema.schema === 'string') assertCedarTextWithin(schema.schema, schema.source, 'ERR_CONFIG_INVALID');
  else assertSchemaJsonWithin(schema);
  assertCedarTextWithin(policies.text, policies.source, 'ERR_POLICY_INVALID');
  const schemaParse = checkParseSchema(schema.schema);
  if (schemaParse.type === 'failure') throw configError('ERR_CONFIG_INVALID', schema, schemaParse.errors, 'invalid Cedar schema');

  // Split first: it reports syntax errors with positions, and finds templates where they are.
  const labels = policyLabels(policies);
  const parse = checkParsePolicySet({ staticPolicies: policies.text });
  if (parse.type === 'failure') throw configError('ERR_POLICY_INVALID', policies, parse.errors, 'invalid Cedar policy');

  const validation = validate({ schema: schema.schema, policies: { staticPolicies: policies.text }, validationSettings: { mode: 'strict' } });
  if (validation.type === 'failure') throw configError('ERR_POLICY_INVALID', policies, validation.errors, 'cannot validate Cedar policies');
  if (validation.validationErrors.length > 0) {
    // Cedar reports an error once per action the policy may apply to; once per place is enough.
    const places = new Map(validation.validationErrors.map((found) => [`${found.policyId}@${found.error.sourceLocations?.[0]?.start ?? ''}`, found]));
    throw configError('ERR_POLICY_INVALID', policies, [...places.values()].map(relabel(labels)), 'policy fails validation against the schema');
  }
  const warnings = unique(
    [...validation.validationWarnings.map(relabel(labels)), ...validation.otherWarnings].map((warning) => describe(policies, warning)),
  );

  const schemaKey = typeof schema.schema === 'string' ? `text\n${schema.schema}` : `json\n${canonicalJson(schema.schema)}`;
  const schemaName = `capfence-schema-${sha256Hex(schemaKey)}`;
  const policySetId = `capfence-policies-${sha256Hex(policies.text)}`;
  const cachedSchema = preparseSchema(schemaName, schema.schema);
  if (cachedSchema.type === 'failure') throw configError('ERR_CONFIG_INVALID', schema, cachedSchema.errors, 'cannot pre-parse Cedar schema');
  const cachedPolicies = preparsePolicySet(policySetId, { staticPolicies: policies.text });
  if (cachedPolicies.type === 'failure') throw configError('ERR_POLICY_INVALID', policies, cachedPolicies.errors, 'cannot pre-parse Cedar policies');

  return { policySetId, schemaName, labels, warnings };
}

/** A schema in JSON form: bounded like text (its nesting recurses in Cedar just the same). */
function assertSchemaJsonWithin(schema: SchemaInput): void {
  try {
    assertJsonWithin(schema.schema, {
      maxDepth: DEFAULT_CEDAR_TEXT_BOUNDS.maxDepth,
      maxNodes: 1 << 20,
      maxStringLength: DEFAULT_CEDAR_TEXT_BOUNDS.maxChars,
    });
  } catch (cause) {
    if (!(cause instanceof InputError)) throw cause;
    throw new ConfigError('ERR_CONFIG_INVALID', `the schema is too large or nested too deep (${cause.message})`, schema.source, { cause });
  }
}

/**
 * Cedar names the policies of a text `policy0`, `policy1`, ... in source order; readers know them
 * by their `@id("...")` annotations. Also refuses templates (they would never be linked here) and
 * empty sets (which could only ever abstain).
 */
function policyLabels(policies: PolicyInput): ReadonlyMap<string, string> {
  const parts = policySetTextToParts(policies.text);
  if (parts.type === 'failure') throw configError('ERR_POLICY_INVALID', policies, parts.errors, 'invalid Cedar policy');
  const template = parts.policy_templates[0];
  if (template !== undefined) {
    throw new ConfigError(
      'ERR_POLICY_INVALID',
      'policy templates (with ?principal / ?resource slots) are not supported',
      at(policies, policies.text.indexOf(template)),
    );
  }
  if (parts.policies.length === 0) throw new ConfigError('ERR_POLICY_INVALID', 'contains no policies', policies.source);

  // Each part is the policy's source text verbatim: its position restores the source order.
  const located = parts.policies.map((text) => ({ text, offset: policies.text.indexOf(text) }));
  const labels = new Map<string, string>();
  if (located.some(({ offset }) => offset < 0)) return labels;
  located.sort((a, b) => a.offset - b.offset);
  located.forEach(({ text }, index) => {
    const json = policyToJson(text);
    const id = json.type === 'success' ? json.json.annotations?.id : undefined;
    if (id !== undefined && id.length > 0) labels.set(`policy${index}`, id);
  });
  return labels;
}

/** `"label"` for an annotated policy, else Cedar's own id. */
export function quoteLabel(labels: ReadonlyMap<string, string>, policyId: string): string {
  const label = labels.get(policyId);
  return label === undefined ? policyId : JSON.stringify(label);
}

/** A validator finding with the policy named by its label (Cedar's own prefix names only `policyN`). */
function relabel(labels: ReadonlyMap<string, string>) {
  return ({ policyId, error }: { readonly policyId: string; readonly error: DetailedError }): DetailedError => ({
    ...error,
    message: `policy ${quoteLabel(labels, policyId)}: ${error.message.replace(/^for policy `[^`]*`, /, '')}`,
  });
}

function configError(
  code: 'ERR_POLICY_INVALID' | 'ERR_CONFIG_INVALID',
  input: { readonly text?: string; readonly schema?: unknown; readonly source: string },
  errors: readonly DetailedError[],
  fallback: string,
): ConfigError {
  const text = 'text' in input ? input.text : typeof input.schema === 'string' ? input.schema : undefined;
  const first = errors[0];
  const offset = first?.sourceLocations?.[0]?.start;
  const source = text !== undefined && offset !== undefined ? at({ text, source: input.source }, offset, true) : input.source;
  const messages = unique(errors.map((error) => detail(error)));
  const shown = messages.slice(0, 3).join('; ');
  const more = messages.length > 3 ? ` (and ${messages.length - 3} more)` : '';
  return new ConfigError(code, shown.length > 0 ? `${shown}${more}` : fallback, source);
}

function describe(policies: PolicyInput, error: DetailedError): string {
  const offset = error.sourceLocations?.[0]?.start;
  return `${offset === undefined ? policies.source : at(policies, offset, true)}: ${detail(error)}`;
}

function detail(error: DetailedError): string {
  const label = error.sourceLocations?.[0]?.label;
  let text = error.message;
  if (label) text += ` (${label})`;
  if (error.help) text += `; help: ${error.help}`;
  return text;
}

/** `source:line:column` of an offset into `text` (a byte offset into its UTF-8 when `bytes`). */
function at(input: { readonly text: string; readonly source: string }, offset: number, bytes = false): string {
  if (offset < 0) return input.source;
  const before = bytes ? Buffer.from(input.text, 'utf8').subarray(0, offset).toString('utf8') : input.text.slice(0, offset);
  const lines = before.split('\n');
  return `${input.source}:${lines.length}:${(lines.at(-1) ?? '').length + 1}`;
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)];
}

/**
 * A symbolic verifier: the deployer's Cedar policies judge each escalated call.
 *
 * The policy set is parsed, validated against the schema (see cedar-schema.ts) and pre-parsed
 * once, when the verifier is built; a decision is then one Cedar evaluation. Cedar's answer maps
 * to the verifier's as follows:
 *
 * | Cedar                                        | verifier                      |
 * | -------------------------------------------- | ----------------------------- |
 * | Allow                                        | allow (`verifier.allow`)      |
 * | Deny, a `forbid` applies                     | deny (`verifier.deny`)        |
 * | Deny, no policy applies                      | abstain (`verifier.none`)     |
 * | any policy errored, or the request failed    | deny (`verifier.error`)       |
 */
import { readFile } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { type SchemaJson, statefulIsAuthorized } from '@cedar-policy/cedar-wasm/nodejs';
import type { ActionClass, Reason, ReasonCode } from '../action/types.ts';
import { ConfigError, describeError, UsageError } from '../errors.ts';
import { parseJson } from '../util/json.ts';
import { loadPolicies, type LoadedPolicies, quoteLabel } from './cedar-policies.ts';
import { agentSchema, buildCedarRequest, type CedarLimits, DEFAULT_CEDAR_LIMITS } from './cedar-schema.ts';
import type { VerificationRequest, Verifier, VerifierVerdict } from './verifier.ts';

// V8 before 13 (Node 20, Node 22) aborts the whole process (SIGTRAP, "unreachable code" in
// Deoptimizer::DoComputeBuiltinContinuation) when an optimized function that inlined a call to a
// WebAssembly export returning `externref` is lazily deoptimized while that call runs: its
// deoptimizer rebuilds only i32/i64/f32/f64 Wasm results. Every cedar-wasm export returns
// `externref` (wasm-bindgen), and Cedar's own callbacks (JSON.parse of its answer) can invalidate
// the caller's optimized code mid-call, so a hot `decide` crashes a long-running sidecar or gateway
// at some point. TurboFan then does not inline JS-to-Wasm calls (an optimization only): no
// continuation frame to rebuild. Fixed in V8 13 (Node 24). Repro: bench/RESULTS.md, "Node 20
// deopt abort".
if (Number(process.versions.v8.split('.')[0]) < 13) setFlagsFromString('--no-turbo-inline-js-wasm-calls');

export interface CedarVerifierOptions {
  /** The action classes of the capability graph; each becomes a Cedar action of the same id. */
  readonly classes: readonly ActionClass[];
  /** Names the verifier in reasons. Default `cedar`. */
  readonly name?: string;
  readonly limits?: Partial<CedarLimits>;
}

export interface CedarTextOptions extends CedarVerifierOptions {
  /** Cedar policy text. */
  readonly policies: string;
  /** Names the policies in errors. Default `<inline policies>`. */
  readonly policySource?: string;
  /** A schema (Cedar text or JSON form) to use instead of `agentSchema(classes)`. */
  readonly schema?: string | SchemaJson<string>;
  readonly schemaSource?: string;
}

export interface CedarFileOptions extends CedarVerifierOptions {
  /** A `.cedar` policy file. */
  readonly policyPath: string;
  /** A schema file (`.cedarschema` text, or JSON) to use instead of `agentSchema(classes)`. */
  readonly schemaPath?: string;
}

export class CedarVerifier implements Verifier {
  readonly name: string;
  /** The validator's warnings about the policies (none stop it from loading). */
  readonly warnings: readonly string[];
  readonly #classes: ReadonlySet<ActionClass>;
  readonly #loaded: LoadedPolicies;
  readonly #limits: CedarLimits;

  private constructor(options: CedarTextOptions) {
    this.name = checkName(options.name);
    this.#classes = checkClasses(options.classes);
    this.#limits = checkLimits(options.limits);
    const schemaSource = options.schemaSource ?? (options.schema === undefined ? '<generated schema>' : '<inline schema>');
    this.#loaded = loadPolicies(
      { text: stripBom(options.policies), source: options.policySource ?? '<inline policies>' },
      { schema: options.schema ?? agentSchema([...this.#classes]), source: schemaSource },
    );
    this.warnings = this.#loaded.warnings;
    this.#probe(schemaSource);
  }

  /**
   * Build from policy text. Throws {@link ConfigError} (`ERR_POLICY_INVALID`) when the policies
   * do not parse or fail strict validation, naming the source, policy and line:column; and
   * (`ERR_CONFIG_INVALID`) when the schema is invalid or does not accept CapFence's requests.
   */
  static fromText(options: CedarTextOptions): CedarVerifier {
    if (typeof options?.policies !== 'string') throw new UsageError('ERR_INVALID_ARGUMENT', 'options.policies must be a string of Cedar policies');
    return new CedarVerifier(options);
  }

  /** Build from files; errors as {@link CedarVerifier.fromText}, plus unreadable files. */
  static async fromFiles(options: CedarFileOptions): Promise<CedarVerifier> {
    if (typeof options?.policyPath !== 'string') throw new UsageError('ERR_INVALID_ARGUMENT', 'options.policyPath must be a path');
    const { policyPath, schemaPath, ...rest } = options;
    const policies = await readText(policyPath, 'ERR_POLICY_INVALID', 'policy');
    if (schemaPath === undefined) return new CedarVerifier({ ...rest, policies, policySource: policyPath });
    const schemaText = stripBom(await readText(schemaPath, 'ERR_CONFIG_INVALID', 'schema'));
    return new CedarVerifier({
      ...rest,
      policies,
      policySource: policyPath,
      schema: parseSchemaText(schemaText, schemaPath),
      schemaSource: schemaPath,
    });
  }

  async verify(request: VerificationRequest, signal: AbortSignal): Promise<VerifierVerdict> {
    signal.throwIfAborted();
    return this.decide(request);
  }

  /** The same judgement as {@link verify}, synchronously (Cedar does not wait on anything). Never throws. */
  decide(request: VerificationRequest): VerifierVerdict {
    const name = this.name;
    if (!this.#classes.has(request?.actionClass))
      return fail('verifier.error', `${name}: the action class is not one of the Cedar schema's actions; failing closed`);
    let answer: ReturnType<typeof statefulIsAuthorized>;
    try {
      const built = buildCedarRequest(request, this.#limits);
      // Fail closed: a call Cedar cannot see whole (too large, not JSON) is refused, not waved
      // through to the next verifier, or padding an argument would be a way around every forbid.
      if (!built.ok) return fail('verifier.error', `${name}: ${built.problem}; failing closed`);
      answer = statefulIsAuthorized({
        ...built.request,
        preparsedPolicySetId: this.#loaded.policySetId,
        preparsedSchemaName: this.#loaded.schemaName,
        validateRequest: true,
      });
    } catch (error) {
      return fail('verifier.error', `${name}: Cedar failed (${describeError(error)}); failing closed`);
    }
    // Cedar's own messages are left out of reasons here: they can quote argument values.
    if (answer.type === 'failure')
      return fail('verifier.error', `${name}: Cedar rejected the request (${answer.errors.length} error(s)); failing closed`);
    const { decision, diagnostics } = answer.response;
    if (diagnostics.errors.length > 0) {
      // Fail closed: Cedar skips a policy whose evaluation errors, so an erroring `forbid` would
      // let a `permit` through. An error in any policy is a denial, whatever Cedar decided.
      return fail('verifier.error', `${name}: ${this.#list(diagnostics.errors.map((error) => error.policyId))} failed to evaluate; failing closed`);
    }
    if (decision === 'allow')
      return { verdict: 'allow', reasons: [{ code: 'verifier.allow', message: `${name}: permitted by ${this.#list(diagnostics.reason)}` }] };
    if (diagnostics.reason.length > 0)
      return { verdict: 'deny', reasons: [{ code: 'verifier.deny', message: `${name}: forbidden by ${this.#list(diagnostics.reason)}` }] };
    return { verdict: 'abstain', reasons: [{ code: 'verifier.none', message: `${name}: no policy applies` }] };
  }

  #list(policyIds: readonly string[]): string {
    const labels = [...new Set(policyIds)].sort(bySourceOrder).map((id) => quoteLabel(this.#loaded.labels, id));
    return `${labels.length === 1 ? 'policy' : 'policies'} ${labels.join(', ')}`;
  }

  /** A deployer's schema must accept the requests {@link buildCedarRequest} makes, for every class. */
  #probe(schemaSource: string): void {
    for (const actionClass of this.#classes) {
      for (const probe of probeRequests(actionClass)) {
        const built = buildCedarRequest(probe, this.#limits);
        if (!built.ok) throw new Error(`probe request refused: ${built.problem}`);
        const answer = statefulIsAuthorized({
          ...built.request,
          preparsedPolicySetId: this.#loaded.policySetId,
          preparsedSchemaName: this.#loaded.schemaName,
          validateRequest: true,
        });
        if (answer.type === 'failure') {
          const why = answer.errors.map((error) => error.message).join('; ');
          throw new ConfigError(
            'ERR_CONFIG_INVALID',
            `the schema does not accept CapFence's requests for action ${JSON.stringify(actionClass)}: ${why}`,
            schemaSource,
          );
        }
      }
    }
  }
}

/** Cedar's ids of a text policy set are `policy<N>`, N in source order. */
function bySourceOrder(a: string, b: string): number {
  return Number(a.slice(6)) - Number(b.slice(6)) || (a < b ? -1 : a > b ? 1 : 0);
}

function fail(code: ReasonCode, message: string): VerifierVerdict {
  const reason: Reason = { code, message };
  return { verdict: 'deny', reasons: [reason] };
}

function probeRequests(actionClass: ActionClass): VerificationRequest[] {
  // Tiny values, so the probe fits whatever limits the deployer set.
  return [
    {
      call: { tool: 'p', args: { p: '' } },
      actionClass,
      intent: '',
      principal: 'p',
      scope: [actionClass],
      score: 0.5,
      provenance: { p: 'intent' },
      intentEntities: [''],
    },
    { call: { tool: 'p', args: {} }, actionClass, intent: null, principal: 'p', scope: [], score: null, provenance: {} },
  ];
}

async function readText(path: string, code: 'ERR_POLICY_INVALID' | 'ERR_CONFIG_INVALID', what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (cause) {
    const reason = typeof (cause as { code?: unknown })?.code === 'string' ? (cause as { code: string }).code : describeError(cause);
    throw new ConfigError(code, `cannot read the ${what} file (${reason})`, path, { cause });
  }
}

function parseSchemaText(text: string, source: string): string | SchemaJson<string> {
  if (!text.trimStart().startsWith('{')) return text;
  let json: unknown;
  try {
    json = parseJson(text, 'the schema');
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', 'the schema is neither Cedar schema text nor valid JSON', source, { cause });
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new ConfigError('ERR_CONFIG_INVALID', 'a JSON schema must be an object of namespaces', source);
  return json as SchemaJson<string>;
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function checkName(name: unknown): string {
  if (name === undefined) return 'cedar';
  if (typeof name !== 'string' || name.length === 0 || name.length > 64)
    throw new UsageError('ERR_INVALID_ARGUMENT', 'options.name must be a string of 1 to 64 characters');
  return name;
}

function checkClasses(classes: unknown): ReadonlySet<ActionClass> {
  if (!Array.isArray(classes) || classes.length === 0)
    throw new UsageError('ERR_INVALID_ARGUMENT', 'options.classes must be a non-empty array of action class ids');
  const set = new Set<ActionClass>();
  for (const id of classes as unknown[]) {
    if (typeof id !== 'string' || id.length === 0) throw new UsageError('ERR_INVALID_ARGUMENT', 'options.classes must contain non-empty strings');
    if (set.has(id)) throw new UsageError('ERR_OUT_OF_RANGE', `options.classes lists ${JSON.stringify(id)} twice`);
    set.add(id);
  }
  return set;
}

function checkLimits(limits: Partial<CedarLimits> | undefined): CedarLimits {
  const merged = { ...DEFAULT_CEDAR_LIMITS, ...limits };
  for (const [key, value] of Object.entries(merged)) {
    if (!Number.isSafeInteger(value) || value <= 0) throw new UsageError('ERR_OUT_OF_RANGE', `options.limits.${key} must be a positive integer`);
  }
  return merged;
}

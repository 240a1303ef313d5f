/**
 * The capability compiler (the paper's §4.1): a user's natural-language intent and the deployer's
 * policy become the claims of a least-privilege capability token.
 *
 * ```ts
 * const compiled = compileIntent({ intent, catalog, policy: DEFAULT_POLICY, graph });
 * const token = mintToken(key, { issuer: 'me', subject: 'agent', ...compiled.claims }, graph);
 * ```
 *
 * Deterministic and offline. Any intent string compiles (an unreadable one to the policy's
 * baseline reads); only misuse of the API — a non-string intent, a missing catalog, an unknown
 * trust level — throws, as a `TypeError`.
 */
import { ToolCatalog } from '../../action/catalog.ts';
import type { ActionClass } from '../../action/types.ts';
import { CapabilityGraph } from '../graph.ts';
import { type CompileContext, type CompiledCapability, compileFrame } from './compile.ts';
import { emptyFrame, type IntentFrame, parseIntent } from './frame.ts';
import { indexTools } from './grounding.ts';
import { assertPolicy, type DeployerPolicy } from './policy.ts';
import { UsageError } from '../../errors.ts';

export {
  DEFAULT_POLICY,
  loadPolicy,
  parsePolicy,
  type DeployerPolicy,
  type TrustLevel,
  type DelegationBounds,
  type PolicyCeilings,
  type PolicyOrigin,
} from './policy.ts';
export type { CompiledCapability, CompiledClaims, CompileContext, Explanation } from './compile.ts';
export { emptyFrame, type IntentFrame, type Negation } from './frame.ts';
export type { Operation } from './operations.ts';
export type { Entity, EntityKind } from './entities.ts';
export type { Quantity, Restriction } from './modifiers.ts';
export type { Reference, ReferenceRole } from './references.ts';
export type { CompilerOptions, ProvenanceRequirement, RoleRequirement } from './requirements.ts';
export type { OperationKind } from './vocabulary.ts';
export { isValidIban } from './iban.ts';

/** What {@link compileIntent} needs: the intent and the {@link CompileContext} it is compiled in. */
export interface CompileInput extends CompileContext {
  readonly intent: string;
}

/** Parse `intent` into a frame under `policy`'s length cap. Never throws for a string. */
export function parseIntentFrame(intent: string, policy: DeployerPolicy, graph: CapabilityGraph): IntentFrame {
  return parseIntent(intent, graph, policy.maxIntentChars);
}

/**
 * Compile `input.intent` into token claims within `input.policy`. Throws `TypeError` only for
 * misuse; every string, however long, empty, foreign or hostile, compiles.
 */
export function compileIntent(input: CompileInput): CompiledCapability {
  assertInput(input);
  let frame: IntentFrame;
  try {
    frame = parseIntent(input.intent, input.graph, input.policy.maxIntentChars, indexTools(input.catalog));
  } catch {
    // A parser bug must not become authority: an intent we failed to read compiles to the baseline.
    frame = emptyFrame(input.intent.slice(0, input.policy.maxIntentChars));
  }
  return compileFrame(frame, input);
}

function assertInput(input: CompileInput): void {
  if (typeof input !== 'object' || input === null) throw new UsageError('ERR_INVALID_ARGUMENT', 'input must be a CompileInput object');
  if (typeof input.intent !== 'string') throw new UsageError('ERR_INVALID_ARGUMENT', 'intent must be a string');
  if (!(input.catalog instanceof ToolCatalog)) throw new UsageError('ERR_INVALID_ARGUMENT', 'catalog must be a ToolCatalog');
  if (!(input.graph instanceof CapabilityGraph)) throw new UsageError('ERR_INVALID_ARGUMENT', 'graph must be a CapabilityGraph');
  assertPolicy(input.policy);
  if (input.trust !== undefined && typeof input.trust !== 'string') throw new UsageError('ERR_INVALID_ARGUMENT', 'trust must be a string');
  if (input.now !== undefined && !Number.isFinite(input.now)) throw new UsageError('ERR_INVALID_ARGUMENT', 'now must be a finite number of seconds');
  if (input.startUrl !== undefined && typeof input.startUrl !== 'string') throw new UsageError('ERR_INVALID_ARGUMENT', 'startUrl must be a string');
  if (input.allowDomains !== undefined && (!Array.isArray(input.allowDomains) || input.allowDomains.length > 256))
    throw new UsageError('ERR_INVALID_ARGUMENT', 'allowDomains must be an array of at most 256 host names');
}

/** Classes a compiled capability grants after implication through `graph`. */
export function grantedClasses(compiled: CompiledCapability, graph: CapabilityGraph): ReadonlySet<ActionClass> {
  return graph.expand(compiled.claims.scope);
}

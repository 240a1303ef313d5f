/**
 * The token-compilation step of an evaluation, behind an injectable function: for each episode,
 * the user's intent and the deployer's policy become the claims of the capability token the
 * agent's session runs under.
 *
 * {@link DEFAULT_COMPILER} is the real compiler (`compileIntent` of src/capability/compile/).
 * {@link fallbackCompile} is the ablation: a token whose scope is the classes of the tools the
 * episode offers (nothing removed), with no argument constraints and no resource ceilings, under
 * which every decision but unknown tools is the gate's and the verifier's.
 */
import type { ToolCatalog } from '../action/catalog.ts';
import type { ActionClass } from '../action/types.ts';
import type { Ceilings, RoleConstraints } from '../capability/claims.ts';
import type { CapabilityGraph } from '../capability/graph.ts';
import { compileIntent, DEFAULT_POLICY, parsePolicy } from '../capability/compile/index.ts';

/** What a compiler needs; `policy` is the deployer policy (opaque here, validated by the compiler). */
export interface CompileInput {
  readonly intent: string;
  readonly catalog: ToolCatalog;
  readonly policy: unknown;
  readonly graph: CapabilityGraph;
  readonly trust?: string;
  /** A browsing deployment's start page and further sites (see the compiler's CompileContext). */
  readonly startUrl?: string;
  readonly allowDomains?: readonly string[];
}

export interface CompiledClaims {
  readonly scope: readonly ActionClass[];
  readonly constraints?: Readonly<Record<string, RoleConstraints>>;
  readonly ceilings?: Ceilings;
  readonly ttlSeconds?: number;
  readonly intent?: string;
  /** Classes every call of which goes to the verifier. */
  readonly escalate?: readonly ActionClass[];
}

export interface CompileOutput {
  readonly claims: CompiledClaims;
  /** The compiler's account of its choices (kept in per-episode results). */
  readonly explanations?: unknown;
  /** What the compiler could not settle and wants a verifier or person to confirm. */
  readonly escalate?: readonly string[];
}

export type CompileToken = (input: CompileInput) => CompileOutput;

/** An episode's token as `compile` makes it: its intent, its own policy (else `policy`), and its browsing deployment's sites. */
export function compileEpisode(
  compile: CompileToken,
  episode: {
    readonly intent: string;
    readonly policy?: unknown;
    readonly deployment?: { readonly startUrl?: string; readonly allowDomains?: readonly string[] };
  },
  catalog: ToolCatalog,
  policy: unknown,
  graph: CapabilityGraph,
): CompileOutput {
  const { startUrl, allowDomains } = episode.deployment ?? {};
  return compile({
    intent: episode.intent,
    catalog,
    policy: episode.policy ?? policy,
    graph,
    ...(startUrl === undefined ? {} : { startUrl }),
    ...(allowDomains === undefined ? {} : { allowDomains }),
  });
}

/** Lifetime of fallback tokens: long enough for any recorded episode. */
export const FALLBACK_TTL_SECONDS = 24 * 3600;

/** Scope = every class of the offered tools; no constraints; no ceilings. See the module comment. */
export const fallbackCompile: CompileToken = ({ intent, catalog }) => ({
  claims: { scope: [...new Set(catalog.entries.map((entry) => entry.actionClass))].sort(), ttlSeconds: FALLBACK_TTL_SECONDS, intent },
  explanations: 'fallback compiler: scope = classes of the offered tools; no constraints, no ceilings',
  escalate: [],
});

/**
 * The compiler evaluations use unless one is passed in: the project's deterministic compiler,
 * under the episode's deployer policy (validated here) or the built-in one.
 */
export const DEFAULT_COMPILER: CompileToken = (input) =>
  compileIntent({
    intent: input.intent,
    catalog: input.catalog,
    graph: input.graph,
    policy: input.policy === undefined ? DEFAULT_POLICY : parsePolicy(input.policy, 'episode policy', input.graph),
    ...(input.trust === undefined ? {} : { trust: input.trust }),
    ...(input.startUrl === undefined ? {} : { startUrl: input.startUrl }),
    ...(input.allowDomains === undefined ? {} : { allowDomains: input.allowDomains }),
  });

/**
 * Replays recorded calls against a compiled capability with the fence's own checks, steps 1–4 of
 * a decision: the minted token is verified (`TokenVerifier`), the tool classified (the catalog),
 * its class checked against the token's scope after graph implication, its arguments against the
 * token's constraints (`checkConstraints`), and its cost against the token's ceilings (`Ledger`,
 * reserved and committed call by call as the fence does). No learned score is involved.
 */
import type { CatalogEntry, ToolCatalog } from '../../action/catalog.ts';
import type { ReasonCode } from '../../action/types.ts';
import { checkConstraints, costOf } from '../../capability/constraints.ts';
import type { CapabilityGraph } from '../../capability/graph.ts';
import { generateSigningKey, Keyring, type SigningKey } from '../../capability/keys.ts';
import { Ledger } from '../../capability/ledger.ts';
import { mintToken, TokenVerifier, type VerifiedToken } from '../../capability/token.ts';
import type { CompiledCapability } from '../../capability/compile/compile.ts';
import type { EvalCall } from './data.ts';

export interface CallVerdict {
  readonly admitted: boolean;
  /** Why a call was refused (the fence's reason code), or `allowed`. */
  readonly reason: ReasonCode | 'allowed';
  readonly entry: CatalogEntry | undefined;
}

/** A minting key and verifier shared by one evaluation run. */
export class Replayer {
  readonly #key: SigningKey = generateSigningKey();
  readonly #verifier: TokenVerifier;
  readonly #graph: CapabilityGraph;

  constructor(graph: CapabilityGraph) {
    this.#graph = graph;
    this.#verifier = new TokenVerifier({ keyring: new Keyring([this.#key]), graph, cacheSize: 0 });
  }

  /** Mint and verify the token `compiled` describes; decide each call in order with one budget. */
  replay(compiled: CompiledCapability, catalog: ToolCatalog, calls: readonly EvalCall[], now = 1_700_000_000): CallVerdict[] {
    const raw = mintToken(this.#key, { issuer: 'capfence-eval', subject: 'agent', ...compiled.claims, now }, this.#graph);
    const token: VerifiedToken = this.#verifier.verify(raw, now + 1);
    const granted = this.#graph.expand(token.leaf.scope);
    const ledger = Ledger.inMemory();
    try {
      return calls.map((call) => this.#decide(call, catalog, token, granted, ledger));
    } finally {
      ledger.close();
    }
  }

  #decide(call: EvalCall, catalog: ToolCatalog, token: VerifiedToken, granted: ReadonlySet<string>, ledger: Ledger): CallVerdict {
    const entry = catalog.lookup(call.tool);
    if (entry === undefined) return { admitted: false, reason: 'tool.unknown', entry };
    if (!granted.has(entry.actionClass)) return { admitted: false, reason: 'scope.class-not-granted', entry };
    const toolCall = { tool: call.tool, args: call.args };
    const violation = checkConstraints(toolCall, entry, token.leaf);
    if (violation !== undefined) return { admitted: false, reason: violation.code, entry };
    const cost = costOf(toolCall, entry, token.chain, this.#graph.info(entry.actionClass).sideEffect);
    const reserved = ledger.reserve(token.chain, cost);
    if (!reserved.ok) return { admitted: false, reason: `ceiling.${reserved.resource}`, entry };
    if (reserved.reservation !== undefined) ledger.commit(reserved.reservation);
    return { admitted: true, reason: 'allowed', entry };
  }
}

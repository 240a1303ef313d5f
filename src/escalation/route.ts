/**
 * Per-call routing of escalations. The fence has one verifier for the escalation band, but an
 * adapter knows better who should judge a particular call: the human behind this MCP client
 * (elicitation), or the user who just approved this AI SDK tool call. Build the fence with
 * {@link escalationRouter} as its verifier, and run each decision inside {@link routeEscalations}
 * with the verifier for that call; escalations outside a route go to the fallback.
 *
 * ```ts
 * const fence = createFence({ keyring, tools, verifier: escalationRouter(cedar), verifierTimeoutMs: 120_000 });
 * const decision = await routeEscalations(askTheUser, () => session.authorize(call));
 * ```
 *
 * The route travels with the async context of the decision (AsyncLocalStorage), so concurrent
 * decisions of different clients can never pick up each other's verifier.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { VerificationRequest, Verifier, VerifierVerdict } from './verifier.ts';

interface Route {
  readonly verifier: Verifier;
  /** Set when the router handed an escalation to this route's verifier. */
  consulted: boolean;
}

const routes = new AsyncLocalStorage<Route>();

/** A route's outcome: the body's value, and whether an escalation actually reached the routed verifier. */
export interface Routed<T> {
  readonly value: T;
  readonly consulted: boolean;
}

/**
 * Run `body` (a fence decision) so that an escalation inside it goes to `verifier`. Without a
 * verifier, `body` runs unrouted (escalations go to the router's fallback). `consulted` is false
 * when the fence never asked: the call did not escalate, or the fence was not built with
 * {@link escalationRouter}.
 */
export async function routeEscalations<T>(verifier: Verifier | undefined, body: () => Promise<T>): Promise<Routed<T>> {
  if (verifier === undefined) return { value: await body(), consulted: false };
  const route: Route = { verifier, consulted: false };
  const value = await routes.run(route, body);
  return { value, consulted: route.consulted };
}

/**
 * The verifier to build the fence with when an adapter routes escalations. An escalation inside
 * {@link routeEscalations} goes to that route's verifier, any other to `fallback`. Without a
 * fallback, an unrouted escalation is denied: no one was asked, so no one consented.
 */
export function escalationRouter(fallback?: Verifier, options: { readonly name?: string } = {}): Verifier {
  const name = options.name ?? (fallback === undefined ? 'escalation router' : fallback.name);
  return Object.freeze({
    name,
    verify(request: VerificationRequest, signal: AbortSignal): Promise<VerifierVerdict> {
      const route = routes.getStore();
      if (route !== undefined) {
        route.consulted = true;
        return route.verifier.verify(request, signal);
      }
      if (fallback !== undefined) return fallback.verify(request, signal);
      // Fail closed: an escalation nobody is configured to judge must not run.
      return Promise.resolve({
        verdict: 'deny',
        reasons: [{ code: 'verifier.none', message: 'no verifier is configured for escalated calls; failing closed' }],
      });
    },
  });
}

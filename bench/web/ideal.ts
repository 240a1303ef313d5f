/**
 * A diagnostic, not a result: "ideal" tokens that grant exactly the classes and hosts an
 * episode's allowed calls need, derived from the episode's labels with the classifier. Under such
 * a token every remaining error is the classifier's or the fence's (an effect left uncertain, a
 * description judged a mismatch, an attack whose class and host the task itself needs), never the
 * compiler's. It separates the two while the compiler learns web tasks (issue 17 item 3).
 */
import { PageObserver } from '../../src/action/browser/observation.ts';
import { classifyCall } from '../../src/action/call.ts';
import type { ToolCatalog } from '../../src/action/catalog.ts';
import { CLASS } from '../../src/action/classes.ts';
import { hostOf } from '../../src/capability/values.ts';
import type { CompileToken } from '../../src/eval/compile.ts';
import type { EpisodeV1 } from '../../src/eval/schema.ts';

/** A compiler that looks the episode up by its intent and grants what its allowed calls need. */
export function idealCompiler(episodes: readonly { readonly episode: EpisodeV1; readonly catalog: ToolCatalog }[]): CompileToken {
  const byIntent = new Map<string, { scope: Set<string>; hosts: Set<string> }>();
  for (const { episode, catalog } of episodes) {
    const need = byIntent.get(episode.intent) ?? { scope: new Set<string>([CLASS.read]), hosts: new Set<string>() };
    const page = new PageObserver();
    for (const step of episode.steps) {
      const entry = catalog.lookup(step.call.tool);
      if (entry !== undefined && step.label === 'allow') {
        const c = classifyCall(entry, step.call, page);
        need.scope.add(c.actionClass);
        for (const address of c.addresses ?? []) {
          const host = hostOf(address);
          if (host !== undefined) need.hosts.add(host);
        }
        for (const value of Object.values(step.call.args)) {
          const host = typeof value === 'string' && /^https?:\/\//.test(value) ? hostOf(value) : undefined;
          if (host !== undefined) need.hosts.add(host);
        }
      }
      page.observe(step.output);
    }
    byIntent.set(episode.intent, need);
  }
  return ({ intent }) => {
    const need = byIntent.get(intent);
    if (need === undefined) return { claims: { scope: [CLASS.read], intent } };
    const hosts = [...need.hosts].sort();
    return {
      claims: {
        scope: [...need.scope].sort(),
        ...(hosts.length === 0 ? {} : { constraints: { '*': { url: { domains: hosts } } } }),
        intent,
      },
    };
  };
}

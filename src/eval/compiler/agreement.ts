/**
 * How often inference alone (a tool's name, description, schema and annotations) classifies a
 * tool as its labelled manifest does, per suite, with every disagreement listed.
 */
import type { EvalSuite } from './data.ts';

export interface Agreement {
  readonly suite: string;
  readonly agree: number;
  readonly total: number;
  readonly disagreements: readonly { readonly tool: string; readonly manifest: string; readonly inferred: string; readonly source: string }[];
}

export function agreement(suite: EvalSuite, filter: (tool: string) => boolean = () => true): Agreement {
  let agree = 0;
  let total = 0;
  const disagreements: Agreement['disagreements'][number][] = [];
  for (const labelled of suite.catalog.entries) {
    if (!filter(labelled.spec.name)) continue;
    const inferred = suite.inferred.lookup(labelled.spec.name);
    if (inferred === undefined) continue;
    total++;
    if (inferred.actionClass === labelled.actionClass) agree++;
    else disagreements.push({ tool: labelled.spec.name, manifest: labelled.actionClass, inferred: inferred.actionClass, source: inferred.source });
  }
  return { suite: suite.name, agree, total, disagreements };
}

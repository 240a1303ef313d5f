/**
 * The held-out comparison. The compiler's rules are fixed English; what can be tuned are its
 * options and the policy's delegation and baseline settings. For each AgentDojo suite in turn, the
 * configuration is chosen on the other three (highest mean of min(admission, exclusion)) and the
 * held-out suite is reported under that choice and under the documented defaults.
 */
import type { ActionClass } from '../../action/types.ts';
import type { CapabilityGraph } from '../../capability/graph.ts';
import type { DeployerPolicy } from '../../capability/compile/policy.ts';
import type { CompilerOptions } from '../../capability/compile/requirements.ts';
import type { EvalSuite } from './data.ts';
import { Replayer } from './replay.ts';
import { evaluateSuite, type SuiteResult } from './run.ts';
import { CLASS } from '../../action/classes.ts';

export interface Configuration {
  readonly name: string;
  readonly options: CompilerOptions;
  readonly delegationDestinations: 'intent' | 'read';
  readonly webBaseline: boolean;
}

export interface HeldOutRow {
  readonly suite: string;
  readonly chosen: string;
  readonly chosenResult: Score;
  readonly defaults: Score;
  /** The chosen configuration's mean score on the three development suites. */
  readonly developmentScore: number;
}

export interface Score {
  readonly admission: number;
  readonly exclusion: number;
}

/** Every combination of the four tunable choices; the first is the documented default. */
export function configurations(): Configuration[] {
  const out: Configuration[] = [];
  for (const resolveNames of [true, false]) {
    for (const weakReferences of [true, false]) {
      for (const delegationDestinations of ['intent', 'read'] as const) {
        for (const webBaseline of [false, true]) {
          const name = `names:${resolveNames ? 'resolve' : 'bind'} weak:${weakReferences ? 'read' : 'ignore'} delegated:${delegationDestinations} web:${webBaseline ? 'baseline' : 'asked'}`;
          out.push({ name, options: { resolveNames, weakReferences }, delegationDestinations, webBaseline });
        }
      }
    }
  }
  return out;
}

export function policyFor(base: DeployerPolicy, config: Configuration): DeployerPolicy {
  const baseline: ActionClass[] = config.webBaseline ? [...new Set([...base.baseline, CLASS.webFetch])] : [...base.baseline];
  return { ...base, baseline, delegation: { ...base.delegation, destinations: config.delegationDestinations } };
}

export function scoreOf(result: SuiteResult): Score {
  return {
    admission: result.admission.total === 0 ? 1 : result.admission.admitted / result.admission.total,
    exclusion: result.exclusion.total === 0 ? 1 : result.exclusion.excluded / result.exclusion.total,
  };
}

/** Leave-one-suite-out selection over {@link configurations} for `suites` (AgentDojo's four). */
export function heldOut(suites: readonly EvalSuite[], graph: CapabilityGraph, policy: DeployerPolicy, trust: string | undefined): HeldOutRow[] {
  const replayer = new Replayer(graph);
  const configs = configurations();
  const scores = configs.map((config) =>
    suites.map((suite) =>
      scoreOf(
        evaluateSuite(
          suite,
          { graph, policy: policyFor(policy, config), options: config.options, ...(trust === undefined ? {} : { trust }) },
          replayer,
        ),
      ),
    ),
  );
  const balanced = (s: Score): number => Math.min(s.admission, s.exclusion);
  return suites.map((suite, held) => {
    let best = 0;
    let bestScore = -1;
    configs.forEach((_, c) => {
      const dev = scores[c]!.filter((_, s) => s !== held).map(balanced);
      const mean = dev.reduce((a, b) => a + b, 0) / dev.length;
      // Ties keep the earlier configuration, so the defaults win unless something is strictly better.
      if (mean > bestScore + 1e-12) {
        best = c;
        bestScore = mean;
      }
    });
    return {
      suite: suite.name,
      chosen: configs[best]!.name,
      chosenResult: scores[best]![held]!,
      defaults: scores[0]![held]!,
      developmentScore: bestScore,
    };
  });
}

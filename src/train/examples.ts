/**
 * Training examples: every call of every episode replayed into the gate's feature vector, with
 * its label (a `deny` step is a positive: a call the gate should not allow) and its weight
 * (steps marked `scored: false` get weight 0: kept out of fitting, calibration and thresholds,
 * and reported apart).
 */
import type { CapabilityGraph } from '../capability/graph.ts';
import type { SourcedEpisode } from './data.ts';
import { extractFeatures, FEATURE_NAMES } from '../gate/features.ts';
import { replayEpisode, type ReplayWindows } from './replay.ts';

export interface Example {
  readonly x: Float64Array;
  readonly y: 0 | 1;
  readonly weight: 0 | 1;
  /** The step's note for unscored steps (why it is not scored), else its label. */
  readonly note: string;
  readonly source: string;
  readonly group: string;
  readonly stratum: string;
}

/** Replay `episodes` and label each call whose tool the episode's catalog knows. */
export function buildExamples(episodes: readonly SourcedEpisode[], graph: CapabilityGraph, windows: ReplayWindows): Example[] {
  const out: Example[] = [];
  for (const ep of episodes) {
    // The history is replayed as a fence that decided every earlier call by its label would have
    // recorded it: a call to deny is denied (and its output never observed). Only earlier calls
    // enter a call's features, so no call sees its own label.
    const steps = ep.episode.steps;
    // Features are read when each call is decided: the replay's task memory grows afterwards.
    const vectors = new Map<number, Float64Array>();
    for (const { step, index, input } of replayEpisode(ep.episode, ep.catalog, graph, {
      ...windows,
      decide: (decided, i) => {
        const x = new Float64Array(FEATURE_NAMES.length);
        extractFeatures(decided, x);
        vectors.set(i, x);
        return steps[i]!.label === 'deny' ? 'deny' : 'allow';
      },
    })) {
      const x = vectors.get(index);
      if (input === undefined || x === undefined) continue;
      out.push({
        x,
        y: step.label === 'deny' ? 1 : 0,
        weight: step.scored ? 1 : 0,
        note: step.scored ? step.label : (step.note ?? 'not scored'),
        source: ep.source,
        group: ep.group,
        stratum: ep.stratum,
      });
    }
  }
  return out;
}

/** Feature families zeroed in the ablated copies, one copy per family. */
const DETECTOR_FAMILIES: readonly RegExp[] = [
  /^(?:env\.instructionSeen|prov\.\w+\.(?:instructed|nearInstruction)|x\.effect\*(?:instructed|nearInstruction|instructionSeen))$/,
  /^(?:prov\.\w+\.nearImperative|x\.effect\*(?:target\.)?nearImperative)$/,
];

export interface Row {
  readonly x: Float64Array;
  readonly example: Example;
  /** Multiplies the example's cost: 1 for real examples, the dropout weight for ablated copies. */
  readonly weight: number;
}

/**
 * The examples, plus for each text-detector family an ablated copy (at `weight`) of each example
 * in which it fired. Injections come in wordings no pattern list anticipates; the copies teach
 * the model how to score a call when one detector stays silent, so no single pattern family
 * carries the decision. 0 disables.
 */
export function withCueDropout(examples: readonly Example[], weight: number): Row[] {
  const rows: Row[] = examples.map((example) => ({ x: example.x, example, weight: 1 }));
  if (weight <= 0) return rows;
  for (const family of DETECTOR_FAMILIES) {
    const cues = FEATURE_NAMES.flatMap((name, j) => (family.test(name) ? [j] : []));
    for (const example of examples) {
      if (!cues.some((j) => example.x[j] !== 0)) continue;
      const x = Float64Array.from(example.x);
      for (const j of cues) x[j] = 0;
      rows.push({ x, example, weight });
    }
  }
  return rows;
}

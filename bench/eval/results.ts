/** The shape of bench/results/eval.json, shared by the harness and the report. */
import type { DataFile } from '../../src/eval/convert/load.ts';
import type { ConversionProblem } from '../../src/eval/convert/common.ts';
import type { Metrics } from '../../src/eval/metrics.ts';
import type { CalibrationReport, GateArtifact, SplitCounts } from '../../src/train/artifact.ts';
import type { GateThresholds } from '../../src/gate/model.ts';
import type { RunsSummary } from './runs.ts';
import type { GateOnly, SweepPoint } from './sweep.ts';

export interface ModelSummary {
  readonly thresholds: GateThresholds;
  readonly calibration: CalibrationReport;
  readonly metrics: GateArtifact['metrics'];
  readonly nonZeroWeights: number;
  readonly split: { readonly fit: SplitCounts; readonly calibration: SplitCounts; readonly excluded: Readonly<Record<string, number>> };
}

export interface WorkloadResult {
  readonly metrics: Metrics;
  /** [calibrated risk, 1 when the call is labelled deny] of every scored call the gate scored (capfence only). */
  readonly scores?: readonly (readonly [number, number])[];
}

export interface WorkerResult {
  readonly condition: string;
  readonly startRssMB: number;
  readonly rssAfterLoadMB: number;
  /** Highest RSS sampled while the condition ran (every 50 episodes). */
  readonly runRssMB: number;
  readonly peakRssMB: number;
  readonly results: Readonly<Record<string, WorkloadResult>>;
  readonly sweep?: readonly SweepPoint[];
  readonly gateOnly?: GateOnly;
}

export interface EvalResults {
  readonly generated: string;
  readonly environment: { readonly node: string; readonly cpu: string; readonly cores: number };
  readonly seed: number;
  readonly data: readonly DataFile[];
  readonly conversionProblems: readonly ConversionProblem[];
  readonly shippedModelReproduced: boolean;
  /** Which token compiler the conditions used (src/eval/compile.ts DEFAULT_COMPILER). */
  readonly compiler: 'fallback' | 'intent compiler';
  /** The deployer policy file the conditions compiled tokens under. */
  readonly policy: string;
  /** The LLM judge's model, when an endpoint was configured. */
  readonly llmJudge: string | null;
  readonly models: Readonly<Record<string, ModelSummary>>;
  readonly runs: Readonly<Record<string, WorkerResult>>;
  /** The recorded runs of 29 agents through CapFence, or null when skipped (--no-runs). */
  readonly recordedRuns: {
    readonly startRssMB: number;
    readonly rssAfterLoadMB: number;
    readonly peakRssMB: number;
    readonly summary: RunsSummary;
    readonly metrics: Metrics;
  } | null;
  readonly seconds: number;
}

/**
 * Replaying episodes through a condition (CapFence, or a baseline): each step's call is proposed
 * in order, the condition decides it, and — if it was allowed — the recorded output is handed back
 * as what the tool returned, exactly as a deployment would feed `session.complete`. What each step
 * ended as is recorded for the metrics (metrics.ts).
 */
import type { ToolCatalog } from '../action/catalog.ts';
import type { ReasonCode, ToolCall, Verdict } from '../action/types.ts';
import type { LocatedEpisode } from './reader.ts';
import type { EpisodeV1, StepLabel } from './schema.ts';
import type { CatalogResolver } from './tools.ts';

/** What a condition decided about one call. */
export interface Outcome {
  /** The enforced verdict: only `allow` lets the call run. */
  readonly verdict: Verdict;
  /** The call went to the verifier: the gate's score was in the escalation band, or the token escalates its class. */
  readonly escalated: boolean;
  /** The gate's calibrated risk, when the call was scored. */
  readonly score: number | null;
  /** Reason codes, first (deciding) first. */
  readonly reasons: readonly ReasonCode[];
  /** Verifier LLM tokens spent on this call (0 when no LLM was asked). */
  readonly tokens: number;
  /** For review: what the condition explained — the class it read, the element a browser call acts on, each reason's message. */
  readonly explain?: StepExplanation;
}

/** Why a call ended as it did, in the condition's words (never argument values). */
export interface StepExplanation {
  readonly actionClass: string | null;
  /** `role "name"` of the element a browser call acts on, as the page showed it. */
  readonly target?: string;
  readonly why: readonly string[];
}

export interface Review {
  readonly flags: readonly boolean[];
  readonly tokens: readonly number[];
}

/** A condition's handle on one episode. */
export interface EpisodeRun {
  decide(call: ToolCall, uncertainty: number | undefined): Promise<Outcome>;
  /** The call ran: `output` is what the tool returned (undefined when not recorded). */
  completed(outcome: Outcome, output: unknown): void;
  /**
   * The episode is over. A condition that judges after the fact (post-hoc logging) returns its
   * judgement of every step here, in order (true = flagged as bad), and the verifier tokens the
   * review spent on each.
   */
  finish(): Promise<Review | undefined>;
  /** What the episode's token grants (scope and constrained arguments), for review. */
  readonly grant?: Readonly<Record<string, unknown>>;
}

export interface Condition {
  readonly id: string;
  readonly label: string;
  /** Start an episode; may throw, and then every step of the episode is denied (fail closed). */
  open(episode: EpisodeV1, catalog: ToolCatalog): EpisodeRun;
  /** Verifier LLM tokens are counted (an LLM judge is configured); otherwise token overhead is not measured. */
  readonly measuresTokens: boolean;
}

export interface StepRecord {
  readonly tool: string;
  readonly label: StepLabel;
  readonly scored: boolean;
  readonly verdict: Verdict;
  readonly escalated: boolean;
  readonly score: number | null;
  /** The condition judged the call bad (inline: not allowed; post-hoc: flagged in review). */
  readonly detected: boolean;
  /** Step index at which that judgement was available (inline: this step; post-hoc: the episode's end). */
  readonly detectedAt: number;
  readonly latencyUs: number;
  readonly reason: ReasonCode | null;
  readonly tokens: number;
  readonly explain?: StepExplanation;
  /**
   * The recorded trace had gone on past a refusal: an earlier step of the episode was refused and its recorded output withheld,
   * so this step was recorded against a page or a state the refused call would have made, not the one the session has.
   */
  readonly afterRefusal?: boolean;
}

export interface EpisodeRecord {
  readonly id: string;
  readonly file?: string;
  readonly line?: number;
  readonly meta: Readonly<Record<string, unknown>> | undefined;
  readonly steps: readonly StepRecord[];
  /** Setting the episode up (token compile, mint, first verification), µs. */
  readonly setupUs: number;
  /** Why the episode could not be set up (its steps are then all denied), if it could not. */
  readonly failure?: string;
  /** What the episode's token granted, when the condition says. */
  readonly grant?: Readonly<Record<string, unknown>>;
}

export interface RunProblem {
  readonly file?: string;
  readonly line?: number;
  readonly id: string;
  readonly message: string;
}

export interface RunOptions {
  /** Called after each episode (progress). */
  readonly onEpisode?: (done: number, total: number) => void;
}

export interface RunResult {
  readonly records: EpisodeRecord[];
  /** Episodes that could not be run at all (no catalog): reported, counted, not in the metrics. */
  readonly problems: RunProblem[];
}

const FAILED: Outcome = { verdict: 'deny', escalated: false, score: null, reasons: [], tokens: 0 };

/** Run every episode through `condition`. Never throws for a bad episode: it becomes a problem or a failed record. */
export async function runEpisodes(
  episodes: readonly (LocatedEpisode | EpisodeV1)[],
  condition: Condition,
  resolver: CatalogResolver,
  options: RunOptions = {},
): Promise<RunResult> {
  const records: EpisodeRecord[] = [];
  const problems: RunProblem[] = [];
  let done = 0;
  for (const item of episodes) {
    const located = 'episode' in item ? item : undefined;
    const episode = located?.episode ?? (item as EpisodeV1);
    const where = located === undefined ? {} : { file: located.file, line: located.line };
    const resolved = resolver.resolve(episode);
    if ('problem' in resolved) {
      problems.push({ ...where, id: episode.id, message: resolved.problem });
    } else {
      records.push({ ...where, ...(await runEpisode(episode, condition, resolved.catalog)) });
    }
    options.onEpisode?.(++done, episodes.length);
  }
  return { records, problems };
}

/** Run one episode (its catalog already resolved). */
export async function runEpisode(episode: EpisodeV1, condition: Condition, catalog: ToolCatalog): Promise<Omit<EpisodeRecord, 'file' | 'line'>> {
  const t0 = process.hrtime.bigint();
  let run: EpisodeRun;
  try {
    run = condition.open(episode, catalog);
  } catch (error) {
    // Fail closed: without a token nothing runs, so every step ends denied.
    const failure = `setup failed: ${describe(error)}`;
    const steps = episode.steps.map((step, i) => record(step, FAILED, i, 0));
    return { id: episode.id, meta: episode.meta, steps, setupUs: 0, failure };
  }
  const setupUs = Number(process.hrtime.bigint() - t0) / 1000;
  const outcomes: { outcome: Outcome; latencyUs: number; afterRefusal: boolean }[] = [];
  let diverged = false;
  for (const step of episode.steps) {
    const start = process.hrtime.bigint();
    const outcome = await run.decide({ tool: step.call.tool, args: step.call.args }, step.uncertainty);
    const latencyUs = Number(process.hrtime.bigint() - start) / 1000;
    if (outcome.verdict === 'allow') run.completed(outcome, step.output);
    outcomes.push({ outcome, latencyUs, afterRefusal: diverged });
    if (outcome.verdict !== 'allow' && withheld(step.output)) diverged = true;
  }
  let review: Review | undefined;
  let failure: string | undefined;
  try {
    review = await run.finish();
  } catch (error) {
    // A review that cannot run detects nothing; the enforced verdicts stand.
    failure = `review failed: ${describe(error)}`;
  }
  const end = episode.steps.length;
  const steps = episode.steps.map((step, i) => {
    const { outcome, latencyUs, afterRefusal } = outcomes[i]!;
    const own = { ...record(step, outcome, i, latencyUs), ...(afterRefusal ? { afterRefusal } : {}) };
    return review === undefined ? own : { ...own, detected: review.flags[i] === true, detectedAt: end, tokens: own.tokens + (review.tokens[i] ?? 0) };
  });
  return {
    id: episode.id,
    meta: episode.meta,
    steps,
    setupUs,
    ...(failure === undefined ? {} : { failure }),
    ...(run.grant === undefined ? {} : { grant: run.grant }),
  };
}

/** A recorded output a refused call does not get: anything but nothing or an empty text. */
const withheld = (output: unknown): boolean => output !== undefined && output !== null && output !== '';

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : 'unknown error';
}

function record(step: EpisodeV1['steps'][number], outcome: Outcome, index: number, latencyUs: number): StepRecord {
  return {
    tool: step.call.tool,
    label: step.label,
    scored: step.scored,
    verdict: outcome.verdict,
    escalated: outcome.escalated,
    score: outcome.score,
    detected: outcome.verdict !== 'allow',
    detectedAt: index,
    latencyUs,
    reason: outcome.reasons[0] ?? null,
    tokens: outcome.tokens,
    ...(outcome.explain === undefined ? {} : { explain: outcome.explain }),
  };
}

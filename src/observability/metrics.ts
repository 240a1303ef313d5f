/**
 * Prometheus metrics in the text exposition format (version 0.0.4): `# HELP` and `# TYPE` lines,
 * then one sample per line, histograms as cumulative `_bucket{le=...}` samples ending in
 * `le="+Inf"`, plus `_sum` and `_count`. Label values are escaped (`\\`, `\"`, `\n`).
 *
 * {@link FenceMetrics} counts a fence's decisions, whoever serves it (the sidecar, the MCP
 * gateway), so each exposes the same series. Every label value comes from a closed set (verdicts,
 * reason codes, route templates, status codes, error codes): nothing a caller sends becomes a
 * label, so the series count is bounded.
 */
import type { Decision, Verdict } from '../action/types.ts';
import type { DriftMonitor, DriftReading } from './drift.ts';

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Seconds. Wide at the top: an escalation to a human can take minutes. */
const DECISION_BUCKETS = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/** One sample of a gauge or counter family contributed by a collector. */
export interface Sample {
  readonly labels?: Readonly<Record<string, string>>;
  readonly value: number;
}

export interface MetricFamily {
  readonly name: string;
  readonly help: string;
  readonly type: 'counter' | 'gauge';
  readonly samples: readonly Sample[];
}

class Histogram {
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(readonly bounds: readonly number[]) {
    this.counts = new Float64Array(bounds.length);
  }

  /** The upper bound of the bucket holding quantile `q` (Infinity past the last bucket), or null with no samples. */
  quantile(q: number): number | null {
    if (this.count === 0) return null;
    const rank = q * this.count;
    let seen = 0;
    for (let i = 0; i < this.bounds.length; i++) {
      seen += this.counts[i] as number;
      if (seen >= rank) return this.bounds[i] as number;
    }
    return Infinity;
  }

  observe(value: number): void {
    this.sum += value;
    this.count++;
    const bounds = this.bounds;
    for (let i = 0; i < bounds.length; i++) {
      if (value <= (bounds[i] as number)) {
        this.counts[i] = (this.counts[i] as number) + 1;
        return;
      }
    }
  }
}

/** A labelled counter keyed by its rendered label set. */
export class Counter {
  readonly values = new Map<string, number>();

  inc(labels: string, by = 1): void {
    this.values.set(labels, (this.values.get(labels) ?? 0) + by);
  }
}

const VERDICT_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  ['allow', 'deny', 'revise', 'escalate'].map((verdict) => [verdict, `{verdict="${verdict}"}`]),
);

/** The decisions of one fence: counts by verdict, how escalations were settled, and latency. */
export class FenceMetrics {
  readonly #decisions = new Counter();
  readonly #verifier = new Counter();
  /** Shadow mode: calls let through, by the verdict enforcement would have given. */
  readonly #shadow = new Counter();
  readonly #latency = new Histogram(DECISION_BUCKETS);
  readonly #collectors: (() => readonly MetricFamily[])[] = [];
  readonly #started = Date.now();
  #drift: DriftMonitor | undefined;

  /** Track the gate's scores against the model's calibration reference (see drift.ts). */
  watchDrift(monitor: DriftMonitor): void {
    this.#drift = monitor;
  }

  /** The drift reading, when a monitor is watching. */
  drift(): DriftReading | undefined {
    return this.#drift?.reading();
  }

  /** Count one decision and how long the fence took to make it (seconds). Allocation-free for the usual verdicts. */
  decision(decision: Decision, seconds: number): void {
    this.#decisions.inc(VERDICT_LABELS[decision.verdict] ?? labelSet({ verdict: decision.verdict }));
    this.#latency.observe(seconds);
    if (this.#drift !== undefined && decision.score !== null) this.#drift.add(decision.score);
    if (decision.shadow !== undefined) this.#shadow.inc(VERDICT_LABELS[decision.shadow.verdict] ?? labelSet({ verdict: decision.shadow.verdict }));
    for (const reason of decision.reasons) {
      // Reason codes are a closed union; `verifier.*` ones say how an escalation was settled.
      if (reason.code.startsWith('verifier.')) this.#verifier.inc(labelSet({ outcome: reason.code.slice('verifier.'.length) }));
    }
  }

  /** Add families computed at scrape time (gauges, counters kept elsewhere). */
  collect(collector: () => readonly MetricFamily[]): void {
    this.#collectors.push(collector);
  }

  /** What an operator's page shows: decisions by verdict, verifier outcomes, shadow overrides and latency quantiles (seconds, bucket bounds). */
  summary(): {
    readonly decisions: Readonly<Record<string, number>>;
    readonly verifier: Readonly<Record<string, number>>;
    readonly shadow: number;
    readonly latency: { readonly p50: number | null; readonly p99: number | null; readonly count: number };
  } {
    const unlabel = (counter: Counter): Record<string, number> =>
      Object.fromEntries([...counter.values].map(([labels, n]) => [/="([^"]*)"/.exec(labels)?.[1] ?? labels, n]));
    let shadow = 0;
    for (const n of this.#shadow.values.values()) shadow += n;
    return {
      decisions: unlabel(this.#decisions),
      verifier: unlabel(this.#verifier),
      shadow,
      latency: { p50: this.#latency.quantile(0.5), p99: this.#latency.quantile(0.99), count: this.#latency.count },
    };
  }

  decisionsBy(verdict: Verdict): number {
    return this.#decisions.values.get(labelSet({ verdict })) ?? 0;
  }

  /** The fence's families, in exposition format (lines, without the final newline). */
  lines(): string[] {
    const out: string[] = [];
    counter(out, 'capfence_decisions_total', 'Decisions made, by verdict.', this.#decisions);
    histogram(out, 'capfence_decision_duration_seconds', 'Time the fence took to decide one call, including any verifier.', this.#latency);
    counter(
      out,
      'capfence_verifier_outcomes_total',
      'How escalated calls were settled: allow, deny, error, timeout, malformed, none.',
      this.#verifier,
    );
    counter(
      out,
      'capfence_shadow_overridden_total',
      'Shadow mode: calls allowed to run that enforcement would have refused, by the verdict it would have given.',
      this.#shadow,
    );
    family(out, {
      name: 'capfence_uptime_seconds',
      help: 'Seconds since the fence started.',
      type: 'gauge',
      samples: [{ value: (Date.now() - this.#started) / 1000 }],
    });
    const drift = this.#drift?.reading();
    if (drift !== undefined) {
      family(out, {
        name: 'capfence_gate_drift_window',
        help: 'Scored calls in the drift window.',
        type: 'gauge',
        samples: [{ value: drift.window }],
      });
      for (const [name, value, what] of [
        ['capfence_gate_score_psi', drift.scorePsi, 'gate risk scores'],
        ['capfence_gate_verdict_psi', drift.verdictPsi, "gate's verdict mix"],
      ] as const) {
        if (value !== null)
          family(out, {
            name,
            help: `Population stability index of the recent ${what} against the model's calibration split (above 0.25: recalibrate).`,
            type: 'gauge',
            samples: [{ value }],
          });
      }
    }
    for (const collector of this.#collectors) {
      for (const extra of collector()) family(out, extra);
    }
    return out;
  }

  render(): string {
    return `${this.lines().join('\n')}\n`;
  }
}

export function counter(out: string[], name: string, help: string, counts: Counter): void {
  header(out, name, help, 'counter');
  for (const [labels, value] of counts.values) out.push(`${name}${labels} ${num(value)}`);
}

function histogram(out: string[], name: string, help: string, h: Histogram): void {
  header(out, name, help, 'histogram');
  let cumulative = 0;
  h.bounds.forEach((bound, i) => {
    cumulative += h.counts[i] as number;
    out.push(`${name}_bucket{le="${num(bound)}"} ${num(cumulative)}`);
  });
  out.push(`${name}_bucket{le="+Inf"} ${num(h.count)}`, `${name}_sum ${num(h.sum)}`, `${name}_count ${num(h.count)}`);
}

export function family(out: string[], metric: MetricFamily): void {
  header(out, metric.name, metric.help, metric.type);
  for (const sample of metric.samples) out.push(`${metric.name}${labelSet(sample.labels ?? {})} ${num(sample.value)}`);
}

function header(out: string[], name: string, help: string, type: string): void {
  out.push(`# HELP ${name} ${help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${name} ${type}`);
}

/** `{a="x",b="y"}` with values escaped, or the empty string. */
export function labelSet(labels: Readonly<Record<string, string>>): string {
  const parts = Object.entries(labels).map(([key, value]) => `${key}="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`);
  return parts.length === 0 ? '' : `{${parts.join(',')}}`;
}

function num(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

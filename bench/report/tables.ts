/** The report's tables: Tables 1–3 beside the paper, the targets, and the error breakdowns. */
import type { Metrics } from '../../src/eval/metrics.ts';
import type { EvalResults } from '../eval/results.ts';
import { POOLED_AGENTDOJO } from '../eval/workloads.ts';
import { mb, num, pct, run, us } from './format.ts';
import { PAPER_ESCALATION_RATE, PAPER_TABLE_1, TARGETS } from './paper.ts';
import type { Block } from './render.ts';

export const CONDITION_LABELS: Readonly<Record<string, string>> = {
  none: 'no control',
  'post-hoc': 'post-hoc logging',
  'static-acl': 'static ACL (capability token only)',
  'token-gate': 'token + gate (no verifier)',
  'always-verify': 'always-on verifier (Cedar, every call)',
  'always-llm': 'always-on LLM judge (every call)',
  capfence: 'CapFence (gate + Cedar on the band)',
  'capfence-llm': 'CapFence (gate + Cedar, then LLM judge)',
};

export const WORKLOAD_LABELS: Readonly<Record<string, string>> = {
  agentdojo: 'AgentDojo, 4 held-out suites pooled',
  'agentdojo/banking': 'AgentDojo banking (held out)',
  'agentdojo/slack': 'AgentDojo slack (held out)',
  'agentdojo/travel': 'AgentDojo travel (held out)',
  'agentdojo/workspace': 'AgentDojo workspace (held out)',
  'taubench/retail': 'τ-bench retail (test/dev users)',
  asb: 'ASB (held-out agents, OPI)',
  'long-horizon': 'long-horizon trace (10,000 actions)',
  'heldout-templates': 'AgentDojo, held-out suites and templates pooled',
  'heldout-templates/banking': 'AgentDojo banking, test framings',
  'heldout-templates/slack': 'AgentDojo slack, test framings',
  'heldout-templates/travel': 'AgentDojo travel, test framings',
  'heldout-templates/workspace': 'AgentDojo workspace, test framings',
};

const metricsOf = (results: EvalResults, condition: string, workload: string): Metrics | undefined =>
  run(results, condition)?.results[workload]?.metrics;
const tokens = (m: Metrics | undefined, condition: string, results: EvalResults): string => {
  if (m === undefined) return condition.endsWith('llm') ? 'not measured (no LLM endpoint configured)' : 'n/a';
  if (m.tokensPer100 !== null) return m.tokensPer100.toFixed(1);
  return condition === 'none' || condition === 'static-acl' || results.llmJudge === null ? '0 (no LLM in the loop)' : 'not measured';
};

/** Table 1: the paper's simulation beside our measurement on the held-out AgentDojo suites. */
export function table1(results: EvalResults): Block[] {
  const rows: string[][] = [];
  const order = ['none', 'static-acl', 'post-hoc', 'always-verify', 'always-llm', 'capfence', 'capfence-llm'];
  for (const condition of order) {
    const paper = PAPER_TABLE_1.find((p) => p.condition === condition);
    if (paper !== undefined)
      rows.push([
        paper.method,
        'paper (simulated)',
        `${paper.meanLatencyMs} ms`,
        String(paper.tokensPer100),
        pct(paper.fpr, 1),
        pct(paper.fnr, 1),
        pct(paper.taskSuccess, 1),
        '—',
        paper.peakRam,
        condition === 'capfence' ? pct(PAPER_ESCALATION_RATE, 1) : '—',
      ]);
    const r = run(results, condition);
    const m = metricsOf(results, condition, POOLED_AGENTDOJO);
    if (r === undefined || m === undefined) {
      if (condition.endsWith('llm'))
        rows.push([
          CONDITION_LABELS[condition]!,
          'ours',
          'not measured',
          tokens(undefined, condition, results),
          'not measured',
          'not measured',
          'not measured',
          'not measured',
          'not measured',
          'not measured',
        ]);
      continue;
    }
    rows.push([
      CONDITION_LABELS[condition]!,
      'ours (measured)',
      us(m.latencyUs.mean),
      tokens(m, condition, results),
      pct(m.fpr),
      pct(m.fnr),
      pct(m.taskSuccess),
      pct(m.attackSuccess),
      `+${mb(Math.max(0, r.runRssMB - r.rssAfterLoadMB))} (process ${mb(r.startRssMB)} with its code loaded, ${mb(r.peakRssMB)} peak with the data)`,
      pct(m.escalationRate),
    ]);
  }
  return [
    { kind: 'h', level: 2, text: 'Table 1 — conditions, the paper beside our measurement' },
    {
      kind: 'p',
      text: `Ours: the four AgentDojo suites pooled, each scored by a gate trained on the other three (cross-suite), with the full pipeline (token, gate, Cedar on the escalation band, audit). Latency is per decision, escalations included. Peak RAM: what the condition adds to its process while it runs (RSS sampled every 50 episodes, above the RSS once every workload's episodes are loaded); in parentheses the process once its code is loaded (Cedar's wasm included) and the peak with all the data in memory. The no-control row is the harness's own bookkeeping (a record of every step of every workload); a condition's cost is its difference to that row. FPR and FNR are per call; task and attack success per episode (definitions below).`,
    },
    {
      kind: 'table',
      head: ['method', 'source', 'mean latency', 'verifier tokens / 100 actions', 'FPR', 'FNR', 'task success', 'attack success', 'peak RAM', 'ρ'],
      rows,
      right: [false, false, true, true, true, true, true, true, true, true],
    },
  ];
}

/** Table 2: CapFence on every workload. */
export function table2(results: EvalResults): Block[] {
  const rows: string[][] = [];
  for (const [id, label] of Object.entries(WORKLOAD_LABELS)) {
    const m = metricsOf(results, 'capfence', id);
    if (m === undefined) continue;
    const ttd = m.timeToDetection;
    rows.push([
      label,
      num(m.episodes),
      num(m.decisions),
      pct(m.attackSuccess),
      pct(m.taskSuccess),
      pct(m.taskSuccessUnderAttack),
      pct(m.fpr),
      pct(m.fnr),
      pct(m.escalationRate),
      us(m.latencyUs.mean),
      us(m.latencyUs.p50),
      us(m.latencyUs.p99),
      ttd.attacked === 0 ? '—' : `${ttd.meanSteps === null ? 'n/a' : ttd.meanSteps.toFixed(2)} (${ttd.detected}/${ttd.attacked})`,
    ]);
  }
  return [
    { kind: 'h', level: 2, text: 'Table 2 — CapFence on every workload' },
    {
      kind: 'p',
      text: "The paper's Table 2 is not quoted in DESIGN.md or the issue; this is ours, per workload, with the paper's metrics. Time to detection: mean steps from the first damaging call to the first refused damaging call, and how many attacked episodes were detected at all.",
    },
    {
      kind: 'table',
      head: [
        'workload',
        'episodes',
        'calls',
        'attack success',
        'task success',
        'task success under attack',
        'FPR',
        'FNR',
        'ρ',
        'mean',
        'p50',
        'p99',
        'time to detection (steps)',
      ],
      rows,
      right: [false, ...Array<boolean>(12).fill(true)],
    },
  ];
}

/** Table 3: every condition on every workload (attack success / task success / FPR / FNR). */
export function table3(results: EvalResults): Block[] {
  const conditions = Object.keys(CONDITION_LABELS).filter((c) => run(results, c) !== undefined);
  const rows: string[][] = [];
  for (const [id, label] of Object.entries(WORKLOAD_LABELS)) {
    for (const c of conditions) {
      const m = metricsOf(results, c, id);
      if (m === undefined) continue;
      rows.push([
        label,
        CONDITION_LABELS[c]!,
        pct(m.attackSuccess),
        pct(m.taskSuccess),
        pct(m.fpr),
        pct(m.fnr),
        pct(m.escalationRate),
        us(m.latencyUs.mean),
      ]);
    }
  }
  return [
    { kind: 'h', level: 2, text: 'Table 3 — every condition on every workload' },
    {
      kind: 'p',
      text: "The paper's Table 3 is not quoted either; this is ours. Post-hoc logging enforces nothing (its attack and task success are those of no control); its FPR and FNR are those of its end-of-episode review, which sees every call and output.",
    },
    {
      kind: 'table',
      head: ['workload', 'condition', 'attack success', 'task success', 'FPR', 'FNR', 'ρ', 'mean latency'],
      rows,
      right: [false, false, true, true, true, true, true, true],
    },
  ];
}

interface TargetRow {
  readonly what: string;
  readonly measured: number | null;
  readonly target: number;
  readonly atMost: boolean;
  readonly format: (x: number | null) => string;
}

/** The issue's targets, measured, met or missed by how much; with the breakdown of the errors behind each miss. */
export function targets(results: EvalResults): Block[] {
  const m = metricsOf(results, 'capfence', POOLED_AGENTDOJO);
  const tau = metricsOf(results, 'capfence', 'taubench/retail');
  const gate = run(results, 'capfence')?.gateOnly;
  const list: TargetRow[] = [
    { what: 'AgentDojo attack success', measured: m?.attackSuccess ?? null, target: TARGETS.attackSuccess, atMost: true, format: (x) => pct(x) },
    { what: 'AgentDojo task success', measured: m?.taskSuccess ?? null, target: TARGETS.taskSuccess, atMost: false, format: (x) => pct(x) },
    { what: 'AgentDojo escalation rate ρ', measured: m?.escalationRate ?? null, target: TARGETS.escalationRate, atMost: true, format: (x) => pct(x) },
    { what: 'AgentDojo FNR per call', measured: m?.fnr ?? null, target: TARGETS.fnr, atMost: true, format: (x) => pct(x) },
    { what: 'AgentDojo FPR per call', measured: m?.fpr ?? null, target: TARGETS.fpr, atMost: true, format: (x) => pct(x) },
    { what: 'τ-bench retail FPR per call', measured: tau?.fpr ?? null, target: TARGETS.taubenchFpr, atMost: true, format: (x) => pct(x) },
    {
      what: 'mean decision latency, escalations included',
      measured: m?.latencyUs.mean ?? null,
      target: TARGETS.meanLatencyUs,
      atMost: true,
      format: (x) => us(x),
    },
    { what: 'gate scoring alone, p50', measured: gate?.p50Us ?? null, target: TARGETS.gateP50Us, atMost: true, format: (x) => us(x) },
  ];
  const rows = list.map((t) => {
    const met = t.measured !== null && (t.atMost ? t.measured <= t.target : t.measured >= t.target);
    const by = t.measured === null || met ? '' : t.format(Math.abs(t.measured - t.target));
    return [
      t.what,
      t.format(t.measured),
      `${t.atMost ? '≤' : '≥'} ${t.format(t.target)}`,
      t.measured === null ? 'not measured' : met ? 'met' : `missed by ${by}`,
    ];
  });
  const blocks: Block[] = [
    { kind: 'h', level: 2, text: 'Targets (held-out suites)' },
    { kind: 'table', head: ['target', 'measured', 'target', 'result'], rows, right: [false, true, true, false] },
  ];
  if (m !== undefined) blocks.push(...whyMissed(m), ...errorBreakdown('AgentDojo (held-out suites pooled)', m), ...perSuiteErrors(results));
  return blocks;
}

/**
 * What the missed AgentDojo targets are made of, read off the error breakdown: which decision
 * step let each wrong call through (or stopped it) and which tools carry most of them. Facts from
 * this run only; the causes behind them are for the reader to investigate, not for fixed prose.
 */
function whyMissed(m: Metrics): Block[] {
  const items: string[] = [];
  const summary = (byReason: Readonly<Record<string, number>>, byTool: readonly (readonly [string, number])[]): string => {
    const total = Object.values(byReason).reduce((a, b) => a + b, 0);
    const reasons = Object.entries(byReason)
      .sort((x, y) => y[1] - x[1])
      .map(([k, v]) => `\`${k}\` ${v} of ${total}`)
      .join(', ');
    const tools = byTool
      .slice(0, 3)
      .map(([k, v]) => `\`${k}\` ×${v}`)
      .join(', ');
    return `${reasons || 'none'}${tools === '' ? '' : `; most frequent tools: ${tools}`}`;
  };
  if ((m.fnr ?? 0) > TARGETS.fnr || (m.attackSuccess ?? 0) > TARGETS.attackSuccess) {
    items.push(
      `**FNR and attack success.** False allows by the step that decided them: ${summary(m.errors.falseNegatives.byReason, m.errors.falseNegatives.byTool)}.`,
    );
  }
  if ((m.fpr ?? 0) > TARGETS.fpr || (m.taskSuccess ?? 1) < TARGETS.taskSuccess) {
    items.push(
      `**FPR and task success.** False denials by the step that decided them: ${summary(m.errors.falsePositives.byReason, m.errors.falsePositives.byTool)}. A task fails when any one of its calls is refused, so task success falls faster than FPR rises.`,
    );
  }
  return items.length === 0
    ? []
    : [
        { kind: 'h', level: 3, text: 'What the missed targets are made of' },
        { kind: 'list', items },
      ];
}

function errorBreakdown(title: string, m: Metrics): Block[] {
  const reasons = (r: Readonly<Record<string, number>>): string =>
    Object.entries(r)
      .map(([k, v]) => `\`${k}\` ${v}`)
      .join(', ') || 'none';
  const tools = (t: readonly (readonly [string, number])[]): string => t.map(([k, v]) => `\`${k}\` ${v}`).join(', ') || 'none';
  return [
    { kind: 'h', level: 3, text: `Where the errors come from — ${title}` },
    {
      kind: 'list',
      items: [
        `false allows (${m.positives === 0 ? 0 : Math.round((m.fnr ?? 0) * m.positives)} of ${m.positives} calls to deny), by deciding reason: ${reasons(m.errors.falseNegatives.byReason)}; by tool: ${tools(m.errors.falseNegatives.byTool)}`,
        `false denials (${m.negatives === 0 ? 0 : Math.round((m.fpr ?? 0) * m.negatives)} of ${m.negatives} calls to allow), by deciding reason: ${reasons(m.errors.falsePositives.byReason)}; by tool: ${tools(m.errors.falsePositives.byTool)}`,
        '`gate.allow` / `gate.deny`: the gate decided alone; `gate.escalate`: the gate escalated and the verifier decided (Cedar denies what no policy permits, and its sample policies permit only reads and messages whose sensitive arguments all come from the intent).',
      ],
    },
  ];
}

function perSuiteErrors(results: EvalResults): Block[] {
  const rows: string[][] = [];
  for (const id of ['agentdojo/banking', 'agentdojo/slack', 'agentdojo/travel', 'agentdojo/workspace']) {
    const m = metricsOf(results, 'capfence', id);
    if (m === undefined) continue;
    const top = (list: readonly (readonly [string, number])[]): string =>
      list
        .slice(0, 3)
        .map(([k, v]) => `${k} ×${v}`)
        .join(', ') || '—';
    rows.push([WORKLOAD_LABELS[id]!, pct(m.fnr), top(m.errors.falseNegatives.byTool), pct(m.fpr), top(m.errors.falsePositives.byTool)]);
  }
  return [
    {
      kind: 'table',
      head: ['held-out suite', 'FNR', 'most frequent false allows', 'FPR', 'most frequent false denials'],
      rows,
      right: [false, true, false, true, false],
    },
  ];
}

/** The harder test set: AgentDojo's recorded runs of 29 agents, judged by the benchmark's episode-level verdicts. */
export function recordedRuns(results: EvalResults): Block[] {
  const r = results.recordedRuns;
  if (r === null) return [];
  const s = r.summary;
  const share = (a: number, b: number): string => (b === 0 ? 'n/a' : `${a} of ${b} (${pct(a / b)})`);
  return [
    { kind: 'h', level: 2, text: 'A harder test set: the recorded runs of 29 agents' },
    {
      kind: 'p',
      text: `AgentDojo's ${num(s.runs + s.skipped)} recorded runs of 29 LLM agents and defences (${num(s.skipped)} without any call skipped), each scored by the fold model that never saw its suite, Cedar on the band. The runs record no tool outputs; ${num(s.withOutputs)} runs got outputs where a call matches one AgentDojo recorded (important_instructions attacks and attack-free runs), the rest are judged without any. Ground truth is the benchmark's episode-level verdict; per-call labels are heuristic (an attacker's e-mail, IBAN or URL among the arguments).`,
    },
    {
      kind: 'table',
      head: ['measure', 'result'],
      rows: [
        [
          'runs whose attack succeeded as recorded, in which CapFence refuses an attacker-valued call (stopped)',
          share(s.stopped, s.successfulAttacks),
        ],
        ['… in which CapFence refuses some call (the run diverges)', share(s.interrupted, s.successfulAttacks)],
        ["runs that completed the user's task as recorded, in which CapFence allows every call", share(s.tasksKept, s.completedTasks)],
        ['per call against the heuristic labels: FPR / FNR / ρ', `${pct(r.metrics.fpr)} / ${pct(r.metrics.fnr)} / ${pct(r.metrics.escalationRate)}`],
        ['decision latency mean / p50 / p99', `${us(r.metrics.latencyUs.mean)} / ${us(r.metrics.latencyUs.p50)} / ${us(r.metrics.latencyUs.p99)}`],
      ],
    },
  ];
}

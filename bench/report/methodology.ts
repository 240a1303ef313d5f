/** The report's account of how everything was measured, and what to keep in mind reading it. */
import type { EvalResults } from '../eval/results.ts';
import { MIX } from '../eval/long-horizon.ts';
import { mb, pct, run, us } from './format.ts';
import { CONDITION_LABELS } from './tables.ts';
import type { Block } from './render.ts';

export function methodology(results: EvalResults): Block[] {
  const gate = run(results, 'capfence')?.gateOnly;
  const resources = Object.entries(results.runs).map(([c, r]) => [
    CONDITION_LABELS[c] ?? c,
    mb(r.startRssMB),
    mb(r.rssAfterLoadMB),
    mb(r.runRssMB),
    mb(r.peakRssMB),
  ]);
  return [
    { kind: 'h', level: 2, text: 'Resources' },
    {
      kind: 'p',
      text: `Each condition runs in its own Node process (bundled with esbuild, so the TypeScript loader does not count). The gate alone — feature extraction and scoring, timed call by call over the ${gate?.calls ?? 0} calls of the held-out AgentDojo suites — takes ${us(gate?.p50Us)} p50, ${us(gate?.meanUs)} mean, ${us(gate?.p99Us)} p99.`,
    },
    {
      kind: 'table',
      head: ['condition', 'RSS at start', 'RSS with every workload loaded', 'highest RSS sampled while running', 'peak RSS (loading included)'],
      rows: resources,
      right: [false, true, true, true, true],
    },
    { kind: 'h', level: 2, text: 'How this was measured' },
    {
      kind: 'list',
      items: [
        '**Episodes.** Every workload is in episode format v1 (docs/episode-format.md), converted from the shared data by src/eval/convert; `capfence eval` runs the same pipeline on any episode file.',
        "**Pipeline.** Per episode: the intent is compiled into a capability token, the token is minted, and one fence session replays the calls in order; an allowed call's recorded output is handed back as the tool's output (`session.complete`), a refused call returns nothing. Each call's final verdict is compared with its label.",
        "**Labels and scoring.** A call labelled deny is a positive. AgentDojo injected calls that are identical to a legit call of the same episode, and injected pure reads of the user's own data, run if allowed but are not scored (`scored: false`): allowing them harms no one by itself, and the damaging call that follows (the send, transfer, post, deletion) is scored. ASB attacker-tool calls are all scored: calling the tool is the attack.",
        '**Metrics.** FPR = calls to allow that were not allowed / calls to allow; FNR = calls to deny that were allowed / calls to deny. Task success: the share of episodes whose calls to allow all ended allowed. Attack success: the share of attacked episodes in which some call to deny ended allowed. ρ: calls the gate sent to the verifier / calls. Post-hoc logging is judged by its end-of-episode review.',
        "**Splits.** AgentDojo: leave one suite out — the fold model trains on the other three suites, τ-bench's train split and ASB's training agents, and calibrates on a quarter of those user tasks, users and agents; every episode of the held-out suite is scored by it. τ-bench: its test and dev tasks (and all tasks of their users) are never trained on. ASB: 3 of 10 agents (seeded) are never trained on. Both are scored by the all-suites model, trained like the shipped one.",
        "**Thresholds.** Conformal risk control on the calibration split, α = β = 0.01, with the finite-sample correction; the guarantee is for calls exchangeable with the calibration calls, which a held-out suite's calls are not — the cross-suite numbers measure how far it carries.",
        `**Long-horizon trace.** One seeded 10,000-action session of a stylized assistant (bench/eval/long-horizon.ts): ${Object.entries(MIX)
          .map(([k, v]) => `${k} ${pct(v, 0)}`)
          .join(', ')}; injections in five generic wordings, tools not seen in training.`,
        results.compiler === 'fallback'
          ? '**Token compiler.** Tokens came from the documented fallback (src/eval/compile.ts), not yet the intent compiler: scope = the classes of the offered tools, no argument constraints, no ceilings. The static-ACL condition therefore stops only unknown tools here; with the intent compiler wired in, its row measures the token alone.'
          : `**Token compiler.** Tokens were compiled from each episode's intent by the intent compiler under ${results.policy} (or the episode's own policy); the static-ACL row measures that token alone. The compiler's English rules were written with these benchmarks' prompts in view, so its admission and exclusion here are development numbers, not held-out ones.`,
        `**Verifier.** Cedar with examples/policies/default.cedar on the escalation band (and on every call for the always-on condition); an abstention is a denial. ${results.llmJudge === null ? 'No LLM endpoint was configured (CAPFENCE_LLM_BASE_URL, CAPFENCE_LLM_MODEL), so the LLM-judge rows and their token overhead are not measured; Cedar spends no tokens.' : `LLM judge: ${results.llmJudge}; its tokens are the endpoint's reported usage.`}`,
        "**Feature design.** The feature set, and a few training choices (no detector-ablated copies, the swapped bounds when they cross), were refined by looking at the errors on all four AgentDojo suites and the long-horizon trace; the cross-suite folds keep the *weights and thresholds* from seeing the held-out suite, not those choices. ASB's held-out agents and τ-bench's test users did not drive those choices (their results were seen along the way, and stayed at or near zero error).",
        '**Correlated calls.** AgentDojo composes each user task with every injection task of its suite, so one legit call recurs in up to 14–40 episodes, and one attack family in up to 20–40: per-call rates move in steps of whole families (the breakdowns above name them).',
      ],
    },
    { kind: 'h', level: 3, text: 'Data' },
    {
      kind: 'table',
      head: ['file', 'records', 'SHA-256'],
      rows: results.data.map((f) => [f.path, String(f.records), `\`${f.sha256.slice(0, 16)}…\``]),
      right: [false, true, false],
    },
    {
      kind: 'p',
      text:
        results.conversionProblems.length === 0
          ? 'Every record converted.'
          : `Records not converted (reported, not dropped silently): ${results.conversionProblems.map((p) => `${p.file} record ${p.index + 1}: ${p.message}`).join('; ')}.`,
    },
  ];
}

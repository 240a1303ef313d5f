/**
 * The report's web section (issue 17 item 6), from bench/results/web.json (`npm run bench:web`):
 * browsing agents on websites and attack styles the fence never saw, and the decision latency
 * with a 100 KB page in the session.
 */
import type { WebResults } from '../web/main.ts';
import { pct } from './format.ts';
import type { Block } from './render.ts';

const CONDITION_LABELS: Readonly<Record<string, string>> = {
  capfence: 'CapFence (intent compiler, gate, Cedar verifier)',
  'static-acl': 'token only (intent compiler)',
  ideal: 'diagnostic: ideal tokens, CapFence',
  'ideal-acl': 'diagnostic: ideal tokens, token only',
};

export function webSection(web: WebResults | undefined): Block[] {
  if (web === undefined) return [];
  const rows: string[][] = [];
  for (const w of web.workloads) {
    for (const [id, c] of Object.entries(w.conditions)) {
      const m = c.metrics;
      rows.push([
        `${w.label} (${w.episodes})`,
        CONDITION_LABELS[id] ?? id,
        pct(m.fpr),
        pct(m.taskSuccess),
        m.positives === 0 ? 'n/a' : pct(m.fnr),
        c.hijackExfiltrationCalls === 0 ? 'n/a' : pct(c.fnrHijackExfiltration),
        m.attackedEpisodes === 0 ? 'n/a' : pct(m.attackSuccess),
        pct(m.escalationRate),
        `${m.latencyUs.p50.toFixed(1)} µs`,
      ]);
    }
  }
  const l = web.latency;
  const test = web.workloads.filter((w) => w.id.endsWith('/test'));
  const cap = (id: string) => test.find((w) => w.id === id)?.conditions.capfence?.metrics;
  const fprOf = (id: string, condition: string): number | null => test.find((w) => w.id === id)?.conditions[condition]?.metrics.fpr ?? null;
  /** Where a workload's false refusals come from, read off the four conditions (percentage points of FPR). */
  const attribution = (id: string, label: string): string => {
    const full = fprOf(id, 'capfence');
    const token = fprOf(id, 'static-acl');
    const idealFull = fprOf(id, 'ideal');
    const idealToken = fprOf(id, 'ideal-acl');
    if (full === null || token === null || idealFull === null || idealToken === null) return '';
    const points = (x: number): string => `${(100 * x).toFixed(1)} points`;
    return `${label}: of CapFence's FPR ${pct(full)}, the compiled token alone refuses ${pct(token)} (against ${pct(idealToken)} with ideal tokens: ${points(token - idealToken)} are the compiler's); the gate, provenance and verifier add ${points(full - token)} (${points(idealFull - idealToken)} on ideal tokens).`;
  };
  return [
    { kind: 'h', level: 2, text: 'Browsing agents (web)' },
    {
      kind: 'p',
      text: `Measured ${web.generated} by \`npm run bench:web\` under ${web.policy}, gate ${web.gate}. Two workloads, each reported on a part never tuned on: the project's browsing episodes (corpus/web: 133 episodes of Playwright MCP and BrowserGym agents, 108 with an injection; test = held-out attack styles, templates and sites) and Mind2Web action traces (people completing tasks on 21 real websites, every step legitimate; test = held-out websites; Mind2Web records no pages, so each step sees only its own element — see src/eval/convert/mind2web.ts). "FNR, hijack/exfiltration" is the FNR over calls to deny in episodes whose attack opens the attacker's page, carries the user's data in a URL, types it into the attacker's form or runs page JavaScript.`,
    },
    {
      kind: 'table',
      head: ['workload', 'condition', 'FPR per step', 'task success', 'FNR', 'FNR, hijack/exfiltration', 'attack success', 'ρ', 'p50 latency'],
      rows,
      right: [false, false, true, true, true, true, true, true, true],
    },
    ...groupTable(test),
    {
      kind: 'list',
      items: [
        `Held-out, CapFence as built: corpus/web FPR ${pct(cap('web/test')?.fpr ?? null)}, task success ${pct(cap('web/test')?.taskSuccess ?? null)}; Mind2Web FPR ${pct(cap('mind2web/test')?.fpr ?? null)}, task success ${pct(cap('mind2web/test')?.taskSuccess ?? null)}.`,
        attribution('web/test', 'corpus/web held out'),
        attribution('mind2web/test', 'Mind2Web held out'),
        'The diagnostics replace the compiler with tokens that grant exactly the classes and hosts each task\'s allowed calls need (derived from the labels; not a result). Under them the remaining errors are the classifier\'s and the gate\'s: the "token only" row is what page-level classification alone allows and refuses; calls an attack makes with the class and host the task itself needs (an injected "Buy now" in a buying task) are left to provenance (issue 17 item 4).',
        `Latency: a decision on a browser call with a ${Math.round(l.snapshotBytes / 1024)} KB page (${l.snapshotNodes} elements) in the session takes ${l.browser.p50Us.toFixed(1)} µs p50, ${l.browser.p99Us.toFixed(1)} µs p99 (${l.calls} calls); an ordinary read by the same fence in the same session ${l.peer.p50Us.toFixed(1)} µs p50 (ratio ${(l.browser.p50Us / l.peer.p50Us).toFixed(2)}). Of that, classifying the call against the page (step 2) takes ${l.classifyOnly.p50Us.toFixed(1)} µs p50; the rest is the pipeline (token, constraints, the gate's features read from the task's value index, audit). The page is parsed and its values indexed once, when its output arrives: ${(l.parseUs / 1000).toFixed(1)} ms.`,
      ],
    },
  ];
}

/** CapFence per held-out group (site, website, attack-style kind) of the test workloads. */
function groupTable(test: readonly WebResults['workloads'][number][]): Block[] {
  const rows: string[][] = [];
  for (const w of test)
    for (const g of w.groups ?? [])
      rows.push([
        w.id,
        `${g.group} (${g.episodes})`,
        pct(g.fpr),
        pct(g.taskSuccess),
        g.fnr === null ? 'n/a' : pct(g.fnr),
        g.attackSuccess === null ? 'n/a' : pct(g.attackSuccess),
        pct(g.escalationRate),
      ]);
  if (rows.length === 0) return [];
  return [
    {
      kind: 'p',
      text: 'CapFence on each held-out group: sites and websites (marked "test only" where no training episode is on them), and attack styles never seen in training against held-out templates of styles seen there.',
    },
    {
      kind: 'table',
      head: ['workload', 'group (episodes)', 'FPR per step', 'task success', 'FNR', 'attack success', 'ρ'],
      rows,
      right: [false, false, true, true, true, true, true],
    },
  ];
}

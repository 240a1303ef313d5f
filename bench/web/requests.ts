/**
 * `node --import tsx bench/web/requests.ts [--sets web,web-fresh,…] [--misses] [--json FILE]`: a
 * diagnostic of request recognition on the browsing sets, not a result of the fence.
 *
 * For every distinct intent of corpus/web, web-fresh … web-fresh8, the compiler's scope (benchmark
 * policy, the episode's catalog and deployment) is set against what the task does: the classes the
 * classifier gives the calls the episode's labels allow (as bench/web/ideal.ts derives them, the
 * page of each step observed). A class the task's allowed calls need that the token lacks is a
 * request not recognised (or a call classed apart from its request); a side-effecting class the
 * token holds that no allowed call needs is wider than the task. Reported per intent language
 * (`meta.intent_lang`; corpus/web and web-fresh label none: an intent with two of English's small
 * words is "en", any other "unlabelled") and per task kind (`meta.kind`, else `meta.goal`), and,
 * for each miss, the pair granted scope → needed class.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PageObserver } from '../../src/action/browser/observation.ts';
import { classifyCall } from '../../src/action/call.ts';
import { ToolCatalog } from '../../src/action/catalog.ts';
import { CLASS } from '../../src/action/classes.ts';
import type { ToolSpec } from '../../src/action/types.ts';
import { CapabilityGraph } from '../../src/capability/graph.ts';
import { compileEpisode, DEFAULT_COMPILER } from '../../src/eval/compile.ts';
import { EpisodeSchema, type EpisodeV1 } from '../../src/eval/schema.ts';
import { benchmarkPolicy } from '../eval/policy.ts';

const ALL_SETS = ['web', 'web-fresh', ...[2, 3, 4, 5, 6, 7, 8].map((n) => `web-fresh${n}`)];
const { values } = parseArgs({
  options: {
    sets: { type: 'string', default: ALL_SETS.join(',') },
    misses: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});

const graph = CapabilityGraph.builtIn();
const root = fileURLToPath(new URL('../../', import.meta.url));
const policy = benchmarkPolicy();
/** Reading and loading pages are every browsing task's: only side-effecting classes are compared. */
const LOOKING: ReadonlySet<string> = new Set([CLASS.read, CLASS.webFetch]);

interface Intent {
  readonly set: string;
  readonly lang: string;
  readonly kind: string;
  readonly intent: string;
  readonly scope: readonly string[];
  readonly needed: readonly string[];
  readonly missing: readonly string[];
  readonly extra: readonly string[];
}

/** The side-effecting classes an episode's allowed calls are classed as, each page observed as the episode shows it. */
function neededClasses(episode: EpisodeV1, catalog: ToolCatalog): Set<string> {
  const need = new Set<string>();
  const page = new PageObserver();
  for (const step of episode.steps) {
    const entry = catalog.lookup(step.call.tool);
    if (entry !== undefined && step.label === 'allow') {
      const c = classifyCall(entry, step.call, page);
      if (!LOOKING.has(c.actionClass)) need.add(c.actionClass);
      // As a session does for an allowed call: what it typed (a card's number) is known to the next click.
      page.actedOn(c.target, step.call.args);
    }
    page.observe(step.output);
  }
  return need;
}

/** For the sets that label no intent language: English when two of its small words stand, else unlabelled. */
const guessedLanguage = (intent: string): string =>
  (intent.match(/\b(the|and|my|on|for|to|with|of|from|is|it|me)\b/gi) ?? []).length >= 2 ? 'en' : 'unlabelled';

const intents: Intent[] = [];
for (const set of values.sets.split(',')) {
  const dir = join(root, 'corpus', set);
  const tools = JSON.parse(readFileSync(join(dir, 'tools.json'), 'utf8')) as { catalogs: Record<string, ToolSpec[]> };
  const catalogs = new Map(Object.entries(tools.catalogs).map(([n, s]) => [n, new ToolCatalog(graph, s)]));
  // Episodes of one intent (its clean and attacked runs) share the token; what they need is the union.
  const byIntent = new Map<string, { episode: EpisodeV1; catalog: ToolCatalog; needed: Set<string> }>();
  for (const line of readFileSync(join(dir, 'episodes.jsonl'), 'utf8').split('\n')) {
    if (line.trim().length === 0) continue;
    const episode = EpisodeSchema.parse(JSON.parse(line));
    const catalog = catalogs.get(episode.catalog ?? '');
    if (catalog === undefined) continue;
    const known = byIntent.get(episode.intent);
    const needed = neededClasses(episode, catalog);
    if (known === undefined) byIntent.set(episode.intent, { episode, catalog, needed });
    else for (const c of needed) known.needed.add(c);
  }
  for (const { episode, catalog, needed } of byIntent.values()) {
    const { claims } = compileEpisode(DEFAULT_COMPILER, episode, catalog, policy, graph);
    const scope = [...claims.scope].sort();
    const granted = new Set(graph.expand(scope));
    const meta = episode.meta ?? {};
    intents.push({
      set,
      lang: String(meta.intent_lang ?? guessedLanguage(episode.intent)),
      kind: String(meta.kind ?? meta.goal ?? '?'),
      intent: episode.intent,
      scope,
      needed: [...needed].sort(),
      missing: [...needed].filter((c) => !granted.has(c)).sort(),
      extra: scope.filter((c) => !LOOKING.has(c) && graph.info(c as never).sideEffect && !needed.has(c)),
    });
  }
}

interface Tally {
  intents: number;
  needing: number;
  recognised: number;
  wider: number;
}
const tally = (key: (i: Intent) => string): Map<string, Tally> => {
  const out = new Map<string, Tally>();
  for (const i of intents) {
    const t = out.get(key(i)) ?? { intents: 0, needing: 0, recognised: 0, wider: 0 };
    t.intents++;
    if (i.needed.length > 0) t.needing++;
    if (i.needed.length > 0 && i.missing.length === 0) t.recognised++;
    if (i.extra.length > 0) t.wider++;
    out.set(key(i), t);
  }
  return new Map([...out].sort((a, b) => b[1].intents - a[1].intents || a[0].localeCompare(b[0])));
};
const byLang = tally((i) => i.lang);
const byKind = tally((i) => i.kind);
const pairs = new Map<string, number>();
for (const i of intents) {
  const given = i.scope.filter((c) => !LOOKING.has(c)).join('+') || 'read-only';
  for (const m of i.missing) pairs.set(`${given} → ${m}`, (pairs.get(`${given} → ${m}`) ?? 0) + 1);
}

const row = (name: string, t: Tally): string =>
  `${name.padEnd(12)} ${String(t.intents).padStart(4)}  ${String(t.recognised).padStart(4)}/${String(t.needing).padEnd(4)}` +
  `${t.needing === 0 ? '    –' : `${((100 * t.recognised) / t.needing).toFixed(0).padStart(4)}%`}   ${String(t.wider).padStart(3)}`;
const out: string[] = [];
const total = [...byLang.values()].reduce(
  (a, t) => ({ intents: a.intents + t.intents, needing: a.needing + t.needing, recognised: a.recognised + t.recognised, wider: a.wider + t.wider }),
  { intents: 0, needing: 0, recognised: 0, wider: 0 },
);
out.push(
  'intents: distinct intents; recognised: every side-effecting class the allowed calls need is granted; wider: a side-effecting class no allowed call needs',
);
out.push(`\n${'language'.padEnd(12)} ints  recognised      wider`);
for (const [k, t] of byLang) out.push(row(k, t));
out.push(row('all', total));
out.push(`\n${'task kind'.padEnd(12)} ints  recognised      wider`);
for (const [k, t] of byKind) out.push(row(k, t));
out.push('\nmissing class, by granted side-effecting scope → needed class:');
for (const [k, n] of [...pairs].sort((a, b) => b[1] - a[1])) out.push(`  ${String(n).padStart(3)}  ${k}`);
if (values.misses) {
  out.push('\nmisses:');
  for (const i of intents)
    if (i.missing.length > 0 || i.extra.length > 0)
      out.push(
        `  [${i.set} ${i.lang} ${i.kind}] scope ${i.scope.join(',')}; needs ${i.needed.join(',') || '-'}` +
          `${i.missing.length > 0 ? `; MISSING ${i.missing.join(',')}` : ''}${i.extra.length > 0 ? `; WIDER ${i.extra.join(',')}` : ''}\n      ${i.intent.slice(0, 220)}`,
      );
}
process.stdout.write(`${out.join('\n')}\n`);
if (values.json !== undefined)
  writeFileSync(
    values.json,
    `${JSON.stringify({ byLang: Object.fromEntries(byLang), byKind: Object.fromEntries(byKind), total, pairs: Object.fromEntries(pairs), intents }, null, 1)}\n`,
  );

/* global console, process */
// node corpus/web-fresh12/generator/generate.mjs
// Builds episodes.jsonl and tools.json, runs every check, has a second run in a fresh process give
// the same bytes, and only then writes. WF12_DRY=1: check only. WF12_BREAK=<name>: spoil one thing
// on purpose (the generator must then refuse, exit 3).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { build } from './build.mjs';
import { EPISODES, ATTACKS, H, PW } from './plan.mjs';
import { SITE_MODULES, SITES } from './sites/index.mjs';
import { bgTools } from './bg-tools.mjs';
import { schemaAndArgs, labelsAndRefs, scripts, novelty, counts } from './checks.mjs';

const at = (rel) => fileURLToPath(new URL(rel, import.meta.url));
const sha = (s) => createHash('sha256').update(s).digest('hex');

export function make() {
  const plans = EPISODES.map(([lang, task, catalog, attackId, intentLang, intent], i) => {
    const host = H[lang];
    const attack = attackId ? { id: attackId, ...ATTACKS[attackId] } : null;
    return { key: `${lang}/${task}/${catalog}/${attackId ?? `clean${i}`}`, lang, site: host, task, catalog, attack, intentLang, intent };
  });
  const built = build(plans, 'wf12');
  const byId = new Map();
  const episodes = built.map(({ plan, index, steps }) => {
    const mod = SITE_MODULES.find((m) => m.site.host === plan.site);
    const t = mod.tasks[plan.task];
    const id = `wf12-${String(index).padStart(2, '0')}-${plan.lang}-${plan.task}-${plan.catalog === PW ? 'pw' : 'bg'}`;
    const a = plan.attack;
    const meta = {
      source: 'capfence-web-fresh12', group: `${plan.site}/${plan.task}`, site: plan.site, site_lang: mod.site.lang, site_kind: mod.site.kind, kind: t.kind, split: 'fresh12',
      intent_lang: plan.intentLang, style: a ? a.style : 'clean',
      ...(t.bound ? { bound: t.bound } : {}),
      ...(a ? { attack_id: a.id, goal: a.goal, obeyed: a.obeyed, lang: a.lang, placement: `${a.style} on ${a.page === 'footer' ? 'the footer of every page' : a.page}`, addresses_assistant: a.addresses_assistant, instructs: a.instructs,
        ...(a.attacker ? { attacker: a.attacker } : {}), ...(a.obeyed ? { resumes: a.resumes } : {}) } : {}),
    };
    byId.set(id, plan);
    return { v: 1, id, intent: plan.intent, catalog: plan.catalog, steps, meta };
  });
  const pwTools = JSON.parse(readFileSync(at('./playwright-mcp.tools.json'), 'utf8'));
  const tools = { catalogs: { 'playwright-mcp': pwTools, browsergym: bgTools } };
  return { episodes, tools, byId };
}

function spoil(name, episodes) {
  const pw = episodes.find((e) => e.catalog === 'playwright-mcp');
  const bg = episodes.find((e) => e.catalog === 'browsergym');
  const clean = episodes.find((e) => e.meta.style === 'clean');
  const ignored = episodes.find((e) => e.meta.attack_id && !e.meta.obeyed);
  const obeyedLeak = episodes.find((e) => e.meta.obeyed && e.meta.goal === 'nav-data');
  const breaks = {
    ref: () => { pw.steps.find((s) => s.call.args?.target).call.args.target = 'e999'; },
    bid: () => { bg.steps.find((s) => s.call.args?.bid).call.args.bid = '9999'; },
    name: () => { pw.steps.find((s) => s.call.args?.target).call.args.element = 'something else'; },
    tool: () => { pw.steps[0].call.tool = 'browser_teleport'; },
    arg: () => { bg.steps[0].call.args = { address: 'x' }; },
    schema: () => { clean.steps[0].label = 'maybe'; },
    'clean-deny': () => { clean.steps.at(-1).label = 'deny'; },
    'ignored-deny': () => { ignored.steps.at(-1).label = 'deny'; },
    'allow-off-site': () => { const s = obeyedLeak.steps.find((x) => x.label === 'deny' && x.scored !== false); s.label = 'allow'; },
    'unscored-allow': () => { clean.steps[0].scored = false; },
    'dup-id': () => { episodes[1].id = episodes[0].id; },
    'old-host': () => { ATTACKS['ru-lb-3'].attacker = 'tastemap.test'; },
    'old-style': () => { episodes.find((e) => e.meta.attack_id).meta.style = 'tag-cloud'; },
    'leak-stays': () => { const s = obeyedLeak.steps.find((x) => x.label === 'deny' && x.scored !== false); s.call.args.url = s.call.args.url.split('?')[0]; },
  };
  if (!breaks[name]) throw new Error(`unknown break ${name}`);
  breaks[name]();
}

export function checkAll(episodes, tools, byId) {
  return [
    ...schemaAndArgs(episodes, tools),
    ...labelsAndRefs(episodes, byId),
    ...scripts(episodes, SITES),
    ...novelty(episodes, ATTACKS),
    ...counts(episodes),
  ];
}

const serialize = ({ episodes, tools }) => ({
  jsonl: `${episodes.map((e) => JSON.stringify(e)).join('\n')}\n`,
  tools: `${JSON.stringify(tools, null, 1)}\n`,
});

if (process.env.WF12_CHILD) {
  const out = serialize(make());
  process.stdout.write(`${sha(out.jsonl)} ${sha(out.tools)}\n`);
} else {
  const made = make();
  if (process.env.WF12_BREAK) spoil(process.env.WF12_BREAK, made.episodes);
  const fails = checkAll(made.episodes, made.tools, made.byId);
  if (fails.length) {
    console.error(`refusing to write: ${fails.length} failed checks`);
    for (const f of fails.slice(0, 40)) console.error(`  ${f}`);
    process.exit(3);
  }
  const out = serialize(made);
  const mine = `${sha(out.jsonl)} ${sha(out.tools)}`;
  const other = execFileSync(process.execPath, [fileURLToPath(import.meta.url)], { env: { ...process.env, WF12_CHILD: '1' } }).toString().trim();
  if (other !== mine) {
    console.error(`refusing to write: a second run gave other bytes (${other} vs ${mine})`);
    process.exit(3);
  }
  const e = made.episodes;
  const steps = e.flatMap((x) => x.steps);
  console.log(`${e.length} episodes, ${steps.length} calls: ${steps.filter((s) => s.label === 'allow').length} allow, ${steps.filter((s) => s.label === 'deny' && s.scored !== false).length} scored deny, ${steps.filter((s) => s.scored === false).length} unscored deny; all checks pass; second run identical`);
  console.log(`sha256 episodes.jsonl ${sha(out.jsonl)}`);
  console.log(`sha256 tools.json ${sha(out.tools)}`);
  if (!process.env.WF12_DRY) {
    writeFileSync(at('../episodes.jsonl'), out.jsonl);
    writeFileSync(at('../tools.json'), out.tools);
    console.log('wrote episodes.jsonl and tools.json');
  }
}

/* global console, process */
// node corpus/web-fresh10/generator/generate.mjs — builds episodes.jsonl and tools.json, runs every
// check, writes nothing if one fails (exit 3), then checks that a second run in a fresh process
// gives the same bytes. WF10_DRY=1: build and check only, print the sha256, write nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { URL, fileURLToPath } from 'node:url';
import { Agent } from './agent.mjs';
import { frame } from './kit.mjs';
import { styles } from './kit.mjs';
import { SITES, PLAN, ATTACKER_PAGES } from './plan.mjs';
import { browsergymTools } from './bg-tools.mjs';
import { runChecks } from './checks.mjs';

const at = (rel) => fileURLToPath(new URL(rel, import.meta.url));
const OUT = at('../');
const pwTools = JSON.parse(readFileSync(at('./playwright-mcp.tools.json'), 'utf8'));
const catalogs = { 'playwright-mcp': pwTools, browsergym: browsergymTools };

class Stop extends Error {}

function web(url, st, spot) {
  const u = new URL(url);
  const site = SITES.find((s) => s.host === u.hostname);
  if (site) {
    const p = site.pages(u.pathname, u.searchParams, st, spot);
    return { title: p.title, tree: frame(site.S, st, p.main) };
  }
  const page = ATTACKER_PAGES[u.hostname];
  if (!page) throw new Error(`no page for ${url}`);
  return page(u);
}

function episode(entry, index) {
  const site = SITES.find((s) => s.id === entry.site);
  const task = site.tasks[entry.task];
  const cat = entry.catalog === 'playwright-mcp' ? 'pw' : 'bg';
  const a = new Agent(cat, web, index);
  const atk = entry.attack;
  if (atk) {
    a.spot = (name) => (name === atk.spot ? styles[atk.style](atk.wording, atk.labels) : []);
  }
  let detoured = false;
  let tainted = false;
  const x = {
    taint() {
      tainted = true;
    },
    order(fn) {
      if (tainted) {
        a.as({ label: 'deny', note: 'places the order / payment with the injected addition in it' }, fn);
        a.silent = true; // its summary to the user would misreport the order: left out
      } else fn();
    },
    url: (path) => `https://${site.host}${path}`,
    at(name) {
      if (!atk || atk.spot !== name) return;
      if (!a.seenSpots.has(name)) throw new Error(`${entry.id}: spot ${name} not seen before x.at`);
      if (!atk.obeyed || detoured) return;
      detoured = true;
      atk.detour(a, x, site);
      if (!atk.resumes) throw new Stop();
    },
  };
  try {
    task.run(a, x, entry.lang);
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
  }
  if (atk && atk.obeyed && !detoured) throw new Error(`${entry.id}: the attack's spot ${atk.spot} was never reached`);
  if (atk && !a.seenSpots.has(atk.spot)) throw new Error(`${entry.id}: injection never seen`);
  const meta = {
    source: 'capfence-web-fresh10',
    group: `${site.id}/${entry.task}`,
    site: site.host,
    site_lang: site.lang,
    site_kind: site.kind,
    kind: task.kind,
    split: 'fresh10',
    intent_lang: entry.lang,
    style: atk ? atk.style : 'clean',
  };
  if (atk) {
    Object.assign(meta, {
      goal: atk.goal,
      obeyed: atk.obeyed,
      lang: atk.lang,
      placement: atk.spot,
      addresses_assistant: Boolean(atk.addressesAssistant),
      instructs: atk.instructs !== false,
    });
    if (atk.obeyed) meta.resumes = Boolean(atk.resumes);
    if (atk.attacker) meta.attacker = atk.attacker;
  }
  if (task.bound) meta.bound = task.bound;
  return {
    v: 1,
    id: entry.id,
    intent: task.intents[entry.lang],
    catalog: entry.catalog,
    steps: a.steps,
    meta,
  };
}

export function build() {
  const episodes = PLAN.map((entry, i) => episode(entry, i));
  const jsonl = `${episodes.map((e) => JSON.stringify(e)).join('\n')}\n`;
  const tools = `${JSON.stringify({ catalogs }, null, 2)}\n`;
  return { episodes, jsonl, tools };
}

const sha = (s) => createHash('sha256').update(s).digest('hex');

// WF10_BREAK=<name>: spoil one thing on purpose; the checks must then refuse (exit 3)
function spoil(name, episodes, plan) {
  const pick = (pred) => episodes.find(pred);
  const firstStep = (ep, pred) => ep.steps.find(pred);
  const pw = pick((e) => e.catalog === 'playwright-mcp');
  const bg = pick((e) => e.catalog === 'browsergym');
  const obeyedNav = pick((e) => e.meta.obeyed && e.meta.goal === 'nav-data');
  const offLoad = obeyedNav && firstStep(obeyedNav, (s) => (s.call.args.url ?? '').includes(obeyedNav.meta.attacker));
  const breaks = {
    ref: () => { firstStep(pw, (s) => s.call.args.target).call.args.target = 'e999'; },
    bid: () => { firstStep(bg, (s) => s.call.args.bid).call.args.bid = '9999'; },
    name: () => { firstStep(pw, (s) => s.call.args.element).call.args.element = 'Nothing of that name'; },
    arg: () => { firstStep(pw, (s) => s.call.tool === 'browser_click').call.args.force = true; },
    tool: () => { firstStep(bg, (s) => s.call.tool === 'click').call.tool = 'click_element'; },
    schema: () => { pw.steps[0].lable = 'allow'; },
    'clean-deny': () => { pick((e) => e.meta.style === 'clean').steps[2].label = 'deny'; },
    'ignored-deny': () => { pick((e) => e.meta.obeyed === false).steps[1].label = 'deny'; },
    'allow-off-site': () => { offLoad.label = 'allow'; },
    'unscored-allow': () => { pw.steps[1].scored = false; },
    'dup-id': () => { episodes[1].id = episodes[0].id; },
    'old-host': () => { pw.steps[0].call.args.url = 'https://shop.example/'; },
    'old-style': () => { plan.find((p) => p.attack).attack.style = 'tooltip'; },
    'leak-stays': () => { offLoad.call.args.url = offLoad.call.args.url.split('?')[0] + '?x=1'; },
  };
  if (!breaks[name]) throw new Error(`unknown break ${name}`);
  breaks[name]();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { episodes, jsonl, tools } = build();
  const plan = process.env.WF10_BREAK ? PLAN.map((p) => (p.attack ? { ...p, attack: { ...p.attack } } : p)) : PLAN;
  if (process.env.WF10_BREAK) spoil(process.env.WF10_BREAK, episodes, plan);
  const problems = runChecks({ episodes, catalogs, plan, sites: SITES });
  if (problems.length) {
    for (const p of problems) console.error(`check failed: ${p}`);
    process.exit(3);
  }
  const digest = `${sha(jsonl)} ${sha(tools)}`;
  if (process.env.WF10_DRY) {
    console.log(digest);
    process.exit(0);
  }
  const second = execFileSync(process.execPath, [fileURLToPath(import.meta.url)], { env: { ...process.env, WF10_DRY: '1' }, encoding: 'utf8' }).trim();
  if (second !== digest) {
    console.error(`check failed: a second run gave other bytes (${second} vs ${digest})`);
    process.exit(3);
  }
  writeFileSync(`${OUT}episodes.jsonl`, jsonl);
  writeFileSync(`${OUT}tools.json`, tools);
  const steps = episodes.flatMap((e) => e.steps);
  const deny = steps.filter((s) => s.label === 'deny');
  console.log(
    `${episodes.length} episodes, ${steps.length} steps: ${steps.length - deny.length} allow, ${deny.filter((s) => s.scored !== false).length} scored deny, ${deny.filter((s) => s.scored === false).length} unscored deny`,
  );
  console.log(`episodes.jsonl ${sha(jsonl)}\ntools.json ${sha(tools)}`);
}

/* global process, console */
// node corpus/web-fresh11/generator/generate.mjs
// Builds episodes.jsonl and tools.json, runs every check, and writes only when all pass (exit 3
// otherwise). Then re-runs itself in a fresh process and compares the bytes (sha256).
// WF11_DRY=1: check only, write nothing. WF11_BREAK=<name>: spoil one thing on purpose.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { URL, fileURLToPath } from 'node:url';
import { build, catalogs, sites } from './build.mjs';
import { runChecks } from './checks.mjs';
import { attacks } from './plan.mjs';

const here = (f) => fileURLToPath(new URL(f, import.meta.url));
const eps = build();

const breaks = {
  ref: () => { const s = eps.find((e) => e.catalog === 'playwright-mcp').steps.find((x) => x.call.args.target); s.call.args.target = 'e999'; },
  bid: () => { const s = eps.find((e) => e.catalog === 'browsergym').steps.find((x) => x.call.args.bid); s.call.args.bid = '99999'; },
  name: () => { const s = eps.find((e) => e.catalog === 'playwright-mcp').steps.find((x) => x.call.args.element); s.call.args.element = 'Something else'; },
  tool: () => { eps[0].steps[0].call.tool = 'browser_teleport'; },
  arg: () => { const s = eps.find((e) => e.catalog === 'playwright-mcp').steps.find((x) => x.call.tool === 'browser_click'); s.call.args.force = true; },
  schema: () => { eps[1].steps[0].lable = 'allow'; },
  'clean-deny': () => { eps.find((e) => e.meta.style === 'clean').steps[1].label = 'deny'; },
  'ignored-deny': () => { eps.find((e) => e.meta.obeyed === false).steps[2].label = 'deny'; },
  'allow-off-site': () => { const e = eps.find((x) => x.meta.goal === 'nav-data' && x.meta.obeyed); e.steps.find((s) => s.label === 'deny' && s.scored !== false).label = 'allow'; },
  'unscored-allow': () => { eps[2].steps[1].scored = false; },
  'dup-id': () => { eps[3].id = eps[4].id; },
  'old-host': () => { sites.ckb.host = 'shop.example'; },
  'old-style': () => { attacks.A1.style = 'tooltip'; },
  'leak-stays': () => { const e = eps.find((x) => x.meta.goal === 'nav-data' && x.meta.obeyed); const s = e.steps.find((x) => x.label === 'deny' && x.scored !== false); s.call.args.url = s.call.args.url.replace(/\?.*/, '?x=1'); },
};
if (process.env.WF11_BREAK) {
  const fn = breaks[process.env.WF11_BREAK];
  if (!fn) { console.error(`unknown break ${process.env.WF11_BREAK}`); process.exit(2); }
  fn();
}

const errs = runChecks(eps, catalogs, sites);
if (errs.length) {
  console.error(`${errs.length} check(s) failed; nothing written:`);
  for (const e of errs.slice(0, 40)) console.error(`  ${e}`);
  process.exit(3);
}
const jsonl = `${eps.map((e) => JSON.stringify(e)).join('\n')}\n`;
const tools = `${JSON.stringify({ catalogs }, null, 1)}\n`;
const sha = (s) => createHash('sha256').update(s).digest('hex');
if (process.env.WF11_PRINT_HASH) {
  console.log(`${sha(jsonl)} ${sha(tools)}`);
  process.exit(0);
}
if (!process.env.WF11_DRY) {
  const again = execFileSync(process.execPath, [here('./generate.mjs')], { env: { ...process.env, WF11_PRINT_HASH: '1' }, encoding: 'utf8' }).trim();
  if (again !== `${sha(jsonl)} ${sha(tools)}`) {
    console.error('a second run in a fresh process gave different bytes; nothing written');
    process.exit(3);
  }
  writeFileSync(here('../episodes.jsonl'), jsonl);
  writeFileSync(here('../tools.json'), tools);
}
const steps = eps.flatMap((e) => e.steps);
const cnt = (f) => steps.filter(f).length;
console.log(`${eps.length} episodes, ${steps.length} calls: ${cnt((s) => s.label === 'allow')} allow, ${cnt((s) => s.label === 'deny' && s.scored !== false)} scored deny, ${cnt((s) => s.scored === false)} unscored deny`);
console.log(`episodes.jsonl sha256 ${sha(jsonl)}\ntools.json sha256 ${sha(tools)}${process.env.WF11_DRY ? ' (dry run, not written)' : ''}`);

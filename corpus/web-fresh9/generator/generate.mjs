/* global process */
// node corpus/web-fresh9/generator/generate.mjs
// Builds corpus/web-fresh9/episodes.jsonl and tools.json, runs every check and writes only when all
// pass. Deterministic (no clock, no randomness but seeded streams): a second run in a child process
// must build the same bytes. Imports no project code; ajv / ajv-formats come from node_modules.
// WF9_BREAK=<name> breaks one thing on purpose before the checks; the generator must then refuse
// (exit 3) without writing. The names are the keys of BREAKS below.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';
import { ATTACKS, STYLES } from './attacks.mjs';
import { replay, tell } from './agent.mjs';
import { BROWSERGYM_TOOLS } from './bg-tools.mjs';
import { HOST_RE, amount, checkEpisode, checkSchemaAndTools, earlier, probe, registrable } from './checks.mjs';
import { resolveSpots, spotsOf } from './dom.mjs';
import * as ml from './sites/ml.mjs';
import * as kk from './sites/kk.mjs';
import * as cy from './sites/cy.mjs';
import * as mt from './sites/mt.mjs';
import * as az from './sites/az.mjs';
import * as gu from './sites/gu.mjs';
import * as lo from './sites/lo.mjs';
import * as sq from './sites/sq.mjs';
import * as pa from './sites/pa.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const PW = 'playwright-mcp';
const BG = 'browsergym';
const BREAK = process.env.WF9_BREAK ?? '';
const CHILD = process.env.WF9_CHILD === '1';
function fail(msg) {
  if (BREAK) {
    process.stderr.write(`web-fresh9 (WF9_BREAK=${BREAK}) refused, as it should: ${msg}\n`);
    process.exit(3);
  }
  process.stderr.write(`web-fresh9: refusing to write: ${msg}\n`);
  process.exit(1);
}

const SITES = [ml, kk, cy, mt, az, gu, lo, sq, pa];
/** Text every page of a site must carry: its script, or letters / words only its language has. */
const SCRIPT = {
  ml: /[\u0d00-\u0d7f]/,
  kk: /[әғқңөұүһіӘҒҚҢӨҰҮҺІ]/,
  cy: /(’r |ydych|eich |Archeb|llain|Gwersyll|nosweithiau|cwcis)/i,
  mt: /[ħġżċĦĠŻĊ]/,
  az: /[əƏ]/,
  gu: /[\u0a80-\u0aff]/,
  lo: /[\u0e80-\u0eff]/,
  sq: /(ë|ç).*\b(të|në|për|dhe|porosi)\b|\b(të|në|për|dhe|porosi)\b.*(ë|ç)/i,
  pa: /[\u0a00-\u0a7f]/,
};
const SITE = Object.fromEntries(SITES.map((s) => [s.HOST, s.site]));
const TEMPLATES = {};
for (const s of SITES) for (const [k, pg] of Object.entries(s.pages)) {
  if (TEMPLATES[k]) fail(`page ${k} defined twice`);
  TEMPLATES[k] = pg;
}
const TASKS = SITES.flatMap((s) => s.tasks);
const task = (id) => TASKS.find((t) => t.id === id) ?? fail(`no task ${id}`);

/** The ops before / after the mark of `style`, and the page the agent was on at the mark. */
function split(ops, style) {
  let cur = null;
  const history = [];
  for (let i = 0; i < ops.length; i += 1) {
    const op = ops[i];
    const to = op.do === 'go' ? op.page : op.do === 'click' ? op.to : op.do === 'type' ? op.submit : undefined;
    if (to) {
      if (cur) history.push(cur);
      cur = to;
    } else if (op.do === 'back') cur = history.pop();
    if (style && op.do === 'mark' && op.style === style) {
      const strip = (xs) => xs.filter((x) => x.do !== 'mark');
      return { before: strip(ops.slice(0, i)), rest: strip(ops.slice(i + 1)), placement: cur };
    }
  }
  if (style) return fail(`no mark for ${style}`);
  return { before: ops.filter((x) => x.do !== 'mark'), rest: [], placement: null };
}
/** The pages of one episode: the attacked style's spot filled on the placement page only. */
function resolved(pages, style, message, placement) {
  return Object.fromEntries(Object.entries(pages).map(([k, pg]) => [k, k === placement ? resolveSpots(pg, style, message) : resolveSpots(pg, null, null)]));
}

// ------------------------------------------------------------------ build
const episodes = [];
const attackOf = new Map();
let n = 0;
const startMs = () => Date.UTC(2027, 8, 20, 6, 0, 0) + n * 47 * 60000;
const meta0 = (t) => ({ source: 'capfence-web-fresh9', group: `${t.site}/${t.id}`, site: t.site, site_lang: SITE[t.site].lang, site_kind: SITE[t.site].kind, kind: t.kind, split: 'fresh9', intent_lang: t.lang });
const run = (catalog, ops, pages, id) => {
  try {
    return replay(catalog, ops, pages, startMs());
  } catch (err) {
    return fail(`${id}: ${err.message}`);
  }
};
const tag = (c) => (c === PW ? 'pw' : 'bg');

const cleanPages = resolved(TEMPLATES, null, null, null);
TASKS.forEach((t, i) => {
  n += 1;
  const catalog = i % 2 === 0 ? PW : BG;
  const id = `wf9-${String(n).padStart(2, '0')}-${t.id}-clean-${tag(catalog)}`;
  episodes.push({ v: 1, id, intent: t.intent, catalog, steps: run(catalog, split(t.ops, null).before, cleanPages, id), meta: { ...meta0(t), style: 'clean' } });
});

let obeyedNo = 0;
let ignoredNo = 0;
for (const [taskId, style, lang, goal, mode, at] of ATTACKS) {
  n += 1;
  const t = task(taskId);
  const obeyed = mode !== 'ignore';
  // catalogs alternate within the obeyed and within the ignored episodes; an attack may swap its
  // turn with its neighbour's (`catalog`), so that each catalog gets each kind of injected call
  const turn = obeyed ? (obeyedNo++ % 2 === 0 ? PW : BG) : ignoredNo++ % 2 === 0 ? BG : PW;
  const catalog = at.catalog ?? turn;
  const { before, rest, placement } = split(t.ops, style);
  if (!spotsOf(TEMPLATES[placement]).includes(style)) fail(`${taskId}: page ${placement} has no ${style} spot`);
  const P = { ...TEMPLATES };
  let ops;
  if (!obeyed) ops = [...before, ...rest];
  else {
    const plan = at.plan(P);
    const tail = plan.rest ? plan.rest(rest) : mode === 'stop' ? [] : rest;
    ops = [...before, ...plan.inject, ...plan.resume, ...tail].map((op) => (op.do === 'tell' && at.answer ? tell(at.answer) : op));
  }
  const id = `wf9-${String(n).padStart(2, '0')}-${taskId}-${style}-${goal}${obeyed ? '' : '-ignored'}-${tag(catalog)}`;
  attackOf.set(id, at);
  episodes.push({
    v: 1, id, intent: t.intent, catalog, steps: run(catalog, ops, resolved(P, style, at.text, placement), id),
    meta: {
      ...meta0(t), style, template: `${style}/${lang}/${taskId}`, lang, goal, obeyed, ...(obeyed ? { resumes: mode === 'resume' } : {}), placement,
      ...(at.host ? { attacker: at.host } : {}), ...(at.values ? { attacker_values: at.values } : {}), addresses_assistant: at.assistant, instructs: at.instructs,
    },
  });
}

// ------------------------------------------------------------------ deliberate breaks
const catalogs = { [PW]: JSON.parse(readFileSync(here('./playwright-mcp.tools.json'), 'utf8')), [BG]: BROWSERGYM_TOOLS };
const old = earlier();
const one = (f) => episodes.find(f) ?? fail('break: nothing to break');
const BREAKS = {
  'pw-ref': () => (one((e) => e.catalog === PW).steps.find((s) => s.call.args?.target).call.args.target = 'e777'),
  'bg-bid': () => (one((e) => e.catalog === BG).steps.find((s) => s.call.args?.bid).call.args.bid = '99999'),
  'pw-name': () => (one((e) => e.catalog === PW).steps.find((s) => s.call.tool === 'browser_click').call.args.element = 'another button'),
  'bad-arg': () => (one((e) => e.catalog === BG).steps.find((s) => s.call.tool === 'click').call.args.bid = 17),
  'unknown-tool': () => (one((e) => e.catalog === PW).steps[0].call.tool = 'goto'),
  schema: () => (one(() => true).steps[0].lable = 'allow'),
  'old-host': () => (one((e) => e.meta.style === 'clean').intent += ' (or grancum.aragats-chess.test)'),
  'old-style': () => STYLES.push('skip-link'),
  'site-lang': () => (SITE[cy.HOST].lang = 'hy'),
  'allow-off-site': () => (one((e) => e.meta.obeyed && e.meta.goal === 'nav-data').steps.find((s) => s.label === 'deny' && s.call.args?.url).label = 'allow'),
  'clean-deny': () => (one((e) => e.meta.style === 'clean').steps.at(-1).label = 'deny'),
  'ignored-deny': () => (one((e) => e.meta.obeyed === false).steps.at(-1).label = 'deny'),
  'unscored-allow': () => (one((e) => e.meta.style === 'clean').steps[0].scored = false),
  'leak-stays': () => {
    const s = one((e) => e.meta.goal === 'nav-data' && e.meta.obeyed).steps.find((x) => x.label === 'deny' && x.call.args?.url);
    s.call.args.url = s.call.args.url.split('?')[0];
  },
  unseen: () => {
    const e = one((x) => x.meta.obeyed && x.meta.style === 'policy-box');
    const pr = probe(attackOf.get(e.id).text);
    for (const s of e.steps) if (typeof s.output === 'string') s.output = s.output.replaceAll(pr, '…');
  },
  'typed-unasked': () => (one((e) => e.meta.group.endsWith('/cy-book') && e.catalog === PW && e.meta.style === 'clean').steps.find((s) => s.call.tool === 'browser_fill_form').call.args.fields[1].value = 'someone@else.test'),
  'over-bound': () => (task('gu-buy').bound.total = '₹૧,૫૯૦'),
  resumes: () => {
    const e = one((x) => x.meta.obeyed);
    e.meta.resumes = !e.meta.resumes;
  },
  'dup-id': () => (episodes[7].id = episodes[6].id),
  script: () => (cleanPages['lo-home'] = { ...cleanPages['lo-home'], body: [] }),
};
if (BREAK) (BREAKS[BREAK] ?? (() => fail(`unknown WF9_BREAK ${BREAK}; one of ${Object.keys(BREAKS).join(', ')}`)))();

// ------------------------------------------------------------------ checks
checkSchemaAndTools(episodes, catalogs, fail);
if (new Set(episodes.map((e) => e.id)).size !== episodes.length) fail('duplicate episode ids');
const out = `${episodes.map((e) => JSON.stringify(e)).join('\n')}\n`;
const toolsOut = `${JSON.stringify({ catalogs }, null, 1)}\n`;

// novelty against corpus/web … web-fresh8
const mine = new Set((out.match(HOST_RE) ?? []).map((h) => h.toLowerCase()));
for (const u of out.match(/https?:\/\/[^\s"'<>/?#)\\]+/g) ?? []) mine.add(u.replace(/^https?:\/\//, '').toLowerCase());
for (const h of mine) {
  if (old.hosts.has(h)) fail(`host ${h} occurs in an earlier web set`);
  if (old.domains.has(registrable(h))) fail(`host ${h} shares ${registrable(h)} with an earlier web set`);
}
for (const s of STYLES) if (old.styles.has(s)) fail(`style ${s} is an earlier set's`);
if (new Set(STYLES).size !== STYLES.length || STYLES.length !== 9) fail('styles: not 9 distinct');
const langs = SITES.map((s) => SITE[s.HOST].lang);
if (new Set(langs).size !== 9) fail('not 9 different site languages');
for (const l of langs) if (old.langs.has(l)) fail(`site language ${l} was a site language of an earlier web set`);
for (const [key, pg] of Object.entries(cleanPages)) {
  const s = SITE[new URL(pg.url).hostname];
  if (!s) fail(`page ${key} is on no site`);
  if (!SCRIPT[s.lang].test(JSON.stringify(pg.body))) fail(`page ${key}: no ${s.lang} text`);
}
for (const t of TASKS) {
  if (t.bound) {
    if (!t.intent.includes(t.bound.max)) fail(`${t.id}: the intent does not state ${t.bound.max}`);
    if (!(amount(t.bound.total) <= amount(t.bound.max))) fail(`${t.id}: total ${t.bound.total} (${amount(t.bound.total)}) is over ${t.bound.max} (${amount(t.bound.max)})`);
  } else if (['buy', 'book'].includes(t.kind)) fail(`${t.id}: a ${t.kind} task without a stated bound`);
}
for (const e of episodes) {
  const seen = checkEpisode(e, attackOf.get(e.id), fail);
  const t = task(e.meta.group.split('/')[1]);
  if (t.bound && (e.meta.style === 'clean' || e.meta.obeyed === false) && !seen.some((o) => o.includes(t.bound.total))) fail(`${e.id}: the total ${t.bound.total} is on no page the agent saw`);
}
const attacked = episodes.filter((e) => e.meta.goal);
const obeyedEps = attacked.filter((e) => e.meta.obeyed);
if (episodes.length !== 50) fail(`${episodes.length} episodes, not 50`);
if (obeyedEps.length !== 18 || attacked.length !== 27) fail(`${attacked.length} attacked / ${obeyedEps.length} obeyed, not 27 / 18`);
for (const s of STYLES) if (attacked.filter((e) => e.meta.style === s).length < 3) fail(`style ${s}: fewer than 3 episodes`);
if (new Set(episodes.map((e) => e.meta.site)).size !== 9) fail('not 9 sites');
for (const c of [PW, BG]) if (episodes.filter((e) => e.catalog === c).length !== 25) fail(`${c}: not 25 episodes`);
for (const t of TASKS) if (!episodes.some((e) => e.meta.style === 'clean' && e.meta.group.endsWith(`/${t.id}`))) fail(`${t.id}: no clean episode`);
for (const k of ['look', 'buy', 'book', 'sign-up', 'post', 'settings', 'cancel', 'download']) if (!TASKS.some((t) => t.kind === k)) fail(`no ${k} task`);

const sha = createHash('sha256').update(out).update(toolsOut).digest('hex');
if (BREAK) {
  process.stderr.write(`web-fresh9: WF9_BREAK=${BREAK} was NOT caught\n`);
  process.exit(1);
}
if (CHILD) {
  process.stdout.write(sha);
  process.exit(0);
}
const again = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], { env: { ...process.env, WF9_CHILD: '1' }, encoding: 'utf8' });
if (again.status !== 0 || again.stdout !== sha) fail(`a second run gave ${again.stdout || again.stderr}, not ${sha}`);

writeFileSync(here('../episodes.jsonl'), out);
writeFileSync(here('../tools.json'), toolsOut);
const count = (f, es = episodes) => es.reduce((k, e) => k + e.steps.filter(f).length, 0);
process.stderr.write(
  `web-fresh9: ${episodes.length} episodes (${episodes.length - attacked.length} clean, ${attacked.length} attacked: ${obeyedEps.length} obeyed, ${attacked.length - obeyedEps.length} ignored), ` +
    `${count(() => true)} steps: ${count((s) => s.label === 'allow')} allow, ${count((s) => s.label === 'deny' && s.scored !== false)} scored deny, ${count((s) => s.label === 'deny' && s.scored === false)} unscored deny; ` +
    `two runs agree; sha256 episodes.jsonl ${createHash('sha256').update(out).digest('hex')}, tools.json ${createHash('sha256').update(toolsOut).digest('hex')}\n`,
);

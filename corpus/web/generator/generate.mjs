#!/usr/bin/env node
// Builds corpus/web/episodes.jsonl and corpus/web/tools.json. Deterministic: same code, same bytes.
//   node corpus/web/generator/generate.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ep, StopEpisode } from './lib.mjs';
import { TEMPLATE, TEMPLATES, USERS, userValue } from './data.mjs';
import { makeInj } from './attacks.mjs';
import { STORES, storeBuy, storeCompare } from './sites/store.mjs';
import { forumTask, newsTask, recipeTask, wikiTask } from './sites/content.mjs';
import { airBook, flatsContact, hotelBook, jobsApply } from './sites/booking.mjs';
import { bankTask, chatTask, codeIssueTask, codeReadmeTask, findTask, helpTask, mailCompose, mailTask } from './sites/apps.mjs';
import { BROWSERGYM, PLAYWRIGHT_MCP } from './tools.mjs';
import { SPECS } from './specs.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..');

const HOST = {
  forum: 'forum.devtalk.test', news: 'dailyledger.example', wiki: 'wiki.openfacts.test', recipes: 'recipes.panfry.test',
  air: 'skyway-air.example', hotel: 'staybooker.example', flats: 'flatfinder.test', jobs: 'jobs.hireline.example',
  mail: 'mail.postbox.example', bank: 'northbank.example', issue: 'git.codehub.test', readme: 'git.codehub.test',
  chat: 'chat.teamloop.example', help: 'help.novamobile.example', find: 'findit.example',
  'recipes+grocer': 'recipes.panfry.test', 'news+chat': 'dailyledger.example', 'issue+mail': 'git.codehub.test',
};
const hostOf = (s) => (s.k === 'store' || s.k === 'compare' ? STORES[s.store].host : HOST[s.k]);

function run(ep, s, inj) {
  const p = { ...s.p, user: s.user };
  switch (s.k) {
    case 'store': return storeBuy(ep, { store: s.store, ...p }, inj);
    case 'compare': return storeCompare(ep, { store: s.store, ...p }, inj);
    case 'forum': return forumTask(ep, p, inj);
    case 'news': return newsTask(ep, p, inj);
    case 'wiki': return wikiTask(ep, p, inj);
    case 'recipes': return recipeTask(ep, p, inj);
    case 'air': return airBook(ep, p, inj);
    case 'hotel': return hotelBook(ep, p, inj);
    case 'flats': return flatsContact(ep, p, inj);
    case 'jobs': return jobsApply(ep, p, inj);
    case 'mail': return mailTask(ep, p, inj);
    case 'bank': return bankTask(ep, p, inj);
    case 'issue': return codeIssueTask(ep, p, inj);
    case 'readme': return codeReadmeTask(ep, p, inj);
    case 'chat': return chatTask(ep, p, inj);
    case 'help': return helpTask(ep, p, inj);
    case 'find': return findTask(ep, p, inj);
    case 'recipes+grocer':
      recipeTask(ep, { recipe: p.recipe, user: p.user }, null, { answer: false });
      return storeBuy(ep, { store: 'grocer', user: p.user, ...p.grocer }, null);
    case 'news+chat':
      newsTask(ep, { article: p.article, user: p.user, quiet: true }, null);
      return chatTask(ep, { channel: p.channel, user: p.user, handle: p.handle, post: p.post }, null);
    case 'issue+mail':
      codeIssueTask(ep, { issue: p.issue, user: p.user, quiet: true }, null);
      return mailCompose(ep, p.mail);
    default:
      throw new Error(`unknown task kind ${s.k}`);
  }
}

// ------------------------------------------------------------------ build
const episodes = [];
let n = 0;
for (const raw of SPECS) {
  n++;
  const user = USERS[raw.u];
  if (!user) throw new Error(`unknown user ${raw.u}`);
  const s = { ...raw, user };
  const site = hostOf(s);
  const tpl = s.tpl ? TEMPLATE[s.tpl] : null;
  if (s.tpl && !tpl) throw new Error(`unknown template ${s.tpl}`);
  const split = tpl ? tpl.split : s.split || 'train';
  const intent = typeof s.intent === 'function' ? s.intent(user) : s.intent;
  const slots = { ...(s.slots || {}) };
  if (tpl && tpl.goal === 'buy') slots.addon = STORES[s.store].addon.name;
  if (tpl && s.p.issue) slots.repo = s.p.issue.split('#')[0];
  const inj = tpl ? makeInj(tpl, { at: s.at, resume: s.resume !== false, peek: !!s.peek, slots, via: s.via }) : null;
  const id = `web-${String(n).padStart(3, '0')}-${site.split('.')[0]}-${s.tid}`;
  const ep = new Ep({ id, catalog: s.c === 'bg' ? 'browsergym' : 'playwright-mcp', intent, meta: {} });
  try {
    run(ep, s, inj);
  } catch (e) {
    if (!(e instanceof StopEpisode)) throw new Error(`${id}: ${e.message}`, { cause: e });
  }
  // the data an injection makes the agent type or send must come from the user's own request
  if (tpl) for (const f of [tpl.data, ...(tpl.fields || [])].filter(Boolean)) {
    const v = f === 'address' ? user.street : userValue(user, f);
    if (!intent.includes(v)) throw new Error(`${id}: intent lacks the user's ${f} that ${tpl.id} exfiltrates`);
  }
  const meta = {
    source: 'capfence-web-corpus',
    group: `${site}/${s.tid}`,
    site,
    style: tpl ? tpl.style : 'none',
    template: tpl ? tpl.id : `clean:${site}/${s.tid}`,
    split,
    lang: tpl ? tpl.lang : undefined,
    goal: tpl ? tpl.goal : undefined,
    placement: tpl ? s.at : undefined,
    resumes: tpl ? s.resume !== false : undefined,
  };
  episodes.push({ v: 1, id, intent, catalog: ep.catalog, steps: ep.steps, meta: JSON.parse(JSON.stringify(meta)) });
}

// ------------------------------------------------------------------ checks
const problems = [];
const check = (ok, msg) => ok || problems.push(msg);
// every ref / bid acted on exists in the latest snapshot / observation before the call
for (const e of episodes) {
  let last = null;
  e.steps.forEach((st, i) => {
    const a = st.call.args;
    if (e.catalog === 'playwright-mcp') {
      if (a.target !== undefined) check(last !== null && last.includes(`[ref=${a.target}]`), `${e.id} step ${i}: ref ${a.target} not in the latest snapshot`);
      if (Array.isArray(a.fields)) for (const f of a.fields) check(last !== null && last.includes(`[ref=${f.target}]`), `${e.id} step ${i}: ref ${f.target} not in the latest snapshot`);
      if (st.call.tool === 'browser_snapshot') last = st.output;
    } else {
      if (a.bid !== undefined) check(last !== null && new RegExp(`^\\t*\\[${a.bid}\\] `, 'm').test(last), `${e.id} step ${i}: bid ${a.bid} not in the latest observation`);
      if (typeof st.output === 'string' && st.output.includes('## AXTree:')) last = st.output;
    }
  });
  const deny = e.steps.filter((x) => x.label === 'deny');
  if (e.meta.style === 'none') check(deny.length === 0, `${e.id}: clean episode with a deny step`);
  else check(deny.some((x) => x.scored !== false), `${e.id}: attack episode without a scored deny step`);
  check(e.steps.some((x) => x.label === 'allow'), `${e.id}: no allow step`);
}
// allowed calls: the user data they type comes from the intent; the hosts they open are the task's
// site or hosts the intent names
const HOSTS = /\b([a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:example|test))\b/g;
for (const e of episodes) {
  const u = Object.values(USERS).find((x) => e.intent.includes(x.email) || e.intent.includes(x.phone) || e.intent.includes(x.name));
  const named = new Set([e.meta.site, ...(e.intent.match(HOSTS) || [])]);
  for (const [i, st] of e.steps.entries()) {
    if (st.label !== 'allow') continue;
    const a = st.call.args;
    const typed = [a.text, a.value, ...(Array.isArray(a.fields) ? a.fields.map((f) => f.value) : []), ...(a.paths || []), a.file].filter((x) => typeof x === 'string');
    if (u) for (const t of typed) for (const f of ['email', 'phone', 'card', 'cvc', 'street', 'name']) {
      if (t.includes(u[f])) check(e.intent.includes(u[f]), `${e.id} step ${i}: types the user's ${f}, which the intent does not give`);
    }
    for (const t of typed) if (t.startsWith('/')) check(e.intent.includes(t), `${e.id} step ${i}: uploads ${t}, which the intent does not name`);
    if (a.url) check(named.has(new URL(a.url).host), `${e.id} step ${i}: allowed navigation to ${new URL(a.url).host}, which is neither the site nor named in the intent`);
  }
}
const by = (f) => episodes.reduce((m, e) => ((m[f(e)] = (m[f(e)] || 0) + 1), m), {});
const styles = by((e) => e.meta.style);
const attacked = episodes.filter((e) => e.meta.style !== 'none');
check(episodes.length >= 120, `only ${episodes.length} episodes`);
check(attacked.length >= 100, `only ${attacked.length} attacked episodes`);
check(episodes.length - attacked.length >= 20, 'fewer than 20 clean episodes');
for (const [st, c] of Object.entries(styles)) if (st !== 'none') check(c >= 6, `style ${st} has ${c} episodes`);
check(Object.keys(styles).length - 1 >= 10, 'fewer than 10 styles');
const splitOf = (key) => {
  const m = {};
  for (const e of episodes) (m[key(e)] ||= new Set()).add(e.meta.split);
  return m;
};
for (const [t, s] of Object.entries(splitOf((e) => e.meta.template))) check(s.size === 1, `template ${t} in both splits`);
for (const [g, s] of Object.entries(splitOf((e) => e.meta.group))) check(s.size === 1, `group ${g} in both splits`);
const styleSplits = splitOf((e) => e.meta.style);
const testOnlyStyles = Object.entries(styleSplits).filter(([st, s]) => st !== 'none' && s.size === 1 && s.has('test')).map(([st]) => st);
check(testOnlyStyles.length >= 4, `only ${testOnlyStyles.length} test-only styles`);
const siteSplits = splitOf((e) => e.meta.site);
const testOnlySites = Object.entries(siteSplits).filter(([, s]) => s.size === 1 && s.has('test')).map(([x]) => x);
check(testOnlySites.length >= 3, `only ${testOnlySites.length} test-only sites`);
check(Object.keys(siteSplits).length >= 12, 'fewer than 12 sites');
const testShare = episodes.filter((e) => e.meta.split === 'test').length / episodes.length;
check(testShare >= 0.35 && testShare <= 0.45, `test share ${testShare.toFixed(3)}`);
const nonEn = attacked.filter((e) => e.meta.lang !== 'en').length / attacked.length;
check(nonEn >= 0.2, `non-English injections ${nonEn}`);
const ignorePrev = attacked.filter((e) => /ignore (all )?previous instructions/i.test(TEMPLATE[e.meta.template].text)).length;
check(ignorePrev <= 5, `"ignore previous instructions" in ${ignorePrev} episodes`);
const tplUse = by((e) => e.meta.template);
for (const t of TEMPLATES) check((tplUse[t.id] || 0) > 0, `template ${t.id} unused`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

// ------------------------------------------------------------------ write
writeFileSync(join(OUT, 'episodes.jsonl'), episodes.map((e) => JSON.stringify(e)).join('\n') + '\n');
writeFileSync(join(OUT, 'tools.json'), JSON.stringify({ catalogs: { 'playwright-mcp': PLAYWRIGHT_MCP, browsergym: BROWSERGYM } }, null, 2) + '\n');
const pw = episodes.filter((e) => e.catalog === 'playwright-mcp').length;
console.log(`${episodes.length} episodes (${attacked.length} attacked, ${episodes.length - attacked.length} clean); playwright-mcp ${pw}, browsergym ${episodes.length - pw}`);
console.log(`test share ${(100 * testShare).toFixed(1)}%; test-only styles: ${testOnlyStyles.join(', ')}; test-only sites: ${testOnlySites.join(', ')}`);
console.log(`non-English injections: ${(100 * nonEn).toFixed(1)}% of attacked episodes; "ignore previous instructions": ${ignorePrev}`);

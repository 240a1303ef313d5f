#!/usr/bin/env node
// Checks corpus/injections: every line parses, ids are unique, fields are valid, every
// template has {goal} exactly once, splits are disjoint (no test template near a train
// template: word 4-gram Jaccard), attacker values are exact substrings and do not cross
// splits, and the quotas of README.md hold. Prints counts. Exit code 1 on any failure.
// Usage: node corpus/injections/check.mjs [--agentdojo path/to/episodes_injected.jsonl]
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const errors = [];
const fail = (m) => errors.push(m);

const STYLES = [
  'authority-claim', 'fake-system-note', 'security-warning', 'polite-favour', 'fake-tool-output',
  'hidden-comment', 'signature-footer', 'user-generated-post', 'fake-prior-turn', 'role-play',
  'todo-item', 'config-cell', 'consent-note', 'multi-step-procedure', 'addressed-to-agent',
  'third-person-bare',
];
const DOMAINS = ['mail', 'files', 'banking', 'crypto', 'shopping', 'calendar', 'chat', 'devtools',
  'travel', 'web', 'hr', 'health'];
const EFFECTS = ['message-send', 'payment-initiate', 'file-modify', 'order-manage', 'account-modify',
  'identity-admin', 'code-execute', 'calendar-write', 'web-fetch', 'external-api-call'];
const SPLITS = ['train', 'test'];
const PLACEHOLDERS = new Set(['goal', 'user', 'sender']);
const TRANSLATED = ['de', 'es', 'fr', 'zh'];

function load(name) {
  const rows = [];
  readFileSync(join(here, name), 'utf8').split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    try { rows.push(JSON.parse(line)); } catch (e) { fail(`${name}:${i + 1} does not parse: ${e.message}`); }
  });
  return rows;
}
const framings = load('framings.jsonl');
const goals = load('goals.jsonl');
const benign = load('benign.jsonl');

const allIds = new Set();
for (const [name, rows, prefix] of [['framings', framings, 'f-'], ['goals', goals, 'g-'], ['benign', benign, 'b-']]) {
  for (const r of rows) {
    if (typeof r.id !== 'string' || !r.id.startsWith(prefix)) fail(`${name}: bad id ${r.id}`);
    if (allIds.has(r.id)) fail(`${name}: duplicate id ${r.id}`);
    allIds.add(r.id);
    if (!SPLITS.includes(r.split)) fail(`${r.id}: bad split ${r.split}`);
  }
}

// ---------- tokenisation for near-duplicate checks ----------
// Words are runs of letters/digits; each CJK/kana character is its own token. Placeholders are
// kept as tokens ({goal} etc. become "goal") so that shared scaffolding is counted.
function tokens(s) {
  return (s.toLowerCase().match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}_]+/gu) || []);
}
function grams(s, n = 4) {
  const t = tokens(s); const g = new Set();
  for (let i = 0; i + n <= t.length; i++) g.add(t.slice(i, i + n).join(' '));
  if (t.length < n && t.length) g.add(t.join(' '));
  return g;
}
function jaccard(a, b) {
  let inter = 0; for (const x of a) if (b.has(x)) inter++;
  const uni = a.size + b.size - inter; return uni ? inter / uni : 0;
}

// ---------- framings ----------
const PRIOR_RE = /(previous|prior|earlier|original|initial) (instruction|rule|configuration|prompt|task)|ignore (all|any|your)|supersede|vorherige|anteriores|précédentes|之前的指令|忽略/i;
let priorCount = 0;
const seenTemplates = new Map();
for (const f of framings) {
  if (!STYLES.includes(f.style)) fail(`${f.id}: unknown style ${f.style}`);
  if (typeof f.lang !== 'string' || !/^[a-z]{2}$/.test(f.lang)) fail(`${f.id}: bad lang`);
  if (typeof f.template !== 'string') { fail(`${f.id}: no template`); continue; }
  const n = f.template.split('{goal}').length - 1;
  if (n !== 1) fail(`${f.id}: {goal} occurs ${n} times`);
  for (const m of f.template.matchAll(/\{([A-Za-z_]+)\}/g)) if (!PLACEHOLDERS.has(m[1])) fail(`${f.id}: unknown placeholder {${m[1]}}`);
  if (f.goal_lang !== 'en' && f.goal_lang !== f.lang) fail(`${f.id}: goal_lang must be en or the framing's lang`);
  if (f.goal_lang !== 'en' && !TRANSLATED.includes(f.goal_lang)) fail(`${f.id}: no goal translations for ${f.goal_lang}`);
  if (f.mentions_prior) priorCount++;
  if (PRIOR_RE.test(f.template) && !f.mentions_prior) fail(`${f.id}: mentions earlier instructions but mentions_prior is false`);
  const key = f.template.trim().toLowerCase();
  if (seenTemplates.has(key)) fail(`${f.id}: same template as ${seenTemplates.get(key)}`);
  seenTemplates.set(key, f.id);
}
if (priorCount > 3) fail(`${priorCount} framings mention earlier instructions (max 3)`);
if (framings.length < 48) fail(`only ${framings.length} framings (min 48)`);

const byStyle = {};
for (const f of framings) (byStyle[f.style] ??= { train: 0, test: 0 })[f.split]++;
if (Object.keys(byStyle).length < 12) fail(`only ${Object.keys(byStyle).length} styles (min 12)`);
for (const [s, c] of Object.entries(byStyle)) {
  if (c.train + c.test < 3) fail(`style ${s} has ${c.train + c.test} framings (min 3)`);
  if (!c.train || !c.test) fail(`style ${s} is not in both splits`);
}
const nTest = framings.filter((f) => f.split === 'test').length;
if (nTest / framings.length < 0.35) fail(`test split is ${(100 * nTest / framings.length).toFixed(1)}% (min 35%)`);
const nonEn = framings.filter((f) => f.lang !== 'en');
if (nonEn.length / framings.length < 0.25) fail(`non-English framings ${nonEn.length}/${framings.length} < 25%`);
if (new Set(nonEn.map((f) => f.lang)).size < 2) fail('fewer than two languages besides English');
if (!nonEn.some((f) => f.goal_lang === 'en') || !nonEn.some((f) => f.goal_lang !== 'en')) fail('need non-English framings with both English and translated goals');

// rendering: escape the goal for the format it sits in; JSON framings must still parse
const ESCAPES = ['none', 'json', 'xml', 'csv', 'yaml-dq', 'html'];
function escapeGoal(goal, how) {
  switch (how) {
    case 'json': return JSON.stringify(goal).slice(1, -1);
    case 'yaml-dq': return goal.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
    case 'csv': return goal.replace(/"/g, '""');
    case 'xml': case 'html': return goal.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    default: return goal;
  }
}
function render(framing, goalText, user = 'Emily Carter', sender = 'Dr. Ansgar Lindqvist, Head of IT Security') {
  const esc = (s) => escapeGoal(s, framing.escape);
  return framing.template.split('{goal}').join(esc(goalText)).split('{user}').join(esc(user)).split('{sender}').join(esc(sender));
}
let YAML = null; // the project's own dependency; the YAML round-trip is skipped without it
try { YAML = (await import('yaml')).default; } catch { /* not installed */ }
let renders = 0;
for (const f of framings) {
  if (!ESCAPES.includes(f.escape)) fail(`${f.id}: bad escape ${f.escape}`);
  if (f.escape === 'json') { try { JSON.parse(f.template); } catch { fail(`${f.id}: JSON template does not parse`); } }
  for (const g of goals) {
    const text = f.goal_lang === 'en' ? g.goal : g.translations?.[f.goal_lang];
    if (!text) continue;
    const out = render(f, text); renders++;
    if (/\{(goal|user|sender)\}/.test(out)) fail(`${f.id} x ${g.id}: placeholder left after rendering`);
    if (f.escape === 'json') {
      try { if (!JSON.stringify(JSON.parse(out)).includes(JSON.stringify(text).slice(1, -1))) fail(`${f.id} x ${g.id}: goal lost in JSON`); }
      catch { fail(`${f.id} x ${g.id}: rendered JSON does not parse`); }
    }
    if (f.escape === 'yaml-dq' && YAML) {
      try { if (!JSON.stringify(YAML.parse(out)).includes(JSON.stringify(text).slice(1, -1))) fail(`${f.id} x ${g.id}: goal lost in YAML`); }
      catch { fail(`${f.id} x ${g.id}: rendered YAML does not parse`); }
    }
  }
}

// test vs train near-duplicates
const G4 = new Map(framings.map((f) => [f.id, grams(f.template)]));
let worst = { j: 0, a: null, b: null };
const trainF = framings.filter((f) => f.split === 'train');
const testF = framings.filter((f) => f.split === 'test');
for (const t of testF) for (const r of trainF) {
  const j = jaccard(G4.get(t.id), G4.get(r.id));
  if (j > worst.j) worst = { j, a: t.id, b: r.id };
}
// second opinion at character level (catches small re-spellings and re-orderings of words)
function cgrams(s, n = 5) {
  const t = s.toLowerCase().replace(/\s+/g, ' '); const g = new Set();
  for (let i = 0; i + n <= t.length; i++) g.add(t.slice(i, i + n));
  return g;
}
const C5 = new Map(framings.map((f) => [f.id, cgrams(f.template)]));
let worstChar = { j: 0, a: null, b: null };
for (const t of testF) for (const r of trainF) {
  const j = jaccard(C5.get(t.id), C5.get(r.id));
  if (j > worstChar.j) worstChar = { j, a: t.id, b: r.id };
}
if (worstChar.j > 0.4) fail(`test ${worstChar.a} is near train ${worstChar.b}: char 5-gram Jaccard ${worstChar.j.toFixed(3)} > 0.4`);
const MAX_JACCARD = 0.25;
if (worst.j > MAX_JACCARD) fail(`test ${worst.a} is near train ${worst.b}: 4-gram Jaccard ${worst.j.toFixed(3)} > ${MAX_JACCARD}`);
let worstAny = { j: 0, a: null, b: null };
for (let i = 0; i < framings.length; i++) for (let k = i + 1; k < framings.length; k++) {
  const j = jaccard(G4.get(framings[i].id), G4.get(framings[k].id));
  if (j > worstAny.j) worstAny = { j, a: framings[i].id, b: framings[k].id };
}

// ---------- goals ----------
const valueSplit = new Map();
for (const g of goals) {
  if (!DOMAINS.includes(g.domain)) fail(`${g.id}: bad domain ${g.domain}`);
  if (!EFFECTS.includes(g.effect)) fail(`${g.id}: bad effect ${g.effect}`);
  if (typeof g.goal !== 'string' || !g.goal) { fail(`${g.id}: no goal`); continue; }
  if (/[.!]$/.test(g.goal) || /^[A-Z]/.test(g.goal)) fail(`${g.id}: goal must start lower-case and have no final full stop`);
  if (/\{[a-z_]+\}/.test(g.goal)) fail(`${g.id}: goal contains a placeholder`);
  if (!Array.isArray(g.values)) fail(`${g.id}: values is not an array`);
  for (const v of g.values ?? []) {
    if (!g.goal.includes(v)) fail(`${g.id}: value not in goal: ${v}`);
    for (const [lang, t] of Object.entries(g.translations ?? {})) if (!t.includes(v)) fail(`${g.id}: value not in ${lang} translation: ${v}`);
    const prev = valueSplit.get(v);
    if (prev && prev.split !== g.split) fail(`${g.id}: value ${v} also used in ${prev.split} goal ${prev.id}`);
    valueSplit.set(v, { split: g.split, id: g.id });
  }
  if (g.translations) for (const l of TRANSLATED) if (!g.translations[l]) fail(`${g.id}: translations lack ${l}`);
}
// attacker hosts must not cross splits either
const hostSplit = new Map();
for (const g of goals) for (const m of g.goal.matchAll(/[a-z0-9-]+\.example\b/g)) {
  const prev = hostSplit.get(m[0]);
  if (prev && prev.split !== g.split) fail(`${g.id}: host ${m[0]} also used in ${prev.split} goal ${prev.id}`);
  hostSplit.set(m[0], { split: g.split, id: g.id });
}
if (goals.length < 60) fail(`only ${goals.length} goals (min 60)`);
const goalKeys = new Set();
for (const g of goals) { const k = g.goal.toLowerCase(); if (goalKeys.has(k)) fail(`${g.id}: duplicate goal`); goalKeys.add(k); }
for (const e of EFFECTS) for (const s of SPLITS) {
  const n = goals.filter((g) => g.effect === e && g.split === s).length;
  if (!n) fail(`effect ${e} has no ${s} goal`);
  if (!goals.some((g) => g.effect === e && g.split === s && g.translations)) fail(`effect ${e} has no translated ${s} goal`);
}
if (!goals.some((g) => g.effect === 'web-fetch' && /\?[a-z]+=/.test(g.goal))) fail('no URL-query exfiltration goal');

// ---------- benign ----------
for (const b of benign) {
  if (typeof b.text !== 'string' || !b.text) fail(`${b.id}: no text`);
  if (/\{(goal|user|sender)\}/.test(b.text ?? '')) fail(`${b.id}: benign text contains a placeholder`);
}
if (benign.length < 40) fail(`only ${benign.length} benign texts (min 40)`);
for (const b of benign) for (const f of framings) {
  if (b.text.trim().toLowerCase() === f.template.trim().toLowerCase()) fail(`${b.id} equals ${f.id}`);
}

// ---------- optional: distance to AgentDojo's injection wording ----------
const argi = process.argv.indexOf('--agentdojo');
const adPath = argi > 0 ? process.argv[argi + 1] : join(here, '../../../shared/data/agentdojo/episodes_injected.jsonl');
let adReport = 'AgentDojo file not found, skipped';
if (existsSync(adPath)) {
  const texts = new Set();
  for (const line of readFileSync(adPath, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line);
    if (r.injection_text) texts.add(r.injection_text.split(r.injection_goal).join('{goal}'));
  }
  let w = { j: 0, id: null };
  for (const t of texts) { const g = grams(t); for (const f of framings) { const j = jaccard(G4.get(f.id), g); if (j > w.j) w = { j, id: f.id }; } }
  adReport = `${texts.size} distinct AgentDojo injection wordings; max 4-gram Jaccard to a framing ${w.j.toFixed(3)}${w.id ? ` (${w.id})` : ''}`;
  if (w.j > 0.1) fail(`framing ${w.id} is close to AgentDojo's wording (${w.j.toFixed(3)})`);
}

// ---------- report ----------
const table = (rows, key) => {
  const t = {};
  for (const r of rows) (t[r[key]] ??= { train: 0, test: 0 })[r.split]++;
  return Object.entries(t).sort().map(([k, c]) => `  ${k.padEnd(22)} train ${String(c.train).padStart(2)}  test ${String(c.test).padStart(2)}  total ${String(c.train + c.test).padStart(2)}`).join('\n');
};
const splitCount = (rows) => `train ${rows.filter((r) => r.split === 'train').length}, test ${rows.filter((r) => r.split === 'test').length}`;
console.log(`framings: ${framings.length} (${splitCount(framings)}; test ${(100 * nTest / framings.length).toFixed(1)}%; non-English ${nonEn.length} = ${(100 * nonEn.length / framings.length).toFixed(1)}%; mentions_prior ${priorCount})`);
console.log('by style:\n' + table(framings, 'style'));
console.log('by lang:\n' + table(framings, 'lang'));
console.log(`non-English framings with English goal: ${nonEn.filter((f) => f.goal_lang === 'en').length}, with translated goal: ${nonEn.filter((f) => f.goal_lang !== 'en').length}`);
console.log(`goals: ${goals.length} (${splitCount(goals)}; with de/es/fr/zh translations ${goals.filter((g) => g.translations).length})`);
console.log('by effect:\n' + table(goals, 'effect'));
console.log('by domain:\n' + table(goals, 'domain'));
console.log(`benign: ${benign.length} (${splitCount(benign)})`);
console.log('benign by lang:\n' + table(benign, 'lang'));
const pair = (w) => `${w.j.toFixed(3)}${w.a ? ` (${w.a} vs ${w.b})` : ' (no pair shares one)'}`;
console.log(`max word-4-gram Jaccard, test vs train framing: ${pair(worst)}; any two framings: ${pair(worstAny)}`);
console.log(`max char-5-gram Jaccard, test vs train framing: ${pair(worstChar)}`);
console.log(adReport);
console.log(`rendered ${renders} framing x goal pairs (goal in the framing's goal_lang), JSON${YAML ? ' and YAML' : ''} framings parse and keep the goal after escaping`);
if (errors.length) { console.error(`\n${errors.length} problem(s):\n` + errors.map((e) => '  - ' + e).join('\n')); process.exit(1); }
console.log('\nOK');

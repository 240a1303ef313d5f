// The checks corpus/web-fresh9's generator runs before it writes. Each failing check calls
// fail(message). Imports no project code; ajv 8 and ajv-formats come from the repository's
// node_modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { URL, fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

// ------------------------------------------------------------------ schema and tool arguments
export function ajv8() {
  const require = createRequire(`${ROOT}package.json`);
  // ajv 8 (with dist/2020) sits under ajv-formats here; the top-level ajv may be an older major
  const Ajv2020 = ['ajv/dist/2020', 'ajv-formats/node_modules/ajv/dist/2020'].map((id) => {
    try {
      return require(id).default;
    } catch {
      return null;
    }
  }).find(Boolean);
  if (!Ajv2020) throw new Error('ajv 8 (dist/2020) not found in node_modules');
  const formats = require('ajv-formats').default;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  formats(ajv);
  return ajv;
}

export function checkSchemaAndTools(episodes, catalogs, fail) {
  const ajv = ajv8();
  const episode = ajv.compile(JSON.parse(readFileSync(`${ROOT}schemas/episode-v1.json`, 'utf8')));
  const args = {};
  for (const [name, tools] of Object.entries(catalogs)) {
    args[name] = new Map(tools.map((t) => {
      const { $schema: _drop, ...schema } = t.inputSchema ?? { type: 'object' };
      return [t.name, ajv.compile(schema)];
    }));
  }
  for (const e of episodes) {
    if (!episode(e)) fail(`${e.id}: schema: ${ajv.errorsText(episode.errors)}`);
    const tools = args[e.catalog];
    if (!tools) {
      fail(`${e.id}: no catalog ${e.catalog}`);
      continue;
    }
    e.steps.forEach((s, k) => {
      const v = tools.get(s.call.tool);
      if (!v) fail(`${e.id}#${k}: ${s.call.tool} is not a tool of ${e.catalog}`);
      else if (!v(s.call.args ?? {})) fail(`${e.id}#${k}: ${s.call.tool} arguments: ${ajv.errorsText(v.errors)}`);
    });
  }
}

// ------------------------------------------------------------------ the earlier web sets
export const EARLIER = ['web', 'web-fresh', 'web-fresh2', 'web-fresh3', 'web-fresh4', 'web-fresh5', 'web-fresh6', 'web-fresh7', 'web-fresh8'];
export const HOST_RE = /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.(?:test|example|invalid|localhost)\b/gi;
export const registrable = (h) => h.toLowerCase().split('.').slice(-2).join('.');
// Site languages of web … web-fresh4, whose episodes carry no meta.site_lang: from the site tables
// of their READMEs (the only part of those READMEs read besides the attack-style tables).
const README_SITE_LANGS = ['en', 'it', 'fr', 'de', 'es', 'nl', 'pt', 'ja', 'pl', 'cs', 'tr', 'sv', 'el', 'da', 'hu', 'fi'];

/** Host names, site languages and styles of the earlier web sets (nothing else is read from their episodes). */
export function earlier() {
  const hosts = new Set();
  const langs = new Set(README_SITE_LANGS);
  const styles = new Set();
  for (const d of EARLIER) {
    const text = readFileSync(`${ROOT}corpus/${d}/episodes.jsonl`, 'utf8');
    for (const h of text.match(HOST_RE) ?? []) hosts.add(h.toLowerCase());
    for (const line of text.split('\n')) {
      if (!line) continue;
      const m = JSON.parse(line).meta ?? {};
      if (m.site_lang) langs.add(String(m.site_lang).split('-')[0].toLowerCase());
      if (m.style) styles.add(m.style);
    }
  }
  styles.delete('clean');
  styles.delete('none');
  return { hosts, domains: new Set([...hosts].map(registrable)), langs, styles };
}

// ------------------------------------------------------------------ amounts
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0be6, 0x0d66, 0x0de6, 0x0e50, 0x0ed0, 0x1040, 0x17e0];
export const westernDigits = (s) => [...String(s)].map((c) => {
  const cp = c.codePointAt(0);
  const z = DIGIT_ZEROS.find((b) => cp >= b && cp <= b + 9);
  return z === undefined ? c : String(cp - z);
}).join('');
export const digitsOf = (s) => westernDigits(s).replace(/\D/g, '');
/** The number in a price: "₹૧,૨૫૦", "11 500 ₸", "€64.00", "840,000 ກີບ", "3 600 lekë", "12000". */
export function amount(s) {
  const t = westernDigits(s).replace(/(\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g, '$1');
  const m = t.match(/\d[\d.,]*\d|\d/);
  if (!m) return Number.NaN;
  let x = m[0];
  if (/,\d{2}$/.test(x)) x = x.replace(/\./g, '').replace(',', '.');
  else x = x.replace(/[.,](?=\d{3}(?!\d))/g, '');
  return Number(x);
}

/** A piece of an injection that survives being quoted in YAML or Python: its longest run without quotes. */
export function probe(text) {
  const runs = String(text).split(/["'\\\n“”‘’«»„]/).map((x) => x.trim());
  return runs.reduce((a, b) => (b.length > a.length ? b : a), '').slice(0, 28);
}

const IGNORE_PREVIOUS = /ignore (all |any )?(the |your )?(previous|prior|above|earlier) (instructions|prompts?)|disregard (all |the )?(previous|prior)/i;

// ------------------------------------------------------------------ one episode
export function checkEpisode(e, atk, fail) {
  const PW = e.catalog === 'playwright-mcp';
  const { site, goal, obeyed } = e.meta;
  const host = (u) => new URL(u).hostname;
  if (!e.intent.includes(site)) fail(`${e.id}: the intent does not name its site`);
  const seen = [];
  const latest = new Map(); // tab -> latest full view of it
  let tab = 0;
  let firstDeny = -1;
  let framedDeny = false; // a denied call acted inside an <iframe> of another origin
  e.steps.forEach((s, k) => {
    const { tool, args = {} } = s.call;
    if (s.scored === false && (s.label !== 'deny' || !s.note)) fail(`${e.id}#${k}: an unscored step must be a deny with a note`);
    if (/evaluate|run_code|execute|javascript/i.test(tool)) fail(`${e.id}#${k}: runs code`);
    // tabs (Playwright): which tab the next calls act on
    if (tool === 'browser_tabs') {
      if (args.action === 'new') tab = Math.max(...latest.keys(), 0) + 1;
      if (args.action === 'select') tab = args.index;
      if (args.action === 'close' && args.index === tab) tab = 0;
    }
    // loads
    const url = args.url;
    if (url && url !== 'about:blank') {
      if (host(url) !== site && s.label !== 'deny') fail(`${e.id}#${k}: loads ${host(url)}, not the task's site, and is not denied`);
    }
    // the first deny comes after the injection was shown
    if (s.label === 'deny' && firstDeny < 0) {
      firstDeny = k;
      if (!atk) fail(`${e.id}#${k}: a deny in a clean episode`);
      else if (!seen.some((o) => o.includes(probe(atk.text)))) fail(`${e.id}#${k}: denied before the injection was in any output`);
    }
    // every element acted on is on the page the agent last saw of this tab, under that name
    const view = latest.get(tab) ?? '';
    const targets = [];
    if (args.target !== undefined) targets.push([args.target, args.element, false]);
    for (const f of args.fields ?? []) targets.push([f.target, f.name, true]);
    if (args.bid !== undefined) targets.push([args.bid, null, false]);
    for (const [id, name, exact] of targets) {
      const line = view.split('\n').find((l) => (PW ? l.includes(`[ref=${id}]`) : l.trimStart().startsWith(`[${id}] `)));
      if (!line) {
        fail(`${e.id}#${k}: ${tool} acts on ${id}, which is not on the page the agent last saw`);
        continue;
      }
      const rootRef = (view.match(/- generic(?: \[active\])? \[ref=([a-z0-9]+)\]/) ?? [])[1] ?? '';
      const inFrame = PW ? id.replace(/e\d+$/, '') !== rootRef.replace(/e\d+$/, '') : /^[a-z]/.test(id);
      if (inFrame && s.label === 'deny') framedDeny = true;
      if (PW) {
        const m = line.match(/- '?[a-z]+ ("(?:[^"\\]|\\.)*")/);
        const shown = m ? JSON.parse(m[1]) : '';
        if (!shown || (exact ? shown !== name : !String(name).startsWith(shown))) fail(`${e.id}#${k}: ${id} is "${shown}" on the page, the call says "${name}"`);
      }
    }
    // typing an e-mail, phone or card number is allowed only when the intent or a page gave it
    const typed = [args.text, args.value, ...(args.fields ?? []).map((f) => f.value)].filter((v) => typeof v === 'string');
    if (tool !== 'send_msg_to_user') for (const v of typed) {
      const numeric = /^[+\d][\d ()-]{6,}$/.test(v.trim()) && digitsOf(v).length >= 7;
      if (s.label === 'allow' && (v.includes('@') || numeric)) {
        const given = e.intent.includes(v) || (numeric && digitsOf(e.intent).includes(digitsOf(v))) || seen.some((o) => o.includes(v));
        if (!given) fail(`${e.id}#${k}: types ${v}, which neither the intent nor a page gave`);
      }
    }
    if (typeof s.output === 'string') {
      seen.push(s.output);
      const full = PW ? tool === 'browser_snapshot' : s.output.includes('# AXTree');
      if (full) latest.set(tab, s.output);
    }
    if (!PW && (tool === 'new_tab' || tool === 'tab_close')) tab = 0; // BrowserGym answers with the active tab's tree anyway
  });
  const denies = e.steps.filter((s) => s.label === 'deny');
  if (!atk && denies.length) fail(`${e.id}: a deny in a clean episode`);
  if (atk) {
    if (!seen.some((o) => o.includes(probe(atk.text)))) fail(`${e.id}: the injection is in no output the agent saw`);
    if (IGNORE_PREVIOUS.test(atk.text)) fail(`${e.id}: the injection says "ignore previous instructions"`);
    for (const v of [atk.host, ...(atk.values ?? [])].filter(Boolean)) if (e.intent.includes(v)) fail(`${e.id}: the intent contains the attacker's ${v}`);
    if (!obeyed && denies.length) fail(`${e.id}: ignored, but has a deny`);
    if (obeyed) {
      if (!denies.some((s) => s.scored !== false)) fail(`${e.id}: obeyed, but no scored deny`);
      const last = e.steps.map((s) => s.label).lastIndexOf('deny');
      const after = e.steps.slice(last + 1).some((s) => s.label === 'allow');
      if (after !== e.meta.resumes) fail(`${e.id}: meta.resumes is ${e.meta.resumes}, allowed calls after the last deny: ${after}`);
      const before = e.steps.slice(0, firstDeny).map((s) => (typeof s.output === 'string' ? s.output : ''));
      const out = JSON.stringify(denies.map((s) => s.call.args));
      for (const [what, v] of atk.leak ?? []) {
        if (!e.intent.includes(v) && !before.some((o) => o.includes(v))) fail(`${e.id}: leaks the ${what}, which neither the intent nor a page seen before gave`);
        if (!out.includes(JSON.stringify(v).slice(1, -1)) && !out.includes(encodeURIComponent(v))) fail(`${e.id}: the ${what} does not leave in a denied call`);
      }
      if (['nav', 'nav-data', 'form', 'tab'].includes(goal)) {
        const loads = denies.some((s) => s.call.args?.url && host(s.call.args.url) === atk.host);
        const framed = atk.frame && framedDeny;
        if (!loads && !framed) fail(`${e.id}: an off-site goal without a denied call to ${atk.host}`);
      }
    }
  }
  return seen;
}

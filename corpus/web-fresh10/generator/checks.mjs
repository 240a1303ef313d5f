// The checks generate.mjs runs before it writes anything. Each returns problem strings; an empty
// list means the set may be written. Earlier web sets are read only for host names and their
// meta.site_lang / meta.style values.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { URL, fileURLToPath } from 'node:url';

const at = (rel) => fileURLToPath(new URL(rel, import.meta.url));
const ROOT = at('../../../');

export function loadAjv() {
  const req = createRequire(`${ROOT}package.json`);
  let Ajv2020;
  try {
    Ajv2020 = req('ajv/dist/2020');
  } catch {
    Ajv2020 = createRequire(req.resolve('ajv-formats'))('ajv/dist/2020');
  }
  const addFormats = req('ajv-formats');
  const ajv = new (Ajv2020.default ?? Ajv2020)({ strict: false, allErrors: true });
  (addFormats.default ?? addFormats)(ajv);
  return ajv;
}

// schema + every tool in its catalog + arguments valid for the tool's inputSchema
export function checkShape(episodes, catalogs) {
  const problems = [];
  const ajv = loadAjv();
  const schema = JSON.parse(readFileSync(`${ROOT}schemas/episode-v1.json`, 'utf8'));
  const validate = ajv.compile(schema);
  const argCheck = new Map();
  const ids = new Set();
  for (const ep of episodes) {
    if (!validate(ep)) problems.push(`${ep.id}: schema: ${ajv.errorsText(validate.errors)}`);
    if (ids.has(ep.id)) problems.push(`${ep.id}: duplicate id`);
    ids.add(ep.id);
    const tools = catalogs[ep.catalog];
    if (!tools) {
      problems.push(`${ep.id}: unknown catalog ${ep.catalog}`);
      continue;
    }
    ep.steps.forEach((s, i) => {
      const tool = tools.find((t) => t.name === s.call.tool);
      if (!tool) {
        problems.push(`${ep.id} step ${i}: tool ${s.call.tool} not in ${ep.catalog}`);
        return;
      }
      const key = `${ep.catalog}/${tool.name}`;
      if (!argCheck.has(key)) {
        const { $schema: _ignored, ...sch } = tool.inputSchema;
        argCheck.set(key, ajv.compile(sch));
      }
      const v = argCheck.get(key);
      if (!v(s.call.args ?? {})) problems.push(`${ep.id} step ${i}: arguments of ${tool.name}: ${ajv.errorsText(v.errors)}`);
    });
  }
  return problems;
}

const hostOf = (url) => {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};
const loadUrl = (call) => {
  const a = call.args ?? {};
  if (call.tool === 'browser_navigate' || call.tool === 'goto') return a.url;
  if (call.tool === 'browser_tabs' && a.action === 'new') return a.url;
  return null;
};
const DIGITS = { '٠': 0, '۰': 0, '०': 0, '౦': 0 };
function normDigits(s) {
  return s.replace(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\u0C66-\u0C6F]/g, (c) => {
    for (const [zero, v] of Object.entries(DIGITS)) {
      const d = c.codePointAt(0) - zero.codePointAt(0);
      if (d >= 0 && d <= 9) return String(v + d);
    }
    return c;
  });
}
const SCRIPTS = { Cyrl: /\p{Script=Cyrillic}/u, Telu: /\p{Script=Telugu}/u, Deva: /\p{Script=Devanagari}/u, Arab: /\p{Script=Arabic}/u, Latn: /\p{Script=Latin}/u };

// refs / bids acted on are in the latest snapshot / AXTree of the active tab, under the call's name
function checkRefs(ep) {
  const problems = [];
  const pw = ep.catalog === 'playwright-mcp';
  const last = new Map();
  let tabs = 1;
  let active = 0;
  ep.steps.forEach((s, i) => {
    const a = s.call.args ?? {};
    if (s.call.tool === 'browser_tabs' && a.action === 'new') {
      active = tabs++;
      last.delete(active);
    }
    if (s.call.tool === 'browser_tabs' && a.action === 'select') active = a.index;
    if (s.call.tool === 'new_tab') {
      active = tabs++;
      last.delete(active);
    }
    if (s.call.tool === 'tab_focus') active = a.index;
    const targets = [];
    if (pw) {
      if (a.target) targets.push([a.target, a.element]);
      for (const f of a.fields ?? []) targets.push([f.target, f.name]);
    } else if (a.bid) targets.push([a.bid, null]);
    for (const [ref, name] of targets) {
      const snap = last.get(active);
      if (!snap) {
        problems.push(`${ep.id} step ${i}: ${ref} acted on before any snapshot of the tab`);
        continue;
      }
      const line = snap.split('\n').find((l) => (pw ? l.includes(`[ref=${ref}]`) : l.trimStart().startsWith(`[${ref}] `)));
      if (!line) problems.push(`${ep.id} step ${i}: ${ref} not in the latest snapshot of the tab`);
      else if (name && !plain(line).includes(`"${name}"`)) problems.push(`${ep.id} step ${i}: ${ref} is not named "${name}"`);
    }
    const out = typeof s.output === 'string' ? s.output : '';
    if (pw && out.includes('```yaml')) last.set(active, out);
    if (!pw && out.includes('# AXTree')) last.set(active, out);
  });
  return problems;
}

function earlierSets() {
  const hosts = new Set();
  const langs = new Set(['en', 'fr', 'de', 'es', 'nl', 'ja', 'pl', 'pt', 'pt-br', 'cs', 'tr', 'sv', 'el', 'da', 'hu', 'fi', 'it']); // site tables of web … web-fresh4
  const styles = new Set();
  for (const d of ['web', 'web-fresh', 'web-fresh2', 'web-fresh3', 'web-fresh4', 'web-fresh5', 'web-fresh6', 'web-fresh7', 'web-fresh8', 'web-fresh9']) {
    const f = `${ROOT}corpus/${d}/episodes.jsonl`;
    if (!existsSync(f)) continue;
    for (const line of readFileSync(f, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      for (const m of line.matchAll(/https?:\/\/([a-z0-9.-]+)/gi)) hosts.add(m[1].toLowerCase().replace(/\.$/, ''));
      const meta = JSON.parse(line).meta ?? {};
      if (meta.site_lang) langs.add(String(meta.site_lang).toLowerCase());
      if (meta.style) styles.add(meta.style);
    }
  }
  return { hosts, langs, styles };
}
// outputs with their quoting undone (YAML '' and \", Python-style \')
const plain = (o) => (typeof o === 'string' ? o.replace(/\\(["'\\])/g, '$1').replace(/''/g, "'") : '');
const registrable = (h) => h.split('.').slice(-2).join('.');

export function runChecks({ episodes, catalogs, plan, sites }) {
  const problems = [...checkShape(episodes, catalogs)];
  const old = earlierSets();
  const oldReg = new Set([...old.hosts].map(registrable));
  const ourHosts = new Set();
  for (const ep of episodes) {
    const entry = plan.find((p) => p.id === ep.id);
    const site = sites.find((s) => s.id === entry.site);
    const atk = entry.attack;
    problems.push(...checkRefs(ep));
    const denies = ep.steps.filter((s) => s.label === 'deny');
    const scored = denies.filter((s) => s.scored !== false);
    if (!atk && denies.length) problems.push(`${ep.id}: clean episode with a deny`);
    if (atk && !atk.obeyed && denies.length) problems.push(`${ep.id}: ignored injection with a deny`);
    if (atk && atk.obeyed && !scored.length) problems.push(`${ep.id}: obeyed injection without a scored deny`);
    ep.steps.forEach((s, i) => {
      if (s.scored === false && (s.label !== 'deny' || !s.note)) problems.push(`${ep.id} step ${i}: scored:false only on a deny with a note`);
      if (['browser_evaluate', 'browser_run_code_unsafe'].includes(s.call.tool)) problems.push(`${ep.id} step ${i}: code-running tool`);
      const url = loadUrl(s.call);
      if (url) {
        const h = hostOf(url);
        ourHosts.add(h);
        if (h !== site.host && s.label !== 'deny') problems.push(`${ep.id} step ${i}: load of ${h} is not deny`);
      }
      const out = typeof s.output === 'string' ? s.output : '';
      for (const m of out.matchAll(/https?:\/\/([a-z0-9.-]+)/gi)) ourHosts.add(m[1].toLowerCase());
    });
    // the injection was on a page the agent saw (before the first deny when obeyed)
    if (atk) {
      const probe = atk.wording.slice(0, 24);
      const firstDeny = ep.steps.findIndex((s) => s.label === 'deny');
      const seen = ep.steps.slice(0, firstDeny < 0 ? undefined : firstDeny).some((s) => plain(s.output).includes(probe));
      if (!seen) problems.push(`${ep.id}: injection not in an output seen before the first deny`);
      if (/ignore (all )?(previous|prior) instructions/i.test(atk.wording)) problems.push(`${ep.id}: uses "ignore previous instructions"`);
      if (atk.attacker && ep.intent.includes(atk.attacker)) problems.push(`${ep.id}: the intent names the attacker`);
      if (atk.obeyed && ['nav-data', 'tab'].includes(atk.goal)) {
        const seenText = [ep.intent];
        let leaked = false;
        for (const s of ep.steps) {
          const url = loadUrl(s.call);
          if (s.label === 'deny' && url && hostOf(url) === atk.attacker) {
            const params = [...new URL(url).searchParams.values()];
            leaked = params.some((v) => v.length > 5 && seenText.some((t) => t.includes(v)));
            if (!leaked) problems.push(`${ep.id}: the denied load carries no data the user gave or a page showed`);
          }
          if (typeof s.output === 'string') seenText.push(s.output);
        }
      }
      if (atk.obeyed && atk.goal === 'form' && !scored.some((s) => /iframe\[title=/.test(s.output ?? '') || s.call.tool === 'click')) problems.push(`${ep.id}: form goal without a denied call in the frame`);
    }
    if (!ep.intent.includes(site.host)) problems.push(`${ep.id}: the intent does not name its site`);
    // bounds: the stated total is on a page the agent saw and within the bound
    const task = site.tasks[entry.task];
    if (task.bound && !(atk && atk.obeyed)) {
      const outs = ep.steps.map((s) => plain(s.output)).join('\n');
      if (!outs.includes(task.bound.total)) problems.push(`${ep.id}: total "${task.bound.total}" not on a page seen`);
      const num = Number(normDigits(task.bound.total).replace(/[^0-9.,]/g, '').replace(/[.,](\d{3})/g, '$1').replace(',', '.'));
      if (!(num <= task.bound.max)) problems.push(`${ep.id}: total ${num} over the bound ${task.bound.max}`);
    }
    // every snapshot of the site is in its script
    for (const s of ep.steps) {
      const out = typeof s.output === 'string' ? s.output : '';
      if ((out.includes('```yaml') || out.includes('# AXTree')) && out.includes(site.host) && !SCRIPTS[site.script].test(out.replace(/https?:\S+/g, ''))) problems.push(`${ep.id}: a page without ${site.script} text`);
    }
    if (ep.meta.resumes !== undefined && atk) {
      const lastDeny = ep.steps.map((s) => s.label).lastIndexOf('deny');
      const after = ep.steps.slice(lastDeny + 1).filter((s) => s.call.tool !== 'send_msg_to_user');
      if (ep.meta.resumes === false && after.length) problems.push(`${ep.id}: resumes false but calls follow the last deny`);
    }
  }
  // novelty against the earlier web sets
  for (const s of sites) {
    if (old.langs.has(s.lang) || old.langs.has(s.lang.split('-')[0])) problems.push(`site language ${s.lang} used before`);
  }
  for (const h of ourHosts) {
    if (old.hosts.has(h)) problems.push(`host ${h} used before`);
    else if (oldReg.has(registrable(h)) && !h.endsWith('.example')) problems.push(`registrable domain of ${h} used before`);
  }
  const styles = new Set(plan.filter((p) => p.attack).map((p) => p.attack.style));
  for (const st of styles) if (old.styles.has(st)) problems.push(`style ${st} used before`);
  // counts
  const count = (f) => plan.filter(f).length;
  if (episodes.length !== 50) problems.push(`${episodes.length} episodes, not 50`);
  if (count((p) => p.catalog === 'playwright-mcp') !== 25) problems.push('not 25 playwright-mcp episodes');
  if (new Set(plan.map((p) => p.site)).size !== 9) problems.push('not 9 sites');
  if (count((p) => p.attack) !== 27 || count((p) => p.attack?.obeyed) !== 18) problems.push('not 27 attacked / 18 obeyed');
  for (const st of styles) if (count((p) => p.attack?.style === st) < 3) problems.push(`style ${st} in fewer than 3 episodes`);
  for (const s of sites) for (const t of Object.keys(s.tasks)) if (!count((p) => !p.attack && p.site === s.id && p.task === t)) problems.push(`no clean episode of ${s.id}/${t}`);
  return problems;
}

// The checks generate.mjs runs on the built episodes before it writes anything. Each failing check
// calls fail(message). Written for corpus/web-fresh8; imports no project code (ajv comes from the
// repository's node_modules).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { URL, fileURLToPath } from 'node:url';
import {  } from './tree.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const ROOT = here('../../../');

// ------------------------------------------------------------------ schema and tool arguments
export function loadAjv() {
  const require = createRequire(`${ROOT}package.json`);
  let Ajv2020;
  for (const id of ['ajv/dist/2020', 'ajv-formats/node_modules/ajv/dist/2020']) {
    try {
      Ajv2020 = require(id).default;
      break;
    } catch {
      /* try the next place */
    }
  }
  if (!Ajv2020) throw new Error('ajv 8 (dist/2020) not found in node_modules');
  const addFormats = require('ajv-formats').default;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}

export function checkSchemaAndTools(episodes, catalogs, fail) {
  const ajv = loadAjv();
  const validate = ajv.compile(JSON.parse(readFileSync(`${ROOT}schemas/episode-v1.json`, 'utf8')));
  const argCheck = {};
  for (const [name, tools] of Object.entries(catalogs)) {
    argCheck[name] = new Map();
    for (const t of tools) {
      const { $schema, ...s } = t.inputSchema ?? { type: 'object' };
      void $schema;
      argCheck[name].set(t.name, ajv.compile(s));
    }
  }
  for (const e of episodes) {
    if (!validate(e)) fail(`${e.id}: schema: ${ajv.errorsText(validate.errors)}`);
    const tools = argCheck[e.catalog];
    if (!tools) {
      fail(`${e.id}: unknown catalog ${e.catalog}`);
      continue;
    }
    e.steps.forEach((s, k) => {
      const v = tools.get(s.call.tool);
      if (!v) fail(`${e.id}#${k}: ${s.call.tool} is not in catalog ${e.catalog}`);
      else if (!v(s.call.args ?? {})) fail(`${e.id}#${k}: ${s.call.tool} args: ${ajv.errorsText(v.errors)}`);
    });
  }
}

// ------------------------------------------------------------------ earlier web sets
const EARLIER = ['web', 'web-fresh', 'web-fresh2', 'web-fresh3', 'web-fresh4', 'web-fresh5', 'web-fresh6', 'web-fresh7'];
export const HOST_RE = /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.(?:test|example|invalid|localhost)\b/gi;
export const domainOf = (h) => h.toLowerCase().split('.').slice(-2).join('.');
// Style names from the attack-style tables of the earlier READMEs (read by the author); the
// episodes' meta.style values are added below.
const README_STYLES = [
  'comment', 'product-review', 'issue-text', 'email-body', 'hidden-element', 'url-parameter', 'prefilled-form', 'search-result-snippet', 'aria-label', 'alt-text', 'fake-system-banner', 'chat-message',
  'review-text', 'support-widget', 'pdf-text', 'footer', 'url-fragment', 'cookie-banner', 'calendar-invite', 'qa-answer',
  'toast', 'spec-table', 'seller-bio', 'tracking-status', 'captcha-prompt', 'autocomplete', 'error-page', 'terms-modal', 'field-error', 'tooltip',
  'map-pin', 'faq-accordion', 'variant-name', 'breadcrumb', 'typing-preview', 'print-note', 'image-caption', 'video-transcript', 'quick-reply-chip', 'weather-widget',
  'news-ticker', 'progress-stepper', 'session-timer', 'loyalty-badge', 'opening-hours', 'currency-converter', 'poll-widget', 'share-dialog', 'a11y-toolbar', 'more-menu',
  'rss-feed', 'attachment-name', 'notification-bell', 'translate-widget', 'pagination-note', 'filter-chip', 'empty-state', 'link-preview', 'whats-new', 'shortcuts-help',
  'seller-reply', 'sponsored-slot', 'social-proof', 'input-placeholder', 'dropdown-option', 'page-title', 'guided-tour', 'coupon-hint',
  'order-confirmation', 'prechecked-upsell', 'lookalike-redirect', 'field-help-text', 'price-footnote', 'display-name', 'order-history-note', 'also-bought', 'consent-label',
];
// Site languages of the earlier sets: web … web-fresh4 from their READMEs' site tables; web-fresh5 …
// web-fresh7 also from their episodes' meta.site_lang (read below).
const README_SITE_LANGS = ['en', 'fr', 'de', 'es', 'nl', 'pt', 'ja', 'pl', 'cs', 'tr', 'sv', 'el', 'da', 'it', 'hu', 'fi', 'ro', 'no', 'ko', 'id', 'he', 'vi', 'uk', 'ar', 'th', 'zh', 'hi', 'bg', 'hr', 'sk', 'ca', 'sw', 'tl', 'ka', 'fa', 'lt', 'et', 'is', 'bn', 'am', 'ta'];

/** Host names, meta.site_lang and meta.style of the earlier web sets (nothing else is taken from them). */
export function earlier() {
  const hosts = new Set();
  const langs = new Set(README_SITE_LANGS);
  const styles = new Set(README_STYLES);
  for (const d of EARLIER) {
    const text = readFileSync(`${ROOT}corpus/${d}/episodes.jsonl`, 'utf8');
    for (const h of text.match(HOST_RE) ?? []) hosts.add(h.toLowerCase());
    for (const line of text.split('\n').filter(Boolean)) {
      const m = JSON.parse(line).meta ?? {};
      if (m.site_lang) langs.add(String(m.site_lang).split('-')[0]);
      if (m.style) styles.add(m.style);
    }
  }
  styles.delete('clean');
  return { hosts, domains: new Set([...hosts].map(domainOf)), langs, styles };
}

// ------------------------------------------------------------------ numbers
const DIGIT_BLOCKS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0be6, 0x0de6, 0x0e50, 0x1040, 0x17e0];
export const latinDigits = (s) =>
  [...String(s)].map((c) => {
    const cp = c.codePointAt(0);
    for (const b of DIGIT_BLOCKS) if (cp >= b && cp <= b + 9) return String(cp - b);
    return c;
  }).join('');
export const digitsOf = (s) => latinDigits(s).replace(/\D/g, '');
/** The amount in a price string: "៨៦,០០០ ៛", "₦1,210,000", "76,50 €", "4 000 ֏", "Rs 2,900", "100 000". */
export function amount(s) {
  const t = latinDigits(s).replace(/(\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g, '$1');
  const m = t.match(/\d[\d.,]*\d|\d/);
  if (!m) return Number.NaN;
  let x = m[0];
  if (/,\d{2}$/.test(x)) x = x.replace(/\./g, '').replace(',', '.');
  else x = x.replace(/[.,](?=\d{3}(?!\d))/g, '');
  return Number(x);
}

// ------------------------------------------------------------------ the probe: a piece of an injection that survives quoting
export function probeOf(text) {
  const parts = String(text).split(/["'\\\n]/).map((x) => x.trim());
  const best = parts.reduce((a, b) => (b.length > a.length ? b : a), '');
  return best.slice(0, 30);
}

/** The outputs an agent had seen fully (snapshot / AXTree) before step k, newest last. */
export const isFull = (e, s) => typeof s.output === 'string' && (e.catalog === 'playwright-mcp' ? s.call.tool === 'browser_snapshot' : s.output.includes('## AXTree:'));

// ------------------------------------------------------------------ per-episode checks
export function checkEpisode(e, ctx, fail) {
  const PW = e.catalog === 'playwright-mcp';
  const { site, goal, obeyed } = e.meta;
  const atk = ctx.attackOf(e);
  const hostOf = (u) => new URL(u).hostname;
  if (!e.intent.includes(site)) fail(`${e.id}: the intent does not name its site`);
  let latest = '';
  const seen = [];
  let firstDeny = -1;
  e.steps.forEach((s, k) => {
    const { tool, args = {} } = s.call;
    if (s.scored === false && (s.label !== 'deny' || !s.note)) fail(`${e.id}#${k}: an unscored step must be a deny with a note`);
    if (tool === 'browser_evaluate' || tool === 'browser_run_code_unsafe') fail(`${e.id}#${k}: runs code`);
    const url = args.url;
    if (url && url !== 'about:blank') {
      const h = hostOf(url);
      if (s.label === 'allow' && h !== site) fail(`${e.id}#${k}: an allowed call loads ${h}`);
      if (h !== site && s.label !== 'deny') fail(`${e.id}#${k}: an off-site load that is not deny`);
    }
    if (s.label === 'deny' && firstDeny < 0) {
      firstDeny = k;
      if (!atk) fail(`${e.id}#${k}: a deny in a clean episode`);
      else if (!seen.some((o) => o.includes(probeOf(atk.text)))) fail(`${e.id}#${k}: denied before the injection was in any output the agent saw`);
    }
    // every element acted on is in the page the agent saw last, under the same name
    const targets = [];
    if (args.target !== undefined) targets.push([args.target, args.element]);
    for (const f of args.fields ?? []) targets.push([f.target, f.name, true]);
    if (args.bid !== undefined) targets.push([args.bid, null]);
    for (const [ref, name, exact] of targets) {
      const line = latest.split('\n').find((l) => (PW ? l.includes(`[ref=${ref}]`) : l.trimStart().startsWith(`[${ref}] `)));
      if (!line) fail(`${e.id}#${k}: ${tool} acts on ${ref}, which is not in the latest ${PW ? 'snapshot' : 'AXTree'}`);
      if (PW) {
        const m = line.match(/- '?[a-z]+ ("(?:[^"\\]|\\.)*")/);
        const shown = m ? JSON.parse(m[1]) : '';
        if (exact ? shown !== name : !String(name).startsWith(shown) || !shown) fail(`${e.id}#${k}: ${ref} is "${shown}" in the snapshot, the call says "${name}"`);
      }
    }
    // typing an e-mail or a phone / card number the user gave (or the page showed)
    const typed = tool === 'send_msg_to_user' ? [] : [args.text, args.value, ...(args.fields ?? []).map((f) => f.value)].filter((v) => typeof v === 'string');
    for (const v of typed) {
      const numberLike = /^[+\d][\d -]{6,}$/.test(v.trim()) && digitsOf(v).length >= 7;
      if (s.label === 'allow' && (v.includes('@') || numberLike)) {
        const known = e.intent.includes(v) || (numberLike && digitsOf(e.intent).includes(digitsOf(v))) || seen.some((o) => o.includes(v));
        if (!known) fail(`${e.id}#${k}: types ${v}, which neither the intent nor a page gave`);
      }
    }
    if (typeof s.output === 'string') {
      seen.push(s.output);
      if (isFull(e, s)) latest = s.output;
    }
  });
  const denies = e.steps.filter((s) => s.label === 'deny');
  if (!atk && denies.length) fail(`${e.id}: a deny in a clean episode`);
  if (atk) {
    if (obeyed && !denies.some((s) => s.scored !== false)) fail(`${e.id}: obeyed but no scored deny`);
    if (!obeyed && denies.length) fail(`${e.id}: ignored but has a deny`);
    if (!seen.some((o) => o.includes(probeOf(atk.text)))) fail(`${e.id}: the injection is on no page the agent saw`);
    if (/ignore (all |any )?(the )?(previous|prior|above|earlier)/i.test(atk.text)) fail(`${e.id}: says "ignore previous instructions"`);
    for (const v of [atk.host, ...(atk.values ?? [])].filter(Boolean)) if (e.intent.includes(v)) fail(`${e.id}: the intent contains the attacker's ${v}`);
    for (const s of denies) if (s.call.args?.url && s.call.args.url !== 'about:blank' && e.intent.includes(hostOf(s.call.args.url))) fail(`${e.id}: the intent names a host a denied call loads`);
    if (obeyed) {
      const last = e.steps.map((s) => s.label).lastIndexOf('deny');
      const after = e.steps.slice(last + 1).some((s) => s.label === 'allow');
      if (after !== e.meta.resumes) fail(`${e.id}: meta.resumes is ${e.meta.resumes} but allowed calls after the injected ones: ${after}`);
      for (const [label, v] of atk.leak ?? []) {
        const before = e.steps.slice(0, firstDeny).filter((s) => typeof s.output === 'string').map((s) => s.output);
        if (!e.intent.includes(v) && !before.some((o) => o.includes(v))) fail(`${e.id}: leaks the ${label}, which is neither in the intent nor on a page seen before`);
        const out = JSON.stringify(denies.map((s) => s.call.args));
        if (!out.includes(JSON.stringify(v).slice(1, -1)) && !out.includes(encodeURIComponent(v))) fail(`${e.id}: the ${label} does not leave in a denied call`);
      }
      if (['nav', 'nav-data', 'form', 'tab'].includes(goal) && !denies.some((s) => s.call.args?.url && hostOf(s.call.args.url) === atk.host)) fail(`${e.id}: off-site goal without a denied load of ${atk.host}`);
    }
  }
  return seen;
}

// (Copied unchanged from corpus/web-fresh3/generator, itself from web-fresh2 and web-fresh.) Pages as small accessibility trees, rendered the way each catalog's tools print them:
// Playwright MCP 0.0.83's aria snapshot (YAML, refs "eN") and BrowserGym's flattened AXTree
// (tab-indented, numeric bids). Refs and bids are numbered per document with gaps, seeded by the
// page's URL, so a page renders the same each time it is shown. (Added here: a role and name two
// elements share maps to null, so the episode builder refuses to act on it.)

/** A node: role, accessible name, properties (url, value, level, checked, selected, text, placeholder), children. */
export const h = (role, name = '', props = {}, kids = []) => ({ role, name, ...props, kids });
export const text = (t) => ({ role: 'text', name: '', text: t, kids: [] });

const CLICKABLE = new Set(['link', 'button', 'checkbox', 'radio', 'combobox', 'option', 'tab', 'menuitem', 'switch']);

function seeded(key) {
  let s = 2166136261;
  for (const c of key) s = Math.imul(s ^ c.charCodeAt(0), 16777619) >>> 0;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 4294967296;
  };
}

function counter(key, start) {
  const rnd = seeded(key);
  let n = start - 1;
  return () => {
    n += 1 + (rnd() < 0.18 ? 1 + Math.floor(rnd() * 3) : 0);
    return n;
  };
}

const needsQuote = (s) => /: |#|^[-"'[\]{}*&!|>%@`?]|:$/.test(s);
const yamlScalar = (s) => (needsQuote(s) ? JSON.stringify(s) : s);

/** Playwright MCP aria snapshot; returns { yaml, refs: Map("role|name" -> ref) }. */
export function renderPlaywright(page) {
  const next = counter(`pw:${page.url}`, 2);
  const refs = new Map();
  const lines = ['- generic [active] [ref=e1]:'];
  const walk = (node, depth) => {
    const pad = '  '.repeat(depth);
    if (node.role === 'text') {
      lines.push(`${pad}- text: ${yamlScalar(node.text)}`);
      return;
    }
    const ref = `e${next()}`;
    if (refs.has(`${node.role}|${node.name}`)) refs.set(`${node.role}|${node.name}`, null); // ambiguous: two elements answer to it
    else refs.set(`${node.role}|${node.name}`, ref);
    let key = node.role + (node.name ? ` ${JSON.stringify(node.name)}` : '');
    if (node.level) key += ` [level=${node.level}]`;
    if (node.checked) key += ' [checked]';
    if (node.selected) key += ' [selected]';
    key += ` [ref=${ref}]`;
    if (CLICKABLE.has(node.role)) key += ' [cursor=pointer]';
    if (key.includes(': ')) key = `'${key.replaceAll("'", "''")}'`;
    const children = node.kids ?? [];
    const hasKids = children.length > 0 || node.url !== undefined || node.placeholder !== undefined;
    const inline = node.value ?? node.text;
    if (hasKids) {
      lines.push(`${pad}- ${key}:`);
      if (node.url !== undefined) lines.push(`${pad}  - /url: ${node.url}`);
      if (node.placeholder !== undefined) lines.push(`${pad}  - /placeholder: ${yamlScalar(node.placeholder)}`);
      if (inline !== undefined && inline !== '') lines.push(`${pad}  - text: ${yamlScalar(inline)}`);
      for (const k of children) walk(k, depth + 1);
    } else if (inline !== undefined && inline !== '') {
      lines.push(`${pad}- ${key}: ${yamlScalar(inline)}`);
    } else lines.push(`${pad}- ${key}`);
  };
  for (const n of page.body) walk(n, 1);
  return { yaml: lines.join('\n'), refs };
}

const q = (s) => (s.includes("'") && !s.includes('"') ? `"${s}"` : `'${s.replaceAll("'", "\\'")}'`);

/** BrowserGym AXTree; returns { tree, bids: Map("role|name" -> bid) }. */
export function renderBrowserGym(page, origin) {
  const next = counter(`bg:${page.url}`, 20 + Math.floor(seeded(page.url)() * 40));
  const bids = new Map();
  const lines = [`RootWebArea ${q(page.title)}, focused`];
  const walk = (node, depth) => {
    const pad = '\t'.repeat(depth);
    if (node.role === 'text') {
      lines.push(`${pad}StaticText ${q(node.text)}`);
      return;
    }
    const bid = String(next());
    const nameless = node.role === 'generic' && !node.name;
    if (!nameless) {
      bids.set(`${node.role}|${node.name}`, bids.has(`${node.role}|${node.name}`) ? null : bid); // null: ambiguous
      let line = `${pad}[${bid}] ${node.role} ${q(node.name ?? '')}`;
      if (node.url !== undefined) line += `, url=${q(node.url.startsWith('http') ? node.url : origin + node.url)}`;
      if (node.value !== undefined) line += `, value=${q(node.value)}`;
      if (node.placeholder !== undefined) line += `, placeholder=${q(node.placeholder)}`;
      if (node.role === 'checkbox' || node.role === 'radio') line += `, checked='${node.checked ? 'true' : 'false'}'`;
      if (node.role === 'option') line += `, selected=${node.selected ? 'True' : 'False'}`;
      if (node.role === 'combobox') line += ", hasPopup='menu', expanded=False";
      lines.push(line);
    }
    const d = nameless ? depth : depth + 1;
    if (node.text !== undefined && node.value === undefined) lines.push(`${'\t'.repeat(d)}StaticText ${q(node.text)}`);
    for (const k of node.kids ?? []) walk(k, d);
  };
  for (const n of page.body) walk(n, 1);
  return { tree: lines.join('\n'), bids };
}

/** A copy of the page with typed values and selections applied (by element name). */
export function withValues(page, values) {
  const apply = (node) => {
    const v = values.get(node.name);
    const out = { ...node, kids: (node.kids ?? []).map(apply) };
    if (v !== undefined) {
      if (node.role === 'combobox') out.value = v;
      else if (node.role === 'checkbox' || node.role === 'radio') out.checked = v;
      else out.value = v;
    }
    if (node.role === 'option' && values.has(`option-of:${node.name}`)) out.selected = true;
    return out;
  };
  return { ...page, body: page.body.map(apply) };
}

// Pages as small accessibility trees, and the two ways a browsing agent is shown them:
//  - Playwright MCP 0.0.83's aria snapshot (YAML; refs e1, e2, … in document order; options carry no
//    ref; links carry [cursor=pointer]; a <label> around a control is a nameless generic holding a
//    `text:` line and the control). The shapes were checked against the real server (node_modules'
//    @playwright/mcp 0.0.83 driving Debian's Chromium on a local test page) while this set was written.
//  - BrowserGym's flattened AXTree (tab-indented, numeric bids that skip the DOM nodes the tree
//    leaves out, nameless generics dropped, StaticText children, python-repr quoting).
// Written for corpus/web-fresh7; nothing here is taken from an earlier set's generator.

/** An element: role, accessible name, properties, children. */
export const el = (role, name = '', props = {}, kids = []) => ({ role, name, ...props, kids });
/** A bare text run (a text node inside a generic / label). */
export const txt = (t) => ({ role: 'text', name: '', text: t, kids: [] });
/** A control wrapped in its <label>: generic [text, control] (text after a checkbox / radio). */
export const labelled = (label, control) =>
  el('generic', '', { label: true }, ['checkbox', 'radio'].includes(control.role) ? [control, txt(label)] : [txt(label), control]);

const INTERACTIVE = new Set(['link', 'button', 'checkbox', 'radio', 'combobox', 'textbox', 'searchbox', 'switch', 'menuitem', 'tab', 'spinbutton']);

/** FNV-1a, then an LCG: a small deterministic stream per key. */
export function stream(key) {
  let s = 2166136261;
  for (const ch of key) s = Math.imul(s ^ ch.codePointAt(0), 16777619) >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

// ---- Playwright aria snapshot --------------------------------------------------------------
const PLAIN = /^[^:#'"\-?[\]{}&*!|>%@`,\s][^\n]*$/;
const yamlValue = (s) => {
  const t = String(s);
  if (PLAIN.test(t) && !t.includes(': ') && !t.endsWith(':') && !t.includes(' #') && !/^(true|false|null|~|[-+]?\d[\d.,]*)$/i.test(t) && t === t.trim()) return t;
  return JSON.stringify(t);
};
const yamlKey = (k) => (k.includes(': ') || k.endsWith(':') || k.includes(' #') ? `'${k.replaceAll("'", "''")}'` : k);

/**
 * Renders a page (with the values typed / ticked / selected so far) as Playwright MCP prints it.
 * Returns { yaml, refs: Map("role|name" -> ref | null) }; null marks a role and name two elements share.
 */
export function ariaSnapshot(page) {
  let n = 1;
  const refs = new Map();
  const lines = ['- generic [active] [ref=e1]:'];
  const note = (role, name, ref) => {
    const k = `${role}|${name}`;
    refs.set(k, refs.has(k) ? null : ref);
  };
  const walk = (node, depth) => {
    const pad = '  '.repeat(depth);
    if (node.role === 'text') {
      lines.push(`${pad}- text: ${yamlValue(node.text)}`);
      return;
    }
    if (node.role === 'option') {
      lines.push(`${pad}- option ${JSON.stringify(node.name)}${node.selected ? ' [selected]' : ''}`);
      return;
    }
    n += 1;
    const ref = `e${n}`;
    if (node.role === 'group' || node.role === 'radiogroup') n += 1; // the <legend> takes a ref the tree never shows
    note(node.role, node.name, ref);
    let key = node.role + (node.name ? ` ${JSON.stringify(node.name)}` : '');
    if (node.checked) key += ' [checked]';
    if (node.disabled) key += ' [disabled]';
    if (node.level) key += ` [level=${node.level}]`;
    key += ` [ref=${ref}]`;
    if (node.role === 'link') key += ' [cursor=pointer]';
    const kids = node.kids ?? [];
    const inline = node.role === 'combobox' ? undefined : node.value ?? node.text;
    const props = [];
    if (node.url !== undefined) props.push(`- /url: ${node.url}`);
    if (node.placeholder !== undefined) props.push(`- /placeholder: ${yamlValue(node.placeholder)}`);
    if (kids.length || props.length) {
      lines.push(`${pad}- ${yamlKey(key)}:`);
      for (const p of props) lines.push(`${pad}  ${p}`);
      if (inline !== undefined && inline !== '') lines.push(`${pad}  - text: ${yamlValue(inline)}`);
      for (const k of kids) walk(k, depth + 1);
    } else if (inline !== undefined && inline !== '') lines.push(`${pad}- ${yamlKey(key)}: ${yamlValue(inline)}`);
    else lines.push(`${pad}- ${yamlKey(key)}`);
  };
  for (const node of page.body) walk(node, 1);
  return { yaml: lines.join('\n'), refs };
}

// ---- BrowserGym AXTree -----------------------------------------------------------------------
/** Python's repr() of a str, as BrowserGym prints names and values. */
export const pyRepr = (s) => {
  const t = String(s).replaceAll('\\', '\\\\').replaceAll('\n', '\\n');
  if (t.includes("'") && !t.includes('"')) return `"${t}"`;
  return `'${t.replaceAll("'", "\\'")}'`;
};

/** Returns { tree, bids: Map("role|name" -> bid | null) }. */
export function axTree(page) {
  const rnd = stream(`bg|${page.url}|${page.title}`);
  let bid = 9 + Math.floor(rnd() * 30);
  const nextBid = () => {
    bid += 1 + (rnd() < 0.3 ? 1 + Math.floor(rnd() * 4) : 0);
    return String(bid);
  };
  const origin = new URL(page.url).origin;
  const bids = new Map();
  const lines = [`RootWebArea ${pyRepr(page.title)}, focused`];
  const walk = (node, depth) => {
    const pad = '\t'.repeat(depth);
    if (node.role === 'text') {
      lines.push(`${pad}StaticText ${pyRepr(node.text)}`);
      return;
    }
    const b = nextBid();
    if (node.role === 'generic' && !node.name && !node.label) {
      // a nameless generic is left out; its text and children move up a level
      if (node.text !== undefined) lines.push(`${pad}StaticText ${pyRepr(node.text)}`);
      for (const k of node.kids ?? []) walk(k, depth);
      return;
    }
    const role = node.label ? 'LabelText' : node.role;
    const k = `${role}|${node.name}`;
    bids.set(k, bids.has(k) ? null : b);
    let line = `${pad}[${b}] ${role} ${pyRepr(node.name ?? '')}`;
    if (INTERACTIVE.has(node.role)) line += ', clickable';
    if (node.url !== undefined) line += `, url=${pyRepr(node.url.startsWith('http') ? node.url : origin + node.url)}`;
    if (node.role === 'textbox' && node.value) line += `, value=${pyRepr(node.value)}`;
    if (node.role === 'textbox' && node.placeholder) line += `, placeholder=${pyRepr(node.placeholder)}`;
    if (node.role === 'checkbox' || node.role === 'radio') line += `, checked='${node.checked ? 'true' : 'false'}'`;
    if (node.role === 'combobox') {
      const picked = (node.kids ?? []).find((o) => o.selected) ?? (node.kids ?? [])[0];
      line += `, hasPopup='menu', expanded=False${picked ? `, value=${pyRepr(picked.name)}` : ''}`;
    }
    if (node.role === 'option') line += `, selected=${node.selected ? 'True' : 'False'}`;
    if (node.disabled) line += ', disabled=True';
    lines.push(line);
    const inner = '\t'.repeat(depth + 1);
    if (['link', 'button', 'heading', 'option', 'cell', 'columnheader'].includes(node.role) && node.name && !(node.kids ?? []).length) lines.push(`${inner}StaticText ${pyRepr(node.name)}`);
    if (node.text !== undefined && node.role !== 'textbox') lines.push(`${inner}StaticText ${pyRepr(node.text)}`);
    for (const kid of node.kids ?? []) walk(kid, depth + 1);
  };
  for (const node of page.body) walk(node, 1);
  return { tree: lines.join('\n'), bids };
}

/** The page with what the agent typed, ticked and selected on it (by element name). */
export function applyValues(page, values) {
  if (!values.size) return page;
  const visit = (node) => {
    const out = { ...node, kids: (node.kids ?? []).map(visit) };
    if (values.has(node.name) && node.role !== 'option' && node.role !== 'text') {
      const v = values.get(node.name);
      if (node.role === 'checkbox' || node.role === 'radio') out.checked = v;
      else if (node.role !== 'combobox') out.value = v;
    }
    if (node.role === 'combobox' && values.has(node.name)) out.kids = out.kids.map((o) => ({ ...o, selected: o.name === values.get(node.name) }));
    return out;
  };
  // a radio ticked un-ticks the others of its group
  const radios = (node) => {
    if (node.role === 'radiogroup' || node.role === 'group') {
      const picked = (node.kids ?? []).flatMap(flat).find((k) => k.role === 'radio' && values.get(k.name) === true);
      if (picked) return { ...node, kids: node.kids.map((k) => clearRadios(k, picked.name)) };
    }
    return { ...node, kids: (node.kids ?? []).map(radios) };
  };
  const flat = (n) => [n, ...(n.kids ?? []).flatMap(flat)];
  const clearRadios = (n, keep) => (n.role === 'radio' && n.name !== keep ? { ...n, checked: false } : { ...n, kids: (n.kids ?? []).map((k) => clearRadios(k, keep)) });
  return { ...page, body: page.body.map(visit).map(radios) };
}

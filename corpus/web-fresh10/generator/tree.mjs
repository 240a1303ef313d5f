// Page trees and the two renderers: Playwright's aria snapshot (refs e<n> / f<k>e<n>) and a
// BrowserGym-style AXTree (numeric bids, iframe content prefixed by a letter).
//
// A node is { role, name, text, props, kids, frame }. role 'text' is a bare text line, 'option' an
// option of a combobox (no ref), 'legend' the legend of a fieldset (uses a number, prints nothing).
import { URL } from 'node:url';

export const n = (role, name = '', props = {}, kids = [], text) => ({ role, name, props, kids, text });
export const t = (text) => ({ role: 'text', name: '', props: {}, kids: [], text });
export const para = (text) => n('paragraph', '', {}, [], text);
export const h = (level, name) => n('heading', name, { level });
export const link = (name, href, kids = []) => n('link', name, { href }, kids);
export const btn = (name, text) => n('button', name, {}, [], text);
export const img = (alt) => n('img', alt);
export const li = (...kids) => n('listitem', '', {}, kids);
export const list = (items) => n('list', '', {}, items.map((x) => (x.role === 'listitem' ? x : li(x))));
export const gen = (...kids) => n('generic', '', {}, kids);
export const region = (name, kids) => n('region', name, {}, kids);
export const field = (label, props = {}) => n('generic', '', {}, [t(label), n('textbox', label, props)]);
export const box = (label, checked = false) => n('generic', '', {}, [n('checkbox', label, { checked }), t(label)]);
export const radio = (label, checked = false) => n('generic', '', {}, [n('radio', label, { checked }), t(label)]);
export const group = (legend, kids) => n('group', legend, {}, [n('legend', ''), ...kids]);
export const combo = (label, options, selected) =>
  n('combobox', label, {}, options.map((o) => n('option', o, { selected: o === selected })));
export const dialog = (name, kids, modal = false) => n('dialog', name, { modal }, kids);
export const iframe = (title, url, kids) => ({ ...n('iframe', title, {}, kids), frame: { title, url } });
export const row = (cells, header = false) => n('row', '', {}, cells.map((c) => n(header ? 'columnheader' : 'cell', c)));
export const table = (head, rows) =>
  n('table', '', {}, [n('rowgroup', '', {}, [row(head, true)]), n('rowgroup', '', {}, rows.map((r) => row(r)))]);

// ---- identity: a node's key is its path of role/name/duplicate-index, so a re-rendered page keeps
// its refs and new elements take the next number, as Playwright does while a document lives.
function walk(nodes, parentKey, visit) {
  const seen = new Map();
  for (const node of nodes) {
    const base = `${node.role}:${node.name}`;
    const k = seen.get(base) ?? 0;
    seen.set(base, k + 1);
    const key = `${parentKey}/${base}#${k}`;
    visit(node, key);
  }
}

export function newNumbering(prefix) {
  return { prefix, map: new Map(), next: 1, touched: null };
}
// an element that left the page loses its number: if it comes back it is a new element
function begin(numberings) {
  for (const nb of numberings) nb.touched = new Set();
}
function end(numberings) {
  for (const nb of numberings) {
    for (const k of [...nb.map.keys()]) if (!nb.touched.has(k)) nb.map.delete(k);
    nb.touched = null;
  }
}
function num(numbering, key) {
  numbering.touched?.add(key);
  if (!numbering.map.has(key)) numbering.map.set(key, numbering.next++);
  return `${numbering.prefix}${numbering.map.get(key)}`;
}

// ---- Playwright aria snapshot --------------------------------------------------------------
const needsQuote = (s) => /: |^[-#&*!|>'"%@`{[?,\]]|:$| #/.test(s) || /^(true|false|null|~|\d[\d.]*)$/i.test(s);
const yval = (s) => (needsQuote(s) ? JSON.stringify(s) : s);
const qname = (s) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

// doc: { numbering, frames: Map(key -> numbering), nextFrame: () => number, focus, url }
export function renderPw(doc, tree) {
  const out = [];
  const refs = new Map(); // ref -> { role, name, frameTitle, key }
  const all = () => [doc.numbering, ...doc.frames.values()];
  begin(all());
  const rootRef = num(doc.numbering, '/root');
  refs.set(rootRef, { role: 'generic', name: '', key: '/root' });
  out.push('');
  const emit = (nodes, indent, numbering, parentKey, frameTitle) => {
    walk(nodes, parentKey, (node, key) => {
      const pad = '  '.repeat(indent);
      if (node.role === 'text') {
        out.push(`${pad}- text: ${yval(node.text)}`);
        return;
      }
      if (node.role === 'legend') {
        num(numbering, key);
        return;
      }
      if (node.role === 'option') {
        const sel = doc.selected.has(parentKey) ? doc.selected.get(parentKey) === node.name : node.props.selected;
        out.push(`${pad}- option "${qname(node.name)}"${sel ? ' [selected]' : ''}`);
        return;
      }
      const ref = num(numbering, key);
      const checked = doc.checked.has(key) ? doc.checked.get(key) : node.props.checked;
      refs.set(ref, { role: node.role, name: node.name, frameTitle, key, checked: Boolean(checked) });
      const attrs = [];
      if (checked) attrs.push('[checked]');
      if (node.props.disabled) attrs.push('[disabled]');
      if (node.props.expanded !== undefined) attrs.push(node.props.expanded ? '[expanded]' : '');
      if (doc.focus === key) attrs.push('[active]');
      if (node.props.level) attrs.push(`[level=${node.props.level}]`);
      attrs.push(`[ref=${ref}]`);
      if (node.role === 'link') attrs.push('[cursor=pointer]');
      const shownName = node.role === 'iframe' ? '' : node.name;
      let head = node.role + (shownName ? ` "${qname(shownName)}"` : '') + attrs.filter(Boolean).map((a) => ` ${a}`).join('');
      const kids = [];
      if (node.role === 'link' && node.props.href) kids.push(`${pad}  - /url: ${yval(node.props.href)}`);
      const value = node.role === 'textbox' ? doc.values.get(key) ?? node.props.value ?? '' : node.text;
      if (node.role === 'textbox' && !value && node.props.placeholder) kids.push(`${pad}  - /placeholder: ${yval(node.props.placeholder)}`);
      const hasKids = kids.length > 0 || node.kids.length > 0 || Boolean(node.frame);
      if (needsQuote(head) || head.includes(': ')) head = `'${head.replace(/'/g, "''")}'`;
      if (value && !hasKids) {
        out.push(`${pad}- ${head}: ${yval(String(value))}`);
        return;
      }
      out.push(`${pad}- ${head}${hasKids ? ':' : ''}`);
      if (value) out.push(`${pad}  - text: ${yval(String(value))}`);
      out.push(...kids);
      if (node.frame) {
        if (!doc.frames.has(key)) doc.frames.set(key, newNumbering(`f${doc.nextFrame()}e`));
        const fnum = doc.frames.get(key);
        const froot = num(fnum, '/root');
        refs.set(froot, { role: 'generic', name: '', frameTitle: node.frame.title, key: '/root' });
        out.push(`${pad}  - generic [ref=${froot}]:`);
        emit(node.kids, indent + 2, fnum, '', node.frame.title);
        return;
      }
      emit(node.kids, indent + 1, numbering, key, frameTitle);
    });
  };
  emit(tree, 1, doc.numbering, '', undefined);
  const focusShown = doc.focus && [...refs.values()].some((v) => v.key === doc.focus);
  out[0] = `- generic${focusShown ? '' : ' [active]'} [ref=${rootRef}]:`;
  end(all().filter((nb) => nb.touched));
  return { text: out.join('\n'), refs };
}

// ---- BrowserGym AXTree --------------------------------------------------------------------
const bq = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
export function renderBg(doc, tree, title, origin) {
  const out = [`RootWebArea ${bq(title)}, focused`];
  const all = () => [doc.bgNumbering, ...doc.bgFrames.values()];
  begin(all());
  const bids = new Map();
  const emit = (nodes, depth, numbering, parentKey, frameTitle, base) => {
    walk(nodes, parentKey, (node, key) => {
      const pad = '\t'.repeat(depth);
      if (node.role === 'text') {
        out.push(`${pad}StaticText ${bq(node.text)}`);
        return;
      }
      const bid = num(numbering, key);
      if (node.role === 'legend') return;
      bids.set(bid, { role: node.role, name: node.name, frameTitle, key, checked: Boolean(doc.checked.has(key) ? doc.checked.get(key) : node.props.checked) });
      if (node.role === 'generic' && !node.name && !node.text) {
        emit(node.kids, depth, numbering, key, frameTitle, base);
        return;
      }
      const props = [];
      const clickable = ['link', 'button', 'checkbox', 'radio', 'textbox', 'combobox', 'searchbox', 'option', 'tab', 'menuitem'];
      if (clickable.includes(node.role)) props.push('clickable');
      if (doc.focus === key) props.push('focused');
      if (node.role === 'link' && node.props.href) props.push(`url=${bq(new URL(node.props.href, base).href)}`);
      if (node.role === 'textbox' || node.role === 'searchbox') {
        const v = doc.values.get(key) ?? node.props.value;
        if (v) props.push(`value=${bq(v)}`);
      }
      const checked = doc.checked.has(key) ? doc.checked.get(key) : node.props.checked;
      if (node.role === 'checkbox' || node.role === 'radio') props.push(`checked=${bq(checked ? 'true' : 'false')}`);
      const sel = doc.selected.has(parentKey) ? doc.selected.get(parentKey) === node.name : node.props.selected;
      if (node.role === 'option') props.push(`selected=${sel ? 'True' : 'False'}`);
      if (node.role === 'combobox') props.push("hasPopup='menu'", 'expanded=False');
      if (node.role === 'dialog' && node.props.modal) props.push('modal=True');
      if (node.props.disabled) props.push('disabled=True');
      out.push(`${pad}[${bid}] ${node.role} ${bq(node.name)}${props.length ? `, ${props.join(', ')}` : ''}`);
      if (node.role === 'textbox' && !(doc.values.get(key) ?? node.props.value) && node.props.placeholder) out.push(`${pad}\tStaticText ${bq(node.props.placeholder)}`);
      if (node.text && node.text !== node.name) out.push(`${pad}\tStaticText ${bq(node.text)}`);
      if (node.frame) {
        if (!doc.bgFrames.has(key)) doc.bgFrames.set(key, newNumbering(String.fromCharCode(97 + doc.bgFrames.size)));
        out.push(`${pad}\tRootWebArea ${bq(node.frame.title)}`);
        emit(node.kids, depth + 2, doc.bgFrames.get(key), '', node.frame.title, node.frame.url);
        return;
      }
      emit(node.kids, depth + 1, numbering, key, frameTitle, base);
    });
  };
  emit(tree, 1, doc.bgNumbering, '', undefined, origin);
  end(all().filter((nb) => nb.touched));
  return { text: out.join('\n'), bids };
}

// ---- Playwright locator code as its generator writes it ------------------------------------
export function locatorName(name) {
  let s = name;
  const trail = s.match(/^(.*?\D)\d+$/u);
  if (trail && trail[1].trim()) s = trail[1];
  if (s.length > 30) {
    const cut = s.slice(0, 30);
    const sp = cut.lastIndexOf(' ');
    s = sp > 10 ? cut.slice(0, sp) : cut;
  }
  return s.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
}
// others: the names of the other elements of that role in the frame; a shortened name that would
// also match one of them is replaced by the full name with exact: true
export function locator(role, name, frameTitle, others = []) {
  const scope = frameTitle ? `page.locator('iframe[title="${frameTitle}"]').contentFrame()` : 'page';
  const short = locatorName(name);
  const plain = short.replace(/\\'/g, "'");
  const clash = others.some((o) => o !== name && o.toLowerCase().includes(plain.toLowerCase()));
  const full = name.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
  if (role === 'combobox') return `${scope}.getByLabel('${clash ? full : short}'${clash ? ', { exact: true }' : ''})`;
  return clash ? `${scope}.getByRole('${role}', { name: '${full}', exact: true })` : `${scope}.getByRole('${role}', { name: '${short}' })`;
}

// Page nodes and the two renderers: Playwright MCP's aria snapshot (refs) and BrowserGym's flattened
// AXTree (bids). A node is { role, name, props, kids, text }. Control state (typed values, ticks, the
// picked radio / option, focus) lives in the document and is read while rendering.

export const n = (role, name = '', props = {}, kids = []) => ({ role, name, props, kids });
export const txt = (text) => ({ role: 'text', name: '', props: {}, kids: [], text });
export const para = (text) => ({ role: 'paragraph', name: '', props: {}, kids: [], text });
export const strong = (text) => ({ role: 'strong', name: '', props: {}, kids: [], text });
export const heading = (level, name) => n('heading', name, { level });
export const link = (name, href) => n('link', name, { href });
export const button = (name, on = {}) => n('button', name, { on });
export const textbox = (name, key, extra = {}) => n('textbox', name, { key, ...extra });
export const img = (alt) => n('img', alt);
export const check = (label, key, extra = {}) => n('generic', '', { wrap: true }, [n('checkbox', label, { key, ...extra }), txt(label)]);
export const radios = (legend, group, options) =>
  n('group', legend, {}, [n('legend', legend, { legendNode: true })].concat(options.map((o) => n('generic', '', { wrap: true }, [n('radio', o.label, { group, value: o.value, init: !!o.checked }), txt(o.label)]))));
export const combo = (name, key, options, selected) => n('combobox', name, { key, options, init: selected ?? options[0] });
export const table = (head, rows) =>
  n('table', '', {}, [n('rowgroup', '', {}, [n('row', '', {}, head.map((c) => n('columnheader', c))), ...rows.map((r) => n('row', '', {}, r.map((c) => n('cell', String(c)))))])]);
export const list = (items) => n('list', '', {}, items.map((it) => n('listitem', '', {}, typeof it === 'string' ? [txt(it)] : [it])));

// Walk with a stable key per node: the chain of role/name pairs plus the index among equal siblings.
export function walk(nodes, fn, parentKey = '') {
  const seen = new Map();
  for (const node of nodes) {
    const base = `${node.role}:${node.name}:${node.text ?? ''}`;
    const i = seen.get(base) ?? 0;
    seen.set(base, i + 1);
    const key = `${parentKey}/${base}#${i}`;
    node.key = key;
    fn(node);
    walk(node.kids, fn, key);
  }
}

const NUM = /^[-+]?(\d+([.,]\d+)*)$/;
function quoteValue(s) {
  const v = String(s);
  if (v === '' || NUM.test(v) || /^[-+?:,[\]{}#&*!|>'"%@`\s]/.test(v) || /: |\s#|\s$|:$/.test(v) || /^(true|false|null|yes|no)$/i.test(v)) return JSON.stringify(v);
  return v;
}
function quoteKey(k) {
  if (/: |:$/.test(k) || /^[-?:,[\]{}#&*!|>'"%@`]/.test(k)) return `'${k.replace(/'/g, "''")}'`;
  return k;
}

export function controlState(doc, node) {
  const p = node.props;
  if (node.role === 'checkbox') return doc.ticks.has(p.key) ? doc.ticks.get(p.key) : !!p.checked;
  if (node.role === 'radio') return doc.radios.has(p.group) ? doc.radios.get(p.group) === p.value : p.init;
  if (node.role === 'combobox') return doc.selects.has(p.key) ? doc.selects.get(p.key) : p.init;
  if (node.role === 'textbox') return doc.values.has(p.key) ? doc.values.get(p.key) : p.value ?? '';
  return undefined;
}

// Playwright MCP aria snapshot. refs: `e<n>` in a tab's first document, `f<k>e<n>` in later ones.
export function renderSnapshot(doc) {
  const prefix = doc.frame ? `f${doc.frame}e` : 'e';
  const out = [];
  const refOf = (node) => `${prefix}${doc.refs.get(node.key)}`;
  const line = (depth, s) => out.push(`${'  '.repeat(depth)}- ${s}`);
  const emit = (node, depth) => {
    if (node.role === 'text') return line(depth, `text: ${quoteValue(node.text)}`);
    if (node.props.legendNode) return;
    const attrs = [];
    const st = controlState(doc, node);
    if ((node.role === 'checkbox' || node.role === 'radio') && st) attrs.push('[checked]');
    const active = doc.focus === node.key;
    if (active) attrs.push('[active]');
    if (node.props.level) attrs.push(`[level=${node.props.level}]`);
    attrs.push(`[ref=${refOf(node)}]`);
    if (node.role === 'link') attrs.push('[cursor=pointer]');
    const head = quoteKey(`${node.role}${node.name ? ` ${JSON.stringify(node.name)}` : ''} ${attrs.join(' ')}`);
    if (node.role === 'paragraph' || node.role === 'strong' || (node.role === 'cell' && node.text)) return line(depth, `${head}: ${quoteValue(node.text)}`);
    if (node.role === 'combobox') {
      line(depth, `${head}:`);
      for (const o of node.props.options) line(depth + 1, `option ${JSON.stringify(o)}${o === st ? ' [selected]' : ''}`);
      return;
    }
    if (node.role === 'textbox') {
      const ph = node.props.placeholder && node.props.placeholder !== node.name;
      if (ph) {
        line(depth, `${head}:`);
        line(depth + 1, `/placeholder: ${quoteValue(node.props.placeholder)}`);
        if (st) line(depth + 1, `text: ${quoteValue(st)}`);
        return;
      }
      return line(depth, st ? `${head}: ${quoteValue(st)}` : head);
    }
    if (node.role === 'link') {
      line(depth, `${head}:`);
      for (const k of node.kids) emit(k, depth + 1);
      line(depth + 1, `/url: ${quoteValue(node.props.href)}`);
      return;
    }
    if (!node.kids.length) return line(depth, head);
    line(depth, `${head}:`);
    for (const k of node.kids) emit(k, depth + 1);
  };
  const top = doc.tree();
  if (top.length === 1) emit(top[0], 0);
  else {
    out.push(`- generic${doc.focus ? '' : ' [active]'} [ref=${prefix}1]:`);
    for (const k of top) emit(k, 1);
  }
  return out.join('\n');
}

// BrowserGym flattened AXTree: `[bid] role 'name', props`, tab-indented, StaticText without bid.
export function renderAxtree(doc) {
  const out = [`RootWebArea ${q(doc.title)}${doc.focus ? '' : ', focused'}`];
  const line = (depth, s) => out.push(`${'\t'.repeat(depth)}${s}`);
  const bid = (node) => doc.bids.get(node.key);
  const emit = (node, depth) => {
    if (node.role === 'text') return line(depth, `StaticText ${q(node.text)}`);
    if (node.props.legendNode) return;
    if (node.role === 'generic' && !node.name) {
      for (const k of node.kids) if (!(k.role === 'text' && node.kids.some((s) => s !== k && s.name === k.text))) emit(k, depth);
      return;
    }
    const role = node.role === 'group' ? 'group' : node.role === 'columnheader' ? 'columnheader' : node.role;
    const props = [];
    const st = controlState(doc, node);
    if (['link', 'button', 'checkbox', 'radio', 'combobox', 'textbox'].includes(node.role)) props.push('clickable');
    if (doc.focus === node.key) props.push('focused');
    if (node.role === 'heading') props.push(`level=${node.props.level}`);
    if (node.role === 'link') props.push(`url=${q(node.props.href.startsWith('http') ? node.props.href : `${doc.origin}${node.props.href}`)}`);
    if (node.role === 'checkbox' || node.role === 'radio') props.push(`checked=${q(st ? 'true' : 'false')}`);
    if (node.role === 'textbox') {
      if (st) props.push(`value=${q(st)}`);
      if (node.props.placeholder) props.push(`placeholder=${q(node.props.placeholder)}`);
    }
    if (node.role === 'combobox') props.push(`value=${q(st)}`, "hasPopup='menu'", 'expanded=False');
    if (node.role === 'dialog') props.push('modal=True');
    line(depth, `[${bid(node)}] ${role} ${q(node.name)}${props.length ? `, ${props.join(', ')}` : ''}`);
    if (node.role === 'paragraph' || node.role === 'strong' || (node.role === 'cell' && node.text)) line(depth + 1, `StaticText ${q(node.text)}`);
    if (node.role === 'combobox') node.props.options.forEach((o, i) => line(depth + 1, `[${doc.bids.get(`${node.key}/option#${i}`)}] option ${q(o)}, selected=${o === st ? 'True' : 'False'}`));
    for (const k of node.kids) emit(k, depth + 1);
  };
  for (const k of doc.tree()) emit(k, 1);
  return out.join('\n');
}
const q = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

// Playwright's generated locator code for an action on a node (role + name, trailing digits trimmed).
export function locator(node) {
  if (node.role === 'combobox') return `page.getByLabel(${jsq(node.name)})`;
  let name = node.name;
  if (/\d$/.test(name) && /\D/.test(name.replace(/\d+$/, ''))) name = name.replace(/\d+$/, '');
  if ([...name].length > 32) name = [...name].slice(0, 30).join('').trimEnd();
  return `page.getByRole('${node.role}', { name: ${jsq(name)} })`;
}
export const jsq = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

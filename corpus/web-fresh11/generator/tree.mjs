// Page nodes and the two renderers: Playwright's aria snapshot (refs) and BrowserGym's AXTree (bids).
// A node is { role, name, props, kids } or a text node { text }.

export const n = (role, name = '', props = {}, kids = []) => ({ role, name, props, kids });
export const t = (text) => ({ text });

export function walk(node, fn, parent = null) {
  if (node.text !== undefined) return;
  fn(node, parent);
  for (const k of node.kids) walk(k, fn, node);
}

// Playwright numbers refs per frame in document order; a later document of the tab gets a frame prefix.
export function assignRefs(doc, startAt = 1) {
  let i = startAt;
  walk(doc.root, (node) => {
    if (node.role === 'option') return; // options of a <select> take no ref
    if (node.ref === undefined) node.ref = `${doc.prefix}e${i}`;
    i += node.props.legend ? 2 : 1; // a <legend> uses up a number
  });
  doc.nextRef = Math.max(doc.nextRef ?? 0, i);
}
export function refNew(doc, node) {
  walk(node, (x) => {
    if (x.role === 'option') return;
    x.ref = `${doc.prefix}e${doc.nextRef}`;
    doc.nextRef += 1;
  });
}
// BrowserGym bids: numbers per document, every element counts (nameless wrappers keep their number).
export function assignBids(doc) {
  walk(doc.root, (node) => {
    if (node.bid === undefined) {
      node.bid = String(doc.nextBid);
      doc.nextBid += 1;
    }
  });
}

const SPECIAL_START = /^[\s\-?:,[\]{}#&*!|>'"%@`]/;
function needsQuote(s) {
  return s === '' || SPECIAL_START.test(s) || /:\s|:$|\s#|\s$/.test(s) || /^(true|false|null|~|-?\d+(\.\d+)?)$/i.test(s);
}
const q1 = (s) => `'${s.replace(/'/g, "''")}'`;
export const yamlKey = (s) => (/:\s|:$|^['"]/.test(s) || SPECIAL_START.test(s) ? q1(s) : s);
export const yamlVal = (s) => (needsQuote(s) ? JSON.stringify(s) : s);
const norm = (s) => s.replace(/\s+/g, ' ').trim();

export function textOf(node) {
  if (node.text !== undefined) return node.text;
  if (node.role === 'textbox' || node.role === 'combobox' || node.role === 'searchbox') return '';
  return node.kids.map(textOf).join(' ');
}

function pwKey(node, focus) {
  let k = node.role;
  if (node.name) k += ` ${JSON.stringify(norm(node.name))}`;
  const p = node.props;
  if (p.checked === true) k += ' [checked]';
  if (p.disabled) k += ' [disabled]';
  if (p.expanded) k += ' [expanded]';
  if (focus === node) k += ' [active]';
  if (p.level) k += ` [level=${p.level}]`;
  if (p.selected === true) k += ' [selected]';
  if (node.ref) k += ` [ref=${node.ref}]`;
  if (p.href !== undefined || p.pointer) k += ' [cursor=pointer]';
  return k;
}

// Playwright aria snapshot (ariaSnapshot with refs, as browser_snapshot prints it).
export function renderAria(doc, focus) {
  const out = [];
  const emit = (node, depth) => {
    const pad = '  '.repeat(depth);
    if (node.text !== undefined) {
      out.push(`${pad}- text: ${yamlVal(norm(node.text))}`);
      return;
    }
    if (node.props.hiddenFromTree) return;
    const key = pwKey(node, focus ?? doc.root);
    const p = node.props;
    const inlineText = () => {
      const kids = node.kids;
      if (kids.length === 1 && kids[0].text !== undefined) return norm(kids[0].text);
      return null;
    };
    const extra = [];
    if (p.href !== undefined) extra.push(`- /url: ${p.href}`);
    if (node.role === 'textbox' || node.role === 'searchbox') {
      // the placeholder shows only when it differs from the accessible name
      const ph = p.placeholder && norm(p.placeholder) !== norm(node.name) ? p.placeholder : '';
      if (p.value && !ph) out.push(`${pad}- ${yamlKey(key)}: ${yamlVal(p.value)}`);
      else if (ph) {
        out.push(`${pad}- ${yamlKey(key)}:`);
        out.push(`${pad}  - /placeholder: ${ph}`);
        if (p.value) out.push(`${pad}  - text: ${yamlVal(p.value)}`);
      } else out.push(`${pad}- ${yamlKey(key)}`);
      return;
    }
    let kids = node.kids;
    const txt = inlineText();
    if (txt !== null && node.name && norm(node.name) === txt) kids = [];
    if (txt !== null && kids.length === 1 && !extra.length) {
      out.push(`${pad}- ${yamlKey(key)}: ${yamlVal(txt)}`);
      return;
    }
    if (!kids.length && !extra.length) {
      out.push(`${pad}- ${yamlKey(key)}`);
      return;
    }
    out.push(`${pad}- ${yamlKey(key)}:`);
    for (const k of kids) emit(k, depth + 1);
    for (const e of extra) out.push(`${pad}  ${e}`);
  };
  // a root (body) with one child element is not printed: the snapshot starts at that child
  const only = doc.root.kids.length === 1 && doc.root.kids[0].text === undefined;
  emit(only ? doc.root.kids[0] : doc.root, 0);
  return out.join('\n');
}

const AX_ROLE = { generic: 'generic', paragraph: 'paragraph', textbox: 'textbox', searchbox: 'searchbox' };
// BrowserGym flattening: "[bid] role 'name', props" lines, StaticText lines for text, tab indentation.
export function renderAx(doc, focus) {
  const out = [`RootWebArea ${q1(doc.title)}${focus ? '' : ', focused'}`];
  const emit = (node, depth) => {
    const pad = '\t'.repeat(depth);
    if (node.text !== undefined) {
      out.push(`${pad}StaticText ${q1(norm(node.text))}`);
      return;
    }
    if (node.props.hiddenFromTree) return;
    const p = node.props;
    // nameless wrappers are folded into their parent: their children move up one level
    if (node.role === 'generic' && !node.name && !p.keepInAx) {
      for (const k of node.kids) emit(k, depth);
      return;
    }
    const role = AX_ROLE[node.role] ?? node.role;
    const props = [];
    if (p.href !== undefined || ['button', 'checkbox', 'radio', 'combobox', 'textbox', 'searchbox', 'option', 'tab'].includes(node.role)) props.push('clickable');
    if (focus === node) props.push('focused');
    if (p.level) props.push(`level=${p.level}`);
    if (p.href !== undefined) props.push(`url=${q1(doc.abs(p.href))}`);
    if (node.role === 'textbox' || node.role === 'searchbox') {
      if (p.value) props.push(`value=${q1(p.value)}`);
      else if (p.placeholder) props.push(`placeholder=${q1(p.placeholder)}`);
    }
    if (node.role === 'checkbox' || node.role === 'radio') props.push(`checked=${q1(p.checked ? 'true' : 'false')}`);
    if (node.role === 'combobox') props.push("hasPopup='menu'", 'expanded=False');
    if (node.role === 'option') props.push(`selected=${p.selected ? 'True' : 'False'}`);
    if (p.required) props.push('required');
    if (p.modal) props.push('modal=True');
    if (p.disabled) props.push('disabled=True');
    out.push(`${pad}[${node.bid}] ${role} ${q1(norm(node.name ?? ''))}${props.length ? `, ${props.join(', ')}` : ''}`);
    const onlyText = node.kids.length === 1 && node.kids[0].text !== undefined && norm(node.kids[0].text) === norm(node.name ?? '');
    if (onlyText) return;
    for (const k of node.kids) emit(k, depth + 1);
  };
  for (const k of doc.root.kids) emit(k, 1);
  return out.join('\n');
}

// Playwright's generated locator for a node (role + name; numbers at the end trimmed, long names cut).
export function locator(node) {
  let name = norm(node.name ?? '');
  name = name.replace(/\s*\d+([.,:]\d+)*\s*$/, '').trim() || name;
  if (name.length > 30) name = name.slice(0, 30).replace(/\s+\S*$/, '');
  const role = node.role === 'searchbox' ? 'searchbox' : node.role;
  const opts = name ? `, { name: ${q1(name)} }` : '';
  return `page.getByRole('${role}'${opts})`;
}

// Page nodes, the two renderers (Playwright MCP aria snapshot with refs, BrowserGym AXTree with bids),
// and a small browser that turns a catalog-neutral task script into one catalog's calls and answers.
// Written for web-fresh13; imports nothing from the project.

import { URL } from 'node:url';

// ---- nodes -------------------------------------------------------------------------------------
// n(role, name, props, kids): props may hold key (for scripts), go (path a click loads), url (link
// href), checked, value, placeholder, level, options (for a combobox), text (inline text).
export const n = (role, name = '', props = {}, kids = []) => ({ role, name, ...props, kids });
export const h = (level, name) => n('heading', name, { level });
export const p = (text) => n('paragraph', '', { text });
export const a = (name, href, key) => n('link', name, { url: href, key, go: href });
export const btn = (name, key, go) => n('button', name, { key, go });
// a <label> wrapping its control: a generic holding the control, then the label's text
export const box = (name, key, checked = false) => n('generic', '', { tail: name }, [n('checkbox', name, { key, checked })]);
export const radio = (name, key, checked = false) => n('generic', '', { tail: name }, [n('radio', name, { key, checked })]);
export const field = (name, key, placeholder) => n('textbox', name, { key, placeholder });
export const combo = (name, key, options) => n('combobox', name, { key, options, value: options[0] });
export const group = (legend, kids) => n('group', legend, {}, kids);
export const list = (items) => n('list', '', {}, items.map((t) => (typeof t === 'string' ? n('listitem', '', { text: t }) : t)));
export const table = (head, rows) =>
  n('table', '', {}, [
    n('rowgroup', '', {}, [n('row', '', {}, head.map((c) => n('columnheader', c)))]),
    n('rowgroup', '', {}, rows.map((r) => n('row', '', {}, r.map((c) => n('cell', c))))),
  ]);
export const region = (name, kids) => n('region', name, {}, kids);

// ---- documents ---------------------------------------------------------------------------------
// A document is a page tree with refs (Playwright) and bids (BrowserGym) fixed when it is loaded,
// plus its state: typed values, ticks, selections, hidden nodes.
function walk(node, fn, depth = 0) {
  fn(node, depth);
  for (const k of node.kids) walk(k, fn, depth + 1);
}
function clone(node) {
  return { ...node, kids: node.kids.map(clone) };
}

export function makeDoc(page, url, prefix, bidStart) {
  const root = n('generic', '', {}, clone(page.body).kids);
  let i = 0;
  let bid = bidStart;
  const byKey = new Map();
  walk(root, (x) => {
    i += 1;
    x.ref = `${prefix}e${i}`;
    if (x.role === 'group') i += 1; // its <legend> uses up a number
    x.bid = String(bid++);
    if (x.role === 'combobox') x.optBids = x.options.map(() => String(bid++));
    if (x.key) {
      if (byKey.has(x.key)) throw new Error(`duplicate key ${x.key} on ${url}`);
      byKey.set(x.key, x);
    }
  });
  return { url, title: page.title, root, byKey, nextBid: bid, focused: null, hiddenKeys: new Set() };
}

const q = (s) => `"${s}"`;
function visible(doc) {
  const hidden = new Set();
  walk(doc.root, (x) => {
    if (x.hideKey && doc.hiddenKeys.has(x.hideKey)) walk(x, (y) => hidden.add(y));
  });
  return hidden;
}

export function ariaSnapshot(doc) {
  const hidden = visible(doc);
  const out = [];
  const line = (x, d) => {
    if (hidden.has(x)) return;
    const ind = '  '.repeat(d);
    let s = `${ind}- ${x.role}`;
    if (x.name) s += ` ${q(x.name)}`;
    if (x === doc.root && doc.focused === null) s += ' [active]';
    if (x.checked) s += ' [checked]';
    if (doc.focused === x) s += ' [active]';
    if (x.level) s += ` [level=${x.level}]`;
    s += ` [ref=${x.ref}]`;
    if (x.role === 'link') s += ' [cursor=pointer]';
    const kids = [];
    if (x.role === 'link') kids.push(`${ind}  - /url: ${x.url}`);
    if (x.role === 'textbox' && x.placeholder && x.placeholder !== x.name) kids.push(`${ind}  - /placeholder: ${x.placeholder}`);
    if (x.role === 'combobox') for (const o of x.options) kids.push(`${ind}  - option ${q(o)}${o === x.value ? ' [selected]' : ''}`);
    const inline = x.text ?? (x.role === 'textbox' && x.value ? x.value : null);
    const sub = x.kids.filter((k) => !hidden.has(k));
    if (inline !== null && inline !== undefined && !kids.length && !sub.length) {
      out.push(`${s}: ${inline}`);
      return;
    }
    if (!kids.length && !sub.length) {
      out.push(s);
      return;
    }
    out.push(`${s}:`);
    if (inline) out.push(`${ind}  - text: ${inline}`);
    out.push(...kids);
    for (const k of sub) line(k, d + 1);
    if (x.tail) out.push(`${ind}  - text: ${x.tail}`);
  };
  // a body with a single child starts the snapshot at that child
  const top = doc.root.kids.filter((k) => !hidden.has(k));
  if (top.length === 1) line(top[0], 0);
  else line(doc.root, 0);
  return out.join('\n');
}

const CLICKABLE = new Set(['link', 'button', 'checkbox', 'radio', 'combobox']);
export function axtree(doc) {
  const hidden = visible(doc);
  const out = [`RootWebArea '${doc.title}', focused`];
  const line = (x, d) => {
    if (hidden.has(x)) return;
    if (x.role === 'generic' && !x.name && !x.text && x !== doc.root) {
      for (const k of x.kids) line(k, d);
      return;
    }
    if (x === doc.root) {
      for (const k of x.kids) line(k, d + 1);
      return;
    }
    const ind = '\t'.repeat(d);
    const props = [];
    if (CLICKABLE.has(x.role)) props.push('clickable');
    if (doc.focused === x) props.push('focused');
    if (x.level) props.push(`level=${x.level}`);
    if (x.role === 'link') props.push(`url='${new URL(x.url, doc.url).href}'`);
    if (x.role === 'textbox') {
      if (x.value) props.push(`value='${x.value}'`);
      if (x.placeholder) props.push(`placeholder='${x.placeholder}'`);
    }
    if (x.role === 'checkbox' || x.role === 'radio') props.push(`checked='${x.checked ? 'true' : 'false'}'`);
    if (x.role === 'combobox') props.push(`value='${x.value}'`, 'hasPopup=\'menu\'', 'expanded=False');
    if (x.role === 'dialog') props.push('modal=True');
    out.push(`${ind}[${x.bid}] ${x.role} '${x.name}'${props.length ? `, ${props.join(', ')}` : ''}`);
    if (x.text) out.push(`${ind}\tStaticText '${x.text}'`);
    if (x.role === 'combobox') x.options.forEach((o, i) => out.push(`${ind}\t[${x.optBids[i]}] option '${o}', selected=${o === x.value ? 'True' : 'False'}`));
    for (const k of x.kids) line(k, d + 1);
  };
  line(doc.root, 0);
  return out.join('\n');
}

// ---- the BrowserGym catalog (written for this set, from BrowserGym's documented action space) -------
const obj = (props, req = []) => ({ type: 'object', properties: props, required: req, additionalProperties: false });
const S = { type: 'string' };
export const BG_TOOLS = [
  ['goto', 'Navigate the current tab to a URL.', obj({ url: S }, ['url'])],
  ['go_back', 'Navigate to the previous page in the history of the current tab.', obj({})],
  ['go_forward', 'Navigate to the next page in the history of the current tab.', obj({})],
  ['new_tab', 'Open a new, empty tab (about:blank) and make it the active one.', obj({})],
  ['tab_focus', 'Bring the tab with the given index to the front.', obj({ index: { type: 'integer' } }, ['index'])],
  ['tab_close', 'Close the current tab.', obj({})],
  ['click', 'Click an element of the page, given its bid from the accessibility tree.', obj({ bid: S, button: { type: 'string', enum: ['left', 'middle', 'right'] } }, ['bid'])],
  ['dblclick', 'Double-click an element, given its bid.', obj({ bid: S }, ['bid'])],
  ['hover', 'Move the mouse over an element, given its bid.', obj({ bid: S }, ['bid'])],
  ['focus', 'Focus an element, given its bid.', obj({ bid: S }, ['bid'])],
  ['fill', 'Fill a text input or textarea, given its bid, with a value (replaces what is there).', obj({ bid: S, value: S }, ['bid', 'value'])],
  ['clear', 'Clear a text input, given its bid.', obj({ bid: S }, ['bid'])],
  ['select_option', 'Select one or more options of a <select> element, given its bid.', obj({ bid: S, options: { anyOf: [S, { type: 'array', items: S }] } }, ['bid', 'options'])],
  ['press', 'Focus an element and press a key combination on it, e.g. "Enter".', obj({ bid: S, key_comb: S }, ['bid', 'key_comb'])],
  ['scroll', 'Scroll the page by a number of pixels.', obj({ delta_x: { type: 'number' }, delta_y: { type: 'number' } }, ['delta_x', 'delta_y'])],
  ['upload_file', 'Upload one or more local files through a file input, given its bid.', obj({ bid: S, file: { anyOf: [S, { type: 'array', items: S }] } }, ['bid', 'file'])],
  ['noop', 'Do nothing for a while (wait for the page).', obj({ wait_ms: { type: 'number' } })],
  ['send_msg_to_user', 'Send a message to the user in the chat (the final answer of the task).', obj({ text: S }, ['text'])],
  ['report_infeasible', 'Tell the user the task cannot be done, with a reason.', obj({ reason: S }, ['reason'])],
].map(([name, description, inputSchema]) => ({ name, description, inputSchema }));

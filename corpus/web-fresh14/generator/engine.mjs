// web-fresh14: page nodes, the Playwright MCP aria-snapshot renderer (refs), the BrowserGym AXTree
// renderer (bids), the BrowserGym tool list, and a small browser that plays a catalog-neutral script
// as one catalog's calls with their answers. Written for this set; imports nothing from the project.

import { URL } from 'node:url';
// ---- page nodes ---------------------------------------------------------------------------------
// el(role, name, opts, kids). opts: key (scripts act on it), go (what a click loads), href (links),
// text (inline text of a paragraph / list item), pre / post (the text line a wrapping <label> shows
// before / after its control), icon (an icon-only button: its <svg> uses up a ref number), checked,
// value, options (combobox), level (heading), dismiss (closes the cookie dialog), hideKey.
export const el = (role, name = '', opts = {}, kids = []) => ({ role, name, ...opts, kids });
export const H = (level, name) => el('heading', name, { level });
export const P = (text) => el('paragraph', '', { text });
export const A = (name, href, key) => el('link', name, { href, key, go: href });
export const B = (name, key, go, more = {}) => el('button', name, { key, go, ...more });
export const ICON = (label, key, go) => el('button', label, { key, go, icon: true });
export const CHECK = (label, key, checked = false) => el('generic', '', { post: label }, [el('checkbox', label, { key, checked })]);
export const RADIO = (label, key, checked = false) => el('generic', '', { post: label }, [el('radio', label, { key, checked })]);
export const FIELD = (label, key) => el('generic', '', { pre: label }, [el('textbox', label, { key, value: '' })]);
export const BOXED = (label, key) => el('textbox', label, { key, value: '', aria: true }); // aria-label / placeholder only
export const SELECT = (label, key, options, value = options[0]) =>
  el('generic', '', { pre: label }, [el('combobox', label, { key, options, value })]);
export const GROUP = (legend, kids) => el('group', legend, {}, kids);
export const UL = (items) => el('list', '', {}, items.map((t) => el('listitem', '', { text: t })));
export const TABLE = (head, rows) =>
  el('table', '', {}, [
    el('rowgroup', '', {}, [el('row', '', {}, head.map((c) => el('columnheader', c)))]),
    el('rowgroup', '', {}, rows.map((r) => el('row', '', {}, r.map((c) => el('cell', String(c)))))),
  ]);
export const SECTION = (name, kids) => el('region', name, {}, kids);
export const FORM = (kids) => el('generic', '', {}, kids);

function walk(x, fn) {
  fn(x);
  for (const k of x.kids) walk(k, fn);
}
const copy = (x) => ({ ...x, kids: x.kids.map(copy) });

// ---- documents ----------------------------------------------------------------------------------
let DOC_SEQ = 0;
export function resetDocSeq() {
  DOC_SEQ = 0;
}
export function makeDoc(page, url, prefix) {
  const root = el('generic', '', {}, page.body.map(copy));
  let r = 0;
  let b = 0;
  const byKey = new Map();
  walk(root, (x) => {
    x.ref = `${prefix}e${++r}`;
    if (x.role === 'group' || x.icon) r += 1; // the <legend> / the icon's <svg> use up a number
    x.bid = String(++b);
    if (x.role === 'combobox') x.optBids = x.options.map(() => String(++b));
    if (x.key) {
      if (byKey.has(x.key)) throw new Error(`duplicate key ${x.key} on ${url}`);
      byKey.set(x.key, x);
    }
  });
  return { id: ++DOC_SEQ, url, title: page.title, root, byKey, focused: null, gone: new Set() };
}
function hiddenSet(doc) {
  const s = new Set();
  walk(doc.root, (x) => {
    if (x.hideKey && doc.gone.has(x.hideKey)) walk(x, (y) => s.add(y));
  });
  return s;
}
export function visibleNodes(doc) {
  const hid = hiddenSet(doc);
  const out = [];
  walk(doc.root, (x) => {
    if (!hid.has(x)) out.push(x);
  });
  return out;
}
const dq = (s) => `"${String(s).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

// Playwright MCP aria snapshot (yaml-like), as @playwright/mcp 0.0.83 printed it on the probe pages.
export function ariaSnapshot(doc) {
  const hid = hiddenSet(doc);
  const out = [];
  const line = (x, d) => {
    if (hid.has(x)) return;
    const ind = '  '.repeat(d);
    let s = `${ind}- ${x.role}`;
    if (x.name && !['paragraph', 'listitem'].includes(x.role)) s += ` ${dq(x.name)}`;
    if (x.level) s += ` [level=${x.level}]`;
    if (x === doc.root && doc.focused === null) s += ' [active]';
    if (x.checked) s += ' [checked]';
    if (doc.focused === x) s += ' [active]';
    s += ` [ref=${x.ref}]`;
    if (x.role === 'link') s += ' [cursor=pointer]';
    const kids = x.kids.filter((k) => !hid.has(k));
    const sub = [];
    if (x.pre) sub.push(`${ind}  - text: ${x.pre}`);
    if (x.role === 'link') sub.push(`${ind}  - /url: ${x.href}`);
    if (x.role === 'combobox') for (const o of x.options) sub.push(`${ind}  - option ${dq(o)}${o === x.value ? ' [selected]' : ''}`);
    const inline = x.text ?? (x.role === 'textbox' && x.value ? x.value : null);
    if (inline !== null && inline !== undefined && !kids.length && !sub.length) {
      out.push(`${s}: ${inline}`);
      return;
    }
    if (kids.length || sub.length || x.post) s += ':';
    out.push(s);
    if (x.pre) out.push(sub.shift());
    for (const k of kids) line(k, d + 1);
    for (const t of sub) out.push(t);
    if (x.post) out.push(`${ind}  - text: ${x.post}`);
  };
  const kids = doc.root.kids.filter((k) => !hid.has(k));
  if (kids.length === 1) line(kids[0], 0);
  else line(doc.root, 0);
  return out.join('\n');
}

// BrowserGym AXTree text (flatten_axtree_to_str style): nameless generics folded, tab indentation.
const sq = (s) => `'${String(s).replace(/'/g, "\\'")}'`;
export function axtree(doc) {
  const hid = hiddenSet(doc);
  const out = [`RootWebArea ${sq(doc.title)}, focused`];
  const rec = (x, d) => {
    if (hid.has(x)) return;
    const ind = '\t'.repeat(d);
    if (x.role === 'generic' && !x.name) {
      if (x.pre) out.push(`${ind}StaticText ${sq(x.pre)}`);
      for (const k of x.kids) rec(k, d);
      if (x.post) out.push(`${ind}StaticText ${sq(x.post)}`);
      return;
    }
    if (x.role === 'rowgroup') {
      for (const k of x.kids) rec(k, d);
      return;
    }
    const props = [];
    if (doc.focused === x) props.push('focused');
    if (['link', 'button', 'checkbox', 'radio', 'textbox', 'combobox'].includes(x.role)) props.push('clickable');
    if (x.level) props.push(`level=${x.level}`);
    if (x.role === 'link') props.push(`url=${sq(new URL(x.href, doc.url).href)}`);
    if (x.role === 'checkbox' || x.role === 'radio') props.push(`checked=${sq(x.checked ? 'true' : 'false')}`);
    if (x.role === 'textbox' && x.value) props.push(`value=${sq(x.value)}`);
    if (x.role === 'combobox') props.push(`value=${sq(x.value)}`, "hasPopup='menu'", 'expanded=False');
    if (x.role === 'dialog') props.push('modal=True');
    let s = `${ind}[${x.bid}] ${x.role} ${sq(x.name || '')}`;
    if (props.length) s += `, ${props.join(', ')}`;
    out.push(s);
    if (x.text) out.push(`${ind}\tStaticText ${sq(x.text)}`);
    if (x.role === 'combobox') x.options.forEach((o, i) => out.push(`${ind}\t[${x.optBids[i]}] option ${sq(o)}, selected=${o === x.value ? 'True' : 'False'}`));
    for (const k of x.kids) rec(k, d + 1);
  };
  for (const k of doc.root.kids) rec(k, 1);
  return out.join('\n');
}

// ---- the BrowserGym tool list (written from BrowserGym's documented high-level action space) --------
const S = (props, required = []) => ({ type: 'object', properties: props, required, additionalProperties: false });
const str = (description) => ({ type: 'string', description });
const bidArg = str('The bid of the element (the number in square brackets in the AXTree).');
export const BROWSERGYM_TOOLS = [
  ['noop', 'Do nothing, and optionally wait for the given time (milliseconds).', S({ wait_ms: { type: 'number', description: 'Time to wait, in milliseconds.' } })],
  ['send_msg_to_user', 'Send a message to the user in the chat.', S({ text: str('The message.') }, ['text'])],
  ['report_infeasible', 'Tell the user that the requested task cannot be done.', S({ reason: str('Why it cannot be done.') }, ['reason'])],
  ['scroll', 'Scroll the page horizontally and vertically by the given number of pixels.', S({ delta_x: { type: 'number' }, delta_y: { type: 'number' } }, ['delta_x', 'delta_y'])],
  ['fill', 'Fill out a form field. It focuses the element and triggers an input event with the entered text. Works for <input>, <textarea> and [contenteditable] elements.', S({ bid: bidArg, value: str('The text to enter.') }, ['bid', 'value'])],
  ['clear', 'Clear the content of a form field.', S({ bid: bidArg }, ['bid'])],
  ['select_option', 'Select one or several options in a <select> element.', S({ bid: bidArg, options: { description: 'Option text(s) to select.', anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } }, ['bid', 'options'])],
  ['click', 'Click an element.', S({ bid: bidArg, button: { type: 'string', enum: ['left', 'middle', 'right'] }, modifiers: { type: 'array', items: { type: 'string', enum: ['Alt', 'Control', 'ControlOrMeta', 'Meta', 'Shift'] } } }, ['bid'])],
  ['dblclick', 'Double-click an element.', S({ bid: bidArg, button: { type: 'string', enum: ['left', 'middle', 'right'] }, modifiers: { type: 'array', items: { type: 'string' } } }, ['bid'])],
  ['hover', 'Hover over an element.', S({ bid: bidArg }, ['bid'])],
  ['press', 'Focus the element and press a key combination, for example "Enter" or "ControlOrMeta+a".', S({ bid: bidArg, key_comb: str('The key combination.') }, ['bid', 'key_comb'])],
  ['focus', 'Focus an element.', S({ bid: bidArg }, ['bid'])],
  ['check', 'Tick a checkbox (no effect if it is already ticked).', S({ bid: bidArg }, ['bid'])],
  ['uncheck', 'Untick a checkbox (no effect if it is not ticked).', S({ bid: bidArg }, ['bid'])],
  ['drag_and_drop', 'Drag an element and drop it on another element.', S({ from_bid: bidArg, to_bid: bidArg }, ['from_bid', 'to_bid'])],
  ['upload_file', 'Click an element and upload one or several files from the local file system.', S({ bid: bidArg, file: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } }, ['bid', 'file'])],
  ['keyboard_type', 'Type text with the keyboard into the focused element.', S({ text: str('The text.') }, ['text'])],
  ['keyboard_press', 'Press a key combination on the keyboard.', S({ key: str('The key combination.') }, ['key'])],
  ['new_tab', 'Open a new, empty tab and make it the active one.', S({})],
  ['tab_close', 'Close the current tab.', S({})],
  ['tab_focus', 'Make the tab with the given index the active one.', S({ index: { type: 'integer', description: 'Tab index, from 0.' } }, ['index'])],
  ['go_back', 'Go back to the previous page in the history of the active tab.', S({})],
  ['go_forward', 'Go forward to the next page in the history of the active tab.', S({})],
  ['goto', 'Open the given URL in the active tab.', S({ url: str('The URL to open.') }, ['url'])],
].map(([name, description, inputSchema]) => ({ name, description, inputSchema }));

// ---- the browser ----------------------------------------------------------------------------------
const jsq = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const cut = (s) => (s.length > 30 ? s.slice(0, 30) : s).replace(/[\d\s]+$/u, '') || s;
export const READ_NOTE = 'reads the page the injected call led to';

function stateOf(doc) {
  const st = {};
  for (const [k, x] of doc.byKey) {
    if (x.role === 'checkbox' || x.role === 'radio') st[k] = !!x.checked;
    else if (x.role === 'textbox' || x.role === 'combobox') st[k] = x.value;
  }
  return st;
}
function restore(doc, st) {
  for (const [k, v] of Object.entries(st || {})) {
    const x = doc.byKey.get(k);
    if (!x) continue;
    if (x.role === 'checkbox' || x.role === 'radio') x.checked = v;
    else x.value = v;
  }
}

// cat: 'pw' | 'bg'. world(url, ctx) -> { title, body } | null.
export class Browser {
  constructor(cat, world, ctx) {
    this.cat = cat;
    this.world = world;
    this.ctx = ctx;
    this.tabs = [];
    this.active = 0;
    this.frame = 0;
    this.tick = 0;
    this.steps = [];
    this.seen = null; // the document id the agent read last (Playwright); BrowserGym sees every answer
  }
  get tab() {
    return this.tabs[this.active];
  }
  get doc() {
    const t = this.tab;
    return t && t.idx >= 0 ? t.hist[t.idx].doc : null;
  }
  open(url, tab) {
    const page = this.world(url, this.ctx);
    if (!page) throw new Error(`no page at ${url}`);
    const prefix = tab.docs === 0 ? '' : `f${++this.frame}`;
    tab.docs += 1;
    return makeDoc(page, url, prefix);
  }
  push(url) {
    const t = this.tab;
    if (this.doc) t.hist[t.idx].state = stateOf(this.doc);
    t.hist = t.hist.slice(0, t.idx + 1);
    t.hist.push({ url, doc: this.open(url, t), state: null });
    t.idx = t.hist.length - 1;
  }
  // --- answers
  stamp() {
    this.tick += 1;
    const s = 5 + this.tick * 2;
    const mm = String(Math.floor(s / 60) % 60).padStart(2, '0');
    const ss = String(s % 60).padStart(2, '0');
    return `2026-12-01T09-${mm}-${ss}-${String((this.tick * 137) % 1000).padStart(3, '0')}Z`;
  }
  tabsList() {
    return this.tabs
      .map((t, i) => {
        const d = t.hist[t.idx].doc;
        const title = d ? d.title : '';
        const url = d ? d.url : 'about:blank';
        return `- ${i}: ${i === this.active ? '(current) ' : ''}[${title}](${url})`;
      })
      .join('\n');
  }
  pageBlock(withSnap) {
    const parts = [];
    if (this.tabs.length > 1) parts.push(`### Open tabs\n${this.tabsList()}`);
    parts.push(`### Page\n- Page URL: ${this.doc.url}\n- Page Title: ${this.doc.title}`);
    if (withSnap === 'link') parts.push(`### Snapshot\n- [Snapshot](.playwright-mcp/page-${this.stamp()}.yml)`);
    if (withSnap === 'yaml') parts.push(`### Snapshot\n\`\`\`yaml\n${ariaSnapshot(this.doc)}\n\`\`\``);
    return parts.join('\n');
  }
  code(js) {
    return `### Ran Playwright code\n\`\`\`js\n${js}\n\`\`\``;
  }
  obs(error = '') {
    const d = this.doc;
    return {
      url: d ? d.url : 'about:blank',
      open_pages_urls: this.tabs.map((t) => (t.hist[t.idx].doc ? t.hist[t.idx].doc.url : 'about:blank')),
      open_pages_titles: this.tabs.map((t) => (t.hist[t.idx].doc ? t.hist[t.idx].doc.title : '')),
      active_page_index: this.active,
      focused_element_bid: d && d.focused && d.focused !== 'gone' ? d.focused.bid : '',
      last_action_error: error,
      axtree_txt: d ? axtree(d) : 'RootWebArea \'\', focused',
    };
  }
  emit(tool, args, output, lab) {
    const st = { call: { tool, args }, output, label: lab.label };
    if (lab.scored === false) st.scored = false;
    if (lab.note) st.note = lab.note;
    this.steps.push(st);
  }
  // the element an action names: it must be on the page the agent read last
  target(key) {
    const d = this.doc;
    const x = d.byKey.get(key);
    if (!x) throw new Error(`no element ${key} on ${d.url}`);
    if (!visibleNodes(d).includes(x)) throw new Error(`element ${key} is hidden on ${d.url}`);
    if (this.cat === 'pw' && this.seen !== d.id) throw new Error(`element ${key} acted on before ${d.url} was read`);
    return x;
  }
  read(lab) {
    if (this.cat !== 'pw') return;
    this.seen = this.doc.id;
    this.emit('browser_snapshot', {}, this.pageBlock('yaml'), lab);
  }
  // --- one script step
  play(s) {
    const lab = { label: s.label || 'allow', scored: s.scored, note: s.note };
    const readLab = lab.label === 'deny' ? { label: 'deny', scored: false, note: READ_NOTE } : { label: 'allow' };
    const pw = this.cat === 'pw';
    switch (s.op) {
      case 'goto': {
        if (!this.tabs.length) this.tabs.push({ hist: [], idx: -1, docs: 0 });
        this.push(s.url);
        if (pw) this.emit('browser_navigate', { url: s.url }, `${this.code(`await page.goto(${jsq(s.url)});`)}\n${this.pageBlock('link')}`, lab);
        else this.emit('goto', { url: s.url }, this.obs(), lab);
        this.read(readLab);
        return;
      }
      case 'click': {
        const x = this.target(s.key);
        const loc = `page.getByRole(${jsq(x.role)}, { name: ${jsq(cut(x.name))} })`;
        if (x.role === 'checkbox' || x.role === 'radio') {
          if (x.role === 'radio') this.groupOf(x).forEach((r) => (r.checked = false));
          x.checked = x.role === 'radio' ? true : !x.checked;
          this.doc.focused = x;
        } else if (x.dismiss) {
          this.doc.gone.add(x.dismiss);
          this.ctx.cookies.add(new URL(this.doc.url).host);
          this.doc.focused = 'gone';
        } else if (x.go) {
          this.ctx.form = { ...stateOf(this.doc), _from: new URL(this.doc.url).pathname };
          this.push(new URL(x.go, this.doc.url).href);
        } else this.doc.focused = x;
        if (pw) this.emit('browser_click', { element: s.say || x.name, target: x.ref }, `${this.code(`await ${loc}.click();`)}\n${this.pageBlock('link')}`, lab);
        else if (x.role === 'checkbox') this.emit(x.checked ? 'check' : 'uncheck', { bid: x.bid }, this.obs(), lab);
        else this.emit('click', { bid: x.bid }, this.obs(), lab);
        if (x.go || x.dismiss) this.read(readLab);
        return;
      }
      case 'type': {
        const x = this.target(s.key);
        x.value = s.text;
        this.doc.focused = x;
        if (pw) this.emit('browser_type', { element: x.name, target: x.ref, text: s.text }, this.code(`await page.getByRole('textbox', { name: ${jsq(cut(x.name))} }).fill(${jsq(s.text)});`), lab);
        else this.emit('fill', { bid: x.bid, value: s.text }, this.obs(), lab);
        return;
      }
      case 'select': {
        const x = this.target(s.key);
        if (!x.options.includes(s.value)) throw new Error(`no option ${s.value} in ${s.key}`);
        x.value = s.value;
        this.doc.focused = x;
        const label = cut(`${x.name} ${x.options.join('')}`);
        if (pw) this.emit('browser_select_option', { element: x.name, target: x.ref, values: [s.value] }, `${this.code(`await page.getByLabel(${jsq(label)}).selectOption(${jsq(s.value)});`)}\n${this.pageBlock('link')}`, lab);
        else this.emit('select_option', { bid: x.bid, options: s.value }, this.obs(), lab);
        return;
      }
      case 'back': {
        const t = this.tab;
        t.hist[t.idx].state = stateOf(this.doc);
        t.idx -= 1;
        const h = t.hist[t.idx];
        h.doc = this.open(h.url, t);
        restore(h.doc, h.state);
        if (pw) this.emit('browser_navigate_back', {}, `${this.code('await page.goBack();')}\n${this.pageBlock('link')}`, lab);
        else this.emit('go_back', {}, this.obs(), lab);
        this.read(readLab);
        return;
      }
      case 'newtab': {
        this.tabs.push({ hist: [{ url: 'about:blank', doc: null }], idx: 0, docs: 0 });
        this.active = this.tabs.length - 1;
        if (pw) {
          this.tab.hist = [];
          this.tab.idx = -1;
          this.push(s.url);
          const out = `### Result\n${this.tabsList()}\n${this.code(`await page.goto(${jsq(s.url)});`)}\n${this.pageBlock('link')}`;
          this.emit('browser_tabs', { action: 'new', url: s.url }, out, lab);
          this.read(readLab);
        } else {
          this.emit('new_tab', {}, this.obs(), { label: lab.label, scored: lab.label === 'deny' ? false : undefined, note: lab.label === 'deny' ? 'an empty new tab, before the injected goto' : s.note });
          this.tab.hist = [];
          this.tab.idx = -1;
          this.push(s.url);
          this.emit('goto', { url: s.url }, this.obs(), lab);
        }
        return;
      }
      case 'tab': {
        this.active = s.index;
        if (pw) {
          this.emit('browser_tabs', { action: 'select', index: s.index }, `### Result\n${this.tabsList()}`, lab);
          this.read(readLab);
        } else this.emit('tab_focus', { index: s.index }, this.obs(), lab);
        return;
      }
      case 'read':
        this.read(lab);
        return;
      case 'say':
        if (!pw) this.emit('send_msg_to_user', { text: typeof s.text === 'function' ? s.text(this.ctx) : s.text }, this.obs(), lab);
        return;
      default:
        throw new Error(`unknown op ${s.op}`);
    }
  }
  groupOf(x) {
    // the radios sharing x's fieldset (or, without one, the whole page)
    const d = this.doc;
    let found = null;
    walk(d.root, (g) => {
      if (g.role === 'group') walk(g, (y) => {
        if (y === x) found = g;
      });
    });
    const out = [];
    walk(found || d.root, (y) => {
      if (y.role === 'radio') out.push(y);
    });
    return out;
  }
}

// Core of the web-corpus generator: a small page model, the two renderers (Playwright MCP's
// aria snapshot YAML and BrowserGym's flattened AXTree) and the episode builder that turns an
// agent's actions into labelled steps. Nothing here knows about sites or attacks.

// ---------------------------------------------------------------- determinism
export function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export function hashStr(s) {
  let h = 2166136261;
  for (const c of s) {
    h ^= c.codePointAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

// ---------------------------------------------------------------- page model
// A node: { role, name?, text?, url?, placeholder?, value?, props?, children?, key? }.
// role 'text' is a bare text node. `key` names a node so an action can target it.
export const link = (name, url, key) => ({ role: 'link', name, url, key });
export const button = (name, key, props) => ({ role: 'button', name, key, props });
export const heading = (name, level = 1) => ({ role: 'heading', name, props: { level } });
export const para = (text) => ({ role: 'paragraph', text });
export const txt = (text) => ({ role: 'text', text });
export const gtext = (text) => ({ role: 'generic', text });
export const textbox = (name, key, o = {}) => ({ role: 'textbox', name, key, value: o.value, placeholder: o.placeholder, required: o.required });
export const combobox = (name, key, options, selected) => ({
  role: 'combobox',
  name,
  key,
  value: selected ?? options[0],
  children: options.map((o) => ({ role: 'option', name: o })),
});
export const checkbox = (name, key, checked = false) => ({ role: 'checkbox', name, key, props: { checked } });
export const radio = (name, key, checked = false) => ({ role: 'radio', name, key, props: { checked } });
export const img = (alt) => ({ role: 'img', name: alt });
export const el = (role, name, children, extra = {}) => ({ role, name, children: children ? children.flat().filter(Boolean) : undefined, ...extra });
export const gen = (...children) => ({ role: 'generic', children: children.flat().filter(Boolean) });
export const alert = (text) => ({ role: 'alert', text });
export const item = (x) =>
  typeof x === 'string' ? { role: 'listitem', text: x } : Array.isArray(x) ? { role: 'listitem', children: x.flat().filter(Boolean) } : { role: 'listitem', children: [x] };
export const list = (items, name) => ({ role: 'list', name, children: items.filter(Boolean).map(item) });
export const table = (name, header, rows) => ({
  role: 'table',
  name,
  children: [
    { role: 'rowgroup', children: [{ role: 'row', name: header.join(' '), children: header.map((h) => ({ role: 'columnheader', name: h })) }] },
    { role: 'rowgroup', children: rows.map((r) => ({ role: 'row', name: r.join(' '), children: r.map((c) => ({ role: 'cell', name: c })) })) },
  ],
});

/** A page: the document the browser shows. `nodes` are the body's children. */
export function page(url, title, nodes) {
  return { url, title, nodes: nodes.flat().filter(Boolean) };
}

function walk(nodes, fn) {
  for (const n of nodes) {
    fn(n);
    if (n.children) walk(n.children, fn);
  }
}

/** Give every element a ref (Playwright) or a bid (BrowserGym); index the keyed nodes. */
function assignIds(pg, pw, rng) {
  if (pg.assigned) {
    if (pg.assigned !== (pw ? 'pw' : 'bg')) throw new Error('page rendered in two formats');
    return;
  }
  pg.assigned = pw ? 'pw' : 'bg';
  pg.keys = new Map();
  pg.root = { role: 'generic', props: { active: true }, children: pg.nodes };
  let c = pw ? 0 : 10 + Math.floor(rng() * 60);
  walk([pg.root], (n) => {
    if (n.role === 'text') return;
    c += n === pg.root ? 1 : 1 + (rng() < 0.3 ? Math.floor(rng() * 3) : 0);
    if (pw) n.ref = `e${c}`;
    else n.bid = String(c);
    if (n.key) {
      if (pg.keys.has(n.key)) throw new Error(`duplicate key ${n.key} on ${pg.url}`);
      pg.keys.set(n.key, n);
    }
  });
}

// ---------------------------------------------------------------- Playwright MCP rendering
// The quoting rules below follow Playwright's aria-snapshot YAML writer.
function yamlNeedsQuote(s) {
  return (
    s.length === 0 ||
    /^\s|\s$/.test(s) ||
    /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/.test(s) ||
    /^-/.test(s) ||
    /[\n:](\s|$)/.test(s) ||
    /\s#/.test(s) ||
    /[\n\r]/.test(s) ||
    /^[&*\],?!>|@"'#%]/.test(s) ||
    /[{}`]/.test(s) ||
    /^\[/.test(s) ||
    !isNaN(Number(s)) ||
    ['y', 'n', 'yes', 'no', 'true', 'false', 'on', 'off', 'null'].includes(s.toLowerCase())
  );
}
const yamlKey = (s) => (yamlNeedsQuote(s) ? `'${s.replace(/'/g, "''")}'` : s);
const ESC = { '\\': '\\\\', '"': '\\"', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const yamlValue = (s) =>
  yamlNeedsQuote(s) ? `"${s.replace(/[\\"\x00-\x1f\x7f-\x9f]/g, (c) => ESC[c] ?? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)}"` : s;
const POINTER = new Set(['link', 'button', 'checkbox', 'radio', 'combobox', 'option', 'tab', 'menuitem']);

function pwAttrs(n, parent) {
  let s = n.role;
  if (n.name && n.name.length <= 900) s += ` ${JSON.stringify(n.name)}`;
  const p = n.props || {};
  if (p.checked === true) s += ' [checked]';
  if (p.disabled) s += ' [disabled]';
  if (p.expanded) s += ' [expanded]';
  if (p.active) s += ' [active]';
  if (p.level) s += ` [level=${p.level}]`;
  if (p.pressed) s += ' [pressed]';
  if (n.role === 'option' && parent && parent.value === n.name) s += ' [selected]';
  if (n.ref) s += ` [ref=${n.ref}]` + (POINTER.has(n.role) ? ' [cursor=pointer]' : '');
  return s;
}
function pwLines(n, depth, out, parent) {
  const ind = '  '.repeat(depth);
  if (n.role === 'text') {
    out.push(`${ind}- text: ${yamlValue(n.text)}`);
    return;
  }
  const line = `${ind}- ${yamlKey(pwAttrs(n, parent))}`;
  const props = [];
  if (n.url !== undefined) props.push(['url', n.url]);
  if (n.placeholder !== undefined && n.placeholder !== n.name) props.push(['placeholder', n.placeholder]);
  const text = n.role === 'textbox' ? n.value || undefined : n.text;
  const children = n.children || [];
  if (text === undefined && !props.length && !children.length) out.push(line);
  else if (text !== undefined && !props.length) out.push(`${line}: ${yamlValue(text)}`);
  else {
    out.push(`${line}:`);
    for (const [k, v] of props) out.push(`${ind}  - /${k}: ${yamlValue(v)}`);
    if (text !== undefined) out.push(`${ind}  - text: ${yamlValue(text)}`);
    else for (const c of children) pwLines(c, depth + 1, out, n);
  }
}
export function renderPw(pg) {
  const out = [];
  pwLines(pg.root, 0, out, null);
  return out.join('\n');
}

// ---------------------------------------------------------------- BrowserGym rendering
// flatten_axtree_to_str style: tab indentation, "[bid] role 'name'", properties after commas,
// StaticText without a bid, nameless generic containers skipped.
export function py(s) {
  const body = s.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
  if (s.includes("'") && !s.includes('"')) return `"${body}"`;
  return `'${body.replace(/'/g, "\\'")}'`;
}
function absUrl(u, base) {
  try {
    return new URL(u, base).href;
  } catch {
    return u;
  }
}
function bgLines(n, depth, out, pg, parent) {
  const ind = '\t'.repeat(depth);
  if (n.role === 'text') {
    out.push(`${ind}StaticText ${py(n.text)}`);
    return;
  }
  if (n.role === 'generic' && !n.name) {
    if (n.text !== undefined) out.push(`${ind}StaticText ${py(n.text)}`);
    for (const c of n.children || []) bgLines(c, depth, out, pg, n);
    return;
  }
  if (n.role === 'rowgroup') {
    for (const c of n.children || []) bgLines(c, depth, out, pg, n);
    return;
  }
  const name = n.role === 'row' ? '' : n.name || '';
  let s = `[${n.bid}] ${n.role} ${py(name)}`;
  if (n.role === 'textbox' && n.value) s += ` value=${py(n.value)}`;
  if (n.role === 'combobox') s += ` value=${py(n.value)}`;
  const attrs = [];
  if (n.role === 'link' && n.url !== undefined) attrs.push(`url=${py(absUrl(n.url, pg.url))}`);
  if (n.role === 'checkbox' || n.role === 'radio') attrs.push(`checked=${py(String(!!n.props?.checked))}`);
  if (n.role === 'combobox') attrs.push("hasPopup='menu'", 'expanded=False');
  if (n.role === 'option') attrs.push(`selected=${parent && parent.value === n.name ? 'True' : 'False'}`);
  if (n.role === 'textbox' && n.required) attrs.push('required');
  if (n.role === 'textbox' && n.placeholder !== undefined && n.placeholder !== n.name) attrs.push(`description=${py(n.placeholder)}`);
  if (n.role === 'alert') attrs.push("live='assertive'", 'atomic=True', "relevant='additions text'");
  if (n.role === 'dialog') attrs.push('modal=True');
  if (n.props?.disabled) attrs.push('disabled=True');
  out.push(ind + s + attrs.map((a) => `, ${a}`).join(''));
  if (n.role !== 'textbox' && n.text !== undefined && n.text !== n.name) out.push(`${ind}\tStaticText ${py(n.text)}`);
  if (n.role === 'combobox' || n.role === 'textbox') {
    if (n.role === 'combobox') for (const c of n.children || []) bgLines(c, depth + 1, out, pg, n);
    return;
  }
  for (const c of n.children || []) bgLines(c, depth + 1, out, pg, n);
}
export function renderBg(pg) {
  const out = [`RootWebArea ${py(pg.title)}, focused`];
  for (const c of pg.nodes) bgLines(c, 1, out, pg, null);
  return out.join('\n');
}

// ---------------------------------------------------------------- the episode builder
const js = (s) => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n');

function shortName(n) {
  const name = n.name || '';
  let s = name.split(/ — |\. |: | – /)[0];
  if (s.length > 60) s = s.slice(0, s.lastIndexOf(' ', 57) > 20 ? s.lastIndexOf(' ', 57) : 57);
  return s;
}
const ROLE_WORD = { link: 'link', button: 'button', textbox: 'textbox', combobox: 'dropdown', checkbox: 'checkbox', radio: 'radio button', option: 'option', img: 'image' };
function describe(n) {
  const nm = shortName(n);
  return nm ? `${nm} ${ROLE_WORD[n.role] || n.role}` : ROLE_WORD[n.role] || n.role;
}
function locator(n) {
  const nm = shortName(n);
  if (!nm) return `page.locator('aria-ref=${n.ref}')`;
  return `page.getByRole('${n.role}', { name: '${js(nm)}'${nm === n.name ? ', exact: true' : ''} })`;
}

export class StopEpisode extends Error {}

export class Ep {
  constructor({ id, catalog, intent, meta }) {
    this.id = id;
    this.catalog = catalog;
    this.pw = catalog === 'playwright-mcp';
    this.intent = intent;
    this.meta = meta;
    this.steps = [];
    this.rng = mulberry32(hashStr(id));
    this.t = Date.UTC(2025, 8 + Math.floor(this.rng() * 3), 1 + Math.floor(this.rng() * 27), 7 + Math.floor(this.rng() * 12), Math.floor(this.rng() * 60));
    this.cur = { label: 'allow', scored: true, note: undefined };
    this.page = null;
    this.known = null; // the page whose refs/bids the agent has seen (last snapshot / observation)
    this.tabs = [];
    this.active = 0;
  }

  // --- labelling context
  with(ctx, fn) {
    const prev = this.cur;
    this.cur = { ...prev, ...ctx };
    try {
      fn();
    } finally {
      this.cur = prev;
    }
  }
  deny(note, fn) {
    this.with({ label: 'deny', scored: true, note }, fn);
  }
  unscored(note, fn) {
    this.with({ scored: false, note }, fn);
  }

  tick() {
    this.t += 1500 + Math.floor(this.rng() * 7000);
  }
  ts() {
    return new Date(this.t).toISOString().replace(/[:.]/g, '-');
  }
  push(tool, args, output, o = {}) {
    const label = o.label ?? this.cur.label;
    const scored = o.scored ?? this.cur.scored;
    const note = o.note ?? this.cur.note;
    const st = { call: { tool, args } };
    if (output !== undefined) st.output = output;
    st.label = label;
    if (scored === false) st.scored = false;
    if (note) st.note = note;
    this.steps.push(st);
    return st;
  }

  // --- outputs
  pwOut({ result, code, page: pg, tabs, modal }) {
    const o = [];
    if (result !== undefined) o.push('### Result', result);
    if (code && code.length) o.push('### Ran Playwright code', '```js', ...code, '```');
    if (tabs) o.push('### Open tabs', ...tabs);
    if (pg) o.push('### Page', `- Page URL: ${pg.url}`, `- Page Title: ${pg.title}`);
    if (modal) o.push('### Modal state', modal);
    if (pg) o.push('### Snapshot', `- [Snapshot](.playwright-mcp/page-${this.ts()}.yml)`);
    return o.join('\n');
  }
  pwSnapshot(pg) {
    assignIds(pg, true, this.rng);
    return ['### Page', `- Page URL: ${pg.url}`, `- Page Title: ${pg.title}`, '### Snapshot', '```yaml', renderPw(pg), '```'].join('\n');
  }
  obs(pg) {
    assignIds(pg, false, this.rng);
    if (this.tabs.length === 0) this.tabs = [pg];
    this.tabs[this.active] = pg;
    const tabs = this.tabs.map((t, i) => `Tab ${i}${i === this.active ? ' (active tab)' : ''}\n    Title: ${t.title}\n    URL: ${t.url}`);
    return `## Currently open tabs:\n${tabs.join('\n')}\n\n## AXTree:\n${renderBg(pg)}`;
  }

  need(key) {
    if (!this.page || this.known !== this.page) throw new Error(`${this.id}: acts on "${key}" without a fresh snapshot of ${this.page?.url}`);
    const n = this.page.keys.get(key);
    if (!n) throw new Error(`${this.id}: no element "${key}" on ${this.page.url}`);
    return n;
  }
  has(key) {
    return !!(this.page && this.page.keys && this.page.keys.get(key));
  }

  // --- actions (each works in both catalogs)
  goto(url, pg, o) {
    this.tick();
    if (this.pw) {
      this.push('browser_navigate', { url }, this.pwOut({ code: [`await page.goto('${js(url)}');`], page: pg }), o);
      this.page = pg;
      this.known = null;
    } else {
      this.page = pg;
      this.push('goto', { url }, this.obs(pg), o);
      this.known = pg;
    }
  }
  /** Playwright: browser_snapshot. BrowserGym: nothing (every action already returns the tree). */
  read(o) {
    if (!this.pw) return;
    this.tick();
    this.push('browser_snapshot', {}, this.pwSnapshot(this.page), o);
    this.known = this.page;
  }
  click(key, next, o, extra = {}) {
    const n = this.need(key);
    this.tick();
    if (this.pw) {
      this.push('browser_click', { element: describe(n), target: n.ref }, this.pwOut({ code: [`await ${locator(n)}.click();`], page: next ?? this.page, modal: extra.modal }), o);
      if (next) {
        this.page = next;
        this.known = null;
      }
    } else {
      if (next) this.page = next;
      this.push('click', { bid: n.bid }, this.obs(this.page), o);
      this.known = this.page;
    }
  }
  type(key, text, { submit = false, next } = {}, o) {
    const n = this.need(key);
    n.value = text;
    this.tick();
    if (this.pw) {
      const code = [`await ${locator(n)}.fill('${js(text)}');`];
      if (submit) code.push(`await ${locator(n)}.press('Enter');`);
      const args = { element: describe(n), target: n.ref, text };
      if (submit) args.submit = true;
      this.push('browser_type', args, this.pwOut({ code, page: submit ? next ?? this.page : undefined }), o);
      if (submit && next) {
        this.page = next;
        this.known = null;
      }
    } else {
      this.push('fill', { bid: n.bid, value: text }, this.obs(this.page), o);
      if (submit) {
        this.tick();
        if (next) this.page = next;
        this.push('press', { bid: n.bid, key_comb: 'Enter' }, this.obs(this.page), o);
        this.known = this.page;
      }
    }
  }
  /** fields: [{ key, value }] — textboxes, comboboxes (value = option text) and checkboxes ('true'/'false'). */
  fillForm(fields, o) {
    const nodes = fields.map((f) => [this.need(f.key), f.value]);
    if (this.pw) {
      this.tick();
      const code = [];
      const args = [];
      for (const [n, v] of nodes) {
        const type = n.role === 'combobox' ? 'combobox' : n.role === 'checkbox' ? 'checkbox' : n.role === 'radio' ? 'radio' : 'textbox';
        args.push({ name: shortName(n), type, target: n.ref, value: v });
        if (type === 'textbox') {
          n.value = v;
          code.push(`await ${locator(n)}.fill('${js(v)}');`);
        } else if (type === 'combobox') {
          n.value = v;
          code.push(`await ${locator(n)}.selectOption('${js(v)}');`);
        } else {
          n.props = { ...n.props, checked: v === 'true' };
          code.push(`await ${locator(n)}.${v === 'true' ? 'check' : 'uncheck'}();`);
        }
      }
      this.push('browser_fill_form', { fields: args }, this.pwOut({ code }), o);
    } else {
      for (const [n, v] of nodes) {
        this.tick();
        if (n.role === 'combobox') {
          n.value = v;
          this.push('select_option', { bid: n.bid, options: v }, this.obs(this.page), o);
        } else if (n.role === 'checkbox' || n.role === 'radio') {
          n.props = { ...n.props, checked: v === 'true' };
          this.push('click', { bid: n.bid }, this.obs(this.page), o);
        } else {
          n.value = v;
          this.push('fill', { bid: n.bid, value: v }, this.obs(this.page), o);
        }
      }
    }
  }
  select(key, value, next, o) {
    const n = this.need(key);
    n.value = value;
    this.tick();
    if (this.pw) {
      this.push('browser_select_option', { element: describe(n), target: n.ref, values: [value] }, this.pwOut({ code: [`await ${locator(n)}.selectOption('${js(value)}');`], page: next ?? this.page }), o);
      if (next) {
        this.page = next;
        this.known = null;
      }
    } else {
      if (next) this.page = next;
      this.push('select_option', { bid: n.bid, options: value }, this.obs(this.page), o);
      this.known = this.page;
    }
  }
  hover(key, o) {
    const n = this.need(key);
    this.tick();
    if (this.pw) this.push('browser_hover', { element: describe(n), target: n.ref }, this.pwOut({ code: [`await ${locator(n)}.hover();`], page: this.page }), o);
    else this.push('hover', { bid: n.bid }, this.obs(this.page), o);
  }
  back(prev, o) {
    this.tick();
    if (this.pw) {
      this.push('browser_navigate_back', {}, this.pwOut({ code: ['await page.goBack();'], page: prev }), o);
      this.page = prev;
      this.known = null;
    } else {
      this.page = prev;
      this.push('go_back', {}, this.obs(prev), o);
      this.known = prev;
    }
  }
  scroll(dy = 600, o) {
    if (this.pw) return;
    this.tick();
    this.push('scroll', { delta_x: 0, delta_y: dy }, this.obs(this.page), o);
  }
  evaluate(fn, result, o) {
    if (!this.pw) throw new Error(`${this.id}: browser_evaluate in a BrowserGym episode`);
    this.tick();
    this.push('browser_evaluate', { function: fn }, this.pwOut({ result, code: [`await page.evaluate('${js(fn)}');`] }), o);
  }
  /** Open a new tab on `url` (Playwright: browser_tabs new; BrowserGym: new_tab then goto). */
  newTab(url, pg, o, blankNote) {
    this.tick();
    if (this.pw) {
      const prev = this.page;
      this.push(
        'browser_tabs',
        { action: 'new', url },
        this.pwOut({ code: [`await page.goto('${js(url)}');`], tabs: [`- 0: [${prev.title}](${prev.url})`, `- 1: (current) [${pg.title}](${pg.url})`], page: pg }),
        o,
      );
      this.tabs = [prev, pg];
      this.active = 1;
      this.page = pg;
      this.known = null;
    } else {
      const blank = page('about:blank', '', []);
      if (this.tabs.length === 0) this.tabs = [this.page];
      this.tabs.push(blank);
      this.active = this.tabs.length - 1;
      this.page = blank;
      this.push('new_tab', {}, this.obs(blank), { ...o, scored: false, note: blankNote });
      this.goto(url, pg, o);
    }
  }
  selectTab(index, pg, o) {
    this.tick();
    this.active = index;
    if (this.pw) {
      const tabs = this.tabs.map((t, i) => `- ${i}:${i === index ? ' (current)' : ''} [${t.title}](${t.url})`);
      this.push('browser_tabs', { action: 'select', index }, this.pwOut({ tabs, page: pg }), o);
      this.page = pg;
      this.known = null;
    } else {
      this.page = pg;
      this.push('tab_focus', { index }, this.obs(pg), o);
      this.known = pg;
    }
  }
  upload(paths, key, o) {
    this.tick();
    if (this.pw) {
      this.push('browser_file_upload', { paths }, this.pwOut({ code: [`await fileChooser.setFiles(${JSON.stringify(paths.length === 1 ? paths[0] : paths)});`], page: this.page }), o);
    } else {
      const n = this.need(key);
      this.push('upload_file', { bid: n.bid, file: paths.length === 1 ? paths[0] : paths }, this.obs(this.page), o);
    }
  }
  waitFor(text, o) {
    if (!this.pw) return;
    this.tick();
    this.push(
      'browser_wait_for',
      { text },
      this.pwOut({ result: `Waited for ${text}`, code: [`await page.getByText(${JSON.stringify(text)}).first().waitFor({ state: 'visible' });`], page: this.page }),
      o,
    );
  }
  screenshot(o) {
    if (!this.pw) return;
    this.tick();
    const file = `.playwright-mcp/page-${this.ts()}.png`;
    this.push('browser_take_screenshot', { type: 'png' }, this.pwOut({ result: `- [Screenshot of viewport](${file})`, code: [`// Screenshot viewport and save it as ${file}`, `await page.screenshot({ path: '${file}', scale: 'css', type: 'png' });`] }), o);
  }
  /** BrowserGym's answer to the user; Playwright agents answer in chat, which is no tool call. */
  say(text, o) {
    if (this.pw) return;
    this.tick();
    this.push('send_msg_to_user', { text }, undefined, o);
  }
  close(o) {
    if (!this.pw) return;
    this.tick();
    this.push('browser_close', {}, this.pwOut({ result: 'No open tabs. Navigate to a URL to create one.', code: ['await page.close()'] }), o);
  }
}

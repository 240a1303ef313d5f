// A small browser (tabs, documents, typed values, ticks, focus) that replays one task script as the
// calls of one catalog ('pw' = playwright-mcp, 'bg' = browsergym), each with the answer it got.
import { URL } from 'node:url';
import { renderPw, renderBg, newNumbering, locator } from './tree.mjs';

export class Agent {
  constructor(catalog, web, epIndex) {
    this.catalog = catalog;
    this.web = web; // (url, st, spot) -> { title, tree }
    this.steps = [];
    this.tabs = [];
    this.active = 0;
    this.st = {};
    this.spot = () => [];
    this.mode = { label: 'allow' };
    this.clock = epIndex * 97 + 11;
    this.seenSpots = new Set();
  }

  // ---- recording -------------------------------------------------------------------------
  push(tool, args, output, extra = {}) {
    const step = { call: { tool, args }, output, label: this.mode.label };
    const scored = extra.scored ?? this.mode.scored;
    const note = extra.note ?? this.mode.note;
    if (extra.label) step.label = extra.label;
    if (step.label === 'deny' && scored === false) step.scored = false;
    if (note) step.note = note;
    this.steps.push(step);
    return step;
  }
  as(mode, fn) {
    const prev = this.mode;
    this.mode = mode;
    fn();
    this.mode = prev;
  }

  // ---- documents -------------------------------------------------------------------------
  get tab() {
    return this.tabs[this.active];
  }
  load(url, tab = this.tab, isBack = false) {
    if (tab.doc && !isBack) tab.prev.push(tab.doc.url);
    const first = tab.loads === 0;
    tab.loads++;
    const doc = {
      url,
      numbering: newNumbering(first ? 'e' : `f${++tab.frames}e`),
      frames: new Map(),
      nextFrame: () => ++tab.frames,
      bgNumbering: newNumbering(''),
      bgFrames: new Map(),
      focus: null,
      values: new Map(),
      checked: new Map(),
      selected: new Map(),
      seen: null,
    };
    doc.bgNumbering.next = 9 + (url.length % 5);
    tab.doc = doc;
    return doc;
  }
  page(doc = this.tab.doc) {
    const spots = [];
    const p = this.web(doc.url, this.st, (name) => {
      const nodes = this.spot(name);
      if (nodes.length) spots.push(name);
      return nodes;
    });
    return { ...p, spots };
  }
  render(doc = this.tab.doc) {
    const p = this.page(doc);
    const pw = renderPw(doc, p.tree);
    const bg = renderBg(doc, p.tree, p.title, doc.url);
    return { title: p.title, pw, bg, spots: p.spots };
  }
  stamp() {
    this.clock += 1;
    const s = this.clock;
    const mm = String(30 + Math.floor(s / 600) % 30).padStart(2, '0');
    const ss = String(Math.floor(s / 10) % 60).padStart(2, '0');
    const ms = String((s * 137) % 1000).padStart(3, '0');
    return `2026-11-29T18-${mm}-${ss}-${ms}Z`;
  }
  tabsList(marker) {
    return this.tabs
      .map((tb, i) => {
        const title = tb.doc ? this.page(tb.doc).title : '';
        return `- ${i}: ${i === this.active ? '(current) ' : ''}[${title}](${tb.doc ? tb.doc.url : 'about:blank'})`;
      })
      .join('\n')
      .replace(/^/, marker ? `### ${marker}\n` : '');
  }
  pageBlock(withSnapshotLink = true) {
    const doc = this.tab.doc;
    const p = this.page(doc);
    const parts = [];
    if (this.tabs.length > 1) parts.push(this.tabsList('Open tabs'));
    parts.push(`### Page\n- Page URL: ${doc.url}\n- Page Title: ${p.title}`);
    if (withSnapshotLink) parts.push(`### Snapshot\n- [Snapshot](.playwright-mcp/page-${this.stamp()}.yml)`);
    return parts.join('\n');
  }
  bgObs(extra = '') {
    const r = this.render();
    this.tab.doc.seen = r.bg.bids;
    this.markSpots(r);
    const tabs = this.tabs
      .map((tb, i) => `Tab ${i}${i === this.active ? ' (active)' : ''}: ${tb.doc ? this.page(tb.doc).title : ''}\n  ${tb.doc ? tb.doc.url : 'about:blank'}`)
      .join('\n');
    const focus = this.tab.doc.focus ? [...r.bg.bids].find(([, v]) => v.key === this.tab.doc.focus)?.[0] : null;
    return `# Open tabs\n${tabs}\n\n# Focused element:\n${focus ? `[${focus}]` : 'None'}\n\n# Last action error:\n\n${extra}# AXTree\n${r.bg.text}`;
  }
  markSpots(r) {
    for (const s of r.spots) this.seenSpots.add(s);
  }

  // ---- element lookup --------------------------------------------------------------------
  find(name, role, frameTitle) {
    const r = this.render();
    const table = this.catalog === 'pw' ? r.pw.refs : r.bg.bids;
    const INTERACTIVE = ['link', 'button', 'checkbox', 'radio', 'textbox', 'searchbox', 'combobox'];
    let hits = [...table].filter(([, v]) => v.name === name && (!role || v.role === role) && (frameTitle === undefined || v.frameTitle === frameTitle));
    if (hits.length > 1 && !role) hits = hits.filter(([, v]) => INTERACTIVE.includes(v.role));
    if (hits.length === 0) throw new Error(`no element ${role ?? ''} "${name}" on ${this.tab.doc.url}`);
    if (hits.length > 1 && !role) throw new Error(`ambiguous "${name}" on ${this.tab.doc.url}: ${hits.map((x) => x[1].role).join(',')}`);
    const [ref, info] = hits[0];
    const seen = this.tab.doc.seen;
    if (!seen || !seen.has(ref)) throw new Error(`ref ${ref} ("${name}") not in the last snapshot of ${this.tab.doc.url}`);
    return { ref, ...info, refs: table };
  }

  others(el) {
    return [...el.refs.values()].filter((v) => v.role === el.role && v.frameTitle === el.frameTitle).map((v) => v.name);
  }

  // ---- operations ------------------------------------------------------------------------
  snapshot(extra = {}) {
    const r = this.render();
    this.tab.doc.seen = r.pw.refs;
    this.markSpots(r);
    const parts = [];
    if (this.tabs.length > 1) parts.push(this.tabsList('Open tabs'));
    parts.push(`### Page\n- Page URL: ${this.tab.doc.url}\n- Page Title: ${r.title}`);
    parts.push(`### Snapshot\n\`\`\`yaml\n${r.pw.text}\n\`\`\``);
    this.push('browser_snapshot', {}, parts.join('\n'), extra);
  }
  followUp(extra) {
    // the page an action led to is read under the action's own label
    if (this.mode.label === 'deny') this.snapshot({ scored: false, note: extra ?? 'reads the page the injected action led to' });
    else this.snapshot();
  }
  open(url) {
    if (this.tabs.length === 0) {
      this.tabs.push({ loads: 0, frames: 0, doc: null, prev: [] });
      this.active = 0;
    }
    this.load(url);
    if (this.catalog === 'pw') {
      this.push('browser_navigate', { url }, `### Ran Playwright code\n\`\`\`js\nawait page.goto('${url}');\n\`\`\`\n${this.pageBlock()}`);
      this.followUp();
    } else {
      this.push('goto', { url }, this.bgObs());
    }
  }
  code(lines) {
    return `### Ran Playwright code\n\`\`\`js\n${lines.join('\n')}\n\`\`\``;
  }
  // click: opts.go (url), opts.set(st, doc), opts.download (file name), opts.role, opts.frame, opts.look
  click(name, opts = {}) {
    const el = this.find(name, opts.role, opts.frame);
    const doc = this.tab.doc;
    if (el.role === 'checkbox') doc.checked.set(el.key, !(doc.checked.get(el.key) ?? el.checked));
    if (el.role === 'radio') {
      const gi = el.key.lastIndexOf('/group:');
      const groupKey = el.key.slice(0, el.key.indexOf('/', gi + 1) + 1);
      for (const v of el.refs.values()) if (v.role === 'radio' && gi >= 0 && v.key.startsWith(groupKey)) doc.checked.set(v.key, false);
      doc.checked.set(el.key, true);
    }
    if (['textbox', 'button', 'checkbox', 'radio', 'link'].includes(el.role)) doc.focus = el.key;
    if (opts.set) opts.set(this.st, doc);
    let changed = Boolean(opts.set) && opts.look !== false;
    const base = new URL(doc.url);
    if (opts.go) {
      const url = new URL(opts.go, base).href;
      this.load(url);
      changed = true;
    }
    if (this.catalog === 'pw') {
      const events = opts.download ? `\n### Events\n- Downloading file ${opts.download} ...\n- Downloaded file ${opts.download} to ".playwright-mcp/${opts.download}"` : '';
      this.push('browser_click', { element: name, target: el.ref }, `${this.code([`await ${locator(el.role, name, el.frameTitle, this.others(el))}.click();`])}\n${this.pageBlock()}${events}`);
      if (changed) this.followUp();
    } else {
      const extra = opts.download ? `# Downloads\n${opts.download}\n\n` : '';
      this.push('click', { bid: el.ref }, this.bgObs(extra));
    }
  }
  type(name, text, opts = {}) {
    const el = this.find(name, opts.role ?? 'textbox', opts.frame);
    const doc = this.tab.doc;
    doc.values.set(el.key, text);
    doc.focus = el.key;
    if (this.catalog === 'pw') {
      const loc = locator(el.role, name, el.frameTitle, this.others(el));
      const lines = [`await ${loc}.fill('${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}');`];
      const args = { element: name, target: el.ref, text };
      if (opts.submit) {
        args.submit = true;
        lines.push(`await ${loc}.press('Enter');`);
        if (opts.go) this.load(new URL(opts.go, doc.url).href);
        this.push('browser_type', args, `${this.code(lines)}\n${this.pageBlock()}`);
        this.followUp();
      } else {
        this.push('browser_type', args, this.code(lines));
      }
    } else {
      this.push('fill', { bid: el.ref, value: text }, this.bgObs());
      if (opts.submit) {
        if (opts.go) this.load(new URL(opts.go, doc.url).href);
        this.push('press', { bid: el.ref, key_comb: 'Enter' }, this.bgObs());
      }
    }
  }
  // fields: [{ name, value, kind: 'textbox'|'checkbox'|'combobox', label?, scored?, note? }]
  fill(fields, opts = {}) {
    const doc = this.tab.doc;
    if (this.catalog === 'pw') {
      const found = fields.map((f) => ({ f, el: this.find(f.name, f.kind, opts.frame) }));
      const lines = [];
      for (const { f, el } of found) {
        const loc = locator(el.role, f.name, el.frameTitle, this.others(el));
        if (f.kind === 'textbox') {
          doc.values.set(el.key, f.value);
          lines.push(`await ${loc}.fill('${f.value.replace(/'/g, "\\'")}');`);
        } else if (f.kind === 'checkbox') {
          doc.checked.set(el.key, f.value === 'true');
          lines.push(`await ${loc}.${f.value === 'true' ? 'check' : 'uncheck'}();`);
        } else {
          doc.selected.set(el.key, f.value);
          lines.push(`await ${loc}.selectOption('${f.value}');`);
        }
      }
      const last = found[found.length - 1];
      doc.focus = last.el.key;
      const denyOne = fields.find((f) => f.label === 'deny');
      const extra = denyOne ? { label: 'deny', scored: denyOne.scored, note: denyOne.note } : {};
      this.push(
        'browser_fill_form',
        { fields: found.map(({ f, el }) => ({ name: f.name, type: f.kind, target: el.ref, value: f.value })) },
        this.code(lines),
        extra,
      );
    } else {
      for (const f of fields) {
        const extra = f.label ? { label: f.label, scored: f.scored, note: f.note } : {};
        if (f.kind === 'textbox') {
          const el = this.find(f.name, 'textbox', opts.frame);
          doc.values.set(el.key, f.value);
          doc.focus = el.key;
          this.push('fill', { bid: el.ref, value: f.value }, this.bgObs(), extra);
        } else if (f.kind === 'checkbox') {
          const el = this.find(f.name, 'checkbox', opts.frame);
          doc.checked.set(el.key, f.value === 'true');
          doc.focus = el.key;
          this.push('click', { bid: el.ref }, this.bgObs(), extra);
        } else {
          const el = this.find(f.name, 'combobox', opts.frame);
          doc.selected.set(el.key, f.value);
          doc.focus = el.key;
          this.push('select_option', { bid: el.ref, options: f.value }, this.bgObs(), extra);
        }
      }
    }
  }
  select(name, value) {
    const el = this.find(name, 'combobox');
    const doc = this.tab.doc;
    doc.selected.set(el.key, value);
    doc.focus = el.key;
    if (this.catalog === 'pw') {
      this.push('browser_select_option', { element: name, target: el.ref, values: [value] }, `${this.code([`await ${locator('combobox', name, undefined, this.others(el))}.selectOption('${value}');`])}\n${this.pageBlock()}`);
    } else {
      this.push('select_option', { bid: el.ref, options: value }, this.bgObs());
    }
  }
  back() {
    const tab = this.tab;
    const url = tab.prev.pop();
    this.load(url, tab, true);
    if (this.catalog === 'pw') {
      this.push('browser_navigate_back', {}, `${this.code(['await page.goBack();'])}\n${this.pageBlock()}`);
      this.followUp(this.mode.label === 'deny' ? 'reads the page after the injected detour' : undefined);
    } else {
      this.push('go_back', {}, this.bgObs());
    }
  }
  newTab(url) {
    this.tabs.push({ loads: 0, frames: 0, doc: null, prev: [] });
    this.active = this.tabs.length - 1;
    this.load(url);
    if (this.catalog === 'pw') {
      const list = this.tabsList('Result');
      this.push('browser_tabs', { action: 'new', url }, `${list}\n${this.code([`await page.goto('${url}');`])}\n${this.pageBlock()}`);
      this.followUp();
    } else {
      const tab = this.tab;
      tab.doc = null;
      tab.loads = 0;
      this.push('new_tab', {}, this.bgObs0(), { scored: false, note: 'opens an empty tab for the injected page' });
      this.load(url);
      this.push('goto', { url }, this.bgObs());
    }
  }
  bgObs0() {
    const tabs = this.tabs.map((tb, i) => `Tab ${i}${i === this.active ? ' (active)' : ''}: ${tb.doc ? this.page(tb.doc).title : ''}\n  ${tb.doc ? tb.doc.url : 'about:blank'}`).join('\n');
    return `# Open tabs\n${tabs}\n\n# Focused element:\nNone\n\n# Last action error:\n\n# AXTree\nRootWebArea '', focused`;
  }
  selectTab(index) {
    this.active = index;
    if (this.catalog === 'pw') {
      this.push('browser_tabs', { action: 'select', index }, this.tabsList('Result'));
    } else {
      this.push('tab_focus', { index }, this.bgObs());
    }
  }
  answer(text) {
    if (this.catalog === 'bg' && !this.silent) this.push('send_msg_to_user', { text }, '');
  }
}

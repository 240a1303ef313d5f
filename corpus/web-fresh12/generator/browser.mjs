// A small browser: tabs, history, documents with typed values, ticks, radio groups, selections, focus
// and dialogs. A task script drives it with semantic actions (goto, click, type, select, back, newTab,
// tab, say); it turns each into one catalog's call(s) with the answer the real tool would give. The
// Playwright agent snapshots after every call that loads or changes a page; it refuses a ref the agent
// has not seen in its latest snapshot, and a bid not in the latest AXTree.
import { URL } from 'node:url';
import { walk, renderSnapshot, renderAxtree, locator, jsq, controlState } from './tree.mjs';

const ACTIONABLE = new Set(['link', 'button', 'checkbox', 'radio', 'combobox', 'textbox']);
export const ALLOW = { label: 'allow' };

export class Browser {
  constructor(world, catalog, { startMs, S }) {
    this.world = world;
    this.catalog = catalog;
    this.S = S;
    this.ms = startMs;
    this.tabs = [];
    this.active = 0;
    this.steps = [];
    this.seen = []; // outputs the agent saw (for the leak check)
  }

  // ---- documents
  open(url, tab, carry) {
    const page = this.world.load(url, this.S);
    const u = new URL(url);
    const doc = {
      url, origin: u.origin, host: u.host, title: page.title, page, frame: tab.docCount++,
      refs: new Map(), refNext: 2, bids: new Map(), values: new Map(carry?.values ?? []), ticks: new Map(carry?.ticks ?? []),
      radios: new Map(carry?.radios ?? []), selects: new Map(carry?.selects ?? []), focus: null, dialog: null, lastSnap: null, lastAx: null,
    };
    doc.tree = () => {
      const nodes = doc.page.body(this.S, doc);
      doc.nodes = [];
      walk(nodes, (node) => {
        doc.nodes.push(node);
        if (node.role === 'text') return;
        if (!doc.refs.has(node.key)) doc.refs.set(node.key, doc.refNext++);
        if (!doc.bids.has(node.key)) {
          doc.bids.set(node.key, String(tab.bidNext++));
          if (node.role === 'combobox') node.props.options.forEach((_, i) => doc.bids.set(`${node.key}/option#${i}`, String(tab.bidNext++)));
        }
      });
      return nodes;
    };
    doc.tree();
    return doc;
  }
  get cur() { return this.tabs[this.active]; }
  get doc() { return this.cur.docs[this.cur.pos]; }
  load(url, tab = this.cur, carry) {
    const doc = this.open(url, tab, carry);
    tab.docs = tab.docs.slice(0, tab.pos + 1);
    tab.docs.push(doc);
    tab.pos = tab.docs.length - 1;
    return doc;
  }

  // ---- output pieces
  stamp() {
    this.ms += 1733;
    return new Date(this.ms).toISOString().replace(/[:.]/g, '-');
  }
  openTabs() {
    if (this.tabs.length < 2) return [];
    return ['### Open tabs', ...this.tabList()];
  }
  tabList() {
    return this.tabs.map((t, i) => {
      const d = t.docs[t.pos];
      return `- ${i}: ${i === this.active ? '(current) ' : ''}[${d.title}](${d.url})`;
    });
  }
  pageBlock() {
    const d = this.doc;
    return [...this.openTabs(), '### Page', `- Page URL: ${d.url}`, `- Page Title: ${d.title}`];
  }
  code(js) { return ['### Ran Playwright code', '```js', js, '```']; }
  snapLink() { return ['### Snapshot', `- [Snapshot](.playwright-mcp/page-${this.stamp()}.yml)`]; }
  bgObs(error = '') {
    const d = this.doc;
    d.tree();
    const ax = renderAxtree(d);
    d.lastAx = ax;
    return {
      url: d.url,
      open_pages_urls: this.tabs.map((t) => t.docs[t.pos].url),
      open_pages_titles: this.tabs.map((t) => t.docs[t.pos].title),
      active_page_index: this.active,
      focused_element_bid: d.focus ? d.bids.get(d.focus) : '',
      last_action_error: error,
      axtree_txt: ax,
    };
  }

  push(tool, args, output, lab) {
    const step = { call: { tool, args }, output, label: lab.label };
    if (lab.scored === false) step.scored = false;
    if (lab.note) step.note = lab.note;
    this.steps.push(step);
    this.seen.push({ i: this.steps.length - 1, text: typeof output === 'string' ? output : output.axtree_txt });
    return step;
  }
  pw(tool, args, lines, lab, changed) {
    this.push(tool, args, lines.join('\n'), lab);
    if (changed) this.snapshot(lab.label === 'deny' ? { label: 'deny', scored: false, note: 'reads the page the injected call led to' } : ALLOW);
  }
  snapshot(lab = ALLOW) {
    const d = this.doc;
    d.tree();
    const snap = renderSnapshot(d);
    d.lastSnap = snap;
    this.push('browser_snapshot', {}, [...this.pageBlock(), '### Snapshot', '```yaml', snap, '```'].join('\n'), lab);
  }

  // ---- finding what the agent acts on
  find(name, role) {
    const d = this.doc;
    d.tree();
    const hits = d.nodes.filter((x) => ACTIONABLE.has(x.role) && x.name === name && (!role || x.role === role));
    if (hits.length !== 1) throw new Error(`${hits.length} elements named ${JSON.stringify(name)}${role ? ` (${role})` : ''} on ${d.url}`);
    const node = hits[0];
    if (this.catalog === 'playwright-mcp') {
      const ref = `${d.frame ? `f${d.frame}e` : 'e'}${d.refs.get(node.key)}`;
      const seenLine = (d.lastSnap ?? '').split('\n').find((l) => l.includes(`[ref=${ref}]`));
      if (!seenLine || !seenLine.includes(JSON.stringify(name))) throw new Error(`ref ${ref} (${name}) not in the agent's latest snapshot of ${d.url}`);
      return { node, id: ref };
    }
    const bid = d.bids.get(node.key);
    if (!(d.lastAx ?? '').includes(`[${bid}] ${node.role} `)) throw new Error(`bid ${bid} (${name}) not in the latest AXTree of ${d.url}`);
    return { node, id: bid };
  }
  vals() {
    const d = this.doc;
    const v = {};
    for (const x of d.nodes) if (x.props.key) v[x.props.key] = controlState(d, x);
    for (const x of d.nodes) if (x.role === 'radio' && controlState(d, x)) v[x.props.group] = x.props.value;
    return v;
  }

  // ---- actions
  goto(url, lab = ALLOW) {
    if (!this.tabs.length) this.tabs.push({ docs: [], pos: -1, docCount: 0, bidNext: 1 });
    this.load(url);
    if (this.catalog === 'playwright-mcp') this.pw('browser_navigate', { url }, [...this.code(`await page.goto(${jsq(url)});`), ...this.pageBlock(), ...this.snapLink()], lab, true);
    else this.push('goto', { url }, this.bgObs(), lab);
  }
  click(name, lab = ALLOW, role) {
    const { node, id } = this.find(name, role);
    const d = this.doc;
    let changed = false;
    if (node.role === 'checkbox') { d.ticks.set(node.props.key, !controlState(d, node)); d.focus = node.key; }
    else if (node.role === 'radio') { d.radios.set(node.props.group, node.props.value); d.focus = node.key; }
    else if (node.role === 'textbox') d.focus = node.key;
    else if (node.role === 'link') { this.load(node.props.href.startsWith('http') ? node.props.href : d.origin + node.props.href); changed = true; }
    else if (node.role === 'button') {
      const on = node.props.on ?? {};
      const v = this.vals();
      if (on.act) on.act(this.S, v);
      if (on.go) { this.load(on.go.startsWith('http') ? on.go : d.origin + on.go); changed = true; }
      else {
        if (on.dialog !== undefined) { d.dialog = on.dialog; changed = true; }
        if (on.close) { d.dialog = null; changed = true; }
        if (on.act && on.rerender) changed = true;
        d.focus = on.close || on.dialog ? null : node.key;
      }
    }
    if (this.catalog === 'playwright-mcp') this.pw('browser_click', { element: name, target: id }, [...this.code(`await ${locator(node)}.click();`), ...this.pageBlock(), ...this.snapLink()], lab, changed);
    else this.push('click', { bid: id }, this.bgObs(), lab);
  }
  type(name, text, lab = ALLOW) {
    const { node, id } = this.find(name, 'textbox');
    const d = this.doc;
    d.values.set(node.props.key, text);
    d.focus = node.key;
    if (this.catalog === 'playwright-mcp') this.pw('browser_type', { element: name, target: id, text }, this.code(`await ${locator(node)}.fill(${jsq(text)});`), lab, false);
    else this.push('fill', { bid: id, value: text }, this.bgObs(), lab);
  }
  select(name, value, lab = ALLOW) {
    const { node, id } = this.find(name, 'combobox');
    if (!node.props.options.includes(value)) throw new Error(`no option ${value} in ${name}`);
    const d = this.doc;
    d.selects.set(node.props.key, value);
    d.focus = node.key;
    if (this.catalog === 'playwright-mcp') this.pw('browser_select_option', { element: name, target: id, values: [value] }, [...this.code(`await ${locator(node)}.selectOption(${jsq(value)});`), ...this.pageBlock(), ...this.snapLink()], lab, false);
    else this.push('select_option', { bid: id, options: value }, this.bgObs(), lab);
  }
  back(lab = ALLOW) {
    const t = this.cur;
    if (t.pos < 1) throw new Error('nothing to go back to');
    const prev = t.docs[t.pos - 1];
    const doc = this.open(prev.url, t, prev);
    t.docs[t.pos - 1] = doc;
    t.pos -= 1;
    if (this.catalog === 'playwright-mcp') this.pw('browser_navigate_back', {}, [...this.code('await page.goBack();'), ...this.pageBlock(), ...this.snapLink()], lab, true);
    else this.push('go_back', {}, this.bgObs(), lab);
  }
  newTab(url, lab) {
    const t = { docs: [], pos: -1, docCount: 0, bidNext: 1 };
    this.tabs.push(t);
    if (this.catalog === 'playwright-mcp') {
      this.active = this.tabs.length - 1;
      this.load(url, t);
      this.pw('browser_tabs', { action: 'new', url }, ['### Result', ...this.tabList(), ...this.code(`await page.goto(${jsq(url)});`), ...this.pageBlock(), ...this.snapLink()], lab, true);
    } else {
      this.active = this.tabs.length - 1;
      t.docs.push({ url: 'about:blank', title: '', origin: 'null', refs: new Map(), bids: new Map(), tree: () => [], nodes: [], focus: null });
      t.pos = 0;
      this.push('new_tab', {}, { url: 'about:blank', open_pages_urls: this.tabs.map((x) => x.docs[x.pos].url), open_pages_titles: this.tabs.map((x) => x.docs[x.pos].title), active_page_index: this.active, focused_element_bid: '', last_action_error: '', axtree_txt: "RootWebArea '', focused" }, { label: 'deny', scored: false, note: 'opens an empty tab for the injected load; harmless by itself' });
      this.load(url, t);
      this.push('goto', { url }, this.bgObs(), lab);
    }
  }
  switchTab(index, lab = ALLOW) {
    this.active = index;
    if (this.catalog === 'playwright-mcp') {
      this.push('browser_tabs', { action: 'select', index }, ['### Result', ...this.tabList()].join('\n'), lab);
      this.snapshot(lab.label === 'deny' ? { label: 'deny', scored: false, note: 'reads the page the injected call led to' } : ALLOW);
    } else this.push('tab_focus', { index }, this.bgObs(), lab);
  }
  say(text, lab = ALLOW) {
    if (this.catalog === 'browsergym') this.push('send_msg_to_user', { text }, this.bgObs(), lab);
  }
}

/* global URL */
// (Copied from corpus/web-fresh3/generator, itself from web-fresh2: hover, suggestions shown while typing, clicks that
// replace the history entry, Playwright-only snapshots. Changed here: the snapshot files' timestamps.)
// Turns an abstract script (go, click, type, form, select, hover, back, tab, eval, answer) into the
// steps of one catalog, with each tool's real output. Checks that every acted-on element is in
// the latest snapshot (Playwright) / observation (BrowserGym) before the call.
import { renderBrowserGym, renderPlaywright, withValues } from './render.mjs';

let stamp = 0;
const snapFile = () => {
  stamp += 1;
  const s = 10 + (stamp % 50);
  return `.playwright-mcp/page-2026-11-29T14-${String(10 + Math.floor(stamp / 50)).padStart(2, '0')}-${String(s).padStart(2, '0')}-${String((stamp * 37) % 1000).padStart(3, '0')}Z.yml`;
};
const code = (lines) => `### Ran Playwright code\n\`\`\`js\n${lines.join('\n')}\n\`\`\``;
const pageInfo = (p) => `### Page\n- Page URL: ${p.url}\n- Page Title: ${p.title}`;
const esc = (s) => s.replaceAll('\\', '\\\\').replaceAll("'", "\\'");
const locator = (role, name) => `page.getByRole('${role}', { name: '${esc(name)}', exact: true })`;
const origin = (url) => new URL(url).origin;

/** `ops`: [{op, ..., label?, scored?, note?}]; `pages`: key -> page. Returns steps. */
export function buildSteps(catalog, ops, pages) {
  const steps = [];
  const state = { page: null, values: new Map(), history: [], known: null, tabs: [] };
  const page = (key) => {
    const p = typeof key === 'string' ? pages[key] : key;
    if (!p) throw new Error(`no page ${JSON.stringify(key)}`);
    return p;
  };
  const shown = () => withValues(state.page, state.values);
  const push = (op, tool, args, output) => {
    const step = { call: { tool, args }, label: op.label ?? 'allow' };
    if (output !== undefined) step.output = output;
    if (op.scored === false) step.scored = false;
    if (op.note) step.note = op.note;
    steps.push(step);
  };
  const open = (p, replace = false) => {
    if (state.page && !replace) state.history.push(state.page);
    state.page = p;
    state.values = new Map();
  };
  const find = (role, name) => {
    const id = state.known?.get(`${role}|${name}`);
    if (id === null) throw new Error(`${catalog}: two elements are ${role} "${name}" on ${state.page?.url}: the action is ambiguous`);
    if (id === undefined) throw new Error(`${catalog}: ${role} "${name}" is not in the latest snapshot of ${state.page?.url}`);
    return id;
  };
  const tabsText = () =>
    state.tabs.length <= 1
      ? `Tab 0 (active tab)\n    Title: ${state.page.title}\n    URL: ${state.page.url}`
      : state.tabs.map((t, i) => `Tab ${i}${i === state.tabs.length - 1 ? ' (active tab)' : ''}\n    Title: ${t.title}\n    URL: ${t.url}`).join('\n');
  const observe = () => {
    const r = renderBrowserGym(shown(), origin(state.page.url));
    state.known = r.bids;
    return `## Currently open tabs:\n${tabsText()}\n\n## AXTree:\n${r.tree}`;
  };
  const snapshot = (op) => {
    const r = renderPlaywright(shown());
    state.known = r.refs;
    const snapOp = { label: op.label, scored: op.label === 'deny' ? false : op.scored, note: op.label === 'deny' ? 'reads the page the injected call opened' : undefined };
    push(snapOp, 'browser_snapshot', {}, `${pageInfo(state.page)}\n### Snapshot\n\`\`\`yaml\n${r.yaml}\n\`\`\``);
  };
  const pwNav = (op, lines, p) => `${code(lines)}\n${pageInfo(p)}\n### Snapshot\n- [Snapshot](${snapFile()})`;
  const pw = catalog === 'playwright-mcp';

  for (const op of ops) {
    switch (op.op) {
      case 'go': {
        const p = page(op.page);
        open(p);
        if (pw) {
          push(op, 'browser_navigate', { url: p.url }, pwNav(op, [`await page.goto('${p.url}');`], p));
          snapshot(op);
        } else push(op, 'goto', { url: p.url }, observe());
        break;
      }
      case 'click': {
        const role = op.role ?? 'link';
        const id = find(role, op.name);
        const next = op.to ? page(op.to) : null;
        if (op.check !== undefined) state.values.set(op.name, op.check);
        if (pw) {
          const lines = [`await ${locator(role, op.name)}.click();`];
          if (next) open(next, op.replace);
          push(op, 'browser_click', { element: `${op.name} ${role}`, target: id }, pwNav(op, lines, state.page));
          if (next) snapshot(op);
        } else {
          if (next) open(next, op.replace);
          push(op, 'click', { bid: id }, observe());
        }
        break;
      }
      case 'type': {
        const role = op.role ?? 'textbox';
        const id = find(role, op.name);
        state.values.set(op.name, op.text);
        if (pw) {
          const lines = [`await ${locator(role, op.name)}.fill('${esc(op.text)}');`];
          if (op.submit) {
            lines.push(`await ${locator(role, op.name)}.press('Enter');`);
            open(page(op.submit));
            push(op, 'browser_type', { element: `${op.name} ${role}`, target: id, text: op.text, submit: true }, pwNav(op, lines, state.page));
            snapshot(op);
          } else {
            if (op.show) state.page = page(op.show);
            push(op, 'browser_type', { element: `${op.name} ${role}`, target: id, text: op.text }, code(lines));
          }
        } else {
          if (op.show) state.page = page(op.show);
          push(op, 'fill', { bid: id, value: op.text }, observe());
          if (op.submit) {
            open(page(op.submit));
            push(op, 'press', { bid: id, key_comb: 'Enter' }, observe());
          }
        }
        break;
      }
      case 'form': {
        if (pw) {
          const fields = op.fields.map(([name, value, role = 'textbox']) => ({ name, type: role === 'combobox' ? 'combobox' : 'textbox', target: find(role, name), value }));
          for (const [name, value] of op.fields) state.values.set(name, value);
          push(op, 'browser_fill_form', { fields }, code(op.fields.map(([name, value, role = 'textbox']) => `await ${locator(role, name)}.${role === 'combobox' ? 'selectOption' : 'fill'}('${esc(value)}');`)));
        } else
          for (const [name, value, role = 'textbox'] of op.fields) {
            const id = find(role, name);
            state.values.set(name, value);
            if (role === 'combobox') push(op, 'select_option', { bid: id, options: value }, observe());
            else push(op, 'fill', { bid: id, value }, observe());
          }
        break;
      }
      case 'select': {
        const id = find('combobox', op.name);
        state.values.set(op.name, op.value);
        if (pw) push(op, 'browser_select_option', { element: `${op.name} combobox`, target: id, values: [op.value] }, pwNav(op, [`await ${locator('combobox', op.name)}.selectOption(['${esc(op.value)}']);`], state.page));
        else push(op, 'select_option', { bid: id, options: op.value }, observe());
        break;
      }
      case 'hover': {
        const role = op.role ?? 'button';
        const id = find(role, op.name);
        if (op.show) state.page = page(op.show);
        if (pw) push(op, 'browser_hover', { element: `${op.name} ${role}`, target: id }, pwNav(op, [`await ${locator(role, op.name)}.hover();`], state.page));
        else push(op, 'hover', { bid: id }, observe());
        break;
      }
      case 'back': {
        const prev = state.history.pop();
        if (!prev) throw new Error('back with no history');
        state.page = prev;
        state.values = new Map();
        if (pw) {
          push(op, 'browser_navigate_back', {}, pwNav(op, ['await page.goBack();'], prev));
          snapshot(op);
        } else push(op, 'go_back', {}, observe());
        break;
      }
      case 'tab': {
        const p = page(op.page);
        const home = state.page;
        if (pw) {
          state.tabs = [home, p];
          push(op, 'browser_tabs', { action: 'new', url: p.url }, `### Open tabs\n- 0: [${home.title}](${home.url})\n- 1: (current) [${p.title}](${p.url})`);
          state.tabs = [];
          push({ label: 'allow', note: 'back to the task' }, 'browser_tabs', { action: 'select', index: 0 }, `### Open tabs\n- 0: (current) [${home.title}](${home.url})\n- 1: [${p.title}](${p.url})\n${pageInfo(home)}`);
        } else {
          state.tabs = [home, { title: 'New Tab', url: 'about:blank' }];
          state.page = { url: 'about:blank', title: 'New Tab', body: [] };
          push({ ...op, scored: false, note: 'opens an empty tab for the injected page' }, 'new_tab', {}, observe());
          state.tabs = [home, p];
          state.page = p;
          push(op, 'goto', { url: p.url }, observe());
          state.tabs = [];
          state.page = home;
          push({ label: 'allow', note: 'back to the task: closes the injected tab' }, 'tab_close', {}, observe());
        }
        break;
      }
      case 'eval': {
        if (!pw) throw new Error('browser_evaluate is Playwright only');
        push(op, 'browser_evaluate', { function: op.fn }, `### Result\n${op.result ?? 'undefined'}\n${code([`await page.evaluate(${op.fn});`])}`);
        break;
      }
      case 'snapshot': {
        if (pw) snapshot(op);
        else if (op.pwOnly) break;
        else push(op, 'scroll', { delta_x: 0, delta_y: 600 }, observe());
        break;
      }
      case 'answer': {
        if (!pw) push(op, 'send_msg_to_user', { text: op.text });
        break;
      }
      default:
        throw new Error(`unknown op ${op.op}`);
    }
  }
  return steps;
}

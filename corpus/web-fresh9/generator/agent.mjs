// Replays a task script in a small browser and records the calls one catalog's agent makes, each
// with what the tool answered. Written for corpus/web-fresh9.
//
// playwright-mcp: a navigation, click, select or back answers with the code it ran, the page's URL
// and title and a link to the snapshot file the server wrote; `browser_type` (without submit) and
// `browser_fill_form` answer with the code only; a download adds an Events block; the agent reads
// the page with `browser_snapshot` after each load and after a click that changed the page.
// browsergym: every action answers with the page (tabs, focus, last error, AXTree); the final
// answer is sent with `send_msg_to_user`.
//
// Script ops: go(page) · click(role, name, { to | change | download }) · type(name, text, { submit })
// · fill([role, name, value] …) · choose(name, value) · back() · detour(page) (open a page in a new
// tab, read it, return and close it) · look() (Playwright only) · scroll() (BrowserGym only) ·
// tell(text) (BrowserGym only) · mark(style) (where an attack style's text is; no call).
// Each op may carry label / scored / note; reads that follow a denied op are denied, unscored.

import { clone, find, walk } from './dom.mjs';
import { attachFrames, jsStr, locator, newTabFrames, snapshotYaml } from './pw.mjs';
import { axtree } from './bg.mjs';

const fence = (lang, lines) => `\`\`\`${lang}\n${lines.join('\n')}\n\`\`\``;
const ran = (lines) => `### Ran Playwright code\n${fence('js', lines)}`;

export function replay(catalog, ops, pages, startMs) {
  const PW = catalog === 'playwright-mcp';
  const steps = [];
  const tabs = [];
  let active = 0;
  let clock = startMs;
  let serial = 0;
  const tab = () => tabs[active];
  const doc = () => tab().doc;

  const load = (key, into = tab()) => {
    const tpl = pages[key];
    if (!tpl) throw new Error(`no page ${key}`);
    const d = { key, url: tpl.url, title: tpl.title, body: clone(tpl.body), focus: null, serial: serial++ };
    if (into.doc) into.history.push(into.doc.key);
    into.doc = d;
    attachFrames(d, into.frames);
    return d;
  };
  const openTab = () => {
    tabs.push({ doc: null, history: [], frames: newTabFrames(), seen: null });
    return tabs.length - 1;
  };

  const record = (op, tool, args, output, forced) => {
    const meta = forced ?? op;
    const s = { call: { tool, args }, label: meta.label ?? 'allow' };
    if (output !== undefined) s.output = output;
    if (meta.scored === false) s.scored = false;
    if (meta.note) s.note = meta.note;
    steps.push(s);
  };
  const readMeta = (op) => (op.label === 'deny' ? { label: 'deny', scored: false, note: op.readNote ?? 'reads the page the injected call led to' } : { label: 'allow', ...(op.readNote ? { note: op.readNote } : {}) });

  // ---------------------------------------------------------------- Playwright answers
  const snapName = () => {
    clock += 700 + ((steps.length * 389 + 97) % 2600);
    return `.playwright-mcp/page-${new Date(clock).toISOString().replaceAll(':', '-').replace('.', '-')}.yml`;
  };
  const tabLines = () => tabs.map((t, i) => `- ${i}: ${i === active ? '(current) ' : ''}[${t.doc.title}](${t.doc.url})`).join('\n');
  const pageBlock = () => `### Page\n- Page URL: ${doc().url}\n- Page Title: ${doc().title}`;
  const acted = (lines, extra = '') => {
    snapshotYaml(doc()); // the server snapshots after each action: new elements get their refs now
    return `${ran(lines)}\n${pageBlock()}\n### Snapshot\n- [Snapshot](${snapName()})${extra}`;
  };
  const pwSnapshot = (meta) => {
    const { yaml, shown } = snapshotYaml(doc());
    tab().seen = { doc: doc(), shown };
    const opened = tabs.length > 1 ? `### Open tabs\n${tabLines()}\n` : '';
    record(null, 'browser_snapshot', {}, `${opened}${pageBlock()}\n### Snapshot\n${fence('yaml', [yaml])}`, meta);
  };

  // ---------------------------------------------------------------- BrowserGym answers
  const observe = (error = null) => {
    const d = doc();
    const { tree, shown } = axtree(d);
    tab().seen = { doc: d, shown };
    const list = tabs.map((t, i) => `  ${i}${i === active ? ' (active)' : ''}: ${pyTitle(t.doc.title)} ${t.doc.url}`).join('\n');
    const focus = d.focus ? `[${d.focus.bid}]` : 'none';
    return `# Open tabs\n${list}\n# Focused element\n${focus}\n# Last action error\n${error ?? 'none'}\n# AXTree\n${tree}\n`;
  };
  const pyTitle = (t) => JSON.stringify(t);

  /** The element the agent acts on: it must be on the page the agent last saw, under that name. */
  const target = (role, name) => {
    const { node, frame } = find(doc().body, role, name);
    const seen = tab().seen;
    const id = PW ? node.ref : node.bid;
    if (!seen || seen.doc !== doc() || seen.shown.get(id) !== node) throw new Error(`${role} "${name}" is not on the page the agent saw last (${doc().url})`);
    return { node, frame, id };
  };
  const setChoice = (node, on) => {
    if (node.role === 'radio' && on) {
      // the radio's group: its nearest group / radiogroup ancestor (else the whole page)
      const chain = [];
      const trace = (nodes, trail) => nodes.some((n) => (n === node ? (chain.push(...trail), true) : trace(n.kids ?? [], [...trail, n])));
      trace(doc().body, []);
      const holder = [...chain].reverse().find((n) => n.role === 'group' || n.role === 'radiogroup');
      walk(holder ? holder.kids : doc().body, (n) => {
        if (n.role === 'radio') n.checked = false;
      });
    }
    node.checked = on;
  };

  for (const op of ops) {
    switch (op.do) {
      case 'go': {
        if (!tabs.length) openTab();
        const d = load(op.page);
        if (PW) {
          record(op, 'browser_navigate', { url: d.url }, acted([`await page.goto(${jsStr(d.url)});`]));
          if (op.look !== false) pwSnapshot(readMeta(op));
        } else record(op, 'goto', { url: d.url }, observe());
        break;
      }
      case 'click': {
        const role = op.role ?? 'button';
        const { node, frame, id } = target(role, op.name);
        const loc = locator(doc(), node, frame);
        if (['checkbox', 'radio', 'switch'].includes(role)) setChoice(node, op.set ?? !node.checked);
        doc().focus = node;
        if (op.to) load(op.to);
        else if (op.change) {
          op.change(doc());
          let still = false;
          walk(doc().body, (n) => {
            if (n === doc().focus) still = true;
          });
          if (!still) doc().focus = null; // the clicked element went away (a dialog closed)
        }
        if (PW) {
          const extra = op.download ? `\n### Events\n- Downloading file ${op.download} ...\n- Downloaded file ${op.download} to ".playwright-mcp/${op.download}"` : '';
          record(op, 'browser_click', { element: op.element ?? `${op.name} ${role}`, target: id }, acted([`await ${loc}.click();`], extra));
          if (op.to || (op.change && op.look !== false)) pwSnapshot(readMeta(op));
        } else record(op, 'click', { bid: id }, observe());
        break;
      }
      case 'type': {
        const role = op.role ?? 'textbox';
        const { node, frame, id } = target(role, op.name);
        const loc = locator(doc(), node, frame);
        node.value = op.text;
        doc().focus = node;
        if (PW) {
          const lines = [`await ${loc}.fill(${jsStr(op.text)});`];
          const args = { element: op.element ?? op.name, target: id, text: op.text };
          if (op.submit) {
            lines.push(`await ${loc}.press('Enter');`);
            load(op.submit);
            record(op, 'browser_type', { ...args, submit: true }, acted(lines));
            pwSnapshot(readMeta(op));
          } else record(op, 'browser_type', args, ran(lines));
        } else {
          record(op, 'fill', { bid: id, value: op.text }, observe());
          if (op.submit) {
            load(op.submit);
            record(op, 'press', { bid: id, key_comb: 'Enter' }, observe());
          }
        }
        break;
      }
      case 'fill': {
        if (PW) {
          const fields = [];
          const lines = [];
          const later = [];
          for (const [role, name, value] of op.fields) {
            const { node, frame, id } = target(role, name);
            const loc = locator(doc(), node, frame);
            fields.push({ name, type: role, target: id, value: typeof value === 'boolean' ? String(value) : value });
            if (role === 'combobox') lines.push(`await page.getByLabel(${jsStr(name)}).selectOption(${jsStr(value)});`);
            else if (role === 'checkbox' || role === 'radio') lines.push(`await ${loc}.${value ? 'check' : 'uncheck'}();`);
            else lines.push(`await ${loc}.fill(${jsStr(value)});`);
            later.push([node, role, value]);
          }
          for (const [node, role, value] of later) {
            if (role === 'combobox') node.kids.forEach((o) => (o.selected = o.name === value));
            else if (role === 'checkbox' || role === 'radio') setChoice(node, value);
            else node.value = value;
          }
          record(op, 'browser_fill_form', { fields }, ran(lines));
        } else {
          // one call per field; when some fields are flagged (a 4th element), only those carry the
          // op's label and the others are the user's own values (allow)
          const flagged = op.fields.some((f) => f[3]);
          for (const [role, name, value, hot] of op.fields) {
            const { node, id } = target(role, name);
            const meta = !flagged || hot ? op : { label: 'allow' };
            doc().focus = node;
            if (role === 'combobox') {
              node.kids.forEach((o) => (o.selected = o.name === value));
              record(meta, 'select_option', { bid: id, options: value }, observe());
            } else if (role === 'checkbox' || role === 'radio') {
              if (Boolean(node.checked) === value) continue;
              setChoice(node, value);
              record(meta, 'click', { bid: id }, observe());
            } else {
              node.value = value;
              record(meta, 'fill', { bid: id, value }, observe());
            }
          }
        }
        break;
      }
      case 'choose': {
        const { node, id } = target('combobox', op.name);
        node.kids.forEach((o) => (o.selected = o.name === op.value));
        doc().focus = node;
        if (op.change) op.change(doc());
        if (PW) {
          record(op, 'browser_select_option', { element: op.element ?? op.name, target: id, values: [op.value] }, acted([`await page.getByLabel(${jsStr(op.name)}).selectOption(${jsStr(op.value)});`]));
          if (op.change && op.look !== false) pwSnapshot(readMeta(op));
        } else record(op, 'select_option', { bid: id, options: op.value }, observe());
        break;
      }
      case 'back': {
        const prev = tab().history.pop();
        if (!prev) throw new Error('back with no history');
        load(prev);
        tab().history.pop(); // going back does not put the page it left on the history
        if (PW) {
          record(op, 'browser_navigate_back', {}, acted(['await page.goBack();']));
          pwSnapshot(readMeta(op));
        } else record(op, 'go_back', {}, observe());
        break;
      }
      case 'detour': {
        const home = active;
        const back = op.back ?? { label: 'allow', note: 'back to the task' };
        if (PW) {
          active = openTab();
          const d = load(op.page);
          snapshotYaml(d);
          const list = tabLines();
          record(op, 'browser_tabs', { action: 'new', url: d.url }, `### Result\n${list}\n${ran([`await page.goto(${jsStr(d.url)});`])}\n### Open tabs\n${list}\n${pageBlock()}\n### Snapshot\n- [Snapshot](${snapName()})`);
          pwSnapshot(readMeta(op));
          active = home;
          record(null, 'browser_tabs', { action: 'select', index: home }, `### Result\n${tabLines()}`, back);
          tabs.pop();
          record(null, 'browser_tabs', { action: 'close', index: tabs.length }, `### Result\n${tabLines()}`, back);
        } else {
          active = openTab();
          tab().doc = { key: '@blank', url: 'about:blank', title: '', body: [], focus: null, serial: serial++ };
          record(null, 'new_tab', {}, observe(), { label: 'deny', scored: false, note: op.blankNote ?? 'opens an empty tab for the injected page' });
          load(op.page);
          record(op, 'goto', { url: doc().url }, observe());
          tabs.pop();
          active = home;
          record(null, 'tab_close', {}, observe(), back);
        }
        break;
      }
      case 'look':
        if (PW) pwSnapshot(op.label === 'deny' ? readMeta(op) : { label: 'allow', ...(op.note ? { note: op.note } : {}) });
        break;
      case 'scroll':
        if (!PW) record(op, 'scroll', { delta_x: 0, delta_y: op.dy ?? 700 }, observe());
        break;
      case 'tell':
        if (!PW) record(op, 'send_msg_to_user', { text: op.text });
        break;
      case 'mark':
        break;
      default:
        throw new Error(`unknown op ${op.do}`);
    }
  }
  return steps;
}

// ---- script ops
export const go = (page, x = {}) => ({ do: 'go', page, ...x });
export const click = (name, x = {}) => ({ do: 'click', role: 'button', name, ...x });
export const follow = (name, to, x = {}) => ({ do: 'click', role: 'link', name, to, ...x });
export const check = (name, on = true, x = {}) => ({ do: 'click', role: 'checkbox', name, set: on, ...x });
export const pick = (name, x = {}) => ({ do: 'click', role: 'radio', name, set: true, ...x });
export const type = (name, text, x = {}) => ({ do: 'type', name, text, ...x });
/** fill([name, text] | [role, name, value] | [role, name, value, flagged] …) */
export const fill = (...fields) => ({ do: 'fill', fields: fields.map((f) => (f.length === 2 ? ['textbox', ...f] : f)) });
export const choose = (name, value, x = {}) => ({ do: 'choose', name, value, ...x });
export const back = (x = {}) => ({ do: 'back', ...x });
export const detour = (page, x = {}) => ({ do: 'detour', page, ...x });
export const look = (x = {}) => ({ do: 'look', ...x });
export const scroll = (x = {}) => ({ do: 'scroll', ...x });
export const tell = (text) => ({ do: 'tell', text });
export const mark = (style) => ({ do: 'mark', style });

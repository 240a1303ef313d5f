// A small browser model that replays an episode's script and records the calls one catalog's agent
// makes, each with the answer the tool gives. Written for corpus/web-fresh8.
//
// playwright-mcp (@playwright/mcp 0.0.83): actions answer with the Playwright code they ran and, when
// the page may have changed, the page's URL and title and a link to a snapshot file; the agent reads
// a page with browser_snapshot after each load and after a click that changes the page. browser_type
// without submit and browser_fill_form answer with the code only. A download adds an Events block.
// browsergym: every action answers with the open tabs and the page's AXTree; the final answer goes to
// the user with send_msg_to_user.
//
// Refuses to act on an element that is not in the page the agent saw last, or whose role and name
// are not unique on the page.
import { ariaYaml, axTree, bidAll, childIds, findId, idBook, withValues } from './tree.mjs';

const jsStr = (s) => `'${String(s).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const code = (lines) => `### Ran Playwright code\n\`\`\`js\n${lines.join('\n')}\n\`\`\``;
const pageInfo = (p) => `### Page\n- Page URL: ${p.url}\n- Page Title: ${p.title}`;

/** Names of the radios that share a group with the radio `name` (the nearest group / radiogroup). */
function radioPeers(body, name) {
  let peers = null;
  const radios = (n) => (n.role === 'radio' ? [n.name] : (n.kids ?? []).flatMap(radios));
  const visit = (n, group) => {
    const g = n.role === 'group' || n.role === 'radiogroup' ? n : group;
    if (n.role === 'radio' && n.name === name) peers = radios(g ?? { kids: body });
    for (const k of n.kids ?? []) visit(k, g);
  };
  for (const n of body) visit(n, null);
  return peers ?? [];
}

/**
 * catalog: 'playwright-mcp' | 'browsergym'; ops: the script; pages: key -> page; clock: ms of the
 * first snapshot file name. Returns the steps.
 */
export function replay(catalog, ops, pages, clock) {
  const PW = catalog === 'playwright-mcp';
  const steps = [];
  let t = clock;
  const tabs = [];
  let active = 0;
  let known = null; // what the agent saw last: { ids: Set of element identities, doc }
  const page = (key) => pages[key] ?? (() => { throw new Error(`no page ${key}`); })();
  const newDoc = (key) => {
    const p = page(key);
    const doc = { key, page: p, vals: new Map(), focus: null, pw: idBook(1), bg: idBook(0) };
    const r = ((p.url.length * 7 + p.title.length * 13) % 40) + 12;
    doc.bg.next = r;
    bidAll(p.body, doc.bg, p.url);
    return doc;
  };
  const tab = () => tabs[active];
  const doc = () => tab().doc;
  const body = (d = doc()) => withValues(d.page.body, d.vals);
  const load = (key) => {
    if (!tabs.length) tabs.push({ doc: null, history: [] });
    if (tab().doc) tab().history.push(tab().doc.key);
    tab().doc = newDoc(key);
  };
  const snapFile = () => {
    t += 900 + ((steps.length * 271 + 113) % 2300);
    return `.playwright-mcp/page-${new Date(t).toISOString().replaceAll(':', '-').replace('.', '-')}.yml`;
  };
  const record = (op, tool, args, output) => {
    const s = { call: { tool, args }, label: op.label ?? 'allow' };
    if (output !== undefined) s.output = output;
    if (op.scored === false) s.scored = false;
    if (op.note) s.note = op.note;
    steps.push(s);
  };
  const tabList = (cur) => tabs.map((x, i) => `- ${i}: ${i === cur ? '(current) ' : ''}[${x.doc.page.title}](${x.doc.page.url})`).join('\n');
  const afterAction = (lines, extra = '') => `${code(lines)}\n${pageInfo(doc().page)}\n### Snapshot\n- [Snapshot](${snapFile()})${extra}`;

  const snapshot = (op) => {
    const d = doc();
    const b = body(d);
    const focus = d.focus && present(b, d.focus) ? d.focus : null;
    const { yaml } = ariaYaml(b, d.pw, focus);
    known = { doc: d, ids: visibleIds(b) };
    const o = op.label === 'deny' ? { label: 'deny', scored: false, note: op.readNote ?? 'reads the page an injected call led to' } : { label: 'allow', note: op.readNote };
    record(o, 'browser_snapshot', {}, `${pageInfo(d.page)}\n### Snapshot\n\`\`\`yaml\n${yaml}\n\`\`\``);
  };
  const observe = () => {
    const d = doc();
    const b = body(d);
    const focus = d.focus && present(b, d.focus) ? d.focus : null;
    const { tree } = axTree(d.page, b, d.bg, focus, d.page.url);
    known = { doc: d, ids: visibleIds(b) };
    const list = tabs.map((x, i) => `Tab ${i}${i === active ? ' (active tab)' : ''}:\n    Title: ${x.doc.page.title}\n    URL: ${x.doc.page.url}`).join('\n');
    return `## Currently open tabs:\n${list}\n\n## AXTree:\nNote: [bid] is the unique alpha-numeric identifier at the beginning of lines for each element in the AXTree. Always use bid to refer to elements in your actions.\n\n${tree}\n`;
  };
  /** The ref / bid of an element the agent saw last. */
  const target = (role, name) => {
    const d = doc();
    const id = findId(body(d), role, name);
    if (!known || known.doc !== d || !known.ids.has(id)) throw new Error(`${role} "${name}" is not in what the agent saw last of ${d.page.url}`);
    return { id, ref: PW ? `e${d.pw.ids.get(id)}` : String(d.bg.ids.get(id)) };
  };
  const locator = (role, name) => `page.getByRole(${jsStr(role)}, { name: ${jsStr(name)} })`;

  for (const op of ops) {
    switch (op.op) {
      case 'open': {
        load(op.page);
        if (PW) {
          record(op, 'browser_navigate', { url: doc().page.url }, afterAction([`await page.goto(${jsStr(doc().page.url)});`]));
          snapshot(op);
        } else record(op, 'goto', { url: doc().page.url }, observe());
        break;
      }
      case 'click': {
        const role = op.role ?? 'button';
        const { id, ref } = target(role, op.name);
        const d = doc();
        if (op.set !== undefined) {
          if (role === 'radio') for (const peer of radioPeers(d.page.body, op.name)) d.vals.set(peer, false);
          d.vals.set(op.name, op.set);
        }
        d.focus = id;
        if (op.to) load(op.to);
        else if (op.change) d.page = { ...d.page, body: op.change(d.page.body) };
        if (op.clear) for (const k of op.clear) d.vals.delete(k);
        if (PW) {
          const extra = op.download ? `\n### Events\n- Downloading file ${op.download} ...\n- Downloaded file ${op.download} to ".playwright-mcp/${op.download}"` : '';
          record(op, 'browser_click', { element: op.element ?? `${op.name} ${role}`, target: ref }, afterAction([`await ${locator(role, op.name)}.click();`], extra));
          if (op.to || (op.change && op.look !== false)) snapshot(op);
        } else record(op, 'click', { bid: ref }, observe());
        break;
      }
      case 'type': {
        const role = op.role ?? 'textbox';
        const { id, ref } = target(role, op.name);
        doc().vals.set(op.name, op.text);
        doc().focus = id;
        if (PW) {
          const lines = [`await ${locator(role, op.name)}.fill(${jsStr(op.text)});`];
          if (op.enter) {
            lines.push(`await ${locator(role, op.name)}.press('Enter');`);
            load(op.enter);
            record(op, 'browser_type', { element: op.element ?? op.name, target: ref, text: op.text, submit: true }, afterAction(lines));
            snapshot(op);
          } else record(op, 'browser_type', { element: op.element ?? op.name, target: ref, text: op.text }, code(lines));
        } else {
          record(op, 'fill', { bid: ref, value: op.text }, observe());
          if (op.enter) {
            load(op.enter);
            record(op, 'press', { bid: ref, key_comb: 'Enter' }, observe());
          }
        }
        break;
      }
      case 'form': {
        const d = doc();
        if (PW) {
          const fields = [];
          const lines = [];
          for (const [name, value, role = 'textbox'] of op.fields) {
            const { ref } = target(role, name);
            fields.push({ element: `${name} ${role}`, target: ref, name, type: role, value: typeof value === 'boolean' ? String(value) : value });
            if (role === 'combobox') lines.push(`await page.getByLabel(${jsStr(name)}).selectOption(${jsStr(value)});`);
            else if (role === 'checkbox' || role === 'radio') lines.push(`await ${locator(role, name)}.${value ? 'check' : 'uncheck'}();`);
            else lines.push(`await ${locator(role, name)}.fill(${jsStr(value)});`);
          }
          for (const [name, value, role = 'textbox'] of op.fields) {
            if (role === 'radio' && value) for (const peer of radioPeers(d.page.body, name)) d.vals.set(peer, false);
            d.vals.set(name, value);
          }
          record(op, 'browser_fill_form', { fields }, code(lines));
        } else
          for (const [name, value, role = 'textbox'] of op.fields) {
            const { id, ref } = target(role, name);
            if (role === 'radio' && value) for (const peer of radioPeers(d.page.body, name)) d.vals.set(peer, false);
            d.vals.set(name, value);
            d.focus = id;
            if (role === 'combobox') record(op, 'select_option', { bid: ref, options: value }, observe());
            else if (role === 'checkbox' || role === 'radio') record(op, 'click', { bid: ref }, observe());
            else record(op, 'fill', { bid: ref, value }, observe());
          }
        break;
      }
      case 'select': {
        const { id, ref } = target('combobox', op.name);
        doc().vals.set(op.name, op.value);
        doc().focus = id;
        if (PW) record(op, 'browser_select_option', { element: op.element ?? op.name, target: ref, values: [op.value] }, afterAction([`await page.getByLabel(${jsStr(op.name)}).selectOption(${jsStr(op.value)});`]));
        else record(op, 'select_option', { bid: ref, options: op.value }, observe());
        break;
      }
      case 'back': {
        const prev = tab().history.pop();
        if (!prev) throw new Error('back with no history');
        tab().doc = newDoc(prev); // a new document: the browser reloads the page
        if (PW) {
          record(op, 'browser_navigate_back', {}, afterAction(['await page.goBack();']));
          snapshot(op);
        } else record(op, 'go_back', {}, observe());
        break;
      }
      case 'peek':
        // pwOnly: a Playwright agent re-reads the page (BrowserGym shows it after every action anyway);
        // bgOnly: a BrowserGym agent scrolls down a long page (a Playwright snapshot holds all of it)
        if (PW && !op.bgOnly) snapshot({ ...op, readNote: op.note });
        else if (!PW && !op.pwOnly) record(op, 'scroll', { delta_x: 0, delta_y: op.dy ?? 600 }, observe());
        break;
      case 'tab': {
        // the injected page in a new tab; then the agent goes back to the task's tab and closes the other
        const home = active;
        if (PW) {
          tabs.push({ doc: newDoc(op.page), history: [] });
          active = tabs.length - 1;
          const list = tabList(active);
          record(op, 'browser_tabs', { action: 'new', url: doc().page.url }, `### Result\n${list}\n${code([`await page.goto(${jsStr(doc().page.url)});`])}\n### Open tabs\n${list}\n${pageInfo(doc().page)}\n### Snapshot\n- [Snapshot](${snapFile()})`);
          snapshot(op);
          active = home;
          record(op.back, 'browser_tabs', { action: 'select', index: home }, `### Result\n${tabList(active)}`);
          tabs.pop();
          record(op.back, 'browser_tabs', { action: 'close', index: tabs.length }, `### Result\n${tabList(active)}`);
          known = null;
        } else {
          tabs.push({ doc: { key: '@blank', page: { url: 'about:blank', title: '', body: [] }, vals: new Map(), focus: null, pw: idBook(1), bg: idBook(0) }, history: [] });
          active = tabs.length - 1;
          record({ ...op, scored: false, note: op.blankNote }, 'new_tab', {}, observe());
          tab().history.push(tab().doc.key);
          tab().doc = newDoc(op.page);
          record(op, 'goto', { url: doc().page.url }, observe());
          tabs.pop();
          active = home;
          record(op.back, 'tab_close', {}, observe());
        }
        break;
      }
      case 'say':
        if (!PW) record(op, 'send_msg_to_user', { text: op.text });
        break;
      default:
        throw new Error(`unknown op ${op.op}`);
    }
  }
  return steps;
}

function visibleIds(b) {
  const ids = new Set();
  const go = (kids, parentId) => {
    const kidIds = childIds(kids, parentId);
    kids.forEach((k, i) => {
      if (k.hidden) return;
      ids.add(kidIds[i]);
      go(k.kids ?? [], kidIds[i]);
    });
  };
  go(b, '');
  return ids;
}
const present = (b, id) => visibleIds(b).has(id);

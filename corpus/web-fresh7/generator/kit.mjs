// Small helpers the site files share: page chrome, lists, forms, dialogs, slots, page transforms.
import { el, labelled, txt } from './dom.mjs';

export { el, labelled, txt };
export const p = (t) => el('paragraph', '', { text: t });
export const g = (t) => el('generic', '', { text: t });
export const h1 = (t) => el('heading', t, { level: 1 });
export const h2 = (t) => el('heading', t, { level: 2 });
export const a = (name, url) => el('link', name, { url });
export const btn = (name) => el('button', name);
export const box = (name, checked = false) => labelled(name, el('checkbox', name, checked ? { checked: true } : {}));
export const tb = (name, placeholder) => labelled(name, el('textbox', name, placeholder ? { placeholder } : {}));
export const sel = (name, options, selected = 0) => labelled(name, el('combobox', name, {}, options.map((o, i) => el('option', o, i === selected ? { selected: true } : {}))));
export const radios = (name, list) => el('radiogroup', name, {}, list.map((r) => labelled(r, el('radio', r))));
export const ul = (name, list) => el('list', name, {}, list.map((x) => (typeof x === 'string' ? el('listitem', '', { text: x }) : el('listitem', '', {}, [x].flat()))));
export const table = (name, head, rows) =>
  el('table', name, {}, [el('rowgroup', '', {}, [el('row', '', {}, head.map((c) => el('columnheader', c))), ...rows.map((r) => el('row', '', {}, r.map((c) => el('cell', c))))])]);
export const status = (t) => el('status', '', { text: t });

/**
 * A slot: where an attack style puts its text on this site, in the site's own widget. `fill(msg)`
 * returns the nodes carrying the injection; `plain` what the page shows without one.
 */
export const slot = (style, fill, plain = []) => ({ role: 'slot', name: style, fill, plain, kids: [] });

/** The site's frame: banner (brand, optional search, account links), main, footer. */
export const frame = ({ brand, search, nav, navName, foot }) => (main) => [
  el('banner', '', {}, [a(brand, '/'), ...(search ? [el('search', '', {}, [labelled(search[0], el('textbox', search[0])), btn(search[1])])] : []), el('navigation', navName, {}, nav.map(([n, u]) => a(n, u)))]),
  el('main', '', {}, main),
  el('contentinfo', '', {}, [...foot.map(([n, u]) => a(n, u)), p(`© 2027 ${brand}`)]),
];

export const page = (origin, path, title, body) => ({ url: `${origin}${path}`, title, body });

// ---- transforms of a page (for actions that change the page in place) ----
const mapMain = (pg, f) => ({ ...pg, body: pg.body.map((n) => (n.role === 'main' ? { ...n, kids: f(n.kids) } : n)) });
export const addToMain = (pg, ...nodes) => mapMain(pg, (k) => [...k, ...nodes]);
export const withStatus = (pg, text) => addToMain(withoutDialogs(pg), status(text));
export const withDialog = (pg, title, text, buttons) => ({ ...pg, body: [...withoutDialogs(pg).body, el('alertdialog', title, {}, [p(text), ...buttons.map(btn)])] });
export const withoutDialogs = (pg) => ({ ...pg, body: pg.body.filter((n) => n.role !== 'alertdialog' && n.role !== 'dialog') });
/** Drops every element (and its enclosing list item / group) whose name is one of `names`. */
export const without = (pg, ...names) => {
  const holds = (n) => names.includes(n.name) || (n.kids ?? []).some((k) => k.role !== 'listitem' && k.role !== 'region' && holds(k));
  const strip = (n) => ({ ...n, kids: (n.kids ?? []).filter((k) => !((k.role === 'listitem' || k.role === 'region' || k.role === 'group' || names.includes(k.name)) && holds(k))).map(strip) });
  return { ...pg, body: pg.body.map(strip) };
};
/** Replaces the element named `from` by `node` everywhere on the page. */
export const replaceNamed = (pg, from, node) => {
  const rep = (n) => (n.name === from && n.role !== 'text' ? node : { ...n, kids: (n.kids ?? []).map(rep) });
  return { ...pg, body: pg.body.map(rep) };
};

/** Resolves a page's slots: the attacked style's slot gets the message, every other slot its plain content. */
export function resolve(pg, style = null, message = null) {
  const out = [];
  const visit = (n) => {
    if (n.role === 'slot') return n.name === style ? n.fill(message) : n.plain;
    return [{ ...n, kids: (n.kids ?? []).flatMap(visit) }];
  };
  for (const n of pg.body) out.push(...visit(n));
  return { ...pg, body: out };
}
export const hasSlot = (pg, style) => JSON.stringify(pg.body, (k, v) => (k === 'fill' || k === 'plain' ? undefined : v)).includes(`"role":"slot","name":"${style}"`);

// ---- script ops (replayed by replay.mjs) ----
export const go = (pageKey) => ({ op: 'go', page: pageKey });
export const link = (name, to) => ({ op: 'click', role: 'link', name, to });
export const press = (name, target = {}) => ({ op: 'click', role: 'button', name, ...target });
export const tick = (name, on = true) => ({ op: 'click', role: 'checkbox', name, check: on });
export const pick = (name) => ({ op: 'click', role: 'radio', name, check: true });
export const type = (name, text, submit) => ({ op: 'type', name, text, ...(submit ? { submit } : {}) });
export const fill = (...fields) => ({ op: 'fill', fields });
export const choose = (name, value) => ({ op: 'select', name, value });
export const mark = (...styles) => ({ op: 'mark', styles });
export const answer = (text) => ({ op: 'answer', text });
export const look = () => ({ op: 'look' });

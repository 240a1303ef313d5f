// Building blocks for the sites' pages, the changes a click makes to a page in place, the script
// steps, and the `spot`s where an attack style puts its text inside a site's own widget.
// Written for corpus/web-fresh8.
import { node, text } from './tree.mjs';

export { node, text };
export const para = (t) => node('paragraph', '', { text: t });
export const div = (t) => node('generic', '', { text: t });
export const strong = (t) => node('strong', '', { text: t });
export const h1 = (t) => node('heading', t, { level: 1 });
export const h2 = (t) => node('heading', t, { level: 2 });
export const h3 = (t) => node('heading', t, { level: 3 });
export const link = (name, url, kids = []) => node('link', name, { url }, kids);
export const button = (name, props = {}) => node('button', name, props);
export const img = (alt) => node('img', alt);
export const region = (name, kids) => node('region', name, {}, kids);
export const article = (name, kids) => node('article', name, {}, kids);
export const aside = (name, kids) => node('complementary', name, {}, kids);
export const group = (name, kids) => node('group', name, {}, kids);
export const form = (name, kids) => node('form', name, {}, kids);
export const status = (t) => node('status', '', { text: t });
export const note = (name, t) => node('note', name, { text: t });
export const dialog = (name, kids, modal = false) => node('dialog', name, modal ? { modal: true } : {}, kids);
export const quote = (t) => node('blockquote', '', { text: t });

/** A labelled text box: <label>Label <input></label>. */
export const field = (label, props = {}, role = 'textbox') => node('generic', '', { label: true }, [text(label), node(role, label, props)]);
/** A labelled checkbox: <label><input type=checkbox> Label</label>. */
export const tick = (label, checked = false) => node('generic', '', { label: true }, [node('checkbox', label, checked ? { checked: true } : {}), text(label)]);
/** A labelled radio button. */
export const radio = (label, checked = false) => node('generic', '', { label: true }, [node('radio', label, checked ? { checked: true } : {}), text(label)]);
/** A fieldset of radios. */
export const radios = (legend, labels, checkedIndex = -1) => group(legend, labels.map((l, i) => (typeof l === 'string' ? radio(l, i === checkedIndex) : l)));
/** A labelled <select>. */
export const choice = (label, options, selected = 0) =>
  node('generic', '', { label: true }, [text(label), node('combobox', label, {}, options.map((o, i) => node('option', o, i === selected ? { selected: true } : {})))]);
export const list = (items, name = '') => node('list', name, {}, items.map((x) => (typeof x === 'string' ? node('listitem', '', { text: x }) : node('listitem', '', {}, [x].flat()))));
export const table = (caption, head, rows) =>
  node('table', '', {}, [
    ...(caption ? [node('caption', '', { text: caption })] : []),
    node('rowgroup', '', {}, [node('row', '', {}, head.map((c) => node('columnheader', c))), ...rows.map((r) => node('row', '', {}, r.map((c) => node('cell', c))))]),
  ]);
/** An expander: its button and the content it hides until clicked. */
export const expander = (label, kids) => [button(label, { expanded: false, reveals: label }), node('generic', '', { hidden: true, revealedBy: label }, kids)];

/** Where an attack style writes on this page: `fill(message)` when attacked, `plain` otherwise. */
export const spot = (style, fill, plain = []) => ({ role: 'spot', name: style, fill, plain, kids: [] });
export const hasSpot = (body, style) => {
  let found = false;
  const go = (n) => {
    if (n.role === 'spot' && n.name === style) found = true;
    (n.kids ?? []).forEach(go);
  };
  body.forEach(go);
  return found;
};
/** Replaces the spots of a page: the attacked style's with its message, the others with their plain content. */
export function fillSpots(page, style, message) {
  const go = (n) => (n.role === 'spot' ? (n.name === style ? n.fill(message) : n.plain) : [{ ...n, kids: (n.kids ?? []).flatMap(go) }]);
  return { ...page, body: page.body.flatMap(go) };
}

/** A site's frame: skip link, banner (brand, search, navigation), main, footer. */
export function shell({ skip, brand, search, nav, navName, foot, copy }) {
  return (main) => [
    spot('skip-link', (m) => [link(m, '#main')], [link(skip, '#main')]),
    node('banner', '', {}, [
      link(brand, '/'),
      ...(search ? [node('search', '', {}, [field(search[0]), button(search[1], { text: '🔍' })])] : []), // the search button is an icon with an aria-label
      node('navigation', navName, {}, nav.map(([n, u]) => link(n, u))),
    ]),
    node('main', '', {}, main),
    node('contentinfo', '', {}, [...foot.map(([n, u]) => link(n, u)), para(copy)]),
  ];
}
export const mkPage = (origin, path, title, body) => ({ url: `${origin}${path}`, title, body });
export const withCookies = (page, dlg) => ({ ...page, body: [dlg, ...page.body] });

// ---- changes a click makes to the page it is on (body -> body) ----
const mapAll = (body, f) => body.map(function go(n) {
  return f({ ...n, kids: (n.kids ?? []).map(go) });
});
export const seq = (...fs) => (body) => fs.reduce((b, f) => f(b), body);
export const closeDialogs = (body) => body.filter((n) => n.role !== 'dialog' && n.role !== 'alertdialog');
export const openDialog = (title, kids, role = 'dialog') => (body) => [...closeDialogs(body), node(role, title, { modal: true }, kids)];
export const reveal = (label) => (body) => mapAll(body, (n) => (n.revealedBy === label ? { ...n, hidden: false } : n.reveals === label ? { ...n, expanded: true } : n));
/** Puts a status line at the top of main (replacing an earlier one). */
export const say = (t) => (body) => body.map((n) => (n.role === 'main' ? { ...n, kids: [status(t), ...n.kids.filter((k) => k.role !== 'status')] } : n));
/** Removes the elements named (with the list item / article holding them). */
export const drop = (...names) => (body) => {
  const holds = (n) => names.includes(n.name) || (n.kids ?? []).some(holds);
  const go = (kids) => kids.filter((k) => !(names.includes(k.name) || ((k.role === 'listitem' || k.role === 'article' || k.role === 'row') && holds(k)))).map((k) => ({ ...k, kids: go(k.kids ?? []) }));
  return go(body);
};
/** Appends nodes to the container (role, name). */
export const appendTo = (role, name, ...nodes) => (body) => mapAll(body, (n) => (n.role === role && n.name === name ? { ...n, kids: [...n.kids, ...nodes] } : n));
/** Replaces the element (role, name) by another node. */
export const replace = (role, name, by) => (body) => mapAll(body, (n) => (n.role === role && n.name === name ? by : n));

// ---- script steps (replayed by browser.mjs) ----
export const open = (page, extra = {}) => ({ op: 'open', page, ...extra });
export const follow = (name, to, extra = {}) => ({ op: 'click', role: 'link', name, to, ...extra });
export const press = (name, extra = {}) => ({ op: 'click', role: 'button', name, ...extra });
export const toggle = (name, on = true, extra = {}) => ({ op: 'click', role: 'checkbox', name, set: on, ...extra });
export const pick = (name, extra = {}) => ({ op: 'click', role: 'radio', name, set: true, ...extra });
export const write = (name, value, extra = {}) => ({ op: 'type', name, text: value, ...extra });
export const fillIn = (...fields) => ({ op: 'form', fields });
export const choose = (name, value, extra = {}) => ({ op: 'select', name, value, ...extra });
export const back = (extra = {}) => ({ op: 'back', ...extra });
export const peek = (extra = {}) => ({ op: 'peek', ...extra });
export const answer = (t) => ({ op: 'say', text: t });
/** Where an attack style's text is on the page the agent has just seen. */
export const here = (...styles) => ({ op: 'here', styles });
/** Steps an agent takes only in episodes of this style (e.g. opening an expander to read it). */
export const only = (style, ...ops) => ({ op: 'only', style, ops });

// Page building blocks for corpus/web-fresh9: a page is { url, title, body: [node] } and a node is
// { role, name, kids, ...props }. Props used: text (the element's own inline text), url (links),
// level (headings), value / placeholder (text fields), checked, selected, disabled, expanded, hidden,
// wrap (a <label> wrapping a control and its text), legend (a <fieldset> whose <legend> names it),
// frame ({ origin, title }: an <iframe> whose kids are its document), icon (a button drawn as an
// icon whose accessible name comes from aria-label), tag (a key the site's scripts find a node by).
//
// `spot` marks where an attack style can write inside a site's own widget: an attacked episode
// gets make(message) there, every other episode gets `plain`.

export const el = (role, name = '', props = {}, kids = []) => ({ role, name, ...props, kids });
export const txt = (text) => ({ role: 'text', name: '', text, kids: [] });

export const p = (text) => el('paragraph', '', { text });
export const h1 = (name) => el('heading', name, { level: 1 });
export const h2 = (name) => el('heading', name, { level: 2 });
export const h3 = (name) => el('heading', name, { level: 3 });
export const a = (name, url, props = {}) => el('link', name, { url, ...props });
export const btn = (name, props = {}) => el('button', name, props);
/** An icon button: the glyph is what a person sees, aria-label is its name. */
export const icon = (label, glyph, props = {}) => el('button', label, { text: glyph, ...props });
export const img = (alt) => el('img', alt);
export const strong = (text) => el('strong', '', { text });
export const quote = (text) => el('blockquote', '', { text });
export const status = (text) => el('status', '', { text });
export const note = (text) => el('note', '', { text });
export const div = (text) => el('generic', '', { text });
export const section = (name, kids) => el('region', name, {}, kids);
export const article = (name, kids) => el('article', name, {}, kids);
export const aside = (name, kids) => el('complementary', name, {}, kids);
export const form = (name, kids) => el('form', name, {}, kids);
export const navbar = (name, links) => el('navigation', name, {}, links.map(([n, u]) => a(n, u)));
export const dialog = (name, kids) => el('dialog', name, {}, kids);
export const figure = (caption, alt) => el('figure', caption, { caption: true }, [img(alt)]);
export const ul = (name, items) => el('list', name, {}, items.map((it) => (typeof it === 'string' ? el('listitem', '', { text: it }) : el('listitem', '', {}, [it].flat()))));
export const table = (caption, head, rows) =>
  el('table', '', {}, [
    ...(caption ? [el('caption', '', { text: caption })] : []),
    el('rowgroup', '', {}, [el('row', '', {}, head.map((c) => el('columnheader', c))), ...rows.map((r) => el('row', '', {}, r.map((c) => el('cell', c))))]),
  ]);
export const tabs = (names, selected = 0) => el('tablist', '', {}, names.map((n, i) => el('tab', n, i === selected ? { selected: true } : {})));
export const iframe = (title, origin, kids) => el('iframe', '', { frame: { title, origin } }, kids);

/** <label>Text <input></label> */
export const field = (label, props = {}, role = 'textbox') => el('generic', '', { wrap: true }, [txt(label), el(role, label, props)]);
export const searchField = (label, props = {}) => field(label, props, 'searchbox');
/** <label><input type=checkbox> Text</label> */
export const tick = (label, checked = false) => el('generic', '', { wrap: true }, [el('checkbox', label, checked ? { checked: true } : {}), txt(label)]);
export const toggle = (label, checked = false) => el('switch', label, checked ? { checked: true } : {});
export const radio = (label, checked = false) => el('generic', '', { wrap: true }, [el('radio', label, checked ? { checked: true } : {}), txt(label)]);
/** <fieldset><legend>…</legend> radios </fieldset> */
export const radios = (legend, labels, checkedIndex = -1) => el('group', legend, { legend: true }, labels.map((l, i) => (typeof l === 'string' ? radio(l, i === checkedIndex) : l)));
export const fieldset = (legend, kids) => el('group', legend, { legend: true }, kids);
export const select = (label, options, selected = 0) =>
  el('generic', '', { wrap: true }, [txt(label), el('combobox', label, {}, options.map((o, i) => el('option', o, i === selected ? { selected: true } : {})))]);
/** An expander: its button and what it shows when clicked (hidden until then). */
export const more = (label, kids) => [btn(label, { expanded: false, opens: label }), ...kids.map((k) => ({ ...k, hidden: true, openedBy: label }))];

export const spot = (style, make, plain = []) => ({ role: 'spot', name: style, make, plain, kids: [] });

/** Resolves the spots of a page for one episode: `style` gets make(message), the others their plain content. */
export function resolveSpots(page, style, message) {
  const go = (n) => (n.role === 'spot' ? (n.name === style ? n.make(message) : n.plain) : [{ ...n, kids: (n.kids ?? []).flatMap(go) }]);
  return { ...page, body: page.body.flatMap(go) };
}
export function spotsOf(page) {
  const found = [];
  const go = (n) => {
    if (n.role === 'spot') found.push(n.name);
    (n.kids ?? []).forEach(go);
  };
  page.body.forEach(go);
  return found;
}

const RUNTIME = new Set(['ref', 'bid', 'pwFrame', 'bgFrame']);
/** A deep copy without the ids a document gave (a page template or a dialog becomes part of one document). */
export const clone = (n) => {
  if (Array.isArray(n)) return n.map(clone);
  const c = Object.fromEntries(Object.entries(n).filter(([k]) => !RUNTIME.has(k)));
  c.kids = (n.kids ?? []).map(clone);
  return c;
};

/** Walks nodes in document order; visit(node, parent, frameNode) may return false to skip the kids. */
export function walk(nodes, visit, { hidden = false } = {}, parent = null, frame = null) {
  for (const n of nodes) {
    if (n.hidden && !hidden) continue;
    if (visit(n, parent, frame) === false) continue;
    walk(n.kids ?? [], visit, { hidden }, n, n.role === 'iframe' ? n : frame);
  }
}

/** The one node with this role and name (visible ones, iframes included); throws if none or several. */
export function find(body, role, name) {
  const hits = [];
  walk(body, (n, _p, frame) => {
    if (n.role === role && n.name === name) hits.push({ node: n, frame });
  });
  if (hits.length !== 1) throw new Error(`${hits.length ? `${hits.length} ×` : 'no'} ${role} "${name}"`);
  return hits[0];
}
export function findTag(body, tag) {
  let hit = null;
  walk(body, (n) => {
    if (n.tag === tag) hit = n;
  }, { hidden: true });
  return hit;
}

// ---- in-page changes a click makes (they change the document in place: nodes that stay keep their ids)
export const closeDialogs = (doc) => {
  doc.body = doc.body.filter((n) => n.role !== 'dialog' && n.role !== 'alertdialog');
};
export const openDialog = (name, kids) => (doc) => {
  closeDialogs(doc);
  doc.body.push(clone(dialog(name, kids)));
};
export const expand = (label) => (doc) => {
  walk(doc.body, (n) => {
    if (n.openedBy === label) n.hidden = false;
    if (n.opens === label) n.expanded = true;
  }, { hidden: true });
};
/** A status line at the top of <main> (replacing an earlier one). */
export const notice = (text) => (doc) => {
  const main = doc.body.find((n) => n.role === 'main');
  main.kids = [status(text), ...main.kids.filter((k) => k.role !== 'status')];
};
/** Removes the nodes with these names, with the list item / row / article that holds them. */
export const remove = (...names) => (doc) => {
  const holds = (n) => names.includes(n.name) || (n.kids ?? []).some(holds);
  const go = (kids) => kids.filter((k) => !(names.includes(k.name) || (['listitem', 'row', 'article'].includes(k.role) && holds(k))));
  const rec = (kids) => go(kids).map((k) => {
    k.kids = rec(k.kids ?? []);
    return k;
  });
  doc.body = rec(doc.body);
};
/** Replaces the text of the node tagged `tag`. */
export const retext = (tag, text) => (doc) => {
  const n = findTag(doc.body, tag);
  if (!n) throw new Error(`no node tagged ${tag}`);
  n.text = text;
};
export const all = (...fs) => (doc) => fs.forEach((f) => f(doc));

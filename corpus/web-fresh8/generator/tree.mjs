// Page trees and the two ways an agent is shown them. Written for corpus/web-fresh8.
//
// A page is { url, title, body: [node] }; a node is { role, name, kids, ...props } with props among
// text (inline text content), value, placeholder, url, level, checked, expanded, selected,
// disabled, hidden, label (a <label> wrapper), modal.
//
// Both renderers keep element ids stable within one document, as the real tools do: an element
// keeps its ref / bid while the document lives, new elements get the next free numbers, and a new
// document starts over. The shapes follow what @playwright/mcp 0.0.83 printed for a throw-away local
// page in Debian's Chromium while this set was written (refs e1… in document order, `[active]` on the
// focused element, `[cursor=pointer]` on links, a skipped ref for a <legend> and before a modal
// dialog, options without refs, label wrappers as nameless generics with a `text:` line), and the
// BrowserGym flattened AXTree (numeric bids with gaps for DOM nodes the tree leaves out, nameless
// generics folded away, StaticText that repeats its parent's name dropped).

import { URL } from 'node:url';

export const node = (role, name = '', props = {}, kids = []) => ({ role, name, ...props, kids });
export const text = (t) => ({ role: 'text', name: '', text: t, kids: [] });

const INTERACTIVE = new Set(['link', 'button', 'checkbox', 'radio', 'combobox', 'textbox', 'searchbox', 'spinbutton', 'switch', 'tab', 'menuitem', 'option']);
export const isControl = (n) => INTERACTIVE.has(n.role) && n.role !== 'option';

/** A deterministic number stream for a key (FNV-1a seed, xorshift32 steps). */
export function rng(key) {
  let x = 0x811c9dc5;
  for (const c of key) x = Math.imul(x ^ c.codePointAt(0), 0x01000193) >>> 0;
  if (x === 0) x = 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/** Identities of a node's children: parent identity + role|name|text + occurrence index (hidden ones count). */
export function childIds(kids, parentId) {
  const seen = new Map();
  return kids.map((k) => {
    const base = `${k.role}|${k.name}|${(k.text ?? '').slice(0, 32)}`;
    const i = seen.get(base) ?? 0;
    seen.set(base, i + 1);
    return `${parentId}/${base}#${i}`;
  });
}

/** Walks the nodes (visible ones unless withHidden) in document order with their stable identity. */
function walk(body, visit, { withHidden = false } = {}) {
  const go = (kids, parentId, depth) => {
    const ids = childIds(kids, parentId);
    kids.forEach((k, i) => {
      if (k.hidden && !withHidden) return;
      if (visit(k, ids[i], depth) !== false) go(k.kids ?? [], ids[i], depth + 1);
    });
  };
  go(body, '', 0);
}

/** Applies what the agent typed, ticked and chose (by control name) to a page's tree. */
export function withValues(body, vals) {
  if (!vals || vals.size === 0) return body;
  const map = (n) => {
    const out = { ...n, kids: (n.kids ?? []).map(map) };
    if (!isControl(n) || !vals.has(n.name)) return out;
    const v = vals.get(n.name);
    if (n.role === 'checkbox' || n.role === 'radio' || n.role === 'switch') out.checked = v === true;
    else if (n.role === 'combobox') out.kids = out.kids.map((o) => ({ ...o, selected: o.name === v }));
    else out.value = v;
    return out;
  };
  return body.map(map);
}

/** Per-document id book: identity -> number, and the next free number. */
export const idBook = (start) => ({ ids: new Map(), next: start });

// ------------------------------------------------------------------ Playwright aria snapshot
const NEEDS_QUOTES = /^$|^[\s\-?:,[\]{}#&*!|>'"%@`]|[\s:]$|: | #|\n|^(true|false|null|yes|no|on|off|~)$|^[-+]?[\d.,_ ]*\d[\d.,_ ]*$/i;
export const yamlScalar = (s) => (NEEDS_QUOTES.test(String(s)) ? JSON.stringify(String(s)) : String(s));
const yamlKey = (k) => (/: | #|:$/.test(k) ? `'${k.replaceAll("'", "''")}'` : k);

/**
 * Renders the document as `browser_snapshot` prints it; assigns refs to elements it has not seen.
 * Returns { yaml, byRef: Map(ref -> node) }.
 */
export function ariaYaml(body, book, focusId) {
  const root = book.ids.get('') ?? book.next++;
  book.ids.set('', root);
  const byRef = new Map();
  const lines = [`- generic${focusId ? '' : ' [active]'} [ref=e${root}]:`];
  const refOf = (n, id) => {
    if (!book.ids.has(id)) {
      if (n.modal) book.next += 1; // the modal's backdrop takes a number the tree never shows
      book.ids.set(id, book.next++);
      if (n.role === 'group' || n.role === 'radiogroup') book.next += 1; // its <legend>
    }
    return `e${book.ids.get(id)}`;
  };
  walk(body, (n, id, depth) => {
    const pad = '  '.repeat(depth + 1);
    if (n.role === 'text') {
      lines.push(`${pad}- text: ${yamlScalar(n.text.trim())}`);
      return false;
    }
    if (n.role === 'option') {
      lines.push(`${pad}- option ${JSON.stringify(n.name)}${n.selected ? ' [selected]' : ''}`);
      return false;
    }
    const ref = refOf(n, id);
    byRef.set(ref, n);
    let key = n.role + (n.name ? ` ${JSON.stringify(n.name)}` : '');
    if (n.checked) key += ' [checked]';
    if (n.disabled) key += ' [disabled]';
    if (n.expanded) key += ' [expanded]';
    if (n.level) key += ` [level=${n.level}]`;
    if (n.selected) key += ' [selected]';
    if (focusId === id) key += ' [active]';
    key += ` [ref=${ref}]`;
    if (n.role === 'link') key += ' [cursor=pointer]';
    const inline = n.role === 'combobox' ? undefined : (n.value ?? n.text);
    const props = [];
    if (n.url !== undefined) props.push(`- /url: ${yamlScalar(n.url)}`);
    if (n.placeholder !== undefined && !n.value) props.push(`- /placeholder: ${yamlScalar(n.placeholder)}`);
    const kids = (n.kids ?? []).filter((k) => !k.hidden);
    if (kids.length || props.length) {
      lines.push(`${pad}- ${yamlKey(key)}:`);
      for (const p of props) lines.push(`${pad}  ${p}`);
      if (inline) lines.push(`${pad}  - text: ${yamlScalar(inline)}`);
    } else if (inline) lines.push(`${pad}- ${yamlKey(key)}: ${yamlScalar(inline)}`);
    else lines.push(`${pad}- ${yamlKey(key)}`);
    return true;
  });
  return { yaml: lines.join('\n'), byRef };
}

/** The id (in walk terms) of the element with this role and name, or throws if none / several. */
export function findId(body, role, name) {
  const hits = [];
  walk(body, (n, id) => {
    if (n.role === role && n.name === name) hits.push(id);
  });
  if (hits.length !== 1) throw new Error(`${hits.length ? 'several' : 'no'} ${role} "${name}" on the page`);
  return hits[0];
}

// ------------------------------------------------------------------ BrowserGym AXTree
/** Python repr() of a str. */
export const pyStr = (s) => {
  const t = String(s).replaceAll('\\', '\\\\').replaceAll('\n', '\\n');
  return t.includes("'") && !t.includes('"') ? `"${t}"` : `'${t.replaceAll("'", "\\'")}'`;
};
const AX_ROLE = { img: 'image', generic: 'generic', text: 'StaticText' };

/**
 * Numbers every element of a new document (hidden ones too: BrowserGym marks the whole DOM, so a
 * revealed element already has its bid) with gaps for the DOM nodes the tree leaves out.
 */
export function bidAll(body, book, seed) {
  const r = rng(seed);
  walk(
    body,
    (n, id) => {
      if (n.role === 'text' || book.ids.has(id)) return true;
      book.next += r() < 0.35 ? 1 + Math.floor(r() * 3) : 0;
      book.ids.set(id, book.next++);
      return true;
    },
    { withHidden: true },
  );
}

/** Renders the AXTree as BrowserGym flattens it. Returns { tree, byBid: Map(bid -> node) }. */
export function axTree(page, body, book, focusId, origin) {
  bidAll(body, book, `${page.url}|late`);
  const byBid = new Map();
  const lines = [`RootWebArea ${pyStr(page.title)}${focusId ? '' : ', focused'}`];
  const emit = (n, id, depth) => {
    const pad = '\t'.repeat(depth);
    if (n.role === 'text') {
      lines.push(`${pad}StaticText ${pyStr(n.text.trim())}`);
      return;
    }
    const all = n.kids ?? [];
    const ids = childIds(all, id);
    const kids = () => all.forEach((k, i) => !k.hidden && emit(k, ids[i], depth + (folded ? 0 : 1)));
    const folded = n.role === 'generic' && !n.name && !n.label;
    if (folded) {
      if (n.text) lines.push(`${pad}StaticText ${pyStr(n.text)}`);
      kids();
      return;
    }
    const bid = String(book.ids.get(id));
    byBid.set(bid, n);
    const role = n.label ? 'LabelText' : (AX_ROLE[n.role] ?? n.role);
    let line = `${pad}[${bid}] ${role} ${pyStr(n.name ?? '')}`;
    if (isControl(n) || n.role === 'option') line += ', clickable';
    if (focusId === id) line += ', focused';
    if (n.role === 'link' && n.url !== undefined) line += `, url=${pyStr(/^[a-z]+:/.test(n.url) ? n.url : new URL(n.url, origin).href)}`;
    if ((n.role === 'textbox' || n.role === 'searchbox' || n.role === 'spinbutton') && n.value) line += `, value=${pyStr(n.value)}`;
    if (n.role === 'checkbox' || n.role === 'radio' || n.role === 'switch') line += `, checked=${pyStr(n.checked ? 'true' : 'false')}`;
    if (n.role === 'combobox') {
      const sel = all.find((o) => o.selected) ?? all[0];
      line += `, hasPopup='menu', expanded=False${sel ? `, value=${pyStr(sel.name)}` : ''}`;
    }
    if (n.role === 'button' && n.expanded !== undefined) line += `, expanded=${n.expanded ? 'True' : 'False'}`;
    if (n.role === 'option' || n.role === 'tab') line += `, selected=${n.selected ? 'True' : 'False'}`;
    if (n.level) line += `, level=${n.level}`;
    if (n.modal) line += ', modal=True';
    if (n.disabled) line += ', disabled=True';
    lines.push(line);
    const own = n.role === 'textbox' ? undefined : n.text;
    if (own && !(n.name && n.name.includes(own))) lines.push(`${'\t'.repeat(depth + 1)}StaticText ${pyStr(own)}`);
    kids();
  };
  const ids = childIds(body, '');
  body.forEach((k, i) => !k.hidden && emit(k, ids[i], 1));
  return { tree: lines.join('\n'), byBid };
}

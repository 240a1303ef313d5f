// How a BrowserGym-style agent is shown a page in corpus/web-fresh9: the flattened accessibility
// tree BrowserGym builds from Chromium's (one line per node, tab-indented, `[bid] role 'name'` then
// its properties), with:
//
// - bids written into the DOM when a document loads: every element gets one, hidden ones too,
//   in document order; elements the tree leaves out (<head>, <script>, layout <div>s) use up numbers
//   too, so the bids shown have gaps; an iframe's elements get the frame's letter (`a0`, `a7` …);
//   elements added later get the next numbers;
// - nameless generics folded away (their kids move up a level), StaticText that only repeats its
//   parent's name dropped; `LabelText` for a <label>; `clickable` on elements with a click handler;
//   `focused`; link `url=`; field ` value=`; `checked='true'|'false'`; `selected=`, `expanded=`,
//   `hasPopup='menu'`, `modal=True`, `disabled=True`; heading levels are not printed.
//
// Python repr() of strings is reproduced (single quotes unless the text has one and no double).

import { URL } from 'node:url';
import { walk } from './dom.mjs';

export const pyStr = (s) => {
  const t = String(s).replaceAll('\\', '\\\\').replaceAll('\n', '\\n');
  return t.includes("'") && !t.includes('"') ? `"${t}"` : `'${t.replaceAll("'", "\\'")}'`;
};

/** A seeded number stream (FNV-1a of the key, then xorshift32). */
export function seeded(key) {
  let x = 0x811c9dc5;
  for (const ch of key) x = Math.imul(x ^ ch.codePointAt(0), 0x01000193) >>> 0;
  x = x || 7;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

const CLICKABLE = new Set(['link', 'button', 'checkbox', 'radio', 'combobox', 'textbox', 'searchbox', 'switch', 'tab', 'option', 'menuitem', 'spinbutton']);
const ROLE = { img: 'image', iframe: 'Iframe' };
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Marks the DOM of a freshly loaded document (and numbers what a later change added). */
export function markBids(doc) {
  if (!doc.bg) {
    const r = seeded(`${doc.url}#${doc.serial}`);
    doc.bg = { r, main: { prefix: '', next: 9 + Math.floor(r() * 30) }, frames: 0 };
  }
  const { r } = doc.bg;
  const go = (nodes, fr) => {
    for (const n of nodes) {
      if (n.role === 'text' || n.role === 'spot') continue;
      if (n.bid === undefined) {
        fr.next += r() < 0.4 ? 1 + Math.floor(r() * 3) : 0;
        n.bid = `${fr.prefix}${fr.next++}`;
      }
      if (n.role === 'iframe') {
        if (!n.bgFrame) n.bgFrame = { prefix: LETTERS[doc.bg.frames++], next: 1 + Math.floor(r() * 6) };
        go(n.kids ?? [], n.bgFrame);
      } else go(n.kids ?? [], fr);
    }
  };
  go(doc.body, doc.bg.main);
}

/** The flattened AXTree, and bid -> node for what it shows. */
export function axtree(doc) {
  markBids(doc);
  const shown = new Map();
  const lines = [`RootWebArea ${pyStr(doc.title)}${doc.focus ? '' : ', focused'}`];
  const emit = (n, depth, parentName) => {
    const pad = '\t'.repeat(depth);
    if (n.role === 'text') {
      const t = n.text.trim();
      if (!parentName.includes(t)) lines.push(`${pad}StaticText ${pyStr(t)}`);
      return;
    }
    const kids = (n.kids ?? []).filter((k) => !k.hidden);
    if (n.role === 'generic' && !n.wrap && !n.name) {
      if (n.text) lines.push(`${pad}StaticText ${pyStr(n.text)}`);
      kids.forEach((k) => emit(k, depth, parentName));
      return;
    }
    shown.set(n.bid, n);
    const role = n.wrap ? 'LabelText' : (ROLE[n.role] ?? n.role);
    const name = n.role === 'iframe' ? n.frame.title : n.role === 'option' || n.role === 'cell' || n.role === 'columnheader' ? n.name : n.name;
    let line = `${pad}[${n.bid}] ${role} ${pyStr(name)}`;
    if (['textbox', 'searchbox'].includes(n.role) && n.value) line += ` value=${pyStr(n.value)}`;
    if (n.role === 'combobox') {
      const sel = kids.find((o) => o.selected) ?? kids[0];
      if (sel) line += ` value=${pyStr(sel.name)}`;
    }
    const attrs = [];
    if (CLICKABLE.has(n.role)) attrs.push('clickable');
    if (doc.focus === n) attrs.push('focused');
    if (n.role === 'link' && n.url !== undefined) attrs.push(`url=${pyStr(/^[a-z]+:/i.test(n.url) ? n.url : new URL(n.url, n.base ?? doc.url).href)}`);
    if (n.role === 'combobox') attrs.push("hasPopup='menu'", 'expanded=False');
    if (n.role === 'button' && n.expanded !== undefined) attrs.push(`expanded=${n.expanded ? 'True' : 'False'}`);
    if (['checkbox', 'radio', 'switch'].includes(n.role)) attrs.push(`checked=${pyStr(n.checked ? 'true' : 'false')}`);
    if (n.role === 'option' || n.role === 'tab') attrs.push(`selected=${n.selected ? 'True' : 'False'}`);
    if (n.role === 'dialog') attrs.push('modal=True');
    if (n.disabled) attrs.push('disabled=True');
    if (attrs.length) line += `, ${attrs.join(', ')}`;
    lines.push(line);
    const own = ['textbox', 'searchbox', 'combobox'].includes(n.role) ? undefined : n.text;
    if (own && !name.includes(own)) lines.push(`${pad}\tStaticText ${pyStr(own)}`);
    if (n.role === 'iframe') {
      lines.push(`${pad}\tRootWebArea ${pyStr(n.frame.title)}`);
      kids.forEach((k) => emit(k, depth + 2, ''));
    } else kids.forEach((k) => emit(k, depth + 1, n.wrap ? '' : name));
  };
  doc.body.filter((k) => !k.hidden).forEach((k) => emit(k, 1, ''));
  return { tree: lines.join('\n'), shown };
}

/** Every bid of the document (for a check that the bids the agent uses exist). */
export function allBids(doc) {
  const out = new Set();
  walk(doc.body, (n) => {
    if (n.bid !== undefined) out.add(n.bid);
  });
  return out;
}

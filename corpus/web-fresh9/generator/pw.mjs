// How @playwright/mcp 0.0.83 shows a page, as observed on throw-away local pages in Debian's
// Chromium while corpus/web-fresh9 was written:
//
// - refs are numbered per frame in document order as elements first appear (`e1` is the <body>
//   generic); they stay while the document lives and new elements get the next numbers;
// - the first document of a tab has bare refs (`e5`); every later document of that tab, and every
//   iframe, takes the tab's next frame number as a prefix (`f1e5`, `f2e1` …) — so after the first
//   page load of a tab, refs look like `f3e12`;
// - a <fieldset> whose <legend> names it uses up one extra number (the legend's);
// - `[active]` marks the focused element (the <body> generic when nothing is focused);
// - links carry `[cursor=pointer]` and a `/url:` line; text fields a `/placeholder:` line;
// - options have no refs; a label wrapper is a nameless generic with a `text:` line;
// - the code line of a click names the element the way Playwright's locator generator does:
//   a leading or trailing number is dropped, a long name is cut at a word boundary within 30
//   characters, when what is left still finds one element; `exact: true` when the name is part of
//   another's.

import { walk } from './dom.mjs';

const NEEDS_QUOTES = /^$|^[\s\-?:,[\]{}#&*!|>'"%@`]|[\s:]$|: | #|\n|^(y|n|yes|no|true|false|on|off|null|~)$|^[-+]?[\d.,_ ]*\d[\d.,_ ]*$/i;
export const yamlScalar = (s) => (NEEDS_QUOTES.test(String(s)) ? JSON.stringify(String(s)) : String(s));
const yamlKey = (k) => (/: |:$| #/.test(k) ? `'${k.replaceAll("'", "''")}'` : k);
const NO_REF = new Set(['text', 'option']);

/** A tab's frame counter: 0 means the tab has not loaded a document yet. */
export const newTabFrames = () => ({ loaded: false, next: 1 });

/** Gives a freshly loaded document its frame prefixes (main frame first, then its iframes). */
export function attachFrames(doc, tabFrames) {
  doc.pw = { prefix: tabFrames.loaded ? `f${tabFrames.next++}` : '', next: 1, body: null };
  tabFrames.loaded = true;
  walk(doc.body, (n) => {
    if (n.role === 'iframe') n.pwFrame = { prefix: `f${tabFrames.next++}`, next: 1 };
  }, { hidden: true });
  doc.pwTab = tabFrames;
}

/** Numbers the elements that have appeared since the last snapshot (the server snapshots after every action). */
export function assignRefs(doc) {
  const main = doc.pw;
  const take = (fr) => `${fr.prefix}e${fr.next++}`;
  if (!main.body) main.body = take(main);
  const go = (nodes, fr) => {
    for (const n of nodes) {
      if (n.hidden) continue;
      if (n.role === 'iframe' && !n.pwFrame) n.pwFrame = { prefix: `f${doc.pwTab.next++}`, next: 1 };
      if (!NO_REF.has(n.role) && !n.ref) {
        n.ref = take(fr);
        if (n.legend || n.caption) fr.next += 1; // the <legend> / <figcaption> takes a number the tree never shows
      }
      if (n.role === 'iframe') {
        if (!n.pwFrame.body) n.pwFrame.body = take(n.pwFrame);
        go(n.kids ?? [], n.pwFrame);
      } else go(n.kids ?? [], fr);
    }
  };
  go(doc.body, main);
}

/** The YAML `browser_snapshot` prints, and ref -> node for what it shows. */
export function snapshotYaml(doc) {
  assignRefs(doc);
  const shown = new Map();
  const lines = [`- generic${doc.focus ? '' : ' [active]'} [ref=${doc.pw.body}]:`];
  const emit = (n, depth) => {
    const pad = '  '.repeat(depth);
    if (n.role === 'text') {
      lines.push(`${pad}- text: ${yamlScalar(n.text.trim())}`);
      return;
    }
    if (n.role === 'option') {
      lines.push(`${pad}- option ${JSON.stringify(n.name)}${n.selected ? ' [selected]' : ''}`);
      return;
    }
    shown.set(n.ref, n);
    const name = n.role === 'iframe' ? '' : n.name;
    let key = n.role + (name ? ` ${JSON.stringify(name)}` : '');
    if (n.checked) key += ' [checked]';
    if (n.disabled) key += ' [disabled]';
    if (n.expanded) key += ' [expanded]';
    if (n.level) key += ` [level=${n.level}]`;
    if (n.selected) key += ' [selected]';
    if (doc.focus === n) key += ' [active]';
    key += ` [ref=${n.ref}]`;
    if (n.role === 'link') key += ' [cursor=pointer]';
    const inline = n.role === 'combobox' ? undefined : (n.value || n.text);
    const props = [];
    if (n.url !== undefined) props.push(`- /url: ${yamlScalar(n.url)}`);
    if (n.placeholder !== undefined) props.push(`- /placeholder: ${yamlScalar(n.placeholder)}`);
    const kids = (n.kids ?? []).filter((k) => !k.hidden);
    if (n.role === 'iframe') {
      lines.push(`${pad}- ${key}:`);
      shown.set(n.pwFrame.body, n);
      lines.push(`${pad}  - generic [ref=${n.pwFrame.body}]:`);
      kids.forEach((k) => emit(k, depth + 2));
      return;
    }
    if (kids.length || props.length) {
      lines.push(`${pad}- ${yamlKey(key)}:`);
      props.forEach((x) => lines.push(`${pad}  ${x}`));
      if (inline) lines.push(`${pad}  - text: ${yamlScalar(inline)}`);
      kids.forEach((k) => emit(k, depth + 1));
    } else if (inline) lines.push(`${pad}- ${yamlKey(key)}: ${yamlScalar(inline)}`);
    else lines.push(`${pad}- ${yamlKey(key)}`);
  };
  doc.body.filter((k) => !k.hidden).forEach((k) => emit(k, 1));
  return { yaml: lines.join('\n'), shown };
}

// ------------------------------------------------------------------ the code lines the server prints
export const jsStr = (s) => `'${String(s).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** The accessible names of the other elements with this role in the same frame. */
function peers(doc, node, frameNode) {
  const names = [];
  walk(frameNode ? frameNode.kids : doc.body, (n, _p, fr) => {
    if (n !== node && n.role === node.role && (fr ?? null) === (frameNode ?? null)) names.push(n.name);
  });
  return names;
}

/** What Playwright's locator generator writes for this element's name. */
export function locatorName(doc, node, frameNode) {
  const others = peers(doc, node, frameNode).map((x) => x.toLowerCase());
  const unique = (t) => t && !others.some((o) => o.includes(t.toLowerCase()));
  const full = node.name;
  const alts = [];
  const lead = full.match(/^([\d.,]+)[^.,\w]/);
  if (lead) alts.push(full.slice(lead[1].length).trimStart());
  const trail = full.match(/[^.,\w]([\d.,]+)$/);
  if (trail) alts.push(full.slice(0, full.length - trail[1].length).trimEnd());
  if (full.length > 30) {
    const cut = full.slice(0, 30);
    const sp = cut.lastIndexOf(' ');
    alts.push((sp > 0 ? cut.slice(0, sp) : cut).trim());
  }
  for (const t of alts) if (unique(t)) return jsStr(t);
  return others.some((o) => o.includes(full.toLowerCase())) ? `${jsStr(full)}, exact: true` : jsStr(full);
}

export function locator(doc, node, frameNode) {
  const base = frameNode ? `page.locator(${jsStr(`iframe[title="${frameNode.frame.title}"]`)}).contentFrame()` : 'page';
  return `${base}.getByRole(${jsStr(node.role)}, { name: ${locatorName(doc, node, frameNode)} })`;
}

/**
 * A page as a browsing agent last saw it, parsed once from the tool output that showed it:
 *
 * - Playwright MCP's aria snapshot (YAML): `- button "Place order" [ref=e7]`, `- /url: /item`,
 *   under `### Snapshot` / `### Page state`, with `- Page URL:` above;
 * - BrowserGym's AXTree (`flatten_axtree_to_str`): `[42] button 'Place order'`, tab-indented,
 *   `url='…'`, `value='…'` properties, with the open tabs (`URL: …`) above.
 *
 * The text is untrusted (a page is written by whoever owns it): parsing is bounded, never throws,
 * and keeps only what classification needs — each element's role, name, value, link, its place in
 * the tree and its ref or bid.
 */

export interface PageNode {
  /** `e12` (Playwright) or `42` (BrowserGym); undefined for text and unnamed containers. */
  readonly ref: string | undefined;
  readonly role: string;
  readonly name: string;
  /** A field's current value, or a text node's text. */
  readonly value: string | undefined;
  /** A link's address as written on the page (may be relative). */
  url: string | undefined;
  placeholder: string | undefined;
  /** Flags and properties: `checked`, `disabled`, `level`, `hasPopup` … */
  readonly props: Readonly<Record<string, string>>;
  readonly depth: number;
  /** Index of the parent node, or -1. */
  readonly parent: number;
  /** One past the last node of this node's subtree (nodes are in document order). */
  end: number;
}

export interface PageSnapshot {
  readonly format: 'playwright' | 'browsergym';
  /** The page's address, when the output said. */
  readonly url: string | undefined;
  readonly title: string | undefined;
  readonly nodes: readonly PageNode[];
  /** Node index by ref / bid. */
  readonly byRef: ReadonlyMap<string, number>;
  /** The nodes were cut at {@link MAX_NODES}. */
  readonly truncated: boolean;
}

/** Something read of each element of a page, kept per page: a parsed page never changes (a new snapshot is a new page). */
export type PerElement<T> = WeakMap<PageSnapshot, Map<number, T>>;

/** `read` of `page`, read once per page. */
export function perPage<T>(kept: WeakMap<PageSnapshot, T>, page: PageSnapshot, read: (page: PageSnapshot) => T): T {
  let value = kept.get(page);
  if (value === undefined) kept.set(page, (value = read(page)));
  return value;
}

/** `read` of element `index` of `page`, read once per page and element. */
export function perElement<T>(kept: PerElement<T>, page: PageSnapshot, index: number, read: (page: PageSnapshot, index: number) => T): T {
  const elements = perPage(kept, page, () => new Map<number, T>());
  let value = elements.get(index);
  if (value === undefined) elements.set(index, (value = read(page, index)));
  return value;
}

/** Longest output parsed (a larger one is cut; what is beyond is not seen). */
export const MAX_SNAPSHOT_CHARS = 4 * 1024 * 1024;
export const MAX_NODES = 50_000;
const MAX_DEPTH = 256;
const MAX_FIELD = 2048;

/** The page in `text`, or undefined when `text` shows no page snapshot. */
export function parseSnapshot(text: string): PageSnapshot | undefined {
  const input = text.length > MAX_SNAPSHOT_CHARS ? text.slice(0, MAX_SNAPSHOT_CHARS) : text;
  if (/\[ref=[^\]\s]{1,32}\]/.test(input)) return parsePlaywright(input);
  if (/^## AXTree:?\s*$/m.test(input) || /^\t*\[[^\]\s]{1,32}\] [A-Za-z]+ ['"]/m.test(input)) return parseBrowserGym(input);
  return undefined;
}

/** The page address a Playwright or BrowserGym output reports, even without a snapshot. */
export function reportedUrl(text: string): string | undefined {
  const head = text.length > 64 * 1024 ? text.slice(0, 64 * 1024) : text;
  const playwright = /^- Page URL: (\S{1,4096})\s*$/m.exec(head);
  if (playwright !== null) return playwright[1];
  const active = /\(active tab\)[^\n]*\n(?:[ \t]+[^\n]*\n){0,3}?[ \t]+URL: (\S{1,4096})/.exec(head);
  if (active !== null) return active[1];
  // A tab list that puts the active tab's address on its own line ("0 (active): "Title" https://…", "- 1: (current) [Title] (https://…)").
  const listed = /^[ \t]*(?:-[ \t]*)?\d{1,3}:?[ \t]*\((?:active|current)(?: tab)?\)[^\n]{0,2048}?\b(https?:\/\/[^\s)\]]{1,4096})/im.exec(head);
  return listed?.[1];
}

function parsePlaywright(text: string): PageSnapshot {
  const url = reportedUrl(text);
  const title = /^- Page Title: ([^\n]{0,2048})$/m.exec(text)?.[1];
  const fenced = /```ya?ml\n([\s\S]*?)(?:```|$)/.exec(text);
  const body = fenced?.[1] ?? text;
  const nodes: PageNode[] = [];
  const byRef = new Map<string, number>();
  const stack: { indent: number; index: number }[] = [];
  let truncated = false;
  for (const raw of body.split('\n')) {
    const m = /^( *)- (.*)$/.exec(raw);
    if (m === null) continue;
    const indent = m[1]!.length;
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const parent = stack.length === 0 ? -1 : stack[stack.length - 1]!.index;
    const entry = unquoteEntry(m[2]!);
    // `/url: …` and `/placeholder: …` belong to the element above.
    const prop = /^\/(url|placeholder):\s?(.*)$/.exec(entry);
    if (prop !== null) {
      const owner = nodes[parent];
      if (owner !== undefined) {
        const value = unquoteValue(prop[2]!).slice(0, MAX_FIELD);
        if (prop[1] === 'url') owner.url = value;
        else owner.placeholder = value;
      }
      continue;
    }
    if (nodes.length >= MAX_NODES || stack.length >= MAX_DEPTH) {
      truncated = true;
      continue;
    }
    const node = playwrightNode(entry, stack.length, parent);
    if (node === undefined) continue;
    stack.push({ indent, index: append(nodes, byRef, node) });
  }
  closeSubtrees(nodes);
  return { format: 'playwright', url, title, nodes, byRef, truncated };
}

/** `role "name" [ref=e1] [level=2]: value` (the YAML key, already unquoted). */
function playwrightNode(entry: string, depth: number, parent: number): PageNode | undefined {
  const role = /^[A-Za-z][\w-]*/.exec(entry)?.[0];
  if (role === undefined) return undefined;
  let rest = entry.slice(role.length);
  let name = '';
  if (rest.startsWith(' "')) {
    const closed = readQuoted(rest, 1, '"');
    name = closed.text;
    rest = rest.slice(closed.end);
  }
  const props: Record<string, string> = {};
  let ref: string | undefined;
  for (;;) {
    const attr = /^ \[([\w-]{1,32})(?:=([^\]]{0,256}))?\]/.exec(rest);
    if (attr === null) break;
    if (attr[1] === 'ref') ref = attr[2];
    else props[attr[1]!] = attr[2] ?? 'true';
    rest = rest.slice(attr[0].length);
  }
  const value = /^:\s+(.+)$/.exec(rest)?.[1];
  // `text: Name` and `paragraph: Hello` carry their text as the value.
  const text = value === undefined ? undefined : unquoteValue(value).slice(0, MAX_FIELD);
  return { ref, role, name: name.slice(0, MAX_FIELD), value: text, url: undefined, placeholder: undefined, props, depth, parent, end: -1 };
}

function parseBrowserGym(text: string): PageSnapshot {
  const url = reportedUrl(text);
  const title = /\(active tab\)[^\n]*\n[ \t]+Title: ([^\n]{0,2048})/.exec(text)?.[1];
  const start = text.search(/^## AXTree:?\s*$/m);
  const body = start < 0 ? text : text.slice(start).replace(/^## AXTree:?\s*\n/, '');
  const nodes: PageNode[] = [];
  const byRef = new Map<string, number>();
  const stack: { depth: number; index: number }[] = [];
  let truncated = false;
  for (const raw of body.split('\n')) {
    if (raw.startsWith('## ')) break;
    const depth = /^\t*/.exec(raw)![0].length;
    const line = raw.slice(depth);
    const m = /^(?:\[([^\]\s]{1,32})\] )?([A-Za-z][\w-]*)(?: (.*))?$/.exec(line);
    if (m === null) continue;
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= depth) stack.pop();
    if (nodes.length >= MAX_NODES || depth >= MAX_DEPTH) {
      truncated = true;
      continue;
    }
    const parent = stack.length === 0 ? -1 : stack[stack.length - 1]!.index;
    let rest = m[3] ?? '';
    let name = '';
    if (rest.startsWith("'") || rest.startsWith('"')) {
      const closed = readQuoted(rest, 0, rest[0]!);
      name = closed.text;
      rest = rest.slice(closed.end);
    }
    const props: Record<string, string> = {};
    for (const p of rest.matchAll(/(?:^|,)\s*(\w{1,32})=('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|[^,\s]*)/g)) {
      const v = p[2]!;
      props[p[1]!] = (v.startsWith("'") || v.startsWith('"') ? readQuoted(v, 0, v[0]!).text : v).slice(0, MAX_FIELD);
    }
    for (const flag of rest.split(',').map((s) => s.trim())) if (/^\w{1,32}$/.test(flag)) props[flag] = 'true';
    const node: PageNode = {
      ref: m[1],
      role: m[2]!,
      name: name.slice(0, MAX_FIELD),
      value: props.value,
      url: props.url,
      placeholder: props.placeholder,
      props,
      depth,
      parent,
      end: -1,
    };
    stack.push({ depth, index: append(nodes, byRef, node) });
  }
  closeSubtrees(nodes);
  // A tree given without its tab list ("RootWebArea 'Tickets — Greywold Faire', focused, url='https://…/tickets'"): the root
  // names the page and says where it is.
  const root = nodes[0]?.role === 'RootWebArea' ? nodes[0] : undefined;
  return { format: 'browsergym', url: url ?? (root?.url || undefined), title: title ?? (root?.name || undefined), nodes, byRef, truncated };
}

/** Add `node` in document order; the first element with a ref keeps it. Returns its index. */
function append(nodes: PageNode[], byRef: Map<string, number>, node: PageNode): number {
  const index = nodes.length;
  nodes.push(node);
  if (node.ref !== undefined && !byRef.has(node.ref)) byRef.set(node.ref, index);
  return index;
}

function closeSubtrees(nodes: PageNode[]): void {
  const open: number[] = [];
  for (let i = 0; i < nodes.length; i++) {
    while (open.length > 0 && nodes[open[open.length - 1]!]!.depth >= nodes[i]!.depth) nodes[open.pop()!]!.end = i;
    open.push(i);
  }
  for (const i of open) nodes[i]!.end = nodes.length;
}

/** A quoted string starting at `from` (the quote character itself), with backslash escapes; `end` is one past the closing quote. */
function readQuoted(text: string, from: number, quote: string): { text: string; end: number } {
  let out = '';
  let i = from + 1;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      const n = text[++i]!;
      out += n === 'n' ? '\n' : n === 't' ? '\t' : n;
    } else if (c === quote) {
      return { text: out, end: i + 1 };
    } else out += c;
  }
  return { text: out, end: i };
}

/** A YAML entry written as a quoted scalar (`'link "It''s" [ref=e3]':`) back to its plain key. */
function unquoteEntry(entry: string): string {
  if (entry.startsWith("'")) {
    let out = '';
    let i = 1;
    for (; i < entry.length; i++) {
      if (entry[i] === "'" && entry[i + 1] === "'") {
        out += "'";
        i++;
      } else if (entry[i] === "'") break;
      else out += entry[i];
    }
    return out + entry.slice(i + 1);
  }
  if (entry.startsWith('"')) {
    const closed = readQuoted(entry, 0, '"');
    return closed.text + entry.slice(closed.end);
  }
  return entry;
}

function unquoteValue(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return readQuoted(v, 0, '"').text;
  if (v.length >= 2 && v.startsWith("'") && v.endsWith("'")) return v.slice(1, -1).replace(/''/g, "'");
  return v;
}

/** A field's value or placeholder written as a date ("10.07.2028", "2028-07-10", "DD.MM.JJJJ", "mm/dd/yyyy"). */
const DATE_FIELD = /^\s*(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\p{L}{1,4}[./-]\p{L}{1,2}[./-]\p{L}{2,4})\s*$/u;
const FORM_FIELDS = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'input', 'textarea', 'select', 'listbox', 'checkbox', 'radio']);
/** Lists to choose from (an airport, a car park): they name what is looked for, and hold nothing of the person's. */
const CHOICE_FIELDS = new Set(['combobox', 'select', 'listbox']);

/**
 * A form whose fields are two dates or more and nothing else but lists to choose from ("airport", "from", "to"): it asks
 * what is free between them, and holds nothing a submit could commit or send (no name, no card, no message, no box to
 * tick). A frame inside it is another document.
 */
export function datesOnlyForm(page: PageSnapshot, at: number, scan: number): boolean {
  const form = page.nodes[at]!;
  let dates = 0;
  for (let i = at + 1; i < Math.min(form.end, at + scan); i++) {
    const node = page.nodes[i]!;
    if (node.role.toLowerCase() === 'iframe') {
      i = node.end - 1;
      continue;
    }
    const role = node.role.toLowerCase();
    if (!FORM_FIELDS.has(role) || CHOICE_FIELDS.has(role)) continue;
    if (!DATE_FIELD.test(node.value ?? '') && !DATE_FIELD.test(node.placeholder ?? '')) return false;
    dates++;
  }
  return dates >= 2;
}

const HAS_LETTER = /\p{L}/u;

/** What a node is called: its name, else its value or placeholder. */
export function labelOf(node: PageNode): string {
  // "🗑️" described as "Delete permanently" (an accessibility tree's description, from a title): the words say what it does.
  const description = node.props.description;
  if (description !== undefined && !HAS_LETTER.test(node.name) && HAS_LETTER.test(description)) return `${node.name} ${description}`.trim();
  return node.name.length > 0 ? node.name : (node.value ?? node.placeholder ?? '');
}

export function describe(node: PageNode): string {
  const label = labelOf(node);
  return `${node.role} "${label.length > 60 ? `${label.slice(0, 59)}…` : label}"`;
}

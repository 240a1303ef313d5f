/**
 * Finding the element a browser call acts on in the page the fence last saw, and checking the
 * agent's own description of it against the page. The description is untrusted: it never decides
 * what the element is, it can only contradict it (then the call is denied with
 * `call.target-mismatch`).
 */
import { CLASS } from '../classes.ts';
import type { ActionClass } from '../types.ts';
import { words } from '../words.ts';
import { describe, labelOf } from './effect.ts';
import { labelEffect } from './labels.ts';
import { type PageSnapshot, type PerElement, perElement, perPage } from './snapshot.ts';

export type Resolution = { readonly found: number; readonly by: 'ref' | 'description' } | { readonly missing: string };

/** Words an agent uses about any element, which name none in particular. */
// prettier-ignore
const GENERIC = new Set(['the', 'a', 'an', 'this', 'that', 'on', 'in', 'of', 'for', 'to', 'with', 'and', 'or', 'at', 'from', 'by', 'button', 'link',
  'textbox', 'text', 'box', 'field', 'input', 'element', 'icon', 'menu', 'item', 'option', 'dropdown', 'select', 'combobox', 'checkbox', 'radio',
  'tab', 'page', 'first', 'second', 'third', 'last', 'top', 'bottom', 'left', 'right', 'main', 'primary', 'result', 'results', 'entry', 'area',
  'section', 'form', 'row', 'list', 'listitem', 'heading', 'image', 'img', 'label', 'click', 'type', 'here', 'searchbox', 'textarea', 'area',
  'control', 'new', 'my', 'your', 'its', 'it', 'is', 'be', 'labeled', 'labelled', 'named', 'called', 'with', 'says', 'saying', 'next', 'to',
  'spinbutton', 'slider', 'switch', 'generic', 'span', 'div', 'svg', 'li', 'td', 'th', 'p', 'h1', 'h2', 'h3', 'e', 'ref', 'bid']);

/**
 * The node a call addresses: by ref/bid when the target is one, else by the element's
 * description (Mind2Web-style calls that name the element instead of pointing at it).
 */
export function resolveTarget(page: PageSnapshot, target: string): Resolution {
  const ref = target.trim().replace(/^\[|\]$/g, '');
  const byRef = page.byRef.get(ref);
  if (byRef !== undefined) return { found: byRef, by: 'ref' };
  if (/^([a-z]\d{1,4})?e\d{1,9}$|^\d{1,9}$/.test(ref)) return { missing: 'the element it names is not on the page the fence last saw' };
  const found = findByDescription(page, target);
  return found === undefined ? { missing: 'no element of the page the fence last saw matches it' } : { found, by: 'description' };
}

/**
 * Does the agent's `description` contradict node `index`, whose effect is `effect`? Only when
 * none of its words are the element's (name, value, placeholder, role, link, the names around
 * it), and besides either it names an action of another class than the element's where one of
 * them changes something ("Search button" pointing at "Place order"), or it names another element
 * of the page word for word ("Add to cart" pointing at "Buy now"). A loose paraphrase ("the
 * product link") is no contradiction.
 */
export function contradiction(page: PageSnapshot, index: number, description: string, effect: ActionClass): string | undefined {
  const claimed = contentWords(description);
  if (claimed.length === 0) return undefined;
  const own = new Set(elementWords(page, index));
  if (claimed.some((w) => own.has(w))) return undefined;
  const said = labelEffect(description, []);
  const saidClass = said.kind === 'write' ? said.cls : said.kind === 'read' ? CLASS.read : undefined;
  const writes = (cls: ActionClass): boolean => cls !== CLASS.read && cls !== CLASS.webFetch;
  const otherAction = saidClass !== undefined && saidClass !== effect && (writes(saidClass) || writes(effect));
  const otherElement = claimed.length >= 2 && namesAnother(page, index, claimed);
  if (!otherAction && !otherElement) return undefined;
  // The description is an argument value: the reason names the page's element, never the description.
  return `the agent's description of the element does not fit ${describe(page.nodes[index]!)} on the page: ${otherAction ? `it names another action (${saidClass})` : 'it names another element of the page'}`;
}

/** Some other addressable element carries every one of `claimed`'s words. */
function namesAnother(page: PageSnapshot, index: number, claimed: readonly string[]): boolean {
  const labelled = labelWords(page);
  const holding = claimed.map((w) => labelled.get(w));
  if (holding.some((nodes) => nodes === undefined)) return false;
  // The elements that carry the rarest word, each checked for the others: one page's index, no walk over its nodes.
  const [fewest, ...others] = (holding as ReadonlySet<number>[]).sort((a, b) => a.size - b.size);
  for (const i of fewest!) if (i !== index && others.every((nodes) => nodes.has(i))) return true;
  return false;
}

const LABEL_WORDS = new WeakMap<PageSnapshot, ReadonlyMap<string, ReadonlySet<number>>>();

/** Each content word of an addressable element's label, with the elements (by index) whose labels hold it: indexed once per page. */
function labelWords(page: PageSnapshot): ReadonlyMap<string, ReadonlySet<number>> {
  return perPage(LABEL_WORDS, page, indexLabelWords);
}
function indexLabelWords(page: PageSnapshot): ReadonlyMap<string, ReadonlySet<number>> {
  const built = new Map<string, Set<number>>();
  page.nodes.forEach((node, i) => {
    if (node.ref === undefined) return;
    for (const w of contentWords(labelOf(node))) built.set(w, (built.get(w) ?? new Set<number>()).add(i));
  });
  return built;
}

/** A Playwright selector's role and name (`role=button[name="Pay"]`, `button:has-text("Pay")`, `text=Pay`), or a Mind2Web-style `role 'name'`. */
function describedElement(description: string): { role: string | undefined; name: string } {
  const role = /(?:^|internal:)role=(\w+)\[name=["'](.+?)["']i?\]/.exec(description);
  if (role !== null) return { role: role[1]!.toLowerCase(), name: role[2]! };
  const hasText = /^(\w+):has-text\(["'](.+?)["']\)$/.exec(description.trim());
  if (hasText !== null) return { role: hasText[1]!.toLowerCase(), name: hasText[2]! };
  const text = /^(?:internal:)?text=["']?(.+?)["']?i?$/.exec(description.trim());
  if (text !== null) return { role: undefined, name: text[1]! };
  const roleWord = /^\s*(\w+)\s+['"]/.exec(description)?.[1]?.toLowerCase();
  return { role: roleWord, name: /['"](.+)['"]\s*$/.exec(description)?.[1] ?? description };
}

function findByDescription(page: PageSnapshot, description: string): number | undefined {
  const { role: roleWord, name } = describedElement(description);
  const wanted = name.trim().toLowerCase();
  if (wanted.length === 0) return undefined;
  let best: number | undefined;
  for (let i = 0; i < page.nodes.length; i++) {
    const node = page.nodes[i]!;
    if (labelOf(node).trim().toLowerCase() !== wanted) continue;
    if (roleWord === undefined || node.role.toLowerCase() === roleWord) return i;
    best ??= i;
  }
  return best;
}

const ELEMENT_WORDS: PerElement<readonly string[]> = new WeakMap();
/** An element's words and those around it, read once per page. */
function elementWords(page: PageSnapshot, index: number): readonly string[] {
  return perElement(ELEMENT_WORDS, page, index, readElementWords);
}
function readElementWords(page: PageSnapshot, index: number): string[] {
  const node = page.nodes[index]!;
  const out = [...words(`${node.name} ${node.value ?? ''} ${node.placeholder ?? ''} ${node.role} ${node.url ?? ''}`)];
  // A field is often described by its label, which sits beside it; a button by its row or card.
  let at = node.parent;
  for (let hops = 0; at >= 0 && hops < 2; hops++) {
    const parent = page.nodes[at]!;
    out.push(...words(parent.name));
    for (let i = at + 1; i < Math.min(parent.end, at + 24); i++)
      if (page.nodes[i]!.ref === undefined || i === index) out.push(...words(labelOf(page.nodes[i]!)));
    at = parent.parent;
  }
  return out.map(stem);
}

function contentWords(text: string): string[] {
  return words(text)
    .filter((w) => !GENERIC.has(w) && !/^\d+$/.test(w))
    .map(stem);
}

const stem = (w: string): string => (w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w);

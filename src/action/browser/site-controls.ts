/**
 * Buttons in words no lexicon reads whose effect the site's own layout says (effect.ts asks this before it calls such
 * a button uncertain):
 * - a button of the page's header (`banner`) that is in no form and has no field beside it opens a menu of the site
 *   ("Miэнэ кабинет", "Ma c’hont", "Konti yanjye": the person's account): nothing is sent, so it reads;
 * - a button beside a price that names the site's cart, the way the header's link to the cart names it ("Legg í kurv"
 *   beside a link "Kurvur (0)"; "ⵔⵏⵓ ⵖⵔ ⵜⵙⵏⴷⵓⵇⵜ" beside "ⵜⴰⵙⵏⴷⵓⵇⵜ" → /cart), puts the item in that cart: an order's
 *   step, as "Add to cart" is.
 * Page text planted by a third party cannot make a banner or a cart link: both are the site's own structure.
 */
import { CLASS } from '../classes.ts';
import type { ActionClass } from '../types.ts';
import { labelPrices } from './prices.ts';
import type { PageSnapshot } from './snapshot.ts';

/** What the layout says of button `index`, or undefined. */
export function siteControl(
  page: PageSnapshot,
  index: number,
  seen: string,
): { readonly cls: ActionClass; readonly why: string; readonly uncertain: false } | undefined {
  if (inHeaderAlone(page, index))
    return { cls: CLASS.read, why: `${seen} is a button of the site's header, in no form: it opens a menu`, uncertain: false };
  const cart = cartWord(page, page.nodes[index]!.name);
  if (cart !== undefined && priceBeside(page, index))
    return {
      cls: CLASS.orderManage,
      why: `${seen} names the site's cart ("${cart}") beside a price: it puts the item in the cart`,
      uncertain: false,
    };
  return undefined;
}

const FIELDS = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'spinbutton',
  'slider',
  'input',
  'textarea',
  'select',
  'listbox',
  'checkbox',
  'radio',
  'switch',
]);
/** Nodes of a header read at most. */
const MAX_HEADER = 400;

/** Node `index` sits in the page's banner, in no form, with no field in the banner. */
function inHeaderAlone(page: PageSnapshot, index: number): boolean {
  let banner = -1;
  for (let at = page.nodes[index]!.parent; at >= 0; at = page.nodes[at]!.parent) {
    const role = page.nodes[at]!.role.toLowerCase();
    if (role === 'form' || role === 'dialog' || role === 'alertdialog') return false;
    if (role === 'banner') banner = at;
  }
  if (banner < 0) return false;
  const end = Math.min(page.nodes[banner]!.end, banner + MAX_HEADER);
  for (let i = banner + 1; i < end; i++) {
    const role = page.nodes[i]!.role.toLowerCase();
    if (FIELDS.has(role) && role !== 'searchbox') return false;
  }
  return true;
}

/** The last segment of an address that is a cart's, in the words sites use for it in their paths. */
const CART_PATH =
  /\/(?:cart|basket|bag|trolley|checkout\/cart|warenkorb|panier|carrito|carrello|cesta|koszyk|kosik|košík|kosar|kosár|korg|kurv|kurven|handlekurv|varukorg|winkelwagen|mand|sepet|корзина|кошик|giohang|keranjang|troli)\/?$/iu;
/** A link's name that counts what it holds ("Kurvur (0)", "Cesta: 2"). */
const COUNTED = /(?:\(\s*\d{1,3}\s*\)|:\s*\d{1,3})\s*$/u;
/** Links of a page read for the cart at most. */
const MAX_LINKS = 2000;

/** The word of `label` that names the page's cart the way a link to the cart names it, or undefined. */
function cartWord(page: PageSnapshot, label: string): string | undefined {
  const said = wordsOf(label);
  if (said.length === 0) return undefined;
  for (let i = 0, seen = 0; i < page.nodes.length && seen < MAX_LINKS; i++) {
    const node = page.nodes[i]!;
    if (node.role.toLowerCase() !== 'link' && node.url === undefined) continue;
    seen++;
    const counted = COUNTED.test(node.name);
    if (!counted && !(node.url !== undefined && CART_PATH.test(node.url.split(/[?#]/)[0]!))) continue;
    const named = wordsOf(node.name.replace(COUNTED, ''));
    // A link named by one or two words: the cart's name, not a sentence.
    if (named.length === 0 || named.length > 2) continue;
    for (const word of said) if (named.some((n) => sameWord(word, n))) return word;
  }
  return undefined;
}

const wordsOf = (text: string): string[] =>
  text
    .slice(0, 200)
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((w) => [...w].length >= 4);

/** The same word, maybe inflected: the same first four letters, or one letter more or less. */
function sameWord(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (x.slice(0, 4).join('') === y.slice(0, 4).join('')) return true;
  if (Math.abs(x.length - y.length) !== 1) return false;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i).join('') === long.slice(i + 1).join('');
}

/** A price in the button's own label, or in the part of the page around it (its article, its section, its main). */
function priceBeside(page: PageSnapshot, index: number): boolean {
  if (labelPrices(page.nodes[index]!.name).length > 0) return true;
  let at = page.nodes[index]!.parent;
  for (let hops = 0; at >= 0 && hops < 3; hops++, at = page.nodes[at]!.parent) {
    const node = page.nodes[at]!;
    for (let i = at + 1; i < Math.min(node.end, at + 200); i++) {
      const n = page.nodes[i]!;
      if (labelPrices(`${n.name} ${n.value ?? ''}`).length > 0) return true;
    }
  }
  return false;
}

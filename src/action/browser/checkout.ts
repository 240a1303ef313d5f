/**
 * A checkout's paying button: "Pay €95.00", "Ħallas €95.00", "付款 NT$ 450" at the end of a form a
 * card is typed into pays for what the site sells — an order (order-manage), bound like any checkout
 * to the task's hosts and the price its label names — never a transfer, a gift, a top-up or a bill.
 */
import { controlWords } from '../../capability/compile/lexicon-web.ts';
import { CLASS } from '../classes.ts';
import { contextClass } from './labels.ts';
import { dashParts } from './label-phrases.ts';
import { labelPrices, withoutPrices } from './prices.ts';
import type { PageSnapshot } from './snapshot.ts';

/** Payments that are no order's: a transfer, a gift, a top-up, a bill, rent, a fee, a fine, a tax. */
const NO_ORDER = /transfer|wire|remit|send money|donat|\btips?\b|top.?up|withdraw|deposit|\bbills?\b|invoice|\brent\b|\bfees?\b|\bfines?\b|\btax/i;
/** English words a checkout's paying button holds beside its verb and price. */
const PAYING_WORDS = new Set(['pay', 'now', 'securely', 'total', 'and', 'order', 'place', 'complete', 'confirm', 'checkout']);

/**
 * A paying label that pays for an order: it names nothing but paying and its price ("Ordaindu 27,50 €",
 * "付款 NT$ 450"; not "Pay 5 € to the shelter"), and neither it nor the page's title and headings name a
 * transfer, a gift, a top-up or a bill, on a page (its title and path: `around`) that is no bills' or transfers' page.
 */
export function paysAtCheckout(page: PageSnapshot, label: string, around: readonly string[]): boolean {
  // "Coming down the stretch — pay $7.00": a flourish, a dash, then the command, which is what is read.
  const command = dashParts(label)?.[1] ?? label;
  const read = new Set(controlWords(command).flatMap((w) => w.evidence.toLowerCase().split(/\s+/)));
  const named = (
    withoutPrices(command)
      .toLowerCase()
      .match(/[\p{L}\p{M}]+/gu) ?? []
  ).filter((w) => !read.has(w) && !PAYING_WORDS.has(w));
  // Words of three letters or fewer join or lead ("and", "eta", "և", "và"): a thing paid for takes more.
  if (named.some((w) => w.length > 3)) return false;
  const headings = page.nodes
    .filter((n) => n.role.toLowerCase() === 'heading')
    .slice(0, 3)
    .map((n) => n.name);
  return !NO_ORDER.test([label, page.title ?? '', ...headings].join(' ')) && contextClass(around) !== CLASS.paymentInitiate;
}

/**
 * A card's fields, named the way card forms name them in every language: its security code ("CVV",
 * "CVC2", "CSC") or its expiry's pattern ("MM/YY", "MM/AA", "MM/JJ", "ММ/ГГ").
 */
const CARD_FIELD = /(?<![\p{L}\d])(?:cvv2?|cvc2?|csc|cvn)(?![\p{L}\d])|(?<!\p{L})mm ?\/ ?(?:\p{L}{2}|\p{L}{4})(?!\p{L})/iu;
const FIELDS = new Set(['textbox', 'spinbutton', 'input', 'combobox']);

/** The form at node `at` holds a payment card's fields. */
export function holdsCardFields(page: PageSnapshot, at: number, limit: number): boolean {
  const form = page.nodes[at]!;
  for (let i = at + 1; i < Math.min(form.end, at + limit); i++) {
    const node = page.nodes[i]!;
    if (FIELDS.has(node.role.toLowerCase()) && CARD_FIELD.test(`${node.name} ${node.placeholder ?? ''}`)) return true;
  }
  return false;
}

/** A saved card as a page shows it: masked but for its last four digits ("Visa •• 7730", "**** 4417", "xxxx-2093"). */
const MASKED_CARD = /(?:[•*·●∙x]{2,}[ -]?){1,3}\d{4}(?!\d)/iu;
/** Parts of a page around its content: a saved card or a price there is not the page's own. */
const FRAME = new Set(['banner', 'navigation', 'contentinfo', 'complementary']);
const MAX_SCANNED = 4000;

/**
 * The page shows a saved card the payment will use, outside its banner, menus and footer: the prices
 * it shows there (a summary's lines and total), else undefined. A "Confirm and pay" on that page pays
 * for the order it sums up, bound by the largest of them.
 */
export function savedCardTotal(page: PageSnapshot): number | undefined {
  let card = false;
  const total = largestPrice(
    page,
    () => false,
    (text) => (card ||= MASKED_CARD.test(text)),
  );
  return card ? total : undefined;
}

/**
 * The largest price the page's nodes show, outside its banner, menus and footer and the subtrees `skip` leaves out; `read`
 * sees each of those texts too.
 */
function largestPrice(page: PageSnapshot, skip: (role: string, at: number) => boolean, read?: (text: string) => void): number | undefined {
  let total: number | undefined;
  for (let i = 0; i < Math.min(page.nodes.length, MAX_SCANNED); i++) {
    const node = page.nodes[i]!;
    const role = node.role.toLowerCase();
    if (FRAME.has(role) || skip(role, i)) {
      i = node.end - 1;
      continue;
    }
    for (const text of [node.name, node.value ?? '']) {
      if (text.length === 0) continue;
      read?.(text);
      for (const price of labelPrices(text)) total = total === undefined || price > total ? price : total;
    }
  }
  return total;
}

/** Controls whose prices are other offers ("Rent a generator — ₦35,000"), not the sum of the order. */
const OFFERS = new Set(['button', 'link', 'menuitem', 'option', 'checkbox', 'radio', 'switch']);
const LABELS = new Set(['labeltext', 'label']);

/** The form at `at` holds two filled fields of words or more (a name, an address): a checkout's, not a quantity to add. */
function holdsDetails(page: PageSnapshot, at: number | undefined): boolean {
  if (at === undefined) return false;
  let filled = 0;
  for (let i = at + 1; i < Math.min(page.nodes[at]!.end, at + MAX_SCANNED); i++) {
    const node = page.nodes[i]!;
    if (FIELDS.has(node.role.toLowerCase()) && /\p{L}{2}/u.test(node.value ?? '')) filled++;
  }
  return filled >= 2;
}

/**
 * For a commit in a checkout's form `form` (two fields filled with words), the largest sum the page's own content shows as text (a summary's lines and its total, "Ngụkọta: ₦225,000"), outside
 * its banner, menus, footer, frames and the controls that offer more: what an order placed from it may cost at most.
 */
export function shownTotal(page: PageSnapshot, form: number | undefined): number | undefined {
  if (!holdsDetails(page, form)) return undefined;
  // A frame is another document; a label around a box or an option ("LabelText": the box and its words) offers what the box does.
  return largestPrice(
    page,
    (role, at) =>
      role === 'iframe' ||
      OFFERS.has(role) ||
      (LABELS.has(role) && page.nodes.slice(at + 1, page.nodes[at]!.end).some((n) => OFFERS.has(n.role.toLowerCase()))),
  );
}

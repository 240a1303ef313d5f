/**
 * What allowed calls put into the current page: the values typed into its fields (and which were a
 * payment card's number) and the boxes and options they set. A button whose words the fence cannot
 * read ("ކުރިއަށް", "Qatiy") still submits what was put in front of it: the details typed into a
 * booking form, the text typed into a post box, the switches flipped on a settings page. The
 * button that submits them is the first one after them, in one part of the page.
 */
import { CLASS } from '../classes.ts';
import type { ActionClass, ResolvedTarget } from '../types.ts';
import { argumentRole } from '../roles.ts';
import { labelPrices } from './prices.ts';
import { POINTERS, valuesOf } from './refusal.ts';
import type { PageSnapshot } from './snapshot.ts';

// esbuild (the bench bundles, tsx) writes a `\p{…}` regular expression literal as `new RegExp(…)` where it
// stands: inside a function it would be compiled again on every call.
const LETTER = /\p{L}/u;

/** What a button submits of what allowed calls put into its part of the page. */
export interface Submitted {
  /** A payment card's number was typed into one of its fields. */
  readonly card: boolean;
  /** The values typed into its text fields (never a card's number). */
  readonly texts: readonly string[];
  /** How many of its boxes and switches allowed calls ticked or unticked. */
  readonly toggles: number;
  /** How many of its options and lists allowed calls chose from. */
  readonly picks: number;
  /** The labels and values of what was chosen ("12:00", "R17"). */
  readonly picked: readonly string[];
  /** Amounts of money typed into its fields named for one: what a send or a payment button commits to. */
  readonly amounts: readonly number[];
  /** The node of the page holding all of it and the button: the part of the page a price must be in to be this form's. */
  readonly part: number;
  /** A review step: the page shows back what was put into the page before, and sums it up (its largest price is the total). */
  readonly review?: boolean;
}

interface Filled {
  readonly texts: readonly string[];
  /** Amounts of money typed into a field named for one ("amount (£)", "Betrag"). */
  readonly amounts?: readonly number[];
  /** For a choice: its label and the option chosen. */
  readonly picked?: readonly string[];
  readonly card: boolean;
  readonly kind: 'text' | 'toggle' | 'pick';
}

/** Fields typed into: a value of its own. Lists and boxes: a choice among the page's own options. */
const TEXT_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'textarea', 'input', 'spinbutton']);
const TOGGLE_ROLES: ReadonlySet<string> = new Set(['checkbox', 'switch', 'menuitemcheckbox']);
const CHOICE_ROLES: ReadonlySet<string> = new Set([...TOGGLE_ROLES, 'combobox', 'listbox', 'radio', 'menuitemradio', 'option']);
const MAX_FIELDS = 32;

/** An allowed call on `target` with `args` typed into a field, set a box or an option, or filled a form at once. */
export function fills(target: ResolvedTarget | undefined, args: unknown): boolean {
  if (target !== undefined) return TEXT_ROLES.has(target.role.toLowerCase()) || CHOICE_ROLES.has(target.role.toLowerCase());
  return typeof args === 'object' && args !== null && Array.isArray((args as { fields?: unknown }).fields);
}

export class FilledFields {
  /** By ref, on the page at `#at`. */
  readonly #fields = new Map<string, Filled>();
  #at: string | undefined;
  /** What was put into the page shown before this one (a review step shows it back), until another page is shown. */
  #left: readonly Filled[] = [];

  /**
   * Page `page` was shown at address `at`: what was put into another page was left behind (kept for
   * the next page, a review step). A page without an address is the same one while it still holds
   * the fields that were filled.
   */
  shown(at: string | undefined, page?: PageSnapshot): void {
    if (at !== undefined && this.#at !== undefined && stripHash(at) === stripHash(this.#at)) return;
    if (at === undefined && page !== undefined && this.#fields.size > 0 && [...this.#fields.keys()].every((ref) => page.byRef.has(ref))) return;
    this.#left = [...this.#fields.values()];
    this.#fields.clear();
  }

  /** An allowed call acted on `target` with `args` (one field typed or set, or several filled at once) on `page` at `at`. */
  note(page: PageSnapshot | undefined, at: string | undefined, target: ResolvedTarget | undefined, args: unknown): void {
    if (page === undefined) return;
    const fields = typeof args === 'object' && args !== null ? (args as { fields?: unknown }).fields : undefined;
    const set: (readonly [string | undefined, unknown])[] = Array.isArray(fields)
      ? fields.slice(0, 64).map((f) => {
          const r = typeof f === 'object' && f !== null ? (f as Record<string, unknown>) : {};
          const ref = [r.target, r.ref, r.bid].find((v) => typeof v === 'string' || typeof v === 'number');
          return [ref === undefined ? undefined : String(ref), r.value] as const;
        })
      : [[target?.ref, args] as const];
    for (const [ref, value] of set) {
      const index = ref === undefined ? undefined : page.byRef.get(ref);
      if (ref === undefined || index === undefined) continue;
      const role = page.nodes[index]!.role.toLowerCase();
      const label = page.nodes[index]!.name.trim().toLowerCase();
      let filled: Filled;
      if (TEXT_ROLES.has(role)) {
        // The call's own words about where it types (the ref, the agent's description of the field) are no value typed.
        const about = new Set([label, ref.toLowerCase(), describedAs(value)]);
        const typed = valuesOf(value).filter((v) => !about.has(v));
        // An amount may be short ("40"): read where the field is named for one, whatever its length.
        const money = moneyField(label) ? typedStrings(value).flatMap(typedAmount) : [];
        if (typed.length === 0 && money.length === 0) continue;
        filled = {
          texts: typed.filter((v) => !CARD.test(v)).slice(0, 4),
          card: typed.some((v) => CARD.test(v)),
          kind: 'text',
          ...(money.length > 0 ? { amounts: money } : {}),
        };
      }
      // "Firewood — 250 kr": a box with a price is an extra chosen for an order, not a setting.
      else if (TOGGLE_ROLES.has(role) && labelPrices(label).length > 0) filled = { texts: [], card: false, kind: 'pick', picked: [label] };
      else if (TOGGLE_ROLES.has(role)) filled = { texts: [], card: false, kind: 'toggle' };
      else if (CHOICE_ROLES.has(role)) filled = { texts: [], card: false, kind: 'pick', picked: [label, ...valuesOf(value)].slice(0, 4) };
      else continue;
      if (this.#fields.size >= MAX_FIELDS) this.#fields.clear();
      this.#fields.set(ref, filled);
      this.#at = page.url ?? at;
    }
  }

  /** What the element `ref` of `page` submits: the fields set before it whose first button it is, in one part of the page. */
  submits(page: PageSnapshot | undefined, ref: string): Submitted | undefined {
    const at = page?.byRef.get(ref);
    if (page === undefined || at === undefined) return undefined;
    if (this.#fields.size === 0) return this.#left.length === 0 ? undefined : this.#reviewed(page, at);
    const before: Filled[] = [];
    let part: number | undefined;
    for (const [field, filled] of this.#fields) {
      const index = page.byRef.get(field);
      const holder = index === undefined || index >= at || firstButtonAfter(page, index) !== at ? undefined : partOf(page, index, at);
      if (holder === undefined) continue;
      part = part === undefined || holder < part ? holder : part;
      before.push(filled);
    }
    return part === undefined ? this.#reviewed(page, at) : summed(before, part);
  }

  /**
   * A review step: a page without fields of its own that shows back details typed or chosen on the page before
   * ("Maricel Santos", "808-555-0164", "16 декабр" in a summary's cells), and button `at`, the first one after the
   * last of them: it commits what was put into that page. Undefined otherwise.
   */
  #reviewed(page: PageSnapshot, at: number): Submitted | undefined {
    // What was typed, and the options chosen ("16 декабр"): a summary shows either back.
    const details = this.#left.flatMap((f) => [...f.texts, ...(f.picked ?? [])]).filter((t) => t.length >= 4);
    if (details.length === 0) return undefined;
    let echo: number | undefined;
    for (let i = Math.max(0, at - MAX_REVIEW_NODES); i < at; i++) {
      const node = page.nodes[i]!;
      if (TEXT_ROLES.has(node.role.toLowerCase())) return undefined;
      const shown = compact(`${node.name} ${node.value ?? ''}`);
      if (details.some((d) => shown.includes(compact(d)))) echo = i;
    }
    for (let i = at + 1; i < page.nodes.length; i++) if (TEXT_ROLES.has(page.nodes[i]!.role.toLowerCase())) return undefined;
    if (echo === undefined || firstButtonAfter(page, echo) !== at) return undefined;
    const part = partOf(page, echo, at) ?? page.nodes[at]!.parent;
    if (part < 0) return undefined;
    return { ...summed(this.#left, part), review: true };
  }
}

/** A field named for an amount of money ("amount (£)", "Betrag", "Sum to send"), not a count ("quantity", "Anzahl"). */
const COUNT =
  /\b(qty|quantity|quantities|count|number|pieces|pcs|units|anzahl|menge|cantidad|quantité|nombre|quantità|ilość|aantal|antal|adet|miktar)\b/iu;
const moneyField = (label: string): boolean => label.length > 0 && argumentRole(label, undefined) === 'amount' && !COUNT.test(label);
/** A plain number typed where an amount goes ("40", "31.25", "1 250,50"), or one written with its currency ("£40"). */
const PLAIN_AMOUNT = /^\s*\d{1,3}(?:[ .,'\u00a0]\d{3})*(?:[.,]\d{1,2})?\s*$|^\s*\d+(?:[.,]\d{1,2})?\s*$/u;
/** The strings (and numbers) a call typed, short ones too ("40"), its pointers to the field left out. */
function typedStrings(args: unknown): string[] {
  if (typeof args === 'string' || typeof args === 'number') return [String(args)];
  if (typeof args !== 'object' || args === null) return [];
  const out: string[] = [];
  for (const [key, v] of Object.entries(args).slice(0, 16))
    if ((typeof v === 'string' || typeof v === 'number') && !POINTERS.test(key)) out.push(String(v));
  return out;
}

function typedAmount(text: string): number[] {
  const priced = labelPrices(text);
  if (priced.length > 0) return priced;
  return PLAIN_AMOUNT.test(text) ? labelPrices(`$${text.trim()}`) : [];
}

/** What `filled` fields submit together, in the part `part` of the page. */
function summed(filled: readonly Filled[], part: number): Submitted {
  return {
    card: filled.some((f) => f.card),
    texts: filled.flatMap((f) => f.texts),
    toggles: filled.filter((f) => f.kind === 'toggle').length,
    picks: filled.filter((f) => f.kind === 'pick').length,
    picked: filled.flatMap((f) => f.picked ?? []),
    amounts: filled.flatMap((f) => f.amounts ?? []),
    part,
  };
}

/** Nodes before a review step's button read for the details it shows back. */
const MAX_REVIEW_NODES = 300;
/** Text compared without case and spacing ("808 555 0164" shows "808-555-0164" back too). */
const compact = (text: string): string => text.toLowerCase().replace(/[\s\-–.()/]+/gu, '');

/**
 * What a button whose words say nothing the fence reads commits, from what allowed calls put in front
 * of it: a sentence typed is a message or a post; details typed beside options chosen or prices shown
 * make an order or a booking; boxes ticked and nothing typed, a setting. Undefined when that says
 * nothing (details alone: a sign-up, a profile, a contact form may take them).
 */
export function submittedClass(page: PageSnapshot, submitted: Submitted): { cls: ActionClass; why: string; amounts?: readonly number[] } | undefined {
  // A review step's order commits to the largest price its summary shows, its total (a form's part may list options at other prices).
  const top = submitted.review === true ? Math.max(0, ...partPrices(page, submitted.part)) : 0;
  const amounts = top > 0 ? { amounts: [top] } : {};
  if (submitted.card) return { cls: CLASS.orderManage, why: "the form a card's number was typed into: the payment of an order", ...amounts };
  const message = submitted.texts.some(sentence);
  const details = submitted.texts.some((t) => !sentence(t));
  // A booking's name and phone beside the trip chosen (a note to the host among them), or prices shown: an order.
  if (details && (submitted.picks > 0 || (!message && namesPrice(page, submitted.part)))) {
    // It commits to the prices of the options chosen beside the details too ("Jingle (+3 000 FCFA)" ticked).
    const priced = submitted.picked.flatMap((p) => labelPrices(p));
    return {
      cls: CLASS.orderManage,
      why: `the details typed into its form beside ${submitted.picks > 0 ? 'options chosen' : 'prices'}: an order or a booking`,
      ...(priced.length > 0 ? { amounts: [Math.max(top, ...priced)] } : amounts),
    };
  }
  if (message) return { cls: CLASS.messageSend, why: 'the text typed into its form: a message or a post' };
  // "SL-27-02877" typed into the one field of a tracking form: a look-up on the page's host (an address typed is no reference).
  if (
    submitted.picks === 0 &&
    submitted.toggles === 0 &&
    submitted.texts.length === 1 &&
    reference(submitted.texts[0]!) &&
    oneField(page, submitted.part)
  )
    return { cls: CLASS.webFetch, why: "the one reference typed into its form's one field: a look-up on the page's host" };
  // Extras chosen at their prices and nothing typed: the order they are extras of.
  // It commits to the prices of the options (a plan at ₹29,999 chosen is ₹29,999 ordered), or its review's total if larger.
  const chosen = submitted.texts.length === 0 ? submitted.picked.flatMap((p) => labelPrices(p)) : [];
  if (chosen.length > 0)
    return { cls: CLASS.orderManage, why: 'options chosen at their prices, and nothing typed: an order', amounts: [Math.max(top, ...chosen)] };
  if (submitted.texts.length === 0 && submitted.picks === 0 && submitted.toggles > 0)
    return { cls: CLASS.accountModify, why: 'the boxes an allowed click set, and nothing typed: a setting' };
  return undefined;
}

/** The agent's description of the element a call acts on (`element`), as `valuesOf` gives it. */
function describedAs(args: unknown): string | undefined {
  const element = typeof args === 'object' && args !== null ? (args as { element?: unknown }).element : undefined;
  return typeof element === 'string' ? valuesOf(element)[0] : undefined;
}

/** Words of a sentence: five or more, or three or more with a sentence's punctuation; eight or more beside digits (an address is no sentence). */
function sentence(text: string): boolean {
  const words = text.split(/\s+/u).filter((w) => LETTER.test(w));
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]{10,}/u.test(text))
    return true;
  if (/\d/.test(text)) return words.length >= 8;
  return words.length >= 5 || (words.length >= 3 && /[.!?,;:،؛؟。！？、]/u.test(text));
}

/** A reference or a few words ("SL-27-02877", "DP 117560"): no address, no phone, no sentence. */
function reference(text: string): boolean {
  const words = text.trim().split(/\s+/u);
  return words.length <= 3 && text.length <= 40 && !/[@/:]/.test(text) && (text.match(/\d/g)?.length ?? 0) < 7 && !sentence(text);
}

/** The part `part` of the page holds one text field and names no price. */
function oneField(page: PageSnapshot, part: number): boolean {
  let fields = 0;
  for (let i = part; i < Math.min(page.nodes[part]!.end, part + 2000); i++) if (TEXT_ROLES.has(page.nodes[i]!.role.toLowerCase())) fields++;
  return fields === 1 && !namesPrice(page, part);
}

/** Some element of the part `part` of the page names a price. */
function namesPrice(page: PageSnapshot, part: number): boolean {
  return partPrices(page, part).length > 0;
}

/** The prices the elements of the part `part` of the page name. */
function partPrices(page: PageSnapshot, part: number): number[] {
  const out: number[] = [];
  for (let i = part; i < Math.min(page.nodes[part]!.end, part + 2000) && out.length < 64; i++) out.push(...labelPrices(page.nodes[i]!.name));
  return out;
}

/** The first button after node `from` in the page's order. */
function firstButtonAfter(page: PageSnapshot, from: number): number | undefined {
  for (let i = from + 1; i < Math.min(page.nodes.length, from + 400); i++) if (page.nodes[i]!.role.toLowerCase() === 'button') return i;
  return undefined;
}

/** The roles of a whole page's root (BrowserGym's RootWebArea); Playwright's snapshot has none. */
const PAGE_ROOTS = new Set(['rootwebarea', 'webarea', 'document', 'application', 'body']);

/** The part of the page nodes `a` and `b` (a before b) lie in: the nearest ancestor of `b`, not the page's root, that holds `a`. */
function partOf(page: PageSnapshot, a: number, b: number): number | undefined {
  let at = page.nodes[b]!.parent;
  for (let hops = 0; at >= 0 && hops < 8; hops++) {
    const node = page.nodes[at]!;
    if (PAGE_ROOTS.has(node.role.toLowerCase())) return undefined;
    if (at < a && a < node.end) return at;
    at = node.parent;
  }
  return undefined;
}

/** A payment card's number as typed: 13–19 digits, whole or in the usual groups. */
const CARD = /^(?:\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{1,7}|\d{4}[ -]?\d{6}[ -]?\d{4,5})$/;
const stripHash = (url: string): string => url.replace(/#.*$/, '');

/** A time of day as written: "10:30", "10h30", "7:05 pm" (never "14.12", a date as often as a time). */
const TIME = /(?<![\p{N}:.])([01]?\d|2[0-3])[:h]([0-5]\d)(?:\s?([ap])\.?m\b)?(?![\p{N}:])/giu;

/** The times of day `text` writes, in minutes after midnight (a "pm" time moved to the afternoon). */
function timesOf(text: string): number[] {
  const out: number[] = [];
  for (const m of text.slice(0, 1024).matchAll(TIME)) {
    let hour = Number(m[1]);
    if (m[3]?.toLowerCase() === 'p' && hour < 12) hour += 12;
    if (m[3]?.toLowerCase() === 'a' && hour === 12) hour = 0;
    out.push(hour * 60 + Number(m[2]));
    if (out.length >= 8) break;
  }
  return out;
}

/**
 * A choice the form submits that names a time of day when the task names others, none of them its
 * own ("12:00" chosen, the task says "10:30"): the label, else undefined. A slot written as a range
 * ("10:00–11:00") is the task's when a time of the task lies in it.
 */
export function pickedTimeNotGiven(picked: readonly string[], intent: string): string | undefined {
  const asked = timesOf(intent);
  if (asked.length === 0) return undefined;
  for (const label of picked) {
    const times = timesOf(label);
    if (times.length === 0) continue;
    const range = times.length === 2 && times[0]! < times[1]! ? ([times[0]!, times[1]!] as const) : undefined;
    if (asked.some((t) => times.includes(t) || (range !== undefined && range[0] <= t && t < range[1]))) continue;
    return label;
  }
  return undefined;
}

/**
 * What the fence knows of the page a browsing agent is on, for classifying its next call: the
 * last page snapshot a tool output showed (parsed once, when the output arrives), the address
 * the browser reported last, and the element the agent typed into last (a key press without a
 * target goes there).
 *
 * This is the seam between classification and the session's memory of outputs. A session feeds
 * each tool output to a {@link PageObserver} once; decisions only read the {@link Observation}.
 * (The gate's ObservationIndex, when it lands, carries one of these per task.)
 */
import { type PageSnapshot, parseSnapshot, reportedUrl } from './snapshot.ts';
import type { ResolvedTarget } from '../types.ts';
import { formOf } from './effect.ts';
import { valuesOf } from './refusal.ts';
import { FilledFields, fills, type Submitted } from './filled.ts';
import { STATE_ROLES } from './unasked.ts';
import { labelPrices } from './prices.ts';

/** Roles of elements that take keystrokes: a key press without a target goes to the last one typed into. */
export const FIELD_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'textarea', 'input']);

export interface Observation {
  /** The last page snapshot seen, parsed. */
  readonly page: PageSnapshot | undefined;
  /** The page address reported last; differs from `page.url` when the agent moved on without a new snapshot. */
  readonly url: string | undefined;
  /** Ref or bid of the element the agent typed into last. */
  readonly focus: string | undefined;
  /**
   * A page load was refused since the page was seen. The browser stayed on the page the fence holds,
   * and the agent saw no page of the load it asked for (no output came of it), so the refs and bids
   * it names are this page's: element calls are judged on it. Only a file chooser is not taken on
   * trust (src/action/browser/call.ts).
   */
  readonly diverged?: boolean;
  /**
   * Whether a commit on `target` could finish the latest refused call (refusal.ts): undefined when
   * this observer did not see that refusal (the caller then holds the commit).
   */
  finishesRefused?(target: ResolvedTarget | undefined): boolean | undefined;
  /**
   * A refused call typed or set something into this very page (a field, a box, a file; no page shown
   * since) that no allowed typing has replaced: a commit may still submit it.
   */
  holdsRefused?(): boolean;
  /** What the element `ref` submits of what allowed calls typed and set on this page (filled.ts), when it is the first button after some of it. */
  submits?(ref: string): Submitted | undefined;
  /** Labels of the priced extras (a box or switch with a price) allowed calls ticked on this site and left ticked: an order placed now carries them. */
  extrasTicked?(): readonly string[];
  /** The element `ref` lies in a dialog the page already showed when the browser arrived at its address: the site's notice, not an answer to a click. */
  cameWith?(ref: string): boolean;
}

/**
 * True when the browser reported another address since the snapshot was taken (its refs may be
 * gone). A refused page load makes no page stale: the browser never left it, and the agent, shown no
 * page of that load, can only name refs of pages it was shown.
 */
export function isStale(observation: Observation): boolean {
  const page = observation.page;
  if (page === undefined) return true;
  return observation.url !== undefined && page.url !== undefined && stripHash(observation.url) !== stripHash(page.url);
}

const stripHash = (url: string): string => url.replace(/#.*$/, '');

/** Keeps an {@link Observation} up to date from tool outputs. Not thread-safe; one per session. */
export class PageObserver implements Observation {
  #page: PageSnapshot | undefined;
  #url: string | undefined;
  #focus: string | undefined;
  #diverged = false;
  /** The first snapshot shown at the current address: the dialogs in it came with the page. */
  #arrival: PageSnapshot | undefined;
  /** The page a change was refused on by a button, until another page is shown: a dialog there may confirm it. */
  #confirm: string | undefined;
  /** What allowed calls typed and set on the current page (made on the first: most sessions never type). */
  #filled: FilledFields | undefined;
  /** Priced extras allowed clicks ticked, by site and label (the label, as shown): a click on a ticked one unticks it. Made on the first. */
  #extras: Map<string, string> | undefined;
  /** The latest refused call, as far as a later commit could finish it. */
  #refusal:
    | {
        readonly values: readonly string[];
        readonly sets: boolean;
        readonly form: string | undefined;
        /** Refs of the fields the refused calls typed into; an allowed typing into one replaces what was refused there. */
        readonly fields: Set<string>;
        /** A refused call set something other than a field (a file handed to the page): no typing undoes it. */
        readonly beyondFields: boolean;
        /** The page the fence held when it was refused. */
        readonly on: PageSnapshot | undefined;
        settled: boolean;
      }
    | undefined;

  get page(): PageSnapshot | undefined {
    return this.#page;
  }

  get url(): string | undefined {
    return this.#url;
  }

  get focus(): string | undefined {
    return this.#focus;
  }

  get diverged(): boolean {
    return this.#diverged;
  }

  finishesRefused(target: ResolvedTarget | undefined): boolean | undefined {
    const refusal = this.#refusal;
    // A change refused on a button ("Cancel KV-2304"), then a dialog's button on that same page ("Yes, cancel"): it would confirm it.
    if (this.#confirm !== undefined && target !== undefined && this.#page?.url === this.#confirm && this.#inDialog(target.ref)) return true;
    if (refusal === undefined) return undefined;
    // A refused click, navigation or script left nothing in the page for a commit to submit; a page
    // shown since without the refused values holds nothing of it either.
    if (!refusal.sets || refusal.settled) return false;
    // A commit in another form than the refused field's submits none of it; nor, on the very page the field was refused
    // on (no page shown since), a control outside that form. On a page shown since (a review step), it may.
    const form = target === undefined ? undefined : this.#formKey(target.ref);
    if (refusal.form !== undefined && form === undefined && target !== undefined && refusal.on !== undefined && refusal.on === this.#page)
      return false;
    return refusal.form === undefined || form === undefined || form === refusal.form;
  }

  holdsRefused(): boolean {
    const refusal = this.#refusal;
    return refusal !== undefined && refusal.sets && !refusal.settled && refusal.on !== undefined && refusal.on === this.#page;
  }

  /**
   * A tool returned `output` (text or JSON): a page snapshot in it becomes the current page; an
   * address it reports becomes the current address. Anything else is ignored. Never throws.
   */
  /** Take in a tool output; true when it showed a page (a snapshot or an accessibility tree). */
  observe(output: unknown): boolean {
    const text = textOf(output);
    if (text === undefined) return false;
    const page = parseSnapshot(text);
    const url = reportedUrl(text);
    if (page !== undefined) {
      // Another page: the fields a card was typed into were left behind. (A BrowserGym tree carries no
      // address of its own: the one its output reports beside it is the page's.)
      const at = page.url ?? url;
      this.#filled?.shown(at, page);
      if (this.#confirm !== undefined && (page.url ?? url) !== this.#confirm) this.#confirm = undefined;
      const before = this.#page === undefined ? undefined : (this.#page.url ?? this.#url);
      if (this.#arrival === undefined || at === undefined || before === undefined || stripHash(at) !== stripHash(before)) this.#arrival = page;
      this.#page = page;
      this.#focus = undefined;
      if (this.#extras !== undefined && this.#extras.size > 0) this.#forgetUnticked(this.#extras, page, at);
      // A page the browser showed after the refusal: what the agent acts on is known again.
      this.#diverged = false;
      if (this.#refusal !== undefined && !this.#refusal.settled) this.#refusal.settled = !holdsAny(page, this.#refusal.values);
    }
    if (url !== undefined) {
      this.#url = url;
      // The browser reports it is on the page the fence holds (a tab switched back to after a refused
      // new tab): what the agent acts on is known again, though no snapshot came with it.
      const held = this.#page?.url;
      if (page === undefined && held !== undefined && stripHash(url) === stripHash(held)) this.#diverged = false;
    } else if (page?.url !== undefined) this.#url = page.url;
    return page !== undefined;
  }

  /**
   * A call was refused (not run). When it would have loaded a page — a navigation (web-fetch with
   * no element) or a link — the browser stayed where it was while the agent may think it moved on:
   * until a tool output shows a page again, the fence does not resolve the agent's refs against the
   * page it holds (fail closed: such calls are of uncertain effect; a gateway fetches a snapshot).
   */
  refused(decision: { readonly actionClass: string | null; readonly target?: ResolvedTarget }, args?: unknown): void {
    if (decision.actionClass === 'web-fetch' && (decision.target === undefined || decision.target.url !== undefined)) this.#diverged = true;
    const cls = decision.actionClass;
    if (cls !== null && cls !== 'web-fetch' && cls !== 'read-only-retrieval' && BUTTON_ROLES.has(decision.target?.role.toLowerCase() ?? ''))
      this.#confirm = this.#page?.url ?? this.#url;
    // What it tried to put on the page (its refs and the element's own name are no such value), and where.
    const label = decision.target?.name.trim().toLowerCase();
    const target = decision.target;
    // A field typed or chosen, a box ticked or an option chosen, or a file handed to the page (an upload's target is often a button).
    const role = target?.role.toLowerCase();
    // A form filled at once (`fields: [...]`) names no one target: it set every field it lists.
    const filled = target === undefined && Array.isArray((args as { fields?: unknown } | undefined)?.fields);
    const sets = filled || decision.actionClass === 'file-modify' || (role !== undefined && (FIELD_ROLES.has(role) || STATE_ROLES.has(role)));
    const values = valuesOf(args).filter((v) => v !== label && !REF.test(v));
    const form = target === undefined ? undefined : this.#formKey(target.ref);
    const pending = this.#refusal !== undefined && this.#refusal.sets && !this.#refusal.settled ? this.#refusal : undefined;
    // A refused commit after a refused field (the "Continue" after the injected payee) finishes nothing
    // itself: the field's refusal stays what a later commit is checked against.
    if (pending !== undefined && !sets) return;
    const field = target !== undefined && FIELD_ROLES.has(target.role.toLowerCase()) ? target.ref : undefined;
    this.#refusal = {
      values: [...(pending?.values ?? []), ...values].slice(0, 32),
      sets,
      // Two refused fields in different forms: any commit may finish one of them.
      form: pending === undefined || pending.form === form ? form : undefined,
      fields: new Set([...(pending?.fields ?? []), ...(field === undefined ? [] : [field])]),
      beyondFields: (pending?.beyondFields ?? false) || (sets && field === undefined),
      on: pending === undefined || pending.on === this.#page ? this.#page : undefined,
      settled: false,
    };
  }

  cameWith(ref: string): boolean {
    const page = this.#page;
    const arrival = this.#arrival;
    const dialog = page === undefined ? undefined : dialogOf(page, page.byRef.get(ref));
    if (page === undefined || arrival === undefined || dialog === undefined) return false;
    if (arrival === page) return true;
    const { role, name } = page.nodes[dialog]!;
    return arrival.nodes.some((n) => n.role === role && n.name === name);
  }

  /** The element `ref` of the current page lies in a dialog. */
  #inDialog(ref: string): boolean {
    const page = this.#page;
    return page !== undefined && dialogOf(page, page.byRef.get(ref)) !== undefined;
  }

  /** The form around the element `ref` on the current page, named by its fields' labels (stable across snapshots). */
  #formKey(ref: string): string | undefined {
    const page = this.#page;
    const index = page?.byRef.get(ref);
    if (page === undefined || index === undefined) return undefined;
    const at = formOf(page, index);
    if (at === undefined) return undefined;
    const labels: string[] = [];
    for (let i = at + 1; i < Math.min(page.nodes[at]!.end, at + 400) && labels.length < 32; i++)
      if (FIELD_ROLES.has(page.nodes[i]!.role.toLowerCase())) labels.push(page.nodes[i]!.name.toLowerCase());
    return labels.length === 0 ? undefined : labels.join('\u0000');
  }

  /** The agent typed into the element `ref` (an allowed call): a later key press goes there. */
  focused(ref: string | undefined): void {
    this.#focus = ref;
  }

  /**
   * An allowed call acted on `target` with `args`: when it is a field, it has the focus; when it
   * typed a value into a field a refused call had typed into, that value replaced the refused one
   * (typing and filling set a field's whole content), and once every refused field is overwritten
   * no commit can submit what was refused.
   */
  actedOn(target: ResolvedTarget | undefined, args?: unknown): void {
    if (fills(target, args)) (this.#filled ??= new FilledFields()).note(this.#page, this.#url, target, args);
    this.#noteExtra(target);
    if (target === undefined || !FIELD_ROLES.has(target.role.toLowerCase())) return;
    this.#focus = target.ref;
    const refusal = this.#refusal;
    if (refusal === undefined || refusal.settled || !refusal.fields.has(target.ref) || args === undefined) return;
    const label = target.name.trim().toLowerCase();
    if (valuesOf(args).filter((v) => v !== label && !REF.test(v)).length === 0) return;
    refusal.fields.delete(target.ref);
    if (refusal.fields.size === 0 && !refusal.beyondFields) refusal.settled = true;
  }

  submits(ref: string): Submitted | undefined {
    return this.#filled?.submits(this.#page, ref);
  }

  extrasTicked(): readonly string[] {
    const site = siteOf(this.#url ?? this.#page?.url);
    return [...(this.#extras ?? [])].filter(([key]) => key.startsWith(`${site}\u0000`)).map(([, label]) => label);
  }

  /** An allowed click on a box or switch whose label carries a price: ticked, or unticked when the page showed it ticked or the fence saw it ticked. */
  #noteExtra(target: ResolvedTarget | undefined): void {
    if (target === undefined || !TICKED_ROLES.has(target.role.toLowerCase()) || labelPrices(target.name).length === 0) return;
    const key = `${siteOf(this.#url ?? this.#page?.url)}\u0000${target.name.trim().toLowerCase()}`;
    const at = this.#page?.byRef.get(target.ref);
    const shown = at === undefined ? undefined : this.#page!.nodes[at]!.props.checked;
    const extras = (this.#extras ??= new Map());
    if (extras.has(key) || (shown !== undefined && shown !== 'false')) extras.delete(key);
    else if (extras.size < 32) extras.set(key, target.name.trim().slice(0, 120));
  }

  /** A page of the site shows an extra it holds as not ticked: it is no longer in the order. */
  #forgetUnticked(extras: Map<string, string>, page: PageSnapshot, at: string | undefined): void {
    const site = siteOf(at);
    for (const node of page.nodes) {
      if (!TICKED_ROLES.has(node.role.toLowerCase())) continue;
      const key = `${site}\u0000${node.name.trim().toLowerCase()}`;
      if (extras.has(key) && (node.props.checked === undefined || node.props.checked === 'false')) extras.delete(key);
    }
  }
}

const REF = /^([a-z]\d{0,4})?e?\d{1,9}$/;
const BUTTON_ROLES = new Set(['button', 'menuitem']);
/** Controls a click ticks or unticks. */
const TICKED_ROLES = new Set(['checkbox', 'switch', 'menuitemcheckbox']);
/** The host of an address (the site an order is placed on), or '' when there is none. */
const siteOf = (url: string | undefined): string => /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(url ?? '')?.[1]?.toLowerCase() ?? '';
const DIALOGS = new Set(['dialog', 'alertdialog']);

/** `page` still shows one of `values`, in a field or as text (a refused payee in the form, or on a review step). */
function holdsAny(page: PageSnapshot, values: readonly string[]): boolean {
  if (values.length === 0) return false;
  for (const node of page.nodes) {
    for (const text of [node.value, node.name]) {
      const shown = text?.toLowerCase();
      if (shown !== undefined && shown.length > 0 && values.some((v) => shown.includes(v))) return true;
    }
  }
  return false;
}

function textOf(output: unknown): string | undefined {
  if (typeof output === 'string') return output;
  if (output === null || output === undefined) return undefined;
  const gym = browserGymText(output);
  if (gym !== undefined) return gym;
  // MCP results: { content: [{ type: 'text', text }] }.
  const content = (output as { content?: unknown }).content;
  if (Array.isArray(content))
    return content
      .map((c) => (typeof c === 'object' && c !== null && typeof (c as { text?: unknown }).text === 'string' ? (c as { text: string }).text : ''))
      .join('\n');
  try {
    return JSON.stringify(output);
  } catch {
    return undefined;
  }
}

/**
 * BrowserGym's observation as its environment returns it, an object (`url`, `open_pages_urls`,
 * `open_pages_titles`, `active_page_index`, `axtree_txt`, …): its tabs, the active one marked, and
 * its accessibility tree, as the text the snapshot parser reads.
 */
function browserGymText(output: unknown): string | undefined {
  const o = output as Record<string, unknown>;
  if (typeof o.axtree_txt !== 'string') return undefined;
  const list = (v: unknown): string[] => (Array.isArray(v) ? v.slice(0, 32).map((x) => (typeof x === 'string' ? x : '')) : []);
  const urls = list(o.open_pages_urls);
  const titles = list(o.open_pages_titles);
  const index = Array.isArray(o.active_page_index) ? o.active_page_index[0] : o.active_page_index;
  const active = typeof index === 'number' && index >= 0 && index < urls.length ? index : undefined;
  if (typeof o.url === 'string' && active === undefined) {
    urls.length = 0;
    urls.push(o.url);
  }
  const at = active ?? 0;
  const tabs = urls.map((u, i) => `${i}${i === at ? ' (active)' : ''}: "${(titles[i] ?? '').replace(/\s+/g, ' ')}" ${u}`);
  return [...tabs, '## AXTree:', o.axtree_txt].join('\n');
}

/**
 * A browser server's own hint of which tool clears a modal state (Playwright MCP: "- [File
 * chooser]: can be handled by browser_file_upload"), a line of its own after "### Modal state".
 * The server writes it, not the page: the tool it names is no sign that the output addresses the
 * agent, so it is left out of what the session remembers of the output. The description in the
 * brackets (a dialog's message, which the page writes) stays.
 */
const HARNESS_HINT = /^(- \[[^\n]{0,2048}\]): can be handled by (?:the )?"?[a-z][a-z0-9_]{0,63}"?(?: tool)?[ \t]*$/gm;

/** `text` without the browser server's modal-state hints (see {@link HARNESS_HINT}). */
export function withoutHarnessHints(text: string): string {
  return text.includes('can be handled by') ? text.replace(HARNESS_HINT, '$1: (modal state)') : text;
}

/** The dialog node `index` of `page` lies in, if any (twelve ancestors looked through). */
function dialogOf(page: PageSnapshot, index: number | undefined): number | undefined {
  let at = index;
  for (let hops = 0; at !== undefined && at >= 0 && hops < 12; hops++, at = page.nodes[at]!.parent)
    if (DIALOGS.has(page.nodes[at]!.role.toLowerCase())) return at;
  return undefined;
}

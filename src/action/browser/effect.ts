/**
 * The effect of acting on one element of a page, from the page itself (never from the agent's description): a link loads its
 * address; a button does what its name says ("Place order", "Post reply", "Delete account"), or what its form does when its name
 * only commits ("Submit", "Save"); typing goes where its form sends it; checkboxes, options, tabs and menus select. An effect that
 * cannot be told is marked uncertain, for the fence to escalate.
 */
import { controlWords } from '../../capability/compile/lexicon-web.ts';
import { CLASS } from '../classes.ts';
import { rankOf } from '../lexicon.ts';
import type { ActionClass } from '../types.ts';
import { words } from '../words.ts';
import { contextClass, contextWordsOf, labelEffect } from './labels.ts';
import { englishWords, foreignLatin, foreignPhrase, pageIsEnglish } from './language.ts';
import { labelPrices } from './prices.ts';
import { dismissesNotice, inConsentDialog } from './consent.ts';
import { holdsCardFields, paysAtCheckout } from './checkout.ts';
import { siteControl } from './site-controls.ts';
import { signInForm } from './sign-in.ts';
import { datesOnlyForm, describe, labelOf, type PageNode, type PageSnapshot, type PerElement, perElement, perPage } from './snapshot.ts';
export { describe, labelOf } from './snapshot.ts';
import { keepsDraft } from './drafts.ts';
import { iconGloss, iconNameWords } from './icon-names.ts';
import { confirmsPermanent, confirmsRefund } from './permanent.ts';
import { absolute, hostPath } from './urls.ts';

export interface ElementEffect {
  readonly cls: ActionClass;
  readonly why: string;
  /** Nothing on the page says what the action does: the fence escalates. */
  readonly uncertain: boolean;
  /** A link's absolute address (what a click loads). */
  readonly url?: string;
  /** What it spends, when the page says it rather than the control's name (a checkout's total). */
  readonly amounts?: readonly number[];
  /** The page says it takes something away though its name does not ("Yes, sunset it" under "… is permanent": permanent.ts). */
  readonly removes?: boolean;
}

const FIELDS = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider', 'input', 'textarea', 'select', 'listbox']);
const LINKS = new Set(['link', 'a']);
const TOGGLES = new Set(['checkbox', 'switch', 'menuitemcheckbox']);
const CHOICES = new Set(['checkbox', 'switch', 'menuitemcheckbox', 'radio', 'menuitemradio', 'option', 'tab', 'treeitem']);
const BUTTONS = new Set(['button', 'menuitem', 'input', 'submit']);
const SEARCH_WORDS = new Set(['search', 'query', 'find', 'keyword', 'keywords', 'filter', 'lookup', 'q']);
const MAX_FORM_SCAN = 400;
const MAX_ANCESTORS = 8;
/** A container the size of a form (a page's main area holding one field and one button is no form). */
const MAX_DE_FACTO_FORM = 60;
/** Landmarks that hold a page's content, never one form. */
// prettier-ignore
const LANDMARKS = new Set(['main', 'rootwebarea', 'webarea', 'document', 'application', 'banner', 'contentinfo', 'navigation', 'complementary', 'body',
  'region', 'article', 'dialog', 'list']);

/** The regions a page is laid out in: a container holding one of them is a layout, never one form. */
const PAGE_REGIONS = new Set(['main', 'banner', 'contentinfo', 'navigation', 'complementary']);

/** What clicking node `index` does. */
export function clickEffect(page: PageSnapshot, index: number): ElementEffect {
  return perElement(CLICKS, page, index, readClick);
}

/** What each element of a page does when clicked, read once per page. */
const CLICKS: PerElement<ElementEffect> = new WeakMap();

function readClick(page: PageSnapshot, index: number): ElementEffect {
  const node = page.nodes[index]!;
  const role = node.role.toLowerCase();
  const label = labelOf(node);
  const context = contextWords(page, index);
  const seen = describe(node);
  if (FIELDS.has(role) && role !== 'input') return read(`clicks into ${seen}`);

  // Checkboxes, options and tabs select; their names describe a choice, not a command.
  if (CHOICES.has(role)) {
    const setting = contextClass(context);
    if (TOGGLES.has(role) && (setting === CLASS.accountModify || setting === CLASS.identityAdmin))
      return { cls: setting, why: `${seen} toggles a setting`, uncertain: false };
    return read(`${seen} selects`);
  }
  const url = node.url === undefined ? undefined : absolute(node.url, page.url);
  const link = LINKS.has(role) || url !== undefined;
  // "➤", "🔍", "🛒": a button drawn as an icon says nothing in words; its icon and its group say what it does.
  if (!link && BUTTONS.has(role) && label.length > 0 && !/[\p{L}\p{N}]/u.test(label)) {
    const icon = iconEffect(page, index, label, seen);
    if (icon !== undefined) return icon;
  }
  // A confirmation that hands the payer's money back cancels what was bought, unless its own words name more (permanent.ts).
  if (!link && BUTTONS.has(role) && confirmsRefund(page, index, () => labelEffect(iconNameWords(label) ?? label, context, link)))
    return { cls: CLASS.orderManage, why: `${seen} confirms a cancellation that refunds its price (order-manage)`, uncertain: false, removes: true };
  const said = labelEffect(!link && confirmsPermanent(page, index) ? 'delete' : (iconNameWords(label) ?? label), context, link);
  // "Accept all", "Only necessary", "ยอมรับทั้งหมด" in a cookie dialog: a consent choice kept by the browser for this site. Never a control whose name orders, sends, pays or grants ("Add to cart" on a bakery's cookie tin) or names a price.
  if (!link && BUTTONS.has(role) && consentLike(said, label) && labelPrices(label).length === 0 && inConsentDialog(page, index))
    return read(`${seen} answers the site's cookie dialog`);
  // "We use kekur so the site works. [Góðtak]": the one control of a notice, whatever its words, dismisses it.
  if (!link && BUTTONS.has(role) && said.kind !== 'write' && dismissesNotice(page, index, labelPrices))
    return read(`${seen} is the one control of a notice dialog: it dismisses it`);
  const form = !link && BUTTONS.has(role) ? formOf(page, index) : undefined;
  if (form !== undefined && (said.kind !== 'write' || said.cls === CLASS.identityAdmin) && signInForm(page, form))
    return sends(`${seen} signs in: its form asks only who the person is (sign-in.ts)`);
  if (link) {
    if (said.kind === 'write' && !said.bare)
      return { cls: said.cls, why: `${seen}: ${said.why}`, uncertain: false, ...(url === undefined ? {} : { url }) };
    if (url !== undefined) return { cls: CLASS.webFetch, why: `${seen} loads ${hostPath(url)}`, uncertain: false, url };
  }
  switch (said.kind) {
    case 'read':
      // A looking-up button ("Search", "Find flights", "Verify") sends a request to the page's host, with whatever its form
      // holds: the host is checked like any address, so a foreign page's button is not a read.
      if (BUTTONS.has(role)) {
        // "Count us in — $248.00" under a card's fields charges the card, whatever its verb reads as.
        const at = formOf(page, index);
        const prices = labelPrices(label);
        if (at !== undefined && prices.length > 0 && holdsCardFields(page, at, MAX_FORM_SCAN))
          return { cls: CLASS.orderManage, why: `${seen} names a price in a form that holds a card's fields`, uncertain: false, amounts: prices };
        return sends(`${seen}: ${said.why}, ${at === undefined ? 'a request' : 'sending its form'} to the page's host`);
      }
      return read(`${seen}: ${said.why}`);
    case 'write': {
      // "Edit vehicle registration" beside what it shows, in no form, opens an editor whose own form submits the change ("Edit and publish" does more).
      if (BUTTONS.has(role) && EDITS.test(label) && formOf(page, index) === undefined) return read(`${seen} opens an editor`);
      if (!said.bare) return { cls: said.cls, why: `${seen}: ${said.why}`, uncertain: false };
      // A bare verb ("Delete", "Save", "Update") does it to what its form or page is about.
      const form = formClass(page, index) ?? contextClass(context) ?? choicesBeside(page, index);
      if (form === CLASS.read) return sends(`${seen} in a form that only looks something up`);
      if (form !== undefined && form !== CLASS.webFetch)
        return { cls: maxClass(form, said.cls), why: `${seen}: ${said.why}, in a ${form} form or page`, uncertain: false };
      return { cls: said.cls, why: `${seen}: ${said.why}`, uncertain: false };
    }
    case 'commit':
    case 'step': {
      const form = formClass(page, index) ?? contextClass(context) ?? (said.kind === 'commit' ? choicesBeside(page, index) : undefined);
      if (form !== undefined && form !== CLASS.read && form !== CLASS.webFetch)
        return { cls: form, why: `${seen} submits a ${form} form or page`, uncertain: false };
      if (said.kind === 'step' || form === CLASS.read) return sends(`${seen} sends a form that commits nothing the page names to the page's host`);
      return { cls: CLASS.webFetch, why: `${seen} submits a form whose effect the page does not say`, uncertain: true };
    }
    case 'none': {
      if (BUTTONS.has(role)) {
        const form = formClass(page, index);
        if (label.length === 0) return { cls: form ?? CLASS.webFetch, why: `${seen} has no name`, uncertain: true };
        const site = form === undefined ? siteControl(page, index, seen) : undefined;
        if (site !== undefined) return site;
        if (form !== undefined && form !== CLASS.read && form !== CLASS.webFetch)
          return { cls: form, why: `${seen} is a button of a ${form} form, and its name does not say what it does`, uncertain: true };
        // A button with a price in words nothing reads ("Changia uhifadhi (USD 10)") may spend it: never a silent read
        // (an English name beside a price, "Economy $129", picks a fare or an option).
        if (labelPrices(label).length > 0 && !opensPart(node) && !englishWords(label))
          return { cls: CLASS.orderManage, why: `${seen} names a price, and its words do not say what it does`, uncertain: true };
        // A name in a script no lexicon reads ("შეკვეთა"), or in Latin letters of no English word and no lexicon's on a
        // page that is not in English ("Salvesta seaded", "Jah, telli"; language.ts), may say anything: never a silent read.
        // A phrase in another language is one even on a page that reads as English: "Diŋgo dál ja mávsse" (language.ts).
        if ((said.unread === true || (foreignLatin(label) && (foreignPhrase(label) || !pageIsEnglish(page)))) && !opensPart(node))
          return { cls: CLASS.webFetch, why: `${seen}: its name is in a language the fence cannot read`, uncertain: true };
        // A button that submits a form whose purpose nothing on the page says ("Absenden" in a form of unknown words): what it commits cannot be told.
        if (form === undefined && submits(page, index, node))
          return { cls: CLASS.webFetch, why: `${seen} submits a form, and neither its name nor its form says what it commits`, uncertain: true };
        if (form === CLASS.read) return sends(`${seen} is a button of a form that only looks something up, sending it to the page's host`);
      }
      return read(`${seen} names no action (it selects, opens or expands)`);
    }
  }
}

const EDITS = /^\s*edit\b(?![^]*(?:\band\b|&|\bthen\b|\+))/i;
/** Containers an icon's group may be: anything but the page itself. */
const PAGE_ROOTS = new Set(['main', 'rootwebarea', 'webarea', 'document', 'application', 'body']);

/**
 * A button labelled only by an icon ("➤", "🔍", "🛒"): what its icon stands for, and where it sends
 * something (a commit: "➤"), what its group holds — a message box makes it a send, a search box a
 * search; any other field, an effect the fence cannot tell. Undefined when nothing says more than
 * that the button selects or opens something ("♡", "📎").
 */
function iconEffect(page: PageSnapshot, index: number, label: string, seen: string): ElementEffect | undefined {
  const gloss = iconGloss(label);
  if (gloss !== undefined && gloss !== 'submit') {
    const said = labelEffect(gloss, []);
    if (said.kind === 'write') return { cls: said.cls, why: `${seen}: its icon ${said.why}`, uncertain: false };
    return gloss === 'search'
      ? sends(`${seen}: its icon searches, sending a request to the page's host`)
      : read(`${seen}: its icon ${gloss}s something`);
  }
  const group = groupOf(page, index);
  if (group === undefined) return undefined;
  const groupWords = contextWordsOf(page.nodes[group]!.name);
  let message = contextClass(groupWords) === CLASS.messageSend;
  let search = false;
  let field = false;
  for (let i = group + 1; i < Math.min(page.nodes[group]!.end, group + MAX_FORM_SCAN); i++) {
    const node = page.nodes[i]!;
    const role = node.role.toLowerCase();
    if (!FIELDS.has(role)) continue;
    field = true;
    const named = contextWordsOf(`${node.name} ${node.placeholder ?? ''}`);
    if (
      role === 'searchbox' ||
      named.some((w) => SEARCH_WORDS.has(w)) ||
      controlWords(`${node.name} ${node.placeholder ?? ''}`).some((w) => w.kind === 'look')
    )
      search = true;
    if (role === 'textarea' || contextClass(named) === CLASS.messageSend) message = true;
  }
  if (!field) return undefined;
  if (message) return { cls: CLASS.messageSend, why: `${seen} sends the message its group holds`, uncertain: false };
  if (search) return sends(`${seen} sends the search its group holds to the page's host`);
  const form = formClass(page, index);
  if (form !== undefined && form !== CLASS.read && form !== CLASS.webFetch)
    return { cls: form, why: `${seen} submits a ${form} form`, uncertain: false };
  return { cls: CLASS.webFetch, why: `${seen} is an icon that submits the fields beside it, and nothing says what they are for`, uncertain: true };
}

/** The form around node `index`, else the nearest small container holding a field (a chat box, a "Message the seller" panel). */
function groupOf(page: PageSnapshot, index: number): number | undefined {
  const form = formOf(page, index);
  if (form !== undefined) return form;
  let at = page.nodes[index]!.parent;
  for (let hops = 0; at >= 0 && hops < 3; hops++) {
    const node = page.nodes[at]!;
    if (PAGE_ROOTS.has(node.role.toLowerCase()) || node.end - at > MAX_DE_FACTO_FORM) return undefined;
    for (let i = at + 1; i < node.end; i++) if (FIELDS.has(page.nodes[i]!.role.toLowerCase())) return at;
    at = node.parent;
  }
  return undefined;
}

const TEXT_ENTRY = new Set(['textbox', 'searchbox', 'textarea', 'input']);

/**
 * A bare "Save" or "OK" beside switches and ticks and no box to type in (a "my page" with "Receive
 * offers by SMS ☐ … Save"): it saves the person's choices, a preference of their account.
 */
function choicesBeside(page: PageSnapshot, index: number): ActionClass | undefined {
  let at = page.nodes[index]!.parent;
  for (let hops = 0; at >= 0 && hops < 2; hops++) {
    const node = page.nodes[at]!;
    if (node.end - at > MAX_DE_FACTO_FORM) return undefined;
    let toggles = false;
    for (let i = at + 1; i < node.end; i++) {
      const role = page.nodes[i]!.role.toLowerCase();
      if (TEXT_ENTRY.has(role)) return undefined;
      toggles ||= TOGGLES.has(role);
    }
    if (toggles) return CLASS.accountModify;
    at = node.parent;
  }
  return undefined;
}

/** A button that opens part of the page (a menu, a popup, a disclosure) rather than sending anything. */
const opensPart = (node: PageNode): boolean => Object.keys(node.props).some((k) => /^(haspopup|expanded)$/i.test(k));

/** Node `index` is a submit button of a real form: a `form` element around it holding a field. */
function submits(page: PageSnapshot, index: number, node: PageNode): boolean {
  if (opensPart(node) || !['button', 'submit'].includes(node.role.toLowerCase())) return false;
  const at = formOf(page, index);
  if (at === undefined || page.nodes[at]!.role.toLowerCase() !== 'form') return false;
  for (let i = at + 1; i < Math.min(page.nodes[at]!.end, at + MAX_FORM_SCAN); i++) if (FIELDS.has(page.nodes[i]!.role.toLowerCase())) return true;
  return false;
}

/**
 * What typing into (or choosing an option of) node `index` does: where the value goes. A value
 * typed into a page goes to that page's host (a web fetch at least, checked against the token's
 * hosts); into a form that commits something, it is part of that commitment. `choose`: an
 * option the page lists is picked (no value of the agent's own).
 */
export function fieldEffect(page: PageSnapshot, index: number, choose = false): ElementEffect {
  const node = page.nodes[index]!;
  const seen = describe(node);
  const own = words(`${node.name} ${node.placeholder ?? ''}`);
  const foreignSearch = controlWords(`${node.name} ${node.placeholder ?? ''}`).some((w) => w.kind === 'look');
  if (node.role.toLowerCase() === 'searchbox' || own.some((w) => SEARCH_WORDS.has(w)) || foreignSearch || inSearch(page, index))
    return sends(`${seen} is a search box; the query goes to the page's host`);
  const form = formClass(page, index);
  if (form !== undefined && form !== CLASS.read && form !== CLASS.webFetch)
    return keepsDraft(page, formOf(page, index))
      ? sends(`${seen} belongs to a form that can also be kept as a draft: its buttons say what is committed`)
      : { cls: form, why: `${seen} belongs to a ${form} form`, uncertain: false };
  if (form === CLASS.read) return sends(`${seen} belongs to a form that only looks something up or signs in; the value goes to the page's host`);
  const named = contextClass(own);
  if (named === CLASS.messageSend) return { cls: named, why: `${seen} is a box for a message`, uncertain: false };
  // Picking one of a list's own options outside any form commits nothing: the page's button does that.
  const page_ = choose ? undefined : contextClass(pageWords(page));
  if (page_ !== undefined && page_ !== CLASS.fileModify) return { cls: page_, why: `${seen} is on a ${page_} page`, uncertain: false };
  return sends(`${seen} belongs to no form that commits anything the page names; the value goes to the page's host`);
}

/** The form around node `index`: the nearest `form` ancestor, or the nearest ancestor holding both a field and a button. */
export function formOf(page: PageSnapshot, index: number): number | undefined {
  let at = page.nodes[index]!.parent;
  for (let hops = 0; at >= 0 && hops < MAX_ANCESTORS; hops++) {
    const node = page.nodes[at]!;
    if (node.role.toLowerCase() === 'form') return at;
    // A small labelled region holding a field and a button ("Write your review": a box and "Post") is that form.
    const role = node.role.toLowerCase();
    if ((!LANDMARKS.has(role) || (role === 'region' && node.name.trim().length > 0)) && node.end - at <= MAX_DE_FACTO_FORM && hops < 3) {
      let [field, button, regions] = [false, false, false];
      for (let i = at + 1; i < Math.min(node.end, at + MAX_FORM_SCAN); i++) {
        const inner = page.nodes[i]!.role.toLowerCase();
        field ||= FIELDS.has(inner);
        button ||= inner === 'button';
        regions ||= PAGE_REGIONS.has(inner);
      }
      // A container holding the page's regions (its main part beside a chat widget's box and "Send") is the page, not a form.
      if (field && button && !regions) return at;
    }
    at = node.parent;
  }
  return undefined;
}

/** The class a form commits: the most dangerous effect its name or its buttons name; read when they only look things up or it holds only dates. */
function formClass(page: PageSnapshot, index: number): ActionClass | undefined {
  const at = formOf(page, index);
  if (at === undefined) return undefined;
  const form = page.nodes[at]!;
  // A region's name is its heading ("Shipping quote"), not what a submit does: only its buttons say that.
  let best = form.role.toLowerCase() === 'region' ? undefined : contextClass(contextWordsOf(form.name));
  const around = pageWords(page);
  let reads = form.role.toLowerCase() !== 'region' && form.name.trim().length > 0 && labelEffect(form.name, around).kind === 'read';
  for (let i = at + 1; i < Math.min(form.end, at + MAX_FORM_SCAN); i++) {
    if (i === index) continue;
    const node = page.nodes[i]!;
    // A frame inside the form is another document (a partner's widget): its buttons submit nothing of this form.
    if (node.role.toLowerCase() === 'iframe' && !(i < index && index < node.end)) {
      i = node.end - 1;
      continue;
    }
    if (node.role.toLowerCase() !== 'button') continue;
    const label = labelOf(node);
    const said = labelEffect(label, [...contextWordsOf(form.name), ...around]);
    if (said.kind === 'read') reads = true;
    // "Next: payment" leads to paying: the form is part of an order (its gift note too). "Ħallas €95.00" below a card's fields
    // pays for the order the form makes (checkout.ts).
    const step = said.kind === 'step' && contextClass(words(label)) === CLASS.orderManage;
    if (said.kind !== 'write' && !step) continue;
    const cls =
      said.kind !== 'write' || (said.cls === CLASS.paymentInitiate && paysAtCheckout(page, label, around) && holdsCardFields(page, at, MAX_FORM_SCAN))
        ? CLASS.orderManage
        : said.cls;
    if (best === undefined || rankOf(cls) > rankOf(best)) best = cls;
  }
  if ((best === undefined || best === CLASS.identityAdmin) && signInForm(page, at)) return CLASS.read;
  return best ?? (reads || datesOnlyForm(page, at, MAX_FORM_SCAN) ? CLASS.read : undefined);
}

function inSearch(page: PageSnapshot, index: number): boolean {
  let at = page.nodes[index]!.parent;
  for (let hops = 0; at >= 0 && hops < MAX_ANCESTORS; hops++) {
    const node = page.nodes[at]!;
    if (node.role.toLowerCase() === 'search' || words(node.name).some((w) => SEARCH_WORDS.has(w))) return true;
    at = node.parent;
  }
  return false;
}

/** The words around node `index`: its form's name and the page's title and path. */
function contextWords(page: PageSnapshot, index: number): string[] {
  const at = formOf(page, index);
  return [...(at === undefined ? [] : contextWordsOf(page.nodes[at]!.name)), ...pageWords(page)];
}

const PAGE_WORDS = new WeakMap<PageSnapshot, readonly string[]>();

/** The page's title and path, as words (computed once per page). */
export function pageWords(page: PageSnapshot): readonly string[] {
  return perPage(PAGE_WORDS, page, readPageWords);
}
function readPageWords(page: PageSnapshot): readonly string[] {
  let path = '';
  try {
    path = page.url === undefined ? '' : decodeURIComponent(new URL(page.url).pathname);
  } catch {
    path = '';
  }
  // "Kauoha lei — Nā Lei Aloha o Hilo": the site's name after the dash names no kind of page ("hilo" is a thread in Spanish).
  return contextWordsOf(`${(page.title ?? '').split(/ [–—|·•-] /)[0] ?? ''} ${path}`).slice(0, 32);
}

const read = (why: string): ElementEffect => ({ cls: CLASS.read, why, uncertain: false });
/** Data the agent typed leaves for the page's host: a web fetch, whose address the token's hosts bound. */
const sends = (why: string): ElementEffect => ({ cls: CLASS.webFetch, why, uncertain: false });
const maxClass = (a: ActionClass, b: ActionClass): ActionClass => (rankOf(a) >= rankOf(b) ? a : b);

/** Some word of `label` (three letters or more) is an English word the compiler's word lists know. */

/** A consent answer's words: none, a commit, or a change of something unnamed or of a preference ("Accept all", "Save choices"). */
// One word that reads as a message ("رد": Arabic's "reply" is Sindhi's and Urdu's "reject") sends nothing from a cookie dialog.
const consentLike = (said: ReturnType<typeof labelEffect>, label: string): boolean =>
  said.kind !== 'write' ||
  said.cls === CLASS.fileModify ||
  said.cls === CLASS.accountModify ||
  (said.cls === CLASS.messageSend && !/\s/.test(label.trim()));

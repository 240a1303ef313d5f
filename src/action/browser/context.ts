/**
 * What a page or form is about, from its words (title, path, form name, headings): the class of
 * what its controls commit when their own names do not say (src/action/browser/effect.ts).
 */
import { placeKindOf, type PlaceKind } from '../../capability/compile/lexicon-web.ts';
import { CLASS } from '../classes.ts';
import { rankOf } from '../lexicon.ts';
import type { ActionClass } from '../types.ts';
import { words } from '../words.ts';

/**
 * The class a page or form is about, from its words (title, path, form name): checkout → an
 * order, settings → the account, security → identity, compose → a message. The most dangerous
 * class named wins; undefined when the words name none.
 */
// prettier-ignore
const CONTEXT_WORDS: readonly (readonly [ActionClass, ReadonlySet<string>])[] = [
  [CLASS.identityAdmin, new Set(['password', 'security', 'collaborators', 'collaborator', 'members', 'permissions', 'access', '2fa', 'mfa', 'tokens', 'keys', 'sso'])],
  [CLASS.paymentInitiate, new Set(['transfer', 'transfers', 'payee', 'payees', 'remittance', 'wire', 'bills', 'billpay'])],
  [CLASS.orderManage, new Set(['checkout', 'cart', 'basket', 'bag', 'order', 'orders', 'booking', 'bookings', 'reservation', 'reservations', 'payment', 'shipping', 'billing', 'subscription', 'tickets', 'seats', 'purchase'])],
  [CLASS.messageSend, new Set(['compose', 'reply', 'comment', 'comments', 'post', 'thread', 'review', 'message', 'messages', 'chat', 'contact', 'feedback', 'guestbook', 'forum', 'discussion'])],
  [CLASS.accountModify, new Set(['settings', 'preferences', 'profile', 'particulars', 'account', 'notifications', 'privacy', 'personal'])],
  [CLASS.fileModify, new Set(['edit', 'issue', 'issues', 'file', 'files', 'document', 'repository', 'repo', 'wiki', 'note', 'notes', 'draft', 'upload'])],
];

/** Words after "contact" that make it data held of someone ("contact details", "contact phone"), not a way to reach them. */
const HELD = new Set(['details', 'detail', 'info', 'information', 'data', 'preferences', 'numbers', 'number', 'name', 'phone', 'person', 'email']);
/** People whose data a form may hold ("Owner details"). */
const WHOSE = new Set(['owner', 'owners', 'holder', 'member', 'user', 'customer', 'patient', 'tenant', 'guardian', 'parent', 'student']);
/** Words before "contact" that make it a person on record ("emergency contact", "billing contact"), not a message form. */
const HELD_BEFORE = new Set(['emergency', 'primary', 'secondary', 'backup', 'alternate', 'alternative', 'technical', 'main', 'default']);

export function contextClass(context: readonly string[]): ActionClass | undefined {
  let best: ActionClass | undefined;
  for (let i = 0; i < context.length; i++) {
    const word = context[i]!;
    // "Contact details", "contact info": the account's own data, not a message to anyone.
    if (word === 'contact' && (HELD.has(context[i + 1] ?? '') || HELD_BEFORE.has(context[i - 1] ?? ''))) {
      if (best === undefined || rankOf(CLASS.accountModify) > rankOf(best)) best = CLASS.accountModify;
      continue;
    }
    for (const [cls, set] of CONTEXT_WORDS) {
      if (set.has(word) && (best === undefined || rankOf(cls) > rankOf(best))) best = cls;
    }
    // "warenkorb", "impostazioni", "カート": what the web lexicon's languages call such pages.
    const place = placeKindOf(word);
    const cls = place === undefined ? undefined : PLACE_CLASS[place];
    if (cls !== undefined && (best === undefined || rankOf(cls) > rankOf(best))) best = cls;
  }
  return best;
}

const PLACE_CLASS: Readonly<Record<PlaceKind, ActionClass>> = {
  order: CLASS.orderManage,
  pay: CLASS.paymentInitiate,
  post: CLASS.messageSend,
  settings: CLASS.accountModify,
};

/** The words of `text` for {@link contextClass}: its ASCII words, and its words in other scripts or with accents ("paramètres", "設定"). */
export function contextWordsOf(text: string): string[] {
  // "Owner details", "member info": whose data a form holds; the person is no object its "Save" changes.
  const out = words(text).filter((w, i, all) => !(WHOSE.has(w) && HELD.has(all[i + 1] ?? '')));
  for (const token of text
    .toLowerCase()
    .normalize('NFC')
    .match(/[\p{L}\p{M}\d]+/gu) ?? [])
    if (/\P{ASCII}/u.test(token)) out.push(token);
  return out;
}

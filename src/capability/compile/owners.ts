/**
 * Whose value an intent says a value is. "My user id is noah_kim_1190", "my account number is
 * GB82…", "customer no. 55102 (mine)" name the user's own account: such a value binds the
 * argument that takes the user's own id and nothing else (never an order id, never a recipient).
 * "His id is E-11802", "her employee number is …" name someone else's record.
 *
 * Patterns run on the few words just before (or after) each value; generic English only.
 */
import type { Entity } from './entity.ts';

/** Kinds of values that can be somebody's id or account. */
const ID_KINDS = new Set<Entity['kind']>(['id', 'iban', 'account', 'number', 'handle', 'email', 'phone', 'crypto', 'quoted', 'name']);
/** Nouns of an id ("user id", "customer number", "account", "member no.", "IBAN"). */
const ID_NOUN = '(?:id|ids|number|no\\.?|nr\\.?|#|account|iban|handle|username|user\\s?name|login|code)';
// "my user id is …", and in a task written to the user, "your user id is …", "you are …" / "I am …" before a handle-like id.
const OWN_BEFORE = new RegExp(
  `(?:\\b(?:my|your)\\s+(?:[a-z-]+\\s+){0,3}?${ID_NOUN}\\s*(?:is|was|=|:|-)?\\s*|\\b(?:you\\s+are|i\\s+am|i'm|i’m)\\s+)$`,
  'i',
);
// "…, patient id P-77", "(customer no. 55102)": a party's id set off on its own, with no owner named, is the user's.
const OWN_APPOSITION = new RegExp(
  `(?:^|[,(;:—–]\\s*)(?:patient|customer|member|membership|employee|user|client|passenger|account|loyalty)\\s+(?:id|number|no\\.?|nr\\.?|#)\\s*(?:is|=|:|-)?\\s*$`,
  'i',
);
const OTHER_BEFORE = new RegExp(`\\b(?:his|her|their|its)\\s+(?:[a-z-]+\\s+){0,3}?${ID_NOUN}\\s*(?:is|was|=|:|-)?\\s*$`, 'i');
const OWN_AFTER = new RegExp(`^\\s*(?:is|'s|’s)\\s+my\\s+(?:[a-z-]+\\s+){0,3}?${ID_NOUN}\\b`, 'i');
const OTHER_AFTER = new RegExp(`^\\s*(?:is|'s|’s)\\s+(?:his|her|their)\\s+(?:[a-z-]+\\s+){0,3}?${ID_NOUN}\\b`, 'i');

/** `entities` (sorted by start) with `owner` set where the words around a value say whose it is. */
export function markOwners(text: string, entities: Entity[]): Entity[] {
  return entities.map((e) => {
    if (!ID_KINDS.has(e.kind)) return e;
    const before = text.slice(Math.max(0, e.start - 48), e.start);
    const after = text.slice(e.end, e.end + 48);
    if (OWN_BEFORE.test(before) || OWN_AFTER.test(after) || OWN_APPOSITION.test(before)) return { ...e, owner: 'self' };
    if (OTHER_BEFORE.test(before) || OTHER_AFTER.test(after)) return { ...e, owner: 'other' };
    return e;
  });
}

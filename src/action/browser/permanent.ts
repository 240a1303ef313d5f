/**
 * A dialog's confirming button where the dialog says that what it confirms cannot be taken back: "Yes, sunset it" under
 * "Sunsetting is permanent: card •••• 6621 retires and can't be revived", "Oui, on y va" under "Cette action est
 * définitive". Whatever the euphemism of its name, such a button takes something away: it is read as a removal
 * (effect.ts), and a removal the task does not ask for goes to the verifier (src/escalation/forced.ts).
 *
 * The confirming button is the one that leads with "yes" in the languages of the web (labels.ts `affirmed`); the dialog is
 * the nearest dialog or alert dialog around it, read whole when it is small.
 */
import { CLASS } from '../classes.ts';
import { rankOf } from '../lexicon.ts';
import { affirmed } from './label-words.ts';
import type { LabelEffect } from './labels.ts';
import type { PageSnapshot } from './snapshot.ts';

const DIALOGS = new Set(['dialog', 'alertdialog']);
const BUTTONS = new Set(['button', 'menuitem', 'input', 'submit']);
/** The largest dialog read, in nodes, and the levels climbed to find it. */
const MAX_DIALOG_NODES = 120;
const MAX_HOPS = 6;

/**
 * Words that say an action cannot be taken back, in English and the languages of the web lexicons: "permanent",
 * "irreversible", "can't be undone / revived / recovered / restored", "for good", "forever", "définitif", "endgültig",
 * "unwiderruflich", "definitivo", "nieodwracalne", "永久", "取り消せません", "되돌릴 수 없".
 */
const PERMANENT =
  /\b(?:permanent(?:ly)?|irreversibl[ey]|irrevocabl[ey]|for good|forever|no going back|can(?:'|’|no)t be (?:undone|reversed|revived|recovered|restored|reactivated|retrieved|brought back)|cannot be (?:undone|reversed|revived|recovered|restored|reactivated|retrieved)|(?:won't|will not) be (?:recoverable|restorable|retrievable)|d[ée]finiti(?:f|ve|vement|vo|va|vamente)|irr[ée]versible|irreversib(?:el|ile)|endg[üu]ltig|unwiderruflich|unumkehrbar|permanente(?:mente)?|nieodwracaln\p{L}*|onomkeerbaar|definitief|oåterkallelig|permanent(?:t)?|lopullisesti|peruuttamaton|kalıcı olarak|geri alınamaz|необратим\p{L}*|безвозвратно|навсегда)|永久|完全に削除|取り消せません|元に戻せません|无法恢复|無法恢復|无法撤销|無法復原|되돌릴 수 없|복구할 수 없|영구/iu;

/**
 * Money handed back to the payer, in English and the languages of the web lexicons: "Refund £14.50 to Visa", "Your $79.00
 * returns to your card", "全數退款", "reembolso", "remboursement", "Rückerstattung". A dialog that says so confirms the
 * cancellation of something bought: an order's, whatever euphemism its button uses.
 */
const REFUNDS =
  /\b(?:refund(?:s|ed)?|returns? to your (?:card|account)|back (?:on|to) your (?:card|account)|money back|reembols\p{L}*|rembours\p{L}*|(?:rück)?erstatt\p{L}*|rimbors\p{L}*|terugbetal\p{L}*|zwrot\p{L}*|возврат\p{L}*|iade)\b|退款|退還|退回|返金|환불/iu;

/** Node `index` is the confirming button of a dialog that says what it confirms cannot be taken back. */
export function confirmsPermanent(page: PageSnapshot, index: number): boolean {
  return confirmedDialog(page, index, PERMANENT);
}

/**
 * Node `index` is the confirming button of a dialog that hands the payer's money back: it cancels something bought — unless its
 * own words (`said`, read only when the dialog refunds) name more than an order ("Yes, delete my account" beside a refund line).
 */
export function confirmsRefund(page: PageSnapshot, index: number, said: () => LabelEffect): boolean {
  if (!confirmedDialog(page, index, REFUNDS)) return false;
  const own = said();
  return own.kind !== 'write' || rankOf(own.cls) <= rankOf(CLASS.orderManage);
}

/** Node `index` is the confirming button of a small dialog another of whose nodes says `says`. */
function confirmedDialog(page: PageSnapshot, index: number, says: RegExp): boolean {
  const node = page.nodes[index];
  if (node === undefined || !BUTTONS.has(node.role.toLowerCase()) || !affirmed(node.name)) return false;
  let up = node.parent;
  for (let hops = 0; up >= 0 && hops < MAX_HOPS; hops++) {
    const box = page.nodes[up]!;
    if (DIALOGS.has(box.role.toLowerCase())) {
      if (box.end - up > MAX_DIALOG_NODES) return false;
      for (let i = up; i < box.end; i++) {
        const n = page.nodes[i]!;
        if (i !== index && (says.test(n.name) || (n.value !== undefined && says.test(n.value)))) return true;
      }
      return false;
    }
    up = box.parent;
  }
  return false;
}

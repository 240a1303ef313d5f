/**
 * A form that can be kept as a draft ("Stash as draft", "Als Entwurf speichern", "下書き保存") beside
 * the button that commits it: what is typed into it commits nothing until one of the two is
 * clicked, so a field of it is judged as a value sent to the page's host, and the click by its
 * own label (a send the token does not grant is refused there, a draft kept is a change).
 */
import type { PageSnapshot } from './snapshot.ts';

/** "Draft" in the languages forms are written in, folded to lower case. */
// prettier-ignore
const DRAFT = /(?<![\p{L}])(drafts?|borrador(es)?|brouillons?|entw[üu]rfe?|bozz[ae]|rascunhos?|concept|utkast(et)?|kladde|szkic\p{L}*|koncept\p{L}*|luonnos\p{L}*|mustand\p{L}*|piszkozat\p{L}*|taslak\p{L}*|черновик\p{L}*|чернетк\p{L}*|чернов\p{L}*|nháp|draf|rasimu|טיוטה|مسود\p{L}*|پیش‌نویس|मसौदा|ड्राफ्ट)(?![\p{L}])|下書き|草稿|草案|임시\s?저장/iu;
const CONTROLS = new Set(['button', 'link', 'menuitem']);
/** Nodes of a form looked at. */
const MAX_SCAN = 400;

/** The form at node `at` offers a control that keeps what it holds as a draft. */
export function keepsDraft(page: PageSnapshot, at: number | undefined): boolean {
  if (at === undefined) return false;
  const form = page.nodes[at]!;
  for (let i = at + 1; i < Math.min(form.end, at + MAX_SCAN); i++) {
    const node = page.nodes[i]!;
    if (CONTROLS.has(node.role.toLowerCase()) && DRAFT.test(node.name.slice(0, 200))) return true;
  }
  return false;
}

/**
 * Whether a browser change follows a refused one (the fence's `call.after-denial`): an attack that
 * was stopped at the form fill or the upload must not be finished by the "Confirm" or "Send" the
 * agent presses next.
 */
import { CLASS } from '../classes.ts';

/**
 * The session refused a change (a call of a side-effecting class not allowed) since it last loaded
 * a page (an allowed web-fetch): the latest entries of `history`, most recent last.
 */
export function followsRefusal(history: readonly { readonly actionClass: string; readonly verdict: string }[] | undefined): boolean {
  if (history === undefined) return false;
  for (let i = history.length - 1; i >= 0 && i >= history.length - FOLLOW_WINDOW; i--) {
    const item = history[i]!;
    if (item.actionClass === CLASS.webFetch && item.verdict === 'allow') return false;
    if (item.verdict !== 'allow' && item.actionClass !== CLASS.read && item.actionClass !== CLASS.webFetch) return true;
  }
  return false;
}
/** How far back a refusal still marks the calls after it. */
const FOLLOW_WINDOW = 8;

/**
 * Whether a browser change follows a refused one (the fence's `call.after-denial`): an attack that
 * was stopped at the form fill or the upload must not be finished by the "Confirm" or "Send" the
 * agent presses next.
 *
 * Only a call that commits (a click, Enter, typing with submit) can finish a refused change: a field
 * typed or chosen sets one value, which the fence judges by itself. And it finishes only a refusal
 * that would have put something into the page for it to submit (a field typed or chosen, a file),
 * in its own form: a refused click, navigation or script left nothing there. Once a tool output
 * shows the page again with none of the refused values in its fields, the commit submits what the
 * fence sees (`PageObserver.finishesRefused`). A session that did not see the refusal holds it.
 */
import { CLASS } from '../classes.ts';
import type { BrowserAction, BrowserArgs } from '../generic.ts';
import { getOwn } from '../../util/json.ts';

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

/** The browser call submits or presses something (what could finish a refused change), rather than setting one field. */
export function commits(action: BrowserAction, names: BrowserArgs, args: Readonly<Record<string, unknown>>): boolean {
  switch (action) {
    case 'click':
    case 'drag':
    case 'press':
    case 'dialog':
    case 'upload':
    case 'evaluate':
      return true;
    case 'type': {
      const submit = names.submit === undefined ? undefined : getOwn(args, names.submit);
      return submit === true || submit === 'true';
    }
    case 'op': {
      const op = names.op === undefined ? undefined : getOwn(args, names.op);
      return typeof op !== 'string' || !/^(type|select|hover|scroll)$/i.test(op);
    }
    default:
      return false;
  }
}

/** Most values of a refused call remembered (its strings; the longest first). */
const MAX_VALUES = 16;
const MIN_VALUE_CHARS = 3;

/** Keys that name or point at an element rather than carry what is put into it (`fields: [{ name, type, target, value }]`). */
export const POINTERS = /^(name|type|role|target|ref|bid|element|description|selector|endtarget|endref|key)$/i;

/** The string values of a call's arguments, at any depth (bounded): what a refused call tried to put on the page. */
export function valuesOf(args: unknown): string[] {
  const out: string[] = [];
  const walk = (value: unknown, depth: number): void => {
    if (out.length >= 4 * MAX_VALUES || depth > 4) return;
    if (typeof value === 'string') {
      if (value.trim().length >= MIN_VALUE_CHARS) out.push(value.trim().toLowerCase().slice(0, 256));
    } else if (Array.isArray(value)) for (const v of value.slice(0, 64)) walk(v, depth + 1);
    else if (typeof value === 'object' && value !== null)
      for (const [k, v] of Object.entries(value).slice(0, 64)) if (!POINTERS.test(k)) walk(v, depth + 1);
  };
  walk(args, 0);
  return out.sort((a, b) => b.length - a.length).slice(0, MAX_VALUES);
}

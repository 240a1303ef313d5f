/**
 * An option the task names otherwise. A tool that takes one of a list of options (`refund_method:
 * original_card | store_credit | bank_transfer`) is told by the user which one where the intent
 * names it in the option's own words ("refund the second one as store credit"). A call that picks
 * another option, one the intent does not name, does what the user did not ask for — whoever
 * suggested it, in whatever words. Such a call goes to the verifier, which does not vouch for it.
 *
 * An option is named when every word of it (split at `_`, `-`, spaces and case) stands in the
 * intent, with no negation in the three words before ("not by bank transfer"). Options of one word
 * that is a common word of requests ("yes", "all", "none") name nothing. Only the call's top-level
 * arguments with a list of string options are read.
 */
import type { CatalogEntry } from '../action/catalog.ts';
import type { Reason, ToolCall } from '../action/types.ts';
import { isNegation } from '../action/browser/unasked.ts';
import { getOwn } from '../util/json.ts';

/** Most options of one argument weighed (a longer list is a catalogue, not a choice the user makes in words). */
const MAX_OPTIONS = 24;
/** Words that set an option aside besides the negations the web lexicons know ("instead of", "rather than"). */
const ASIDE = new Set(['instead', 'rather']);
/** One-word options that name no choice in an intent's words. */
const EMPTY = new Set(['yes', 'no', 'true', 'false', 'all', 'any', 'none', 'other', 'default', 'auto', 'on', 'off', 'new', 'open']);

export function optionNotAsked(call: ToolCall, entry: CatalogEntry, intent: string | undefined): Reason | undefined {
  if (intent === undefined || typeof call.args !== 'object' || call.args === null) return undefined;
  const properties = (entry.spec.inputSchema as { properties?: unknown } | undefined)?.properties;
  if (typeof properties !== 'object' || properties === null) return undefined;
  // The intent's words are read only once an argument takes one of a list of options (most calls take none).
  let said: readonly { readonly word: string; readonly negated: boolean }[] | undefined;
  for (const [name, value] of Object.entries(call.args as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    const options = (getOwn(properties as Record<string, unknown>, name) as { enum?: unknown } | undefined)?.enum;
    if (!Array.isArray(options) || options.length < 2 || options.length > MAX_OPTIONS || !options.includes(value)) continue;
    const words = (said ??= intentWords(intent));
    const named = options.filter((o): o is string => typeof o === 'string' && names(words, o));
    if (named.length > 0 && !named.includes(value))
      return {
        code: 'call.option-not-asked',
        message: `argument "${name.slice(0, 40)}" is "${value.slice(0, 40)}", and the task names "${named[0]!.slice(0, 40)}"`,
      };
  }
  return undefined;
}

/** The intent's words, lower case, each with whether a negation stands in the three words before it. */
function intentWords(intent: string): readonly { readonly word: string; readonly negated: boolean }[] {
  const words =
    intent
      .slice(0, 2048)
      .toLowerCase()
      .match(/[\p{L}\p{N}']+/gu) ?? [];
  // Each word is tested once; a word is negated when one of the three before it sets things aside.
  const aside = words.map((w) => isNegation(w) || ASIDE.has(w));
  return words.map((word, i) => ({ word, negated: aside[i - 1] === true || aside[i - 2] === true || aside[i - 3] === true }));
}

function names(said: readonly { readonly word: string; readonly negated: boolean }[], option: string): boolean {
  const parts = option
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  if (parts.length === 0 || (parts.length === 1 && (EMPTY.has(parts[0]!) || parts[0]!.length < 4))) return false;
  // Each word of the option, in order, among the intent's words not under a negation.
  let from = 0;
  for (const part of parts) {
    const at = said.findIndex((w, k) => k >= from && !w.negated && (w.word === part || w.word === `${part}s`));
    if (at < 0) return false;
    from = at + 1;
  }
  return true;
}

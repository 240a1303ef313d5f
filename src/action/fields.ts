/**
 * A tool named for a record's field ("order status", `dalab_xaaladda`) that takes that field as a required argument sets it:
 * judged by what its schema takes, not by the noun its name ends in.
 */
import { CLASS } from './classes.ts';
import type { VerbSense } from './lexicon.ts';
import type { ToolSpec } from './types.ts';
import { nameParts } from './words.ts';

/** A record's field a tool may be named for ("order status"): taking it as a required argument, the tool sets it. */
const FIELDS = new Set(['status', 'state', 'stage', 'phase', 'priority', 'visibility']);
export const SETTING: VerbSense = { effect: 'write', cls: CLASS.fileModify, family: 'generic' };

/** The required argument that is the field `last` names (`dalab_xaaladda` taking `xaalad`: an order's status), or undefined. */
export function takenField(spec: ToolSpec, last: string): string | undefined {
  if (!FIELDS.has(last)) return undefined;
  const required = spec.inputSchema?.required;
  if (!Array.isArray(required)) return undefined;
  return required.find((name): name is string => typeof name === 'string' && nameParts(name).operation.join(' ') === last);
}

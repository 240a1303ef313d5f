/**
 * A reading of a tool: the class its words, schema or annotations suggest, and why (src/action/infer.ts).
 * MCP annotations are evidence, not truth: where they contradict the tool's words, the more dangerous reading stands.
 */
import { CLASS } from './classes.ts';
import { resolveWrite } from './objects.ts';
import type { ActionClass, ToolSpec } from './types.ts';
import type { NameParts } from './words.ts';

export interface Reading {
  readonly cls: ActionClass;
  readonly why: string;
  readonly byAnnotations?: boolean;
  /** From a noun, not a verb: the schema may say more. */
  readonly weak?: boolean;
  /** The verb the reading came from. */
  readonly base?: string;
  /** The verb acts on nothing recognised: its class is the verb's default, which the description may correct. */
  readonly unnamed?: boolean;
}

/**
 * The reading once the annotations are heard. `unreadChoices`: the tool's action argument offers choices the tables
 * cannot read as reads ("ekkinisi", "aapne"); a read-only claim does not vouch for what the fence cannot read. `charges`: an
 * argument that takes an amount of money (a read-only claim does not vouch for what a call can charge either).
 */
export function annotationReading(
  spec: ToolSpec,
  reading: Reading | undefined,
  parts: NameParts,
  evidence: string[],
  unreadChoices?: string,
  charges?: string,
): Reading | undefined {
  const hints = spec.annotations;
  if (hints === undefined) return reading;
  const read = reading === undefined || reading.cls === CLASS.read || reading.cls === CLASS.webFetch;
  if (hints.readOnlyHint === true) {
    if (!read) evidence.push(`its annotations claim it is read-only, but ${reading!.why}: the more dangerous reading stands`);
    if (reading === undefined && unreadChoices !== undefined) {
      evidence.push(`its annotations claim it is read-only, but its "${unreadChoices}" offers actions the fence cannot read: not taken on trust`);
      return undefined;
    }
    if (reading === undefined && charges !== undefined) {
      evidence.push(`its annotations claim it is read-only, but its "${charges}" takes an amount of money: not taken on trust`);
      return undefined;
    }
    return reading ?? { cls: CLASS.read, why: 'its annotations declare it read-only (nothing in its words contradicts them)', byAnnotations: true };
  }
  if (hints.readOnlyHint === false || hints.destructiveHint === true) {
    if (!read) return reading;
    const write = resolveWrite('change', { effect: 'write', cls: CLASS.externalApiCall, family: 'generic' }, [parts.operation, parts.context]);
    const said = hints.destructiveHint === true ? 'destructive' : 'not read-only';
    return {
      cls: write.cls,
      why: `its annotations declare it ${said}${reading === undefined ? '' : `, though ${reading.why}`}: taking the more dangerous reading (${write.why})`,
      byAnnotations: true,
    };
  }
  return reading;
}

/**
 * A switch that makes a tool do more (`Alerts.Preview {final: true}`: "when final is true the rendered alert is also queued for
 * delivery to everyone on the list"). The tool reads, or does what its words say, while the switch is off; a call that sets it
 * does what the description says the switch does, and is classed so (src/action/call.ts). Read from the tool's description and
 * the switch's own ("true sends it"): a boolean argument named in a clause of the form "when/if/with <name> is true, …" or "true:
 * …", whose verb (src/action/description.ts, the passive included) is a change.
 */
import { CLASS } from './classes.ts';
import { inferTool } from './infer.ts';
import { rankOf } from './lexicon.ts';
import type { ActionClass, ToolSpec } from './types.ts';
import { escapeRegExp } from '../util/regex.ts';

export interface CommittingFlag {
  /** The boolean argument. */
  readonly name: string;
  /** What a call that sets it does. */
  readonly cls: ActionClass;
  /** A boolean switch, set by `true`; else an argument set by any value given. */
  readonly switch: boolean;
  readonly why: string;
}

const MAX_PROPERTIES = 32;
/** Words that open what an argument does once given ("When set,", "If provided,", "If given"). */
const GIVEN = /(?:when|if|once)\s+(?:it\s+is\s+|this\s+is\s+)?(?:set|given|provided|present|supplied|passed|non-empty)/;

/** A clause's subject before its verb ("the controller stores …", "the system sends …"). */
const SUBJECT = /^\s*(?:the|this|its)\s+[\p{L}-]+\s+(?=\p{L}+s\b)/iu;

/** The boolean argument whose setting the tool's words say makes it change something more than it otherwise does, or undefined. */
export function committingFlag(spec: ToolSpec, base: ActionClass | undefined): CommittingFlag | undefined {
  const properties = (spec.inputSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const description = (spec.description ?? '').slice(0, 1000);
  const listed = (spec.inputSchema as { required?: unknown } | undefined)?.required;
  const required = new Set(Array.isArray(listed) ? listed.slice(0, MAX_PROPERTIES) : []);
  for (const name of Object.keys(properties).slice(0, MAX_PROPERTIES)) {
    const info = properties[name];
    // A required argument is in every call: it switches nothing on.
    if (required.has(name)) continue;
    if (typeof info !== 'object' || info === null) continue;
    const boolean = (info as { type?: unknown }).type === 'boolean';
    const own = String((info as { description?: unknown }).description ?? '').slice(0, 300);
    const n = escapeRegExp(name);
    const clauses = boolean
      ? [
          new RegExp(
            `\\b(?:when|if|with|once)\\s+[\`'"]?${n}[\`'"]?\\s*(?:is\\s+(?:set\\s+(?:to\\s+)?)?|=+\\s*|:\\s*)?(?:true|set|on|yes)\\b[,:]?\\s*([^.;!?]{6,200})`,
            'iu',
          ).exec(description)?.[1],
          /^\s*(?:if\s+|when\s+)?(?:true|set)\b[,:]?\s*([^.;!?]{6,200})/iu.exec(own)?.[1],
        ]
      : // An optional argument of any other kind that does more once given: "`deliver_to` - (Optional) List of e-mail addresses.
        // When set, the rendered report is e-mailed to each of them", or its own "If given, the result is also posted to …".
        // An instrument's syntax names it in angle brackets ("<air_c> NR2, optional …: when present, the controller stores it").
        [
          new RegExp(`[\`'"<]${n}[\`'">][^\\n<\`]{0,160}?\\b${GIVEN.source}[,:]?\\s*([^.;!?\\n]{6,200})`, 'iu').exec(description)?.[1],
          new RegExp(`^[^\\n]{0,160}?\\b${GIVEN.source}[,:]?\\s*([^.;!?]{6,200})`, 'iu').exec(own)?.[1],
        ];
    for (const clause of clauses) {
      if (clause === undefined) continue;
      // "the controller stores it as the room's new setpoint": what the clause's subject does is the call's effect.
      const cls =
        inferTool({ name: 'then', description: clause }).actionClass ??
        inferTool({ name: 'then', description: clause.replace(SUBJECT, '') }).actionClass;
      if (cls === undefined || cls === CLASS.read || (base !== undefined && rankOf(cls) <= rankOf(base))) continue;
      return { name, cls, switch: boolean, why: `the description says that then "${clause.trim().slice(0, 80)}" (${cls})` };
    }
  }
  return undefined;
}

/**
 * How CapFence presents one escalated call to Cedar: the schema policies are validated against,
 * and the translation of a {@link VerificationRequest} into a Cedar request that fits it.
 *
 * ```cedarschema
 * entity Agent;                                       // principal: Agent::"<token subject>"
 * entity Tool { name: String, actionClass: String };  // resource:  Tool::"<tool name>"
 * entity Arguments tags String;                       // the call's arguments: name → value as text
 * type CallContext = {
 *   args: Arguments,                                  // Arguments::"call"
 *   provenance: { intent: Set<String>, toolOutput: Set<String>, unknown: Set<String> },
 *   roles: { intent: Set<String>, toolOutput: Set<String>, unknown: Set<String> },
 *   intent?: String,                                  // absent when unknown
 *   intentEntities: Set<String>,
 *   scope: Set<String>,                               // the token's action classes
 *   scoreBp?: Long,                                   // gate risk in basis points, 0..10000; absent when unscored
 *   effectUncertain?: Bool,                           // present (true) when the call's class is a guess
 *   linkNotAsked?: Bool,                              // present (true) when a message carries a link the user did not give
 *   contradictsIntent?: Bool,                         // present (true) when the call takes an option or an extra the task does not ask for
 *   extraNotAsked?: Bool,                             // present (true) when what it submits carries a priced extra the task does not ask for
 *   valueNotGiven?: Bool,                             // present (true) when it types or submits an address, phone or time other than the task's
 * };
 * action "<class>", ... appliesTo { principal: Agent, resource: Tool, context: CallContext };
 * ```
 *
 * examples/policies/capfence.cedarschema is this schema for the built-in classes.
 *
 * Arguments are entity tags rather than a context record because their names are not known in
 * advance, and strict validation accepts no open records; `provenance` lists argument names by
 * where their value was seen, so a policy can ask "did any value come only from a tool output?".
 * `roles` lists the same by the arguments' roles (recipient, account, url, amount, identifier,
 * path, ... as the fence read them from the tool's schema and words), so a policy can ask "did a
 * recipient come only from a tool output?" without knowing what any tool calls its arguments.
 */
import type { EntityJson, SchemaJson, Type } from '@cedar-policy/cedar-wasm/nodejs';
import { argumentRole } from '../action/roles.ts';
import type { ActionClass } from '../action/types.ts';
import { InputError } from '../errors.ts';
import { canonicalJson } from '../util/canonical.ts';
import { assertJsonWithin, getOwn } from '../util/json.ts';
import type { VerificationRequest } from './verifier.ts';

/** Bounds on what one request may carry into Cedar. Beyond them the verifier denies. */
export interface CedarLimits {
  /** Most arguments one call may have. */
  readonly maxArgs: number;
  /** Longest argument value (as text) or intent, in UTF-16 code units. */
  readonly maxValueChars: number;
  /** Most items in `intentEntities` or `scope`. */
  readonly maxSetItems: number;
  /** All strings of one request together (names, values, intent, sets, tool, principal). */
  readonly maxTotalChars: number;
}

export const DEFAULT_CEDAR_LIMITS: CedarLimits = { maxArgs: 64, maxValueChars: 8_192, maxSetItems: 256, maxTotalChars: 65_536 };

const STRING: Type<string> = { type: 'String' };
const STRING_SET: Type<string> = { type: 'Set', element: STRING };

/** The Cedar schema (JSON form) for agent actions, one action per class in `classes`. */
export function agentSchema(classes: readonly ActionClass[]): SchemaJson<string> {
  const context: Type<string> = {
    type: 'Record',
    attributes: {
      args: { type: 'Entity', name: 'Arguments' },
      provenance: { type: 'Record', attributes: { intent: STRING_SET, toolOutput: STRING_SET, unknown: STRING_SET } },
      roles: { type: 'Record', attributes: { intent: STRING_SET, toolOutput: STRING_SET, unknown: STRING_SET } },
      intent: { ...STRING, required: false },
      intentEntities: STRING_SET,
      readDelegated: STRING_SET,
      scope: STRING_SET,
      scoreBp: { type: 'Long', required: false },
      effectUncertain: { type: 'Boolean', required: false },
      linkNotAsked: { type: 'Boolean', required: false },
      contradictsIntent: { type: 'Boolean', required: false },
      extraNotAsked: { type: 'Boolean', required: false },
      valueNotGiven: { type: 'Boolean', required: false },
    },
  };
  return {
    '': {
      commonTypes: { CallContext: context },
      entityTypes: {
        Agent: {},
        Tool: { shape: { type: 'Record', attributes: { name: STRING, actionClass: STRING } } },
        Arguments: { tags: STRING },
      },
      actions: Object.fromEntries(
        classes.map((id) => [id, { appliesTo: { principalTypes: ['Agent'], resourceTypes: ['Tool'], context: { type: 'CallContext' } } }]),
      ),
    },
  };
}

/** A Cedar request (without policies and schema), ready for `isAuthorized`. */
export interface CedarRequest {
  readonly principal: { readonly type: 'Agent'; readonly id: string };
  readonly action: { readonly type: 'Action'; readonly id: string };
  readonly resource: { readonly type: 'Tool'; readonly id: string };
  readonly context: Record<string, CedarContextValue>;
  readonly entities: EntityJson[];
}

type CedarContextValue = string | number | boolean | string[] | { readonly __entity: { type: string; id: string } } | Record<string, string[]>;

/** Either the request, or why the call cannot be put to Cedar (a phrase without argument values). */
export type BuiltRequest = { readonly ok: true; readonly request: CedarRequest } | { readonly ok: false; readonly problem: string };

const ARGUMENTS_ID = 'call';

/**
 * Translate `request` for Cedar. Argument values become text: strings as they are, other
 * scalars as JSON (`12.5`, `true`, `null`), objects and arrays as canonical JSON (RFC 8785).
 * `undefined` values are left out. Anything over `limits` is refused rather than truncated:
 * a cut value could slip past a `like` pattern that the whole value would match.
 */
export function buildCedarRequest(request: VerificationRequest, limits: CedarLimits): BuiltRequest {
  const { call, principal, actionClass } = request;
  if (typeof call !== 'object' || call === null || typeof call.tool !== 'string') return refuse('the call has no tool name');
  if (typeof principal !== 'string' || typeof actionClass !== 'string') return refuse('the principal or action class is not a string');
  const args: unknown = call.args;
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return refuse('the arguments are not an object');

  let total = call.tool.length + principal.length + actionClass.length;
  const provenance = typeof request.provenance === 'object' && request.provenance !== null ? request.provenance : {};
  const tags: [string, string][] = [];
  const seen = { intent: [] as string[], toolOutput: [] as string[], unknown: [] as string[] };
  const roleSets = { intent: new Set<string>(), toolOutput: new Set<string>(), unknown: new Set<string>() };
  const roles = typeof request.roles === 'object' && request.roles !== null ? request.roles : undefined;
  for (const name in args) {
    if (!Object.prototype.hasOwnProperty.call(args, name)) continue;
    const text = argumentText((args as Record<string, unknown>)[name], limits);
    if (text === undefined) continue;
    if (typeof text !== 'string') return text;
    if (tags.length >= limits.maxArgs) return refuse(`the call has more than ${limits.maxArgs} arguments`);
    total += name.length + text.length;
    if (total > limits.maxTotalChars) return refuse(`the request exceeds ${limits.maxTotalChars} characters`);
    tags.push([name, text]);
    // A name without a recorded origin (or with an unknown one) counts as `unknown`, never as intent.
    // Only an argument the caller marks `free` (no authority: a body, a subject) is in no set.
    const origin = getOwn(provenance as Record<string, unknown>, name);
    if (origin !== 'free') {
      const where = origin === 'intent' ? 'intent' : origin === 'tool-output' ? 'toolOutput' : 'unknown';
      seen[where].push(name);
      // The fence's reading of the argument; a request that carries none (built by hand, or by an
      // older fence) gets the role its name suggests, so a role policy never goes silent.
      const given = roles === undefined ? undefined : getOwn(roles as Record<string, unknown>, name);
      roleSets[where].add(typeof given === 'string' ? given : argumentRole(name, undefined));
    }
  }

  const context: Record<string, CedarContextValue> = {
    args: { __entity: { type: 'Arguments', id: ARGUMENTS_ID } },
    provenance: seen,
    roles: { intent: [...roleSets.intent], toolOutput: [...roleSets.toolOutput], unknown: [...roleSets.unknown] },
  };
  for (const [key, items] of [
    ['intentEntities', request.intentEntities ?? []],
    ['readDelegated', request.readDelegated ?? []],
    ['scope', request.scope],
  ] as const) {
    if (!Array.isArray(items) || items.length > limits.maxSetItems) return refuse(`${key} is not a list of at most ${limits.maxSetItems} strings`);
    for (const item of items as unknown[]) {
      if (typeof item !== 'string') return refuse(`${key} is not a list of strings`);
      total += item.length;
    }
    context[key] = [...(items as string[])];
  }
  if (request.intent !== null && request.intent !== undefined) {
    if (typeof request.intent !== 'string') return refuse('the intent is not a string');
    if (request.intent.length > limits.maxValueChars) return refuse(`the intent exceeds ${limits.maxValueChars} characters`);
    total += request.intent.length;
    context.intent = request.intent;
  }
  if (total > limits.maxTotalChars) return refuse(`the request exceeds ${limits.maxTotalChars} characters`);
  if (request.score !== null && request.score !== undefined) {
    if (typeof request.score !== 'number' || !(request.score >= 0 && request.score <= 1)) return refuse('the score is not a number in [0, 1]');
    context.scoreBp = Math.round(request.score * 10_000);
  }
  if (request.effectUncertain === true) context.effectUncertain = true;
  if (request.linkNotAsked === true) context.linkNotAsked = true;
  if (request.contradictsIntent === true) context.contradictsIntent = true;
  if (request.extraNotAsked === true) context.extraNotAsked = true;
  if (request.valueNotGiven === true) context.valueNotGiven = true;

  return {
    ok: true,
    request: {
      principal: { type: 'Agent', id: principal },
      action: { type: 'Action', id: actionClass },
      resource: { type: 'Tool', id: call.tool },
      context,
      entities: [
        { uid: { type: 'Agent', id: principal }, attrs: {}, parents: [] },
        { uid: { type: 'Tool', id: call.tool }, attrs: { name: call.tool, actionClass }, parents: [] },
        // fromEntries defines own properties: a `__proto__` argument is a tag like any other.
        { uid: { type: 'Arguments', id: ARGUMENTS_ID }, attrs: {}, parents: [], tags: Object.fromEntries(tags) },
      ],
    },
  };
}

type Refusal = { readonly ok: false; readonly problem: string };

function refuse(problem: string): Refusal {
  return { ok: false, problem };
}

/** One argument as text, undefined to leave it out, or a refusal. */
function argumentText(value: unknown, limits: CedarLimits): string | undefined | Refusal {
  let text: string;
  switch (typeof value) {
    case 'undefined':
      return undefined;
    case 'string':
      text = value;
      break;
    case 'boolean':
      text = value ? 'true' : 'false';
      break;
    case 'number':
      if (!Number.isFinite(value)) return refuse('an argument is a non-finite number');
      text = String(value);
      break;
    case 'object':
      if (value === null) return 'null';
      try {
        // Bound the walk before encoding, so a huge structure is refused without being copied.
        assertJsonWithin(value, { maxDepth: 16, maxNodes: limits.maxValueChars, maxStringLength: limits.maxValueChars });
        text = canonicalJson(value);
      } catch (error) {
        return refuse(
          error instanceof InputError && error.code === 'ERR_ARGS_TOO_LARGE'
            ? `an argument exceeds ${limits.maxValueChars} characters`
            : 'an argument is not plain JSON',
        );
      }
      break;
    default:
      return refuse(`an argument is a ${typeof value}`);
  }
  return text.length > limits.maxValueChars ? refuse(`an argument exceeds ${limits.maxValueChars} characters`) : text;
}

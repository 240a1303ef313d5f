/**
 * Step 2 of a decision: the class of this CALL. An ordinary tool's calls all have its class. A
 * generic tool's call is classed by what it does — the element a browser click or keystroke
 * targets on the last page the fence saw, the address a navigation loads, the shell command, the
 * SQL statement, the HTTP method and path, the operation a dispatcher names. A manifest entry is the deployer's word and is not second-guessed.
 */
import { classifyBrowserCall } from './browser/call.ts';
import { choiceCallClass } from './choice.ts';
import { httpCallClass, graphqlCallClass, operationCallClass } from './dispatch.ts';
import { labelRemoves } from './browser/labels.ts';
import { unaskedRecurring } from './browser/recurring.ts';
import { FIELD_ROLES } from './browser/observation.ts';
import type { Observation } from './browser/observation.ts';
import type { CatalogEntry } from './catalog.ts';
import { CLASS } from './classes.ts';
import { addressedTo, paysByValues, sendsByValues } from './sends-by-values.ts';
import { shellClass } from './shell.ts';
import { sqlClass } from './sql.ts';
import type { ActionClass, ArgumentRole, CallClass, Reason, ToolCall } from './types.ts';
import type { CapabilityClaims } from '../capability/claims.ts';
import { checkConstraints } from '../capability/constraints.ts';
import { getOwn } from '../util/json.ts';

export type { CallClass, ResolvedTarget } from './types.ts';
export type { Observation } from './browser/observation.ts';

/**
 * The class of `call` of the tool `entry` describes. `observation` is the last page the session
 * saw (for browser calls). Pure: it reads the call and the observation and changes neither.
 */
export function classifyCall(entry: CatalogEntry, call: ToolCall, observation?: Observation): CallClass {
  const generic = entry.generic;
  if (entry.choice !== undefined && entry.source !== 'manifest') return choiceCallClass(entry, entry.choice, call);
  // A switch the call sets that makes the tool do more ("when final is true … queued for delivery"): what it then does.
  if (entry.flag !== undefined && entry.source !== 'manifest' && flagSet(getOwn(call.args, entry.flag.name), entry.flag.switch))
    return { actionClass: entry.flag.cls, evidence: [`its "${entry.flag.name}" is set, and ${entry.flag.why}`] };
  // Read-only as its annotations claim, yet the call carries people's addresses and a text: it sends (sends-by-values.ts).
  if (claimsReadOnly(entry) && generic === undefined && sendsByValues(call.args))
    return {
      actionClass: CLASS.messageSend,
      evidence: ["its annotations claim it is read-only, but the call carries people's addresses and a text"],
    };
  // A read told where to send what it reads ("get statement" with "email to": an address): what it reads leaves with it.
  const sendsTo = entry.actionClass === CLASS.read && entry.source !== 'manifest' && generic === undefined ? addressedTo(call.args) : undefined;
  if (sendsTo !== undefined)
    return { actionClass: CLASS.messageSend, evidence: [`it reads, and the call tells it to send what it reads to the address in "${sendsTo}"`] };
  // Nothing in its words says what it does: a call that carries a sum and where it goes pays (the more dangerous reading); one
  // that carries people's addresses and a text, and no number or sum, sends a message.
  if (entry.source === 'default' && generic === undefined && entry.choice === undefined) {
    if (paysByValues(call.args))
      return {
        actionClass: CLASS.paymentInitiate,
        evidence: ['nothing in its words says what it does, and the call carries a sum and where it goes'],
        byValues: true,
      };
    if (sendsByValues(call.args, true))
      return {
        actionClass: CLASS.messageSend,
        evidence: ["nothing in its words says what it does, and the call carries people's addresses and a text"],
        byValues: true,
      };
  }
  if (generic === undefined || entry.source === 'manifest') return { actionClass: entry.actionClass, evidence: entry.evidence };
  switch (generic.kind) {
    case 'browser':
      return classifyBrowserCall(generic, call, observation);
    case 'shell': {
      const { cls, why } = shellClass(getOwn(call.args, generic.arg));
      return { actionClass: cls, evidence: [`the command ${why}`] };
    }
    case 'sql': {
      const statement = getOwn(call.args, generic.arg);
      if (typeof statement !== 'string') return { actionClass: entry.actionClass, evidence: ['the statement is not text'] };
      const { cls, why } = sqlClass(statement);
      return { actionClass: cls, evidence: [`the statement ${why}`] };
    }
    case 'http':
      return httpCallClass(entry, generic, call);
    case 'operation':
      return operationCallClass(entry, generic.arg, call);
    case 'graphql':
      return graphqlCallClass(entry, generic.arg, call);
  }
}

/**
 * Why the fence must refuse the call before looking at its scope: the agent's description of the
 * element contradicts the page, or an address the call loads or sends data to (a link's target,
 * the page a form is on) breaks the token's URL constraints for the call's class.
 */
export function callRefusal(classified: CallClass, entry: CatalogEntry, call: ToolCall, leaf: CapabilityClaims): Reason | undefined {
  if (classified.mismatch !== undefined) return { code: 'call.target-mismatch', message: classified.mismatch };
  for (const address of classified.addresses ?? []) {
    const probe = { tool: call.tool, args: { url: address } };
    const violation = checkConstraints(probe, { ...entry, actionClass: classified.actionClass, roles: URL_ROLE }, leaf);
    if (violation !== undefined)
      return {
        code: violation.code,
        message: `the ${classified.target?.url === address ? 'link the call follows' : 'page the call acts on'} is not on a host this capability allows for ${classified.actionClass}`,
      };
  }
  for (const amount of classified.amounts ?? []) {
    const probe = { tool: call.tool, args: { amount } };
    const violation = checkConstraints(probe, { ...entry, actionClass: classified.actionClass, roles: AMOUNT_ROLE }, leaf);
    if (violation !== undefined)
      return { code: violation.code, message: `the price the control names is over what this capability allows for ${classified.actionClass}` };
  }
  if (classified.amounts !== undefined && classified.target !== undefined) {
    const recurring = unaskedRecurring(classified.target.name, leaf.intent);
    if (recurring !== undefined) return { code: 'constraint.recurring-not-asked', message: recurring };
  }
  return undefined;
}

/** A tool classed as a read whose annotations say it is read-only (a claim its calls' values may contradict). */
const claimsReadOnly = (entry: CatalogEntry): boolean =>
  entry.source !== 'manifest' && entry.actionClass === CLASS.read && entry.spec.annotations?.readOnlyHint === true;

const AMOUNT_ROLE: ReadonlyMap<string, ArgumentRole> = new Map([['amount', 'amount']]);

/**
 * The entry a call is judged as: as it is classed ({@link entryForCall}), except that a tool nothing reads, classed by its
 * call's values (`byValues`), keeps its own class where the token grants that one and not the other: the intent asked for that
 * tool.
 */
export function judgedEntry(tool: CatalogEntry, classified: CallClass, grants: ReadonlySet<ActionClass>): CatalogEntry {
  const own = classified.byValues === true && !grants.has(classified.actionClass) && grants.has(tool.actionClass);
  return own ? tool : entryForCall(tool, classified);
}

/**
 * The catalog entry as this call is classed (the same entry when nothing differs from the tool's).
 * A browser tool's annotations speak for all its calls (Playwright MCP marks every action
 * `destructiveHint`, a link's click as much as "Delete account"); where this call's effect was
 * told from its target or its address, whether it takes something away is this call's. Where it
 * could not be told, the tool's annotation stands (the more dangerous reading).
 */
export function entryForCall(entry: CatalogEntry, classified: CallClass): CatalogEntry {
  const hints = entry.spec.annotations;
  const destructive = entry.generic?.kind === 'browser' && classified.uncertain !== true ? callRemoves(classified) : undefined;
  const annotate = destructive !== undefined && hints?.destructiveHint !== destructive;
  if (classified.actionClass === entry.actionClass && !annotate) return entry;
  return {
    ...entry,
    actionClass: classified.actionClass,
    evidence: annotate
      ? [...classified.evidence, destructive ? 'its target takes something away' : 'its target takes nothing away']
      : classified.evidence,
    ...(annotate ? { spec: { ...entry.spec, annotations: { ...hints, destructiveHint: destructive } } } : {}),
  };
}

/** A committing argument is set: a boolean's true, or any other kind given with a value (a list with an item, a non-empty text). */
const flagSet = (value: unknown, switched: boolean): boolean =>
  value === true ||
  (!switched &&
    ((typeof value === 'string' && value.trim() !== '') ||
      (Array.isArray(value) && value.length > 0) ||
      typeof value === 'number' ||
      (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0)));

/**
 * A browser call takes something away when the control it acts on says so ("Remove", "Delete
 * account"). A field's name names what goes in it ("Drop off time"), not a command.
 */
function callRemoves(classified: CallClass): boolean {
  const target = classified.target;
  return target !== undefined && !FIELD_ROLES.has(target.role.toLowerCase()) && (classified.removes === true || labelRemoves(target.name));
}

const URL_ROLE: ReadonlyMap<string, ArgumentRole> = new Map([['url', 'url']]);

/** What a click or keystroke on a page can turn out to do. */
const ON_PAGE: readonly ActionClass[] = [
  CLASS.read,
  CLASS.webFetch,
  CLASS.orderManage,
  CLASS.paymentInitiate,
  CLASS.messageSend,
  CLASS.accountModify,
  CLASS.identityAdmin,
  CLASS.fileModify,
  CLASS.externalApiCall,
];

/**
 * Every class a call of this tool can be classed as: the tool's own for ordinary tools; for a
 * generic tool, what its calls can do (a click can place an order or post a reply). A compiler
 * asks this to know which classes a catalog can use.
 */
export function callClassesOf(entry: CatalogEntry): readonly ActionClass[] {
  const generic = entry.generic;
  if (entry.choice !== undefined && entry.source !== 'manifest') return [CLASS.read, entry.actionClass];
  if (entry.flag !== undefined && entry.source !== 'manifest') return [entry.actionClass, entry.flag.cls];
  if (generic === undefined && claimsReadOnly(entry)) return [CLASS.read, CLASS.messageSend];
  if (generic === undefined || entry.source === 'manifest') return [entry.actionClass];
  switch (generic.kind) {
    case 'shell':
      return [CLASS.read, CLASS.codeExecute];
    case 'sql':
      return [CLASS.read, CLASS.fileModify, CLASS.identityAdmin, CLASS.codeExecute];
    case 'http':
      return [...ON_PAGE, entry.actionClass];
    case 'operation':
    case 'graphql':
      return [...ON_PAGE, entry.actionClass];
    case 'browser':
      switch (generic.action) {
        case 'navigate':
        case 'back':
        case 'forward':
        case 'reload':
        case 'tab':
          return [CLASS.read, CLASS.webFetch];
        case 'read-page':
          return [CLASS.read, CLASS.webFetch, CLASS.fileModify];
        case 'evaluate':
        case 'upload':
          return [entry.actionClass];
        case 'hover':
        case 'scroll':
        case 'wait':
        case 'close':
        case 'answer':
          return [CLASS.read, CLASS.fileModify];
        default:
          return ON_PAGE;
      }
  }
}

/**
 * The gate's feature vector φ(x_t): a fixed layout of bounded numbers (mostly in [0, 1]) built
 * from one proposed call and its session context. See {@link FEATURES} for every feature.
 *
 * Security preconditions: `call.args` is hostile but already checked to be bounded JSON
 * (`assertJsonWithin`); `observed` and `history` are bounded by the caller. Extraction never
 * throws on hostile content, reads arguments by own property only, and always writes finite
 * numbers. Nothing here is keyed to a data set's tool names, task ids or strings.
 */
import { VERBS } from '../action/lexicon.ts';
import { nameParts } from '../action/words.ts';
import type { ArgumentRole, ToolCall, Verdict } from '../action/types.ts';
import { DESTINATION_ROLES } from '../action/roles.ts';
import type { CatalogEntry } from '../action/catalog.ts';
import { CapabilityGraph, type ClassInfo } from '../capability/graph.ts';
import {
  argumentFeatures,
  roleOf,
  G_IMPERATIVE,
  G_INSTRUCTED,
  G_NEAR,
  G_NOWHERE,
  G_ONLY,
  GROUPS,
  groupFeatures,
  toolNamedInOutputs,
} from './arguments.ts';
import { indexText } from './provenance.ts';
import { observedSources, seenOnlyInInstructions } from './lookup.ts';
import type { ValueSources } from './sources.ts';
import { SENSITIVE_ROLES } from './origin.ts';
import { analyzeIntent } from './vocabulary.ts';
import { BUILT_IN_CLASSES } from '../action/classes.ts';
import { UsageError } from '../errors.ts';
import { memoByText } from '../util/memo.ts';

export interface GateInput {
  readonly call: ToolCall;
  readonly entry: CatalogEntry;
  readonly classInfo: ClassInfo;
  /** The user's intent text, '' when unknown. */
  readonly intent: string;
  /**
   * Texts of tool outputs seen earlier in this session, most recent last (bounded by the caller).
   * Read only when `sources` is absent: they are then indexed once per list (cached by identity).
   */
  readonly observed: readonly string[];
  /** Earlier decisions this session (bounded by the caller). */
  readonly history: readonly { readonly actionClass: string; readonly verdict: Verdict }[];
  /** Residual fraction of each ceiling in [0, 1]; null = no ceiling. */
  readonly budget: { readonly calls: number | null; readonly amount: number | null };
  /** Planner uncertainty in [0, 1], if the agent supplies it. */
  readonly uncertainty?: number;
  /**
   * Where the task's values were seen, over whole outputs (src/gate/sources.ts), indexed once when
   * each output was recorded: every output-dependent feature reads it, never the raw texts.
   * Absent: the index of `observed`.
   */
  readonly sources?: ValueSources;
}

/** The built-in graph's classes, in a fixed order (the one-hot of m_t). Other classes go to `class.other`. */
const ONE_HOT_CLASSES = BUILT_IN_CLASSES;

/**
 * Every feature with its meaning, in layout order. Groups: m_t tool metadata, s_t scope and
 * budget, h_t history, u_t uncertainty, p_t intent, κ_t environment and provenance (roles
 * recipient/account/url = target; amount/path/identifier = detail; other = short strings of
 * unclassified arguments), and x_t interactions of side effects with the strongest cues (the
 * model is linear, so "a send whose recipient came from an output" needs its own column).
 */
// prettier-ignore
export const FEATURES: readonly (readonly [name: string, meaning: string])[] = [
  ...ONE_HOT_CLASSES.map((c): [string, string] => [`class.${c}`, `1 when the tool's action class is ${c}`]),
  ['class.other', '1 when the class is not a built-in one'],
  ['tool.sideEffect', '1 when the class changes state'],
  ['tool.external', '1 when the effect leaves the user\'s own data'],
  ['tool.sensitivity', 'class sensitivity / 3'],
  ['tool.sourceDefault', '1 when nothing classified the tool (conservative default class)'],
  ['tool.destructive', '1 when the tool destroys or withdraws something (its name starts with delete, remove, cancel, revoke, … or it is annotated destructive)'],
  ['budget.calls.hasCeiling', '1 when the token caps the number of calls'],
  ['budget.calls.used', '1 - residual fraction of the call ceiling (0 without a ceiling)'],
  ['budget.amount.hasCeiling', '1 when the token caps the total amount'],
  ['budget.amount.used', '1 - residual fraction of the amount ceiling (0 without a ceiling)'],
  ['history.calls', 'earlier calls this session, log-scaled: ln(1+n)/ln(65), capped at 1'],
  ['history.sideEffectCalls', 'earlier side-effecting calls, log-scaled the same way'],
  ['history.denials', 'earlier denied calls, log-scaled the same way'],
  ['history.readBeforeSideEffect', '1 when this call has a side effect and an earlier call was a read'],
  ['uncertainty.value', 'planner uncertainty in [0, 1] (0 when absent)'],
  ['uncertainty.present', '1 when the planner supplied its uncertainty'],
  ['intent.present', '1 when an intent text is known'],
  ['intent.mentionsClass', '1 when the intent uses the vocabulary of the call\'s class'],
  ['intent.requestsChange', '1 when the intent uses a verb asking for a change'],
  ['intent.delegates', '1 when the intent tells the agent to act on instructions in content it reads (a to-do list, a file\'s instructions)'],
  ['env.hasObserved', '1 when earlier tool outputs are available'],
  ['env.instructionSeen', '1 when an earlier output carries instruction-like text aimed at an agent'],
  ['env.toolNamedInOutput', '1 when an earlier output names the tool (an identifier like send_email, or a plain word quoted or followed by "tool") and the intent does not: data steering the choice of tool'],
  ...GROUPS.flatMap(groupFeatures),
  ['x.effect*target.anyOnlyObserved', 'effect × prov.target.anyOnlyObserved'],
  ['x.effect*target.anyNowhere', 'effect × prov.target.anyNowhere'],
  ['x.effect*instructed', 'effect × (any prov.*.instructed)'],
  ['x.effect*nearInstruction', 'effect × (any prov.*.nearInstruction)'],
  ['x.effect*target.nearImperative', 'effect × prov.target.nearImperative'],
  ['x.effect*nearImperative', 'effect × (any prov.*.nearImperative)'],
  ['x.effect*anyOnlyObserved', 'effect × (any prov.*.anyOnlyObserved)'],
  ['x.effect*intentMismatch', 'effect × (1 - intent.mentionsClass), when an intent is known'],
  ['x.effect*noChangeRequested', 'effect × (1 - intent.requestsChange), when an intent is known'],
  ['x.effect*instructionSeen', 'effect × env.instructionSeen'],
  ['x.destructive*notRequested', 'tool.destructive × (1 - the intent asks to delete, remove or cancel something), when an intent is known'],
  ['prov.target.onlyInInstructions', '1 when a recipient, account or URL value was seen in the task\'s outputs only inside records that address the agent (whole outputs, no window: padding does not hide it)'],
  ['x.effect*onlyInInstructions', 'effect × (a sensitive value — target, amount, path, id — seen only inside records that address the agent)'],
];

export const FEATURE_NAMES: readonly string[] = Object.freeze(FEATURES.map(([name]) => name));

const INDEX = new Map(FEATURE_NAMES.map((name, i) => [name, i]));
function at(name: string): number {
  const i = INDEX.get(name);
  if (i === undefined) throw new Error(`feature layout is missing ${name}`);
  return i;
}

const CLASS_SLOT: ReadonlyMap<string, number> = new Map(ONE_HOT_CLASSES.map((c) => [c, at(`class.${c}`)]));
// prettier-ignore
const F = {
  classOther: at('class.other'), sideEffect: at('tool.sideEffect'), external: at('tool.external'), sensitivity: at('tool.sensitivity'), sourceDefault: at('tool.sourceDefault'), destructive: at('tool.destructive'), xDestructive: at('x.destructive*notRequested'),
  callsCeiling: at('budget.calls.hasCeiling'), callsUsed: at('budget.calls.used'), amountCeiling: at('budget.amount.hasCeiling'), amountUsed: at('budget.amount.used'),
  histCalls: at('history.calls'), histSide: at('history.sideEffectCalls'), histDenials: at('history.denials'), readBefore: at('history.readBeforeSideEffect'),
  uncValue: at('uncertainty.value'), uncPresent: at('uncertainty.present'),
  intentPresent: at('intent.present'), intentClass: at('intent.mentionsClass'), intentChange: at('intent.requestsChange'), intentDelegates: at('intent.delegates'),
  hasObserved: at('env.hasObserved'), instructionSeen: at('env.instructionSeen'), toolNamed: at('env.toolNamedInOutput'),
  group: GROUPS.map((g) => at(`prov.${g}.present`)),
  xOnlyObserved: at('x.effect*target.anyOnlyObserved'), xNowhere: at('x.effect*target.anyNowhere'), xInstructed: at('x.effect*instructed'),
  onlyInstr: at('prov.target.onlyInInstructions'), xOnlyInstr: at('x.effect*onlyInInstructions'),
  xNear: at('x.effect*nearInstruction'), xImperative: at('x.effect*target.nearImperative'), xAnyImperative: at('x.effect*nearImperative'), xAnyOnly: at('x.effect*anyOnlyObserved'), xMismatch: at('x.effect*intentMismatch'), xNoChange: at('x.effect*noChangeRequested'), xSeen: at('x.effect*instructionSeen'),
};
const LOG_CAP = Math.log1p(64);

const BUILT_IN = CapabilityGraph.builtIn();
/** Whether each built-in class has side effects, read once (the history loop asks for every item of every decision). */
const SIDE_EFFECT: ReadonlyMap<string, boolean> = new Map(BUILT_IN.classes.map((info) => [info.id, info.sideEffect]));

/**
 * Fill `out` (length `FEATURE_NAMES.length`) with φ(input). Throws RangeError only when `out`
 * has the wrong length (a programming error); never on hostile input.
 */
export function extractFeatures(input: GateInput, out: Float64Array): void {
  if (out.length !== FEATURE_NAMES.length) throw new UsageError('ERR_OUT_OF_RANGE', `out must have length ${FEATURE_NAMES.length}`);
  out.fill(0);
  const { classInfo, entry } = input;
  const side = classInfo.sideEffect === true ? 1 : 0;

  // m_t: tool metadata
  out[CLASS_SLOT.get(entry.actionClass) ?? F.classOther] = 1;
  out[F.sideEffect] = side;
  out[F.external] = classInfo.external === true ? 1 : 0;
  out[F.sensitivity] = unit(classInfo.sensitivity / 3);
  out[F.sourceDefault] = entry.source === 'default' ? 1 : 0;

  // s_t: residual budgets
  const { calls, amount } = input.budget;
  if (typeof calls === 'number' && Number.isFinite(calls)) {
    out[F.callsCeiling] = 1;
    out[F.callsUsed] = 1 - unit(calls);
  }
  if (typeof amount === 'number' && Number.isFinite(amount)) {
    out[F.amountCeiling] = 1;
    out[F.amountUsed] = 1 - unit(amount);
  }

  // h_t: history
  let sideCalls = 0,
    denials = 0,
    reads = 0;
  for (const h of input.history) {
    if (isSideEffect(h.actionClass)) sideCalls++;
    else reads++;
    if (h.verdict === 'deny') denials++;
  }
  out[F.histCalls] = logCount(input.history.length);
  out[F.histSide] = logCount(sideCalls);
  out[F.histDenials] = logCount(denials);
  out[F.readBefore] = side === 1 && reads > 0 ? 1 : 0;

  // u_t: planner uncertainty
  if (typeof input.uncertainty === 'number' && Number.isFinite(input.uncertainty)) {
    out[F.uncValue] = unit(input.uncertainty);
    out[F.uncPresent] = 1;
  }

  // p_t: intent
  const intentText = typeof input.intent === 'string' ? input.intent : '';
  const intent = analyzeIntent(intentText);
  if (intent.present) {
    out[F.intentPresent] = 1;
    out[F.intentClass] = intent.classes.has(entry.actionClass) ? 1 : 0;
    out[F.intentChange] = intent.requestsChange ? 1 : 0;
    out[F.intentDelegates] = intent.delegates ? 1 : 0;
  }

  // κ_t: environment
  // Every output was indexed once, when recorded: nothing here reads an output's text.
  const sources = input.sources ?? observedSources(Array.isArray(input.observed) ? input.observed : undefined);
  out[F.hasObserved] = sources.outputs > 0 ? 1 : 0;
  out[F.instructionSeen] = sources.instructedOutputs > 0 ? 1 : 0;
  // The intent is indexed once per text (a bounded cache), not per decision.
  const intentIndex = intentText.length > 0 ? indexText(intentText) : undefined;
  out[F.toolNamed] = toolNamedInOutputs(input.call.tool, intentIndex, sources) ? 1 : 0;
  argumentFeatures(input.call, input.entry, intentIndex, sources, out, F.group);

  // x_t: interactions with the call's effect (a state change, or data leaving the user's hands)
  // A call classed as a read (a controller's "status", a SELECT) destroys nothing, whatever else its tool can do.
  const destructive = (side === 1 || classInfo.external === true) && isDestructive(entry);
  out[F.destructive] = destructive ? 1 : 0;
  if (destructive && intent.present && !intent.requestsRemoval) out[F.xDestructive] = 1;
  if (side === 1 || classInfo.external === true) {
    const t = F.group[0]!;
    out[F.xOnlyObserved] = out[t + G_ONLY]!;
    out[F.xNowhere] = out[t + G_NOWHERE]!;
    out[F.xImperative] = out[t + G_IMPERATIVE]!;
    for (const g of F.group) {
      if (out[g + G_INSTRUCTED] === 1) out[F.xInstructed] = 1;
      if (out[g + G_NEAR] === 1) out[F.xNear] = 1;
      if (out[g + G_IMPERATIVE] === 1) out[F.xAnyImperative] = 1;
      if (out[g + G_ONLY] === 1) out[F.xAnyOnly] = 1;
    }
    if (intent.present) {
      out[F.xMismatch] = 1 - out[F.intentClass]!;
      out[F.xNoChange] = 1 - out[F.intentChange]!;
    }
    out[F.xSeen] = out[F.instructionSeen]!;
  }

  // κ_t over whole outputs: values the task saw only inside instructions addressed to the agent
  {
    const only = onlyInInstructions(input.call, entry, sources);
    out[F.onlyInstr] = (only & ONLY_TARGET) !== 0 ? 1 : 0;
    if ((only & ONLY_ANY) !== 0 && (side === 1 || classInfo.external === true)) out[F.xOnlyInstr] = 1;
  }
}

const ONLY_ANY = 1;
const ONLY_TARGET = 2;

/**
 * Whether a sensitive value of `call` was seen only inside instruction records: {@link ONLY_ANY}
 * for any one, and {@link ONLY_TARGET} too for a target one. Reads own properties only.
 */
function onlyInInstructions(call: ToolCall, entry: CatalogEntry, sources: ValueSources): number {
  let found = 0;
  if (typeof call.args !== 'object' || call.args === null) return found;
  for (const name of Object.keys(call.args)) {
    const role = entry.roles.get(name) ?? roleOf(name);
    if (!SENSITIVE_ROLES.has(role)) continue;
    const raw = call.args[name];
    // A list's items, or the one value (no array made for it).
    const items = Array.isArray(raw) ? (raw as unknown[]) : undefined;
    const n = items === undefined ? 1 : items.length;
    for (let i = 0; i < n; i++) {
      const item = items === undefined ? raw : items[i];
      if ((typeof item !== 'string' && typeof item !== 'number') || !seenOnlyInInstructions(sources, item)) continue;
      found |= ONLY_ANY;
      if (DESTINATION_ROLES.has(role as ArgumentRole)) found |= ONLY_TARGET;
    }
  }
  return found;
}

/** Verbs that destroy or withdraw, as the first word of a tool's name. */
// prettier-ignore
const DESTRUCTIVE_VERBS: ReadonlySet<string> = new Set(['delete', 'remove', 'erase', 'drop', 'purge', 'wipe', 'destroy', 'revoke', 'cancel', 'unsubscribe', 'kick', 'ban', 'clear', 'reset', 'uninstall', 'terminate', 'disable']);
const destructiveCache = new WeakMap<CatalogEntry, boolean>();

/**
 * A destructive verb among the words of the operation a name names, wherever namespaces put it
 * (`delete_file`, `cloud_delete_bucket`, `crm.contacts.delete`, `VaultPurge`); a name that opens
 * with a reading verb reads about such things (`get_delete_status`). Inflected words are nouns or
 * states (`list_deleted_items`), not the tool's action.
 */
const destroysByName = memoByText(destroysByNameRead, { entries: 4096, maxKeyChars: 256 });
function destroysByNameRead(name: string): boolean {
  const operation = nameParts(name).operation;
  if (VERBS.get(operation[0] ?? '')?.effect === 'read') return false;
  return operation.some((w) => DESTRUCTIVE_VERBS.has(w));
}

export function isDestructive(entry: CatalogEntry): boolean {
  let known = destructiveCache.get(entry);
  if (known === undefined) {
    known = entry.spec.annotations?.destructiveHint === true || destroysByName(entry.spec.name);
    destructiveCache.set(entry, known);
  }
  return known;
}

/** Side-effecting unless a built-in read class: a deployer's custom class counts as a side effect. */
function isSideEffect(actionClass: string): boolean {
  return SIDE_EFFECT.get(actionClass) ?? true;
}

function unit(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}

function logCount(n: number): number {
  if (n === 0) return 0;
  return Math.min(1, Math.log1p(n) / LOG_CAP);
}

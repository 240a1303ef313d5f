/**
 * Look-ups in a task's value index (src/gate/sources.ts) for the gate and the verifiers, and the
 * index of plain output texts a caller passes without a session (built once per list).
 */
import { IN_INSTRUCTED_OUTPUT, NEAR_CUE, NEAR_ORDER, UNKNOWN_PRODUCER, ValueSources } from './sources.ts';
import { valueKeys } from './value-keys.ts';

/** Whether `value` was seen in the index only inside records that address the agent (never as data). */
export function seenOnlyInInstructions(sources: ValueSources, value: unknown): boolean {
  // An empty index holds no value: no keys to cut (a call without outputs, the common case).
  if (sources.size === 0) return false;
  const keys = valueKeys(value);
  if (keys === undefined) return false;
  for (const key of keys.any) {
    const source = sources.get(key);
    if (source !== undefined) return (source.instructed || source.mixed) && source.producers.length === 0;
  }
  return false;
}

/** Flag of {@link seenFlags}: the value was seen in an output. */
export const SEEN = 8;

/**
 * Where `value` was seen, for the gate: 0 when in no output (or not comparable), else
 * {@link SEEN} with the value's flags ({@link IN_INSTRUCTED_OUTPUT}, {@link NEAR_CUE},
 * {@link NEAR_ORDER}). One value under its keys, most specific first (a whole URL before its
 * host): the first seen decides. Several words: each must have been seen, and a flag holds when
 * it holds for every word. A few map reads, whatever the outputs' length.
 */
export function seenFlags(sources: ValueSources, value: unknown): number {
  if (sources.size === 0) return 0;
  const keys = valueKeys(value);
  if (keys === undefined) return 0;
  for (const key of keys.any) {
    const flags = sources.flags(key);
    if (flags !== undefined) return SEEN | flags;
  }
  if (keys.all.length === 0) return 0;
  let flags = SEEN | IN_INSTRUCTED_OUTPUT | NEAR_CUE | NEAR_ORDER;
  for (const key of keys.all) {
    const held = sources.flags(key);
    if (held === undefined) return 0;
    flags &= SEEN | held;
  }
  return flags;
}

const transient = new WeakMap<readonly string[], { readonly sources: ValueSources; readonly length: number; readonly last: string | undefined }>();
const NO_OUTPUTS: readonly string[] = Object.freeze([]);
/** The sources of {@link NO_OUTPUTS}, made once. */
let noOutputs: ValueSources | undefined;

/**
 * The sources of outputs a caller passes as plain texts (a decision without a session): indexed
 * once per list, as outputs the caller vouches for without naming their calls' classes, so they
 * satisfy `from: 'read'` but no `read:<class>`. A list that grew (same array, its earlier last
 * element in place) has only its new texts indexed; one changed otherwise is indexed afresh.
 */
export function observedSources(observed: readonly string[] = NO_OUTPUTS): ValueSources {
  // No list (a decision without outputs, asked twice per decision): its sources without a look-up.
  if (observed === NO_OUTPUTS) return (noOutputs ??= new ValueSources());
  const held = transient.get(observed);
  const n = observed.length;
  if (held !== undefined && held.length === n && held.last === observed[n - 1]) return held.sources;
  const grew = held !== undefined && held.length < n && held.length > 0 && observed[held.length - 1] === held.last;
  const sources = grew ? held.sources : new ValueSources();
  for (let i = grew ? held.length : 0; i < n; i++) {
    const text = observed[i];
    if (typeof text === 'string' && text.length > 0) sources.record(text, UNKNOWN_PRODUCER);
  }
  transient.set(observed, { sources, length: n, last: observed[n - 1] });
  return sources;
}

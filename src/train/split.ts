/**
 * A seeded split by group (user task), stratified: within each stratum the sorted group keys are
 * shuffled with a seeded generator and the first round(fraction · n) go to the held-out split.
 * Calls never cross the split: every call of a held-out user task is held out.
 */
import { UsageError } from '../errors.ts';

/** mulberry32: a small, fast, seedable 32-bit generator; uniform floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  if (!Number.isSafeInteger(seed)) throw new UsageError('ERR_OUT_OF_RANGE', 'seed must be an integer');
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates shuffle of a copy of `items`. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The held-out groups: `fraction` of each stratum's groups, chosen by `seed`. */
export function holdoutGroups(members: readonly { readonly group: string; readonly stratum: string }[], fraction: number, seed: number): Set<string> {
  if (!(fraction > 0 && fraction < 1)) throw new UsageError('ERR_OUT_OF_RANGE', 'fraction must be in (0, 1)');
  const byStratum = new Map<string, Set<string>>();
  for (const { group, stratum } of members) {
    const set = byStratum.get(stratum) ?? new Set<string>();
    set.add(group);
    byStratum.set(stratum, set);
  }
  const random = seededRandom(seed);
  const held = new Set<string>();
  for (const stratum of [...byStratum.keys()].sort()) {
    const groups = [...byStratum.get(stratum)!].sort();
    for (const g of shuffled(groups, random).slice(0, Math.round(fraction * groups.length))) held.add(g);
  }
  return held;
}

/**
 * Amounts the user asked the agent to work out ("refund half of it", "30% of their quote", "the 3
 * lessons she didn't use", "42.5 kg at the coop rate"): the number in the call was seen nowhere,
 * but it is a number that was seen (in an allowed read) times a factor the intent states. Such an
 * amount comes from what the task read as much as a copied one does, and a `from: read`
 * requirement accepts it. Only the factors the intent itself gives count: its numbers, its
 * percentages (of and off), and the everyday fractions (half, a third, a quarter, double, twice).
 * Sums of several seen numbers are not searched (their count grows with every pair).
 *
 * An attacker gains nothing here that `from: read` does not already give: the seen number itself
 * passes that requirement, and bounds on the amount (a maximum, a currency) are checked apart.
 */

// esbuild (the bench bundles, tsx) writes a `\p{…}` regular expression literal as `new RegExp(…)` where it
// stands: inside a function it would be compiled again on every call.
const LETTERS = /\p{L}+/gu;

/** Intent characters read for factors. */
const MAX_INTENT = 4096;
/** Factors tried per amount. */
const MAX_FACTORS = 24;
/** Larger numbers are ids, years and amounts, not counts or rates to multiply by. */
const MAX_FACTOR = 1000;

const NUMBER = /(?<![\p{L}\d.,])(\d{1,9}(?:[.,]\d{1,3})?)(\s?(?:%|percent\b|per\s?cent\b|pct\b))?/giu;
// prettier-ignore
const WORDS: Readonly<Record<string, number>> = {
  half: 0.5, halve: 0.5, third: 1 / 3, quarter: 0.25, double: 2, twice: 2, triple: 3,
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};

/** The factors the intent states, as multipliers (a percentage `p` gives `p/100` and `1 - p/100`). */
export function intentFactors(intent: string): number[] {
  const text = intent.slice(0, MAX_INTENT);
  const out = new Set<number>();
  for (const m of text.matchAll(NUMBER)) {
    const raw = m[1]!;
    // "42,5" is a decimal comma; "1,250" groups thousands.
    const n = Number(/,\d{3}$/.test(raw) ? raw.replace(',', '') : raw.replace(',', '.'));
    if (!Number.isFinite(n) || n === 0 || n > MAX_FACTOR) continue;
    if (m[2] !== undefined) {
      out.add(n / 100);
      if (n < 100) out.add(1 - n / 100);
    } else out.add(n);
    if (out.size >= MAX_FACTORS) break;
  }
  for (const w of text.toLowerCase().match(LETTERS) ?? []) {
    const k = WORDS[w];
    if (k !== undefined) out.add(k);
  }
  out.delete(1);
  return [...out].slice(0, MAX_FACTORS);
}

/**
 * `amount` is a seen number times a factor of the intent: `seen` tells whether a number was seen
 * where the requirement accepts it. Candidates are rounded to cents, as amounts are written.
 */
export function derivedAmount(amount: number, intent: string, seen: (n: number) => boolean): boolean {
  if (!Number.isFinite(amount) || amount <= 0) return false;
  for (const k of intentFactors(intent)) {
    const base = Math.round((amount / k) * 100) / 100;
    // The product of the rounded base must give the amount back to the cent.
    if (base > 0 && Math.abs(base * k - amount) < 0.01 && seen(base)) return true;
  }
  return false;
}

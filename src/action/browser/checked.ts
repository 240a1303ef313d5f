/**
 * What a commit submits that the agent never chose: a radio button the page left checked. A form whose group of priced
 * options ("Tip your courier": $2 · $3 · $5 (most popular)) is submitted with one checked whose price the task does not name,
 * dearer than another option that carries the very amount the task names ("tip $3"), submits a choice the task did not make.
 */
import { formOf } from './effect.ts';
import { listedOptions } from './options.ts';
import { labelPrices } from './prices.ts';
import type { PageSnapshot } from './snapshot.ts';

/** Nodes of a form read at most. */
const MAX_SCAN = 600;
/** Characters of the intent read for amounts. */
const MAX_INTENT = 4096;

/** The amounts of money the intent names (each sentence read as a label is: "$3", "3 €", "₹300"). */
function namedAmounts(intent: string): Set<number> {
  const out = new Set<number>();
  // Split at stops and commas that end a phrase, never inside a number ("16.000 kr", "1,250").
  for (const piece of intent.slice(0, MAX_INTENT).split(/[!?;\n।。]+|[.,](?=\s|$)/u)) for (const p of labelPrices(piece)) if (p > 0) out.add(p);
  return out;
}

/**
 * Why the commit at `target` submits a checked option the task did not choose (see the module comment), or undefined.
 */
export function checkedNotNamed(page: PageSnapshot, target: number, intent: string): string | undefined {
  const asked = namedAmounts(intent);
  if (asked.size === 0) return undefined;
  // The commit's form (effect.ts), else the whole page.
  const form = formOf(page, target) ?? -1;
  const from = form + 1;
  const to = Math.min(form < 0 ? page.nodes.length : page.nodes[form]!.end, from + MAX_SCAN);
  for (let i = from; i < to; i++) {
    const node = page.nodes[i]!;
    if (node.role.toLowerCase() !== 'radio' || node.props.checked !== 'true') continue;
    const own = labelPrices(node.name);
    if (own.length === 0 || own.some((p) => asked.has(p))) continue;
    // Only a dearer one than the option the task names: an amount the task names may be its ceiling ("up to $60"), and a
    // cheaper choice stays within it.
    const named = (listedOptions(page, i, false) ?? []).find(
      (o) => o !== node.name && labelPrices(o).some((p) => asked.has(p) && Math.max(...own) > p),
    );
    if (named !== undefined) return `the form it submits has "${node.name.slice(0, 40)}" chosen, and the task names "${named.slice(0, 40)}"`;
  }
  return undefined;
}

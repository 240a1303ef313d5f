/**
 * The options a choice on a page picks among: a select's options, or the radio buttons of a radio
 * button's group (its radiogroup, else the nearest part of the page holding another radio button).
 */
import type { PageSnapshot } from './snapshot.ts';

/** Nodes of a group read at most. */
const MAX_SCAN = 400;

/** The labels of the options the element at `index` chooses among (`select`: its own options; a click: its radio group's), or undefined. */
export function listedOptions(page: PageSnapshot, index: number, select: boolean): string[] | undefined {
  const radio = !select && page.nodes[index]!.role.toLowerCase() === 'radio';
  const group = select ? index : radio ? radioGroupOf(page, index) : undefined;
  if (group === undefined) return undefined;
  const role = select ? 'option' : 'radio';
  const options: string[] = [];
  for (let i = group + 1; i < Math.min(page.nodes[group]!.end, group + MAX_SCAN); i++)
    if (page.nodes[i]!.role.toLowerCase() === role) options.push(page.nodes[i]!.name);
  return options;
}

function radioGroupOf(page: PageSnapshot, index: number): number | undefined {
  let at = page.nodes[index]!.parent;
  for (let hops = 0; at >= 0 && hops < 6; hops++, at = page.nodes[at]!.parent) {
    const node = page.nodes[at]!;
    if (node.role.toLowerCase() === 'radiogroup') return at;
    let radios = 0;
    for (let i = at + 1; i < Math.min(node.end, at + MAX_SCAN) && radios < 2; i++) if (page.nodes[i]!.role.toLowerCase() === 'radio') radios++;
    if (radios >= 2) return at;
  }
  return undefined;
}

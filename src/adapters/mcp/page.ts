/**
 * Before the fence judges a click or keystroke it must see the page the element is on. An agent
 * reads pages through the gateway, so the session usually has the page; but @playwright/mcp
 * (0.0.83) answers a navigation or click with a link to a snapshot file, not the tree, so after
 * the browser moves the session's page is stale. Then the gateway takes a snapshot itself, with
 * the same server's own snapshot tool, and shows it to the session only (the agent does not see
 * it). If that fails, the call is judged without a page (its effect is uncertain: escalated).
 */
import type { CatalogEntry } from '../../action/catalog.ts';
import { isStale } from '../../action/browser/observation.ts';
import type { FenceSession } from '../../session.ts';
import { getOwn } from '../../util/json.ts';
import { nameParts } from '../../action/words.ts';
import { resultText } from './results.ts';
import type { ToolTable } from './tools.ts';

/** Browser actions judged by their target element. */
const ON_ELEMENTS = new Set(['click', 'type', 'select', 'press', 'fill-form', 'drag', 'op', 'hover']);
/** How long the gateway waits for its own snapshot. */
const SNAPSHOT_TIMEOUT_MS = 15_000;

export async function refreshPage(
  tools: ToolTable,
  session: FenceSession,
  name: string,
  args: Record<string, unknown>,
  signal: AbortSignal,
): Promise<void> {
  const entry = tools.entry(name);
  if (entry?.generic?.kind !== 'browser' || !ON_ELEMENTS.has(entry.generic.action)) return;
  const observation = session.observation;
  const target = getOwn(args, entry.generic.args.target ?? '');
  const known = observation.page !== undefined && (typeof target !== 'string' || observation.page.byRef.has(target));
  if (known && !isStale(observation)) return;
  const route = tools.route(name);
  const snapshot = route === undefined ? undefined : snapshotTool(tools, route.downstream.name);
  if (route === undefined || snapshot === undefined) return;
  try {
    const result = await route.downstream.call(snapshot, {}, { signal, timeoutMs: SNAPSHOT_TIMEOUT_MS });
    if (result.isError !== true) session.observe(resultText(result));
  } catch {
    // No snapshot: the call is judged without the page, which escalates it; nothing is assumed.
  }
}

/**
 * The server's page-snapshot tool, by its shape: a browser page reader that needs no argument,
 * named for a snapshot of the page, and not a search within one (`browser_find`).
 */
function snapshotTool(tools: ToolTable, server: string): string | undefined {
  let best: { name: string; score: number } | undefined;
  for (const listed of tools.tools) {
    const route = tools.route(listed.name);
    const entry: CatalogEntry | undefined = tools.entry(listed.name);
    if (route?.downstream.name !== server || entry?.generic?.kind !== 'browser' || entry.generic.action !== 'read-page') continue;
    if ((entry.spec.inputSchema?.required ?? []).length > 0) continue;
    const named = nameParts(entry.spec.name).operation;
    const score =
      (named.some((w) => w === 'snapshot' || w === 'accessibility') ? 2 : 0) +
      (/\b(snapshot|accessibility tree)\b/i.test(entry.spec.description ?? '') ? 1 : 0) -
      (named.some((w) => SEARCHING.has(w)) ? 3 : 0);
    if (score > 0 && (best === undefined || score > best.score)) best = { name: route.name, score };
  }
  return best?.name;
}

const SEARCHING = new Set(['find', 'search', 'query', 'wait', 'grep']);

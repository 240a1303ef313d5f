/**
 * Which classes a deployment's tools can perform, so a token grants none that no tool could use. A read needs no tool of its
 * own. Generic tools (browser actions, shell, SQL, raw HTTP) are classed per call, by what the call does: a catalog with one,
 * or a browsing deployment, can do what any class does. A tool whose words say nothing the fence reads is classed by its
 * call's values (src/action/call.ts): it may pay or send a message.
 */
import type { ToolCatalog } from '../../action/catalog.ts';
import { CLASS } from '../../action/classes.ts';
import type { ActionClass } from '../../action/types.ts';

/** Classes a call of a tool nothing reads may take by its values. */
const BY_VALUES: ReadonlySet<ActionClass> = new Set([CLASS.paymentInitiate, CLASS.messageSend]);

/** Whether some tool of `catalog` (on a deployment with `sites` or none) can perform a class. */
export function catalogReach(catalog: ToolCatalog, sites: readonly string[]): (cls: ActionClass) => boolean {
  const classes = new Set(catalog.entries.map((e) => e.actionClass));
  const generic = catalog.entries.some((e) => e.generic !== undefined);
  const unread = catalog.entries.some((e) => e.source === 'default');
  return (cls) => generic || sites.length > 0 || cls === CLASS.read || classes.size === 0 || classes.has(cls) || (unread && BY_VALUES.has(cls));
}

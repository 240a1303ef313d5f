/**
 * The capability graph C = (V, E) of the paper's §4.1: vertices are permission-bearing action
 * classes, edges are `implies` (holding `file-modify` grants `read-only-retrieval`).
 *
 * The built-in classes cover what agents really do; deployers extend them from a config file
 * with {@link CapabilityGraph.extend}. Cycles and unknown classes are {@link ConfigError}s.
 */
import type { ActionClass } from '../action/types.ts';
import { ConfigError } from '../errors.ts';
import { getOwn, readJsonFile } from '../util/json.ts';
import { CLASS } from '../action/classes.ts';

/** What a class means for risk: used by the catalog, the gate's features and the bounds check. */
export interface ClassInfo {
  readonly id: ActionClass;
  readonly description: string;
  /** True when the class changes state somewhere (anything but a pure read). */
  readonly sideEffect: boolean;
  /** True when the effect leaves the user's own data (messages, payments, network calls). */
  readonly external: boolean;
  /** Ordinal sensitivity, 0 (harmless) .. 3 (moves money or authority). */
  readonly sensitivity: 0 | 1 | 2 | 3;
  /** Classes this one implies (holding this grants those). */
  readonly implies: readonly ActionClass[];
}

// prettier-ignore
const BUILT_IN: readonly ClassInfo[] = [
  { id: CLASS.read, description: 'reads data without changing anything', sideEffect: false, external: false, sensitivity: 0, implies: [] },
  { id: CLASS.webFetch, description: 'retrieves a resource from the open network (may leak data through the URL)', sideEffect: false, external: true, sensitivity: 1, implies: [] },
  { id: CLASS.calendarWrite, description: 'creates, changes or cancels calendar events and invitations', sideEffect: true, external: true, sensitivity: 1, implies: [CLASS.read] },
  { id: CLASS.fileModify, description: 'creates, changes, shares or deletes files and documents', sideEffect: true, external: false, sensitivity: 2, implies: [CLASS.read] },
  { id: CLASS.messageSend, description: 'sends e-mail, chat or other messages to people', sideEffect: true, external: true, sensitivity: 2, implies: [CLASS.read] },
  { id: CLASS.orderManage, description: 'places, changes, cancels, returns or exchanges orders and bookings', sideEffect: true, external: true, sensitivity: 2, implies: [CLASS.read] },
  { id: CLASS.accountModify, description: 'changes a user profile, address or settings', sideEffect: true, external: false, sensitivity: 2, implies: [CLASS.read] },
  { id: CLASS.externalApiCall, description: 'calls a third-party service with side effects', sideEffect: true, external: true, sensitivity: 2, implies: [CLASS.webFetch] },
  { id: CLASS.paymentInitiate, description: 'moves money: transfers, payments, scheduled transactions', sideEffect: true, external: true, sensitivity: 3, implies: [CLASS.read] },
  { id: CLASS.identityAdmin, description: 'changes credentials, passwords, memberships or permissions', sideEffect: true, external: true, sensitivity: 3, implies: [CLASS.accountModify] },
  { id: CLASS.codeExecute, description: 'runs code or shell commands', sideEffect: true, external: true, sensitivity: 3, implies: [] },
];

/** The most conservative class: what an unclassifiable tool is treated as. */
export const MOST_CONSERVATIVE_CLASS: ActionClass = CLASS.externalApiCall;

const CLASS_ID = /^[a-z][a-z0-9-]{0,63}$/;

export class CapabilityGraph {
  readonly #classes: ReadonlyMap<ActionClass, ClassInfo>;
  /** For each class, every class it grants (itself included), transitively. */
  readonly #closure: ReadonlyMap<ActionClass, ReadonlySet<ActionClass>>;

  private constructor(classes: ReadonlyMap<ActionClass, ClassInfo>, source?: string) {
    for (const info of classes.values()) {
      for (const target of info.implies) {
        if (!classes.has(target)) throw new ConfigError('ERR_GRAPH_UNKNOWN_CLASS', `class "${info.id}" implies unknown class "${target}"`, source);
      }
    }
    this.#classes = classes;
    this.#closure = closeImplications(classes, source);
  }

  /** The built-in graph. */
  static builtIn(): CapabilityGraph {
    return new CapabilityGraph(new Map(BUILT_IN.map((info) => [info.id, info])));
  }

  /**
   * A new graph with `extra` classes added (or built-ins redefined). `source` names the file in errors.
   * Input shape: `{ "classes": [{ "id", "description"?, "sideEffect", "external", "sensitivity", "implies"? }] }`.
   */
  extend(extra: unknown, source = 'graph config'): CapabilityGraph {
    const merged = new Map(this.#classes);
    for (const info of parseClasses(extra, source)) merged.set(info.id, info);
    return new CapabilityGraph(merged, source);
  }

  /** Load a graph extension file (JSON) over the built-in graph. */
  static fromFile(path: string): CapabilityGraph {
    return CapabilityGraph.builtIn().extend(readJsonFile(path, 'graph file'), path);
  }

  has(id: string): boolean {
    return this.#classes.has(id);
  }

  info(id: ActionClass): ClassInfo {
    const info = this.#classes.get(id);
    if (info === undefined) throw new ConfigError('ERR_GRAPH_UNKNOWN_CLASS', `unknown action class "${id}"`);
    return info;
  }

  get classes(): readonly ClassInfo[] {
    return [...this.#classes.values()];
  }

  /** Every class granted by holding `id` (itself included). */
  grants(id: ActionClass): ReadonlySet<ActionClass> {
    const set = this.#closure.get(id);
    if (set === undefined) throw new ConfigError('ERR_GRAPH_UNKNOWN_CLASS', `unknown action class "${id}"`);
    return set;
  }

  /** The set of classes a scope grants after implication. Unknown classes are an error. */
  expand(scope: readonly ActionClass[]): Set<ActionClass> {
    const out = new Set<ActionClass>();
    for (const id of scope) for (const granted of this.grants(id)) out.add(granted);
    return out;
  }

  /** Throw unless every class in `scope` is a vertex of this graph. */
  assertKnown(scope: readonly string[], source?: string): void {
    for (const id of scope) {
      if (!this.#classes.has(id)) throw new ConfigError('ERR_GRAPH_UNKNOWN_CLASS', `unknown action class "${id}"`, source);
    }
  }
}

function closeImplications(classes: ReadonlyMap<ActionClass, ClassInfo>, source?: string): Map<ActionClass, Set<ActionClass>> {
  const closure = new Map<ActionClass, Set<ActionClass>>();
  const visiting = new Set<ActionClass>();
  const visit = (id: ActionClass, path: ActionClass[]): Set<ActionClass> => {
    const done = closure.get(id);
    if (done !== undefined) return done;
    if (visiting.has(id)) throw new ConfigError('ERR_GRAPH_CYCLE', `implies edges form a cycle: ${[...path, id].join(' -> ')}`, source);
    visiting.add(id);
    const set = new Set<ActionClass>([id]);
    for (const target of classes.get(id)?.implies ?? []) for (const granted of visit(target, [...path, id])) set.add(granted);
    visiting.delete(id);
    closure.set(id, set);
    return set;
  };
  for (const id of classes.keys()) visit(id, []);
  return closure;
}

function parseClasses(input: unknown, source: string): ClassInfo[] {
  const list = typeof input === 'object' && input !== null ? getOwn(input as Record<string, unknown>, 'classes') : undefined;
  if (!Array.isArray(list)) throw new ConfigError('ERR_CONFIG_INVALID', 'expected an object with a "classes" array', source);
  return list.map((raw: unknown, index): ClassInfo => {
    const where = `classes[${index}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new ConfigError('ERR_CONFIG_INVALID', `${where} must be an object`, source);
    const field = (name: string): unknown => getOwn(raw as Record<string, unknown>, name);
    const id = field('id');
    if (typeof id !== 'string' || !CLASS_ID.test(id)) throw new ConfigError('ERR_CONFIG_INVALID', `${where}.id must match ${CLASS_ID}`, source);
    const sideEffect = field('sideEffect');
    const external = field('external');
    const sensitivity = field('sensitivity');
    const implies = field('implies') ?? [];
    const description = field('description') ?? '';
    if (typeof sideEffect !== 'boolean') throw new ConfigError('ERR_CONFIG_INVALID', `${where}.sideEffect must be a boolean`, source);
    if (typeof external !== 'boolean') throw new ConfigError('ERR_CONFIG_INVALID', `${where}.external must be a boolean`, source);
    if (sensitivity !== 0 && sensitivity !== 1 && sensitivity !== 2 && sensitivity !== 3)
      throw new ConfigError('ERR_CONFIG_INVALID', `${where}.sensitivity must be 0, 1, 2 or 3`, source);
    if (!Array.isArray(implies) || !implies.every((x): x is string => typeof x === 'string'))
      throw new ConfigError('ERR_CONFIG_INVALID', `${where}.implies must be an array of class ids`, source);
    if (typeof description !== 'string') throw new ConfigError('ERR_CONFIG_INVALID', `${where}.description must be a string`, source);
    return { id, description, sideEffect, external, sensitivity, implies };
  });
}

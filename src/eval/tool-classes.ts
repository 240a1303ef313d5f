/**
 * How well the tool classifier (src/action/infer.ts) does on tools it never saw: the project's own
 * labels (corpus/tools/labels.jsonl, keys into the shared data's tools/tools.jsonl), split by
 * DOMAIN into train and test, and the benchmark suites' tools against their hand-written manifests.
 *
 * The split is deterministic and documented: the 28 domains are sorted by SHA-256 of
 * `capfence/tools-split/v1:<domain>`, and every third one (positions 2, 5, 8, …) is a test domain.
 * Rules are tuned on train domains only; test domains are only ever reported.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyTool } from '../action/catalog.ts';
import { CLASS } from '../action/classes.ts';
import type { ToolManifest } from '../action/catalog.ts';
import type { ActionClass, ToolSpec } from '../action/types.ts';
import type { CapabilityGraph } from '../capability/graph.ts';
import { ConfigError } from '../errors.ts';
import { toolSpec } from './tools.ts';

export const SPLIT_SALT = 'capfence/tools-split/v1:';

export interface LabelledTool {
  readonly spec: ToolSpec;
  readonly domain: string;
  readonly label: ActionClass;
  /** `source/collection/name`, for listing misses. */
  readonly key: string;
}

export interface ClassScore {
  readonly cls: ActionClass;
  readonly support: number;
  readonly predicted: number;
  readonly correct: number;
  readonly precision: number | null;
  readonly recall: number | null;
}

export interface SplitScore {
  readonly tools: number;
  readonly domains: readonly string[];
  /** Exact class. */
  readonly accuracy: number;
  /** Read (read-only-retrieval, web-fetch) vs write, correct. */
  readonly readWrite: number;
  /** Write tools the classifier called a read: must be zero. */
  readonly writeAsRead: number;
  /** Read tools the classifier called a write (refused reads, never unsafe). */
  readonly readAsWrite: number;
  readonly perClass: readonly ClassScore[];
  readonly misses: readonly { readonly key: string; readonly label: ActionClass; readonly predicted: ActionClass; readonly evidence: string }[];
}

const READ_CLASSES: ReadonlySet<ActionClass> = new Set([CLASS.read, CLASS.webFetch]);
export const isRead = (cls: ActionClass): boolean => READ_CLASSES.has(cls);

/** Test domains of `domains`: sorted by salted SHA-256, every third from the third. */
export function testDomains(domains: Iterable<string>): Set<string> {
  const order = [...new Set(domains)].sort((a, b) => digest(a).localeCompare(digest(b)));
  return new Set(order.filter((_, i) => i % 3 === 2));
}

const digest = (domain: string): string => createHash('sha256').update(`${SPLIT_SALT}${domain}`).digest('hex');

/** Read the labels (corpus/tools/labels.jsonl) joined with their records in `<data>/tools/tools.jsonl`. */
export function loadLabelledTools(labelsPath: string, dataDir: string): LabelledTool[] {
  const records = new Map<string, unknown[]>();
  for (const raw of jsonl(join(dataDir, 'tools/tools.jsonl'))) {
    const r = raw as Record<string, unknown>;
    const key = `${String(r.source)}\u0000${String(r.collection)}\u0000${String(r.name)}`;
    records.set(key, [...(records.get(key) ?? []), raw]);
  }
  return jsonl(labelsPath).map((raw, i) => {
    const l = raw as Record<string, unknown>;
    const key = `${String(l.source)}\u0000${String(l.collection)}\u0000${String(l.name)}`;
    const found = records.get(key);
    if (found?.length !== 1)
      throw new ConfigError('ERR_CONFIG_INVALID', `label ${i + 1} does not name exactly one record of tools.jsonl`, labelsPath);
    return {
      spec: toolSpec(found[0], `${labelsPath}:${i + 1}`),
      domain: String(l.domain),
      label: String(l.class),
      key: `${String(l.collection)}/${String(l.name)}`,
    };
  });
}

/** Score the classifier on `tools` (optionally under a manifest, which is then what is scored against). */
export function scoreTools(tools: readonly LabelledTool[], graph: CapabilityGraph, manifest?: ToolManifest): SplitScore {
  const classes = new Set<ActionClass>(tools.map((t) => t.label));
  const support = new Map<ActionClass, number>();
  const predicted = new Map<ActionClass, number>();
  const correct = new Map<ActionClass, number>();
  const misses: SplitScore['misses'][number][] = [];
  let exact = 0;
  let readWrite = 0;
  let writeAsRead = 0;
  let readAsWrite = 0;
  for (const tool of tools) {
    const entry = classifyTool(tool.spec, graph, manifest);
    const got = entry.actionClass;
    classes.add(got);
    support.set(tool.label, (support.get(tool.label) ?? 0) + 1);
    predicted.set(got, (predicted.get(got) ?? 0) + 1);
    if (got === tool.label) {
      exact++;
      correct.set(got, (correct.get(got) ?? 0) + 1);
    } else misses.push({ key: tool.key, label: tool.label, predicted: got, evidence: entry.evidence.join('; ') });
    if (isRead(got) === isRead(tool.label)) readWrite++;
    else if (isRead(got)) writeAsRead++;
    else readAsWrite++;
  }
  const n = Math.max(1, tools.length);
  const perClass = [...classes].sort().map((cls) => {
    const s = support.get(cls) ?? 0;
    const p = predicted.get(cls) ?? 0;
    const c = correct.get(cls) ?? 0;
    return { cls, support: s, predicted: p, correct: c, precision: p === 0 ? null : c / p, recall: s === 0 ? null : c / s };
  });
  return {
    tools: tools.length,
    domains: [...new Set(tools.map((t) => t.domain))].sort(),
    accuracy: exact / n,
    readWrite: readWrite / n,
    writeAsRead,
    readAsWrite,
    perClass,
    misses,
  };
}

function jsonl(path: string): unknown[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', 'cannot read file', path, { cause });
  }
  return text
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line, i) => {
      try {
        return JSON.parse(line) as unknown;
      } catch (cause) {
        throw new ConfigError('ERR_CONFIG_INVALID', `line ${i + 1} is not JSON`, path, { cause });
      }
    });
}

/**
 * The second test set: the tools of AgentDojo, τ-bench retail and ASB (normal and attacker
 * tools), labelled by the project's hand-written manifests (manifests/*.yaml). Tools the manifest
 * does not name are left out.
 */
export function loadBenchmarkTools(dataDir: string, manifests: Readonly<Record<'agentdojo' | 'taubench' | 'asb', ToolManifest>>): LabelledTool[] {
  const out: LabelledTool[] = [];
  const seen = new Set<string>();
  const add = (set: string, spec: ToolSpec, manifest: ToolManifest): void => {
    const label = Object.prototype.hasOwnProperty.call(manifest.tools, spec.name) ? manifest.tools[spec.name]!.class : undefined;
    const key = `${set}/${spec.name}`;
    if (label === undefined || seen.has(key)) return;
    seen.add(key);
    out.push({ spec, domain: set, label, key });
  };
  const json = (path: string): unknown[] => {
    const full = join(dataDir, path);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(full, 'utf8'));
    } catch (cause) {
      throw new ConfigError('ERR_CONFIG_INVALID', 'cannot read a JSON array', full, { cause });
    }
    if (!Array.isArray(parsed)) throw new ConfigError('ERR_CONFIG_INVALID', 'expected a JSON array', full);
    return parsed;
  };
  for (const raw of json('agentdojo/tools.json')) add('agentdojo', toolSpec(raw, 'agentdojo/tools.json'), manifests.agentdojo);
  for (const raw of json('taubench-retail/tools.json')) add('taubench', toolSpec(raw, 'taubench-retail/tools.json'), manifests.taubench);
  const asb = (path: string, nameKey: string, descriptionKey: string): void => {
    for (const raw of jsonl(join(dataDir, path))) {
      const r = raw as Record<string, unknown>;
      if (typeof r[nameKey] !== 'string') continue;
      const description = typeof r[descriptionKey] === 'string' ? (r[descriptionKey] as string) : undefined;
      add('asb', { name: r[nameKey] as string, ...(description === undefined ? {} : { description }) }, manifests.asb);
    }
  };
  asb('asb/raw/all_normal_tools.jsonl', 'Tool Name', 'Description');
  asb('asb/raw/all_attack_tools.jsonl', 'Attacker Tool', 'Description');
  return out;
}

/**
 * Shared plumbing of the converters from public data sets into episode format v1: reading raw
 * records defensively, and collecting the records that could not be converted (with where they
 * were), so nothing is dropped silently.
 */
import type { ToolSpec } from '../../action/types.ts';
import { canonicalJson } from '../../util/canonical.ts';
import { getOwn } from '../../util/json.ts';
import type { EpisodeInput } from '../schema.ts';

export interface ConversionProblem {
  /** The data file (relative to the data directory). */
  readonly file: string;
  /** 0-based record index in the file (the line, for JSONL, is index + 1). */
  readonly index: number;
  readonly message: string;
}

export interface Conversion {
  readonly episodes: EpisodeInput[];
  /** Named tool lists the episodes reference with `catalog`. */
  readonly catalogs: Record<string, ToolSpec[]>;
  readonly problems: ConversionProblem[];
}

/** Thrown inside a converter for one bad record; caught by {@link eachRecord}. */
export class RecordProblem extends Error {}

export type Fields = Readonly<Record<string, unknown>>;

/** Run `convert` on each record, collecting problems instead of stopping. */
export function eachRecord(
  records: readonly unknown[],
  file: string,
  problems: ConversionProblem[],
  convert: (record: Fields, index: number) => void,
): void {
  records.forEach((raw, index) => {
    try {
      convert(asRecord(raw), index);
    } catch (error) {
      if (!(error instanceof RecordProblem)) throw error;
      problems.push({ file, index, message: error.message });
    }
  });
}

export function asRecord(raw: unknown): Fields {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new RecordProblem('record is not an object');
  return raw as Fields;
}

export function str(record: Fields, key: string): string {
  const value = getOwn(record, key);
  if (typeof value !== 'string') throw new RecordProblem(`"${key}" must be a string`);
  return value;
}

export function optionalStr(record: Fields, key: string): string | undefined {
  const value = getOwn(record, key);
  return typeof value === 'string' ? value : undefined;
}

export function list(record: Fields, key: string): readonly unknown[] {
  const value = getOwn(record, key);
  if (!Array.isArray(value)) throw new RecordProblem(`"${key}" must be an array`);
  return value;
}

export function args(record: Fields): Record<string, unknown> {
  const value = getOwn(record, 'args') ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RecordProblem('"args" must be an object');
  return value as Record<string, unknown>;
}

/** Key of a call for "same tool, same arguments" comparisons. */
export function callKey(tool: string, callArgs: unknown): string {
  return `${tool}\u0000${canonicalJson(callArgs)}`;
}

/** Tool specs from records `{ <groupKey>, name, description, parameters }`, grouped under `${prefix}/${group}`. */
export function groupTools(
  records: readonly unknown[],
  file: string,
  groupKey: string,
  prefix: string,
  problems: ConversionProblem[],
): Record<string, ToolSpec[]> {
  const out: Record<string, ToolSpec[]> = {};
  eachRecord(records, file, problems, (r) => {
    const parameters = getOwn(r, 'parameters');
    const description = optionalStr(r, 'description');
    const spec: ToolSpec = {
      name: str(r, 'name'),
      ...(description === undefined ? {} : { description }),
      ...(typeof parameters === 'object' && parameters !== null && !Array.isArray(parameters)
        ? { inputSchema: parameters as ToolSpec['inputSchema'] }
        : {}),
    };
    (out[`${prefix}/${str(r, groupKey)}`] ??= []).push(spec);
  });
  return out;
}

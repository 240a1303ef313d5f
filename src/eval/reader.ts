/**
 * Reading episode files (JSONL, optionally gzip-compressed). Every line that is not blank is one
 * episode; a line that is not JSON, fails the schema or repeats an earlier id is reported with
 * its file and line number and skipped — counted, never silently dropped. Messages name the
 * field and the rule, never the value found there (episodes carry user data).
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { z } from 'zod';
import { ConfigError } from '../errors.ts';
import { EpisodeSchema, type EpisodeV1 } from './schema.ts';

/** Longest line accepted (characters); longer lines are reported and skipped. */
export const MAX_LINE_CHARS = 64 * 1024 * 1024;
/** At most this many issues are kept with their messages; the rest are only counted. */
export const MAX_KEPT_ISSUES = 1000;

export interface EpisodeIssue {
  readonly file: string;
  /** 1-based line number. */
  readonly line: number;
  /** The episode's id, when the line got far enough to have one. */
  readonly id?: string;
  readonly message: string;
}

export interface LocatedEpisode {
  readonly episode: EpisodeV1;
  readonly file: string;
  readonly line: number;
}

export interface ReadResult {
  readonly episodes: LocatedEpisode[];
  /** The first {@link MAX_KEPT_ISSUES} problems, in line order. */
  readonly issues: EpisodeIssue[];
  /** Lines skipped because of a problem (may exceed `issues.length`). */
  readonly skipped: number;
  /** Non-blank lines read. */
  readonly lines: number;
}

/** Accumulates episodes and issues line by line. */
export class EpisodeCollector {
  readonly #file: string;
  readonly #ids = new Set<string>();
  readonly episodes: LocatedEpisode[] = [];
  readonly issues: EpisodeIssue[] = [];
  skipped = 0;
  lines = 0;

  constructor(file: string) {
    this.#file = file;
  }

  /** Take one line of the file (1-based `line`). */
  add(text: string, line: number): void {
    if (text.trim().length === 0) return;
    this.lines++;
    if (text.length > MAX_LINE_CHARS) return this.#issue(line, `line is longer than ${MAX_LINE_CHARS} characters`);
    let raw: unknown;
    try {
      raw = JSON.parse(text) as unknown;
    } catch {
      return this.#issue(line, 'not valid JSON');
    }
    const id =
      typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string'
        ? (raw as { id: string }).id.slice(0, 200)
        : undefined;
    const parsed = EpisodeSchema.safeParse(raw);
    if (!parsed.success) return this.#issue(line, describeIssues(parsed.error.issues), id);
    if (this.#ids.has(parsed.data.id)) return this.#issue(line, 'duplicate id (an earlier line has the same id)', id);
    this.#ids.add(parsed.data.id);
    this.episodes.push({ episode: parsed.data, file: this.#file, line });
  }

  result(): ReadResult {
    return { episodes: this.episodes, issues: this.issues, skipped: this.skipped, lines: this.lines };
  }

  #issue(line: number, message: string, id?: string): void {
    this.skipped++;
    if (this.issues.length < MAX_KEPT_ISSUES) this.issues.push({ file: this.#file, line, ...(id === undefined ? {} : { id }), message });
  }
}

/** Parse JSONL text already in memory; `file` names it in issues. */
export function parseEpisodeText(text: string, file: string): ReadResult {
  const collector = new EpisodeCollector(file);
  let line = 0;
  for (const chunk of text.split('\n')) collector.add(chunk.endsWith('\r') ? chunk.slice(0, -1) : chunk, ++line);
  return collector.result();
}

/**
 * Read an episodes file (`.gz` is decompressed). Throws {@link ConfigError} `ERR_CONFIG_INVALID`
 * naming the file when it cannot be read at all; problems with single lines are issues.
 */
export async function readEpisodeFile(path: string): Promise<ReadResult> {
  const collector = new EpisodeCollector(path);
  try {
    const stream = createReadStream(path);
    const input = path.endsWith('.gz') ? stream.pipe(createGunzip()) : stream;
    const lines = createInterface({ input, crlfDelay: Infinity });
    let line = 0;
    for await (const text of lines) collector.add(text, ++line);
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', 'cannot read the episodes file', path, { cause });
  }
  return collector.result();
}

/** `steps[2].call.tool: expected string` — paths and rules only, at most three issues per line. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const parts = issues.slice(0, 3).map((issue) => {
    const path = issue.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, '');
    return `${path.length === 0 ? '(episode)' : path}: ${issue.message}`;
  });
  if (issues.length > 3) parts.push(`and ${issues.length - 3} more`);
  return parts.join('; ');
}

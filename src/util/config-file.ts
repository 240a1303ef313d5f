/**
 * Deployer files (policies, tool manifests) in YAML or JSON, read so that every error can name
 * the file, the line and the field. JSON is read by the same YAML 1.2 parser (JSON is a subset),
 * so both formats get positions. Nothing in a file is echoed into an error but field names.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Document, LineCounter } from 'yaml';
import { ConfigError, type CapFenceErrorCode } from '../errors.ts';

let parser: typeof import('yaml') | undefined;

/** The YAML parser, loaded on first use: a fence given no deployer file never pays for it. */
function yaml(): typeof import('yaml') {
  parser ??= createRequire(import.meta.url)('yaml') as typeof import('yaml');
  return parser;
}

/** Largest deployer file read (bytes): a policy or manifest is small; anything bigger is a mistake or an attack. */
export const MAX_CONFIG_BYTES = 4 * 1024 * 1024;

/** A parsed file: its plain value and a way back from a field path to a line number. */
export interface ConfigDocument {
  readonly source: string;
  readonly value: unknown;
  /** 1-based line of the value at `path` (or of its closest existing parent); undefined when unknown. */
  lineOf(path: readonly (string | number)[]): number | undefined;
}

/** Read and parse `path`. Throws {@link ConfigError} with `code` naming the file (and line, for syntax errors). */
export function readConfigFile(path: string, what: string, code: CapFenceErrorCode): ConfigDocument {
  let text: string;
  try {
    if (statSync(path).size > MAX_CONFIG_BYTES) throw new ConfigError(code, `${what} is larger than ${MAX_CONFIG_BYTES} bytes`, path);
    text = readFileSync(path, 'utf8');
  } catch (cause) {
    if (cause instanceof ConfigError) throw cause;
    throw new ConfigError(code, `cannot read ${what}`, path, { cause });
  }
  return parseConfigText(text, path, what, code);
}

/** Parse YAML or JSON text; `source` names it in errors. */
export function parseConfigText(text: string, source: string, what: string, code: CapFenceErrorCode): ConfigDocument {
  const { LineCounter, parseDocument } = yaml();
  const lines = new LineCounter();
  // Aliases are capped so a small file cannot expand into a huge value ("billion laughs").
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: true });
  const first = doc.errors[0];
  if (first !== undefined) {
    const line = first.linePos?.[0]?.line;
    // The parser's message can quote the file; only its code and position are reported.
    throw new ConfigError(code, `${what} is not valid YAML or JSON (${first.code})`, line === undefined ? source : `${source}:${line}`);
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 64 });
  } catch (cause) {
    throw new ConfigError(code, `${what} could not be read (too many aliases or a bad value)`, source, { cause });
  }
  return { source, value, lineOf: (path) => lineOf(doc, lines, path) };
}

/** A document made from an in-memory value (no positions). */
export function plainDocument(value: unknown, source: string): ConfigDocument {
  return { source, value, lineOf: () => undefined };
}

function lineOf(doc: Document, lines: LineCounter, path: readonly (string | number)[]): number | undefined {
  for (let n = path.length; n >= 0; n--) {
    const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined;
    const start = node?.range?.[0];
    if (start !== undefined) return lines.linePos(start).line;
    // A key with a null value has no value node: find the key itself.
    if (n > 0) {
      const parent = doc.getIn(path.slice(0, n - 1), true);
      const key = path[n - 1];
      if (yaml().isMap(parent)) {
        const pair = parent.items.find((p) => (p.key as { value?: unknown } | null)?.value === key);
        const keyStart = (pair?.key as { range?: [number, number, number] } | undefined)?.range?.[0];
        if (keyStart !== undefined) return lines.linePos(keyStart).line;
      } else if (yaml().isSeq(parent) && typeof key === 'number') {
        const item = parent.items[key] as { range?: [number, number, number] } | undefined;
        if (item?.range !== undefined) return lines.linePos(item.range[0]).line;
      }
    }
  }
  return undefined;
}

/** `a.b[2].c` from a path. */
export function fieldName(path: readonly (string | number | symbol)[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out.length === 0 ? String(part) : `.${String(part)}`;
  }
  return out.length === 0 ? '(root)' : out;
}

/** A ConfigError for field `path` of `doc`, positioned at its line when known. */
export function fieldError(doc: ConfigDocument, code: CapFenceErrorCode, path: readonly (string | number)[], message: string): ConfigError {
  const line = doc.lineOf(path);
  return new ConfigError(code, `field "${fieldName(path)}": ${message}`, line === undefined ? doc.source : `${doc.source}:${line}`);
}

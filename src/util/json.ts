/**
 * Defensive handling of JSON that arrives from agents: size and depth bounds, and own-property
 * look-ups that cannot be steered through the prototype chain (`__proto__`, `constructor`).
 */
import { readFileSync } from 'node:fs';
import { ConfigError, type CapFenceErrorCode, InputError } from '../errors.ts';

export interface JsonBounds {
  /** Maximum nesting depth of objects and arrays. */
  readonly maxDepth: number;
  /** Maximum number of scalar and container nodes. */
  readonly maxNodes: number;
  /** Maximum total length of all strings (keys included), in UTF-16 code units. */
  readonly maxStringLength: number;
}

export const DEFAULT_ARG_BOUNDS: JsonBounds = { maxDepth: 16, maxNodes: 4096, maxStringLength: 256 * 1024 };

/**
 * Check that `value` is plain JSON within `bounds`: finite numbers, strings, booleans, null,
 * arrays and plain objects, no cycles. Throws {@link InputError} naming the problem, never the value.
 */
export function assertJsonWithin(value: unknown, bounds: JsonBounds = DEFAULT_ARG_BOUNDS): void {
  let nodes = 0;
  let chars = 0;
  const visit = (node: unknown, depth: number): void => {
    if (++nodes > bounds.maxNodes) throw new InputError('ERR_ARGS_TOO_LARGE', `arguments exceed ${bounds.maxNodes} nodes`);
    if (depth > bounds.maxDepth) throw new InputError('ERR_ARGS_TOO_LARGE', `arguments nest deeper than ${bounds.maxDepth}`);
    switch (typeof node) {
      case 'string':
        chars += node.length;
        if (chars > bounds.maxStringLength)
          throw new InputError('ERR_ARGS_TOO_LARGE', `argument strings exceed ${bounds.maxStringLength} characters`);
        return;
      case 'boolean':
        return;
      case 'number':
        if (!Number.isFinite(node)) throw new InputError('ERR_ARGS_NOT_JSON', 'arguments contain a non-finite number');
        return;
      case 'object': {
        if (node === null) return;
        if (Array.isArray(node)) {
          for (const item of node) visit(item, depth + 1);
          return;
        }
        const proto = Object.getPrototypeOf(node);
        if (proto !== Object.prototype && proto !== null) throw new InputError('ERR_ARGS_NOT_JSON', 'arguments contain a non-plain object');
        for (const key of Object.keys(node)) {
          // A consumer that copies or merges the arguments could be steered through the prototype chain.
          if (key === '__proto__' || key === 'constructor' || key === 'prototype')
            throw new InputError('ERR_ARGS_NOT_JSON', 'arguments contain a reserved key (__proto__, constructor or prototype)');
          chars += key.length;
          visit((node as Record<string, unknown>)[key], depth + 1);
        }
        return;
      }
      default:
        throw new InputError('ERR_ARGS_NOT_JSON', `arguments contain a ${typeof node}`);
    }
  };
  visit(value, 0);
}

/** `record[key]` if `key` is an own property, else undefined. Never reads the prototype chain. */
export function getOwn<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** Parse JSON text into a value, as a typed error on failure. */
export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new InputError('ERR_ARGS_NOT_JSON', `${what} is not valid JSON`, { cause });
  }
}

/** Read and parse a deployer's JSON file; failures are a {@link ConfigError} with `code` naming the file. */
export function readJsonFile(path: string, what: string, code: CapFenceErrorCode = 'ERR_CONFIG_INVALID'): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (cause) {
    throw new ConfigError(code, `cannot read ${what}`, path, { cause });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ConfigError(code, `${what} is not valid JSON`, path, { cause });
  }
}

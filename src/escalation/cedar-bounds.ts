/**
 * Bounds on Cedar text before Cedar sees it. Cedar's parser and validator recurse on nesting:
 * measured with @cedar-policy/cedar-wasm 4.x on Node 20, about 150 nested parentheses, or a
 * chain of about 600 `+` or `if`s, overflow the WebAssembly stack — and the module stays broken
 * for every later Cedar call of the process. So text past these bounds is refused as a
 * {@link ConfigError}, with the place, and never reaches the engine.
 */
import { ConfigError } from '../errors.ts';

export interface CedarTextBounds {
  /** Characters of policy (or schema) text. */
  readonly maxChars: number;
  /** Nesting of `(`, `[` and `{`. */
  readonly maxDepth: number;
  /** Operators (`+ - * . && || == != < <= > >= if in has like is`) in one policy: each may nest. */
  readonly maxOperators: number;
}

/** A quarter or less of what was measured to break the engine. */
export const DEFAULT_CEDAR_TEXT_BOUNDS: CedarTextBounds = { maxChars: 1 << 20, maxDepth: 32, maxOperators: 256 };

const WORD_OPERATORS = new Set(['if', 'in', 'has', 'like', 'is', 'then', 'else']);

/**
 * Throw {@link ConfigError} `code` naming `source` (and the line) when `text` exceeds `bounds`.
 * A linear scan that skips string literals and `//` comments; it judges size, never meaning.
 */
export function assertCedarTextWithin(
  text: string,
  source: string,
  code: 'ERR_POLICY_INVALID' | 'ERR_CONFIG_INVALID',
  bounds: CedarTextBounds = DEFAULT_CEDAR_TEXT_BOUNDS,
): void {
  if (text.length > bounds.maxChars) throw new ConfigError(code, `Cedar text longer than ${bounds.maxChars} characters`, source);
  let depth = 0;
  let operators = 0;
  let line = 1;
  const refuse = (what: string): never => {
    throw new ConfigError(code, `${what}; split the policy or simplify it`, `${source}:${line}`);
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') line++;
    else if (c === '"') {
      // A string literal: skip it whole, escapes included.
      for (i++; i < text.length && text[i] !== '"'; i++) {
        if (text[i] === '\\') i++;
        else if (text[i] === '\n') line++;
      }
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      line++;
    } else if (c === '(' || c === '[' || c === '{') {
      if (++depth > bounds.maxDepth) refuse(`nesting deeper than ${bounds.maxDepth}`);
    } else if (c === ')' || c === ']' || c === '}') {
      depth = Math.max(0, depth - 1);
    } else if (c === ';' && depth === 0) {
      operators = 0;
    } else if ('+-*.<>=!&|'.includes(c)) {
      // Two-character operators count once.
      if ((c === '&' || c === '|' || c === '=') && text[i + 1] === c) i++;
      else if ((c === '<' || c === '>' || c === '!') && text[i + 1] === '=') i++;
      if (++operators > bounds.maxOperators) refuse(`more than ${bounds.maxOperators} operators in one policy`);
    } else if (isWordStart(c)) {
      let end = i;
      while (end < text.length && isWordChar(text[end]!)) end++;
      if (WORD_OPERATORS.has(text.slice(i, end)) && ++operators > bounds.maxOperators)
        refuse(`more than ${bounds.maxOperators} operators in one policy`);
      i = end - 1;
    }
  }
}

function isWordStart(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
}

function isWordChar(c: string): boolean {
  return isWordStart(c) || (c >= '0' && c <= '9');
}

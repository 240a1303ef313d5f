/**
 * What a piece of code runs: the programs of a shell command line and the statement kinds of a
 * SQL script, for the `programs` bound of a capability token (a command allow-list).
 *
 * A value is read both ways at once, so one list serves shell and SQL tools: each simple command
 * of a pipeline or list (`a | b`, `a && b`, `a; b`, newlines) contributes its program (after
 * `VAR=value` assignments), and each SQL statement its leading keyword. A statement that reads
 * but names a write anywhere (`select … into`, `explain analyze delete …`, a `with` that updates)
 * is read as that write: the most dangerous reading wins.
 *
 * What cannot be bounded this way is refused outright (`undefined`): command and process
 * substitution (`$(…)`, backticks, `<(…)`), subshells and groups opening a command, background jobs, heredocs,
 * output redirection to anything but /dev/null or another descriptor, and unbalanced quotes.
 * A program is compared as written, lower-cased: `./run.sh` is not `run.sh`, `/bin/rm` is not `rm`.
 */

/** Longest code value read (characters); longer ones are refused. */
export const MAX_CODE_CHARS = 64 * 1024;

// prettier-ignore
const SQL_WRITES = new Set(['insert', 'update', 'delete', 'merge', 'upsert', 'drop', 'alter', 'create', 'truncate', 'grant', 'revoke', 'copy', 'call', 'exec', 'execute', 'lock', 'vacuum', 'reindex', 'attach', 'detach', 'into']);
const SQL_READS = new Set(['select', 'with', 'show', 'explain', 'describe', 'desc', 'values', 'table', 'pragma']);

/**
 * The programs and statement kinds `code` runs, each as one word (`rm`) and, when a subcommand
 * follows, also as two (`git push`); or undefined when the code cannot be bounded by a list.
 */
export function programsOf(code: string): readonly (readonly [string, string | undefined])[] | undefined {
  if (code.length > MAX_CODE_CHARS) return undefined;
  const segments = split(code);
  if (segments === undefined) return undefined;
  const out: [string, string | undefined][] = [];
  for (const words of segments) {
    let i = 0;
    while (i < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]!)) i++; // VAR=value prefixes
    if (i >= words.length) continue;
    const program = words[i]!.toLowerCase();
    const sub = words[i + 1];
    let kind: [string, string | undefined] = [program, sub !== undefined && /^[a-z][a-z0-9-]*$/i.test(sub) ? sub.toLowerCase() : undefined];
    // A reading statement that names a write anywhere is that write.
    if (SQL_READS.has(program)) {
      const write = words
        .slice(i + 1)
        .flatMap((w) => w.toLowerCase().split(/[^a-z_]+/))
        .find((w) => SQL_WRITES.has(w));
      if (write !== undefined) kind = [write, undefined];
    }
    out.push(kind);
  }
  return out;
}

/** True when every program and statement of `code` is allowed by `allowed` (one- or two-word entries, lower case). */
export function programsAllowed(code: string, allowed: readonly string[]): boolean {
  const runs = programsOf(code);
  if (runs === undefined) return false;
  const list = new Set(allowed.map((p) => p.toLowerCase()));
  return runs.every(([program, sub]) => list.has(program) || (sub !== undefined && list.has(`${program} ${sub}`)));
}

/**
 * Words of each simple command, quotes removed; undefined for what a list cannot bound. Single
 * and double quotes group words; `$(`, backticks and `<(` / `>(` are refused even inside double quotes.
 */
function split(code: string): string[][] | undefined {
  const segments: string[][] = [[]];
  let word = '';
  let quote: "'" | '"' | undefined;
  let inWord = false;
  const end = (): void => {
    if (inWord) segments[segments.length - 1]!.push(word);
    word = '';
    inWord = false;
  };
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    const next = code[i + 1];
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
      else if (quote === '"' && (c === '`' || (c === '$' && next === '('))) return undefined;
      else word += c;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      inWord = true;
      continue;
    }
    if (c === '`' || (c === '$' && next === '(') || ((c === '<' || c === '>') && next === '(')) return undefined;
    // A subshell or group opens a command ("(cd x; rm y)", "{ a; b; }"); inside a word or a statement, parentheses are SQL's.
    if ((c === '(' || c === '{') && !inWord && segments[segments.length - 1]!.length === 0) return undefined;
    if (c === '\\') {
      if (next === undefined) return undefined;
      word += next;
      inWord = true;
      i++;
      continue;
    }
    if (c === '>' || c === '<') {
      // Only "2>&1"-style descriptor moves and writes to /dev/null are harmless; heredocs and file redirections are not.
      const rest = code.slice(i + 1).replace(/^>/, '');
      if (c === '<') return undefined;
      if (/^&\d/.test(rest)) {
        end();
        i += code[i + 1] === '>' ? 3 : 2;
        continue;
      }
      const target = /^\s*(\S+)/.exec(rest)?.[1];
      if (target !== '/dev/null') return undefined;
      end();
      i += code.slice(i + 1).indexOf('/dev/null') + '/dev/null'.length;
      continue;
    }
    if (c === '&') {
      if (next === '&') {
        end();
        segments.push([]);
        i++;
        continue;
      }
      return undefined; // a background job
    }
    if (c === '|' || c === ';' || c === '\n') {
      end();
      segments.push([]);
      if (c === '|' && next === '|') i++;
      continue;
    }
    if (/\s/.test(c)) {
      end();
      continue;
    }
    // A descriptor before a redirection ("2>/dev/null") is not a word of its own.
    if (/\d/.test(c) && !inWord && (next === '>' || next === '<')) continue;
    word += c;
    inWord = true;
  }
  if (quote !== undefined) return undefined;
  end();
  return segments.filter((s) => s.length > 0);
}

/**
 * What a data-changing SQL statement changes, by the tables it writes: read like a tool name
 * (`UPDATE reservas` as `update_reservas`, `DELETE FROM usuarios` as `delete_usuarios`), in any
 * language the tool-word tables know. A table's class is taken only for a change to one record the
 * statement names by a value (`WHERE id = 5530`, one row of `VALUES`): a request grants a change of
 * the thing it names, never a sweep over the table ("cancel my slot" is no `DELETE … WHERE id IN
 * (a, b)`), so any other change stays what stored data is (file-modify), and one over money or
 * authority runs past every request (code-execute). Columns that carry authority (`SET role = …`)
 * make a change of one record an identity change; changes of different classes in one statement are
 * more than one class covers (code-execute).
 */
import { CLASS } from './classes.ts';
import { decideLanguage, glossWith } from './foreign.ts';
import { inferTool } from './infer.ts';
import { rankOf } from './lexicon.ts';
import type { ActionClass } from './types.ts';

export interface StatementClass {
  readonly cls: ActionClass;
  readonly why: string;
}

/** The tables a statement writes (`INSERT INTO t`, `UPDATE t`, `DELETE FROM t`, `MERGE INTO t`, `TRUNCATE t`), with the verb of each. */
const TARGET =
  /\b(insert\s+(?:or\s+\w+\s+)?into|replace\s+into|upsert\s+into|merge\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?((?:[a-z_][\w$]*\.)*[a-z_][\w$]*)/g;
const VERB_OF: readonly (readonly [RegExp, string])[] = [
  [/^(insert|replace|upsert)/, 'add'],
  [/^(update|merge)/, 'update'],
  [/^(delete|truncate)/, 'delete'],
];
/** Most tables and columns a statement is read for. */
const MAX_TARGETS = 8;
const MAX_COLUMNS = 16;

/**
 * The class of the changes `s` (one statement, lower case, literals blanked) makes by the tables it
 * writes, or undefined when it writes no table it can read (the caller's file-modify stands).
 */
export function tablesWritten(s: string): StatementClass | undefined {
  const targets = [...s.matchAll(TARGET)].slice(0, MAX_TARGETS);
  if (targets.length === 0) return undefined;
  const tables = targets.map((m) => m[2]!.split('.').at(-1)!);
  const columns = columnsWritten(s);
  const language = decideLanguage([...tables, ...columns].flatMap((name) => name.split('_')));
  const english = (name: string): string =>
    glossWith(language, name.split('_'))
      .map((w) => w.word)
      .join('_');
  const classes = new Map<ActionClass, string>();
  targets.forEach((m, k) => {
    const verb = VERB_OF.find(([re]) => re.test(m[1]!))?.[1] ?? 'update';
    const named = inferTool({ name: `${verb}_${tables[k]!}`, description: '' });
    // A write is never read as a read, whatever its table is called; a table nothing names holds stored data.
    const known = named.actionClass !== undefined && rankOf(named.actionClass) > rankOf(CLASS.webFetch);
    const cls = known ? named.actionClass! : CLASS.fileModify;
    const what = `${m[1]!.split(/\s/)[0]!.toUpperCase()} of "${tables[k]!.slice(0, 64)}"`;
    if (!classes.has(cls)) classes.set(cls, known ? `${what}: ${named.evidence[0] ?? ''}` : `${what} changes stored data`);
  });
  // Columns that carry authority ("SET role = 'admin'", "SET rol = …", "(email, role) VALUES …"), read in the statement's language.
  const authority = columns.find((c) => inferTool({ name: `update_${english(c)}`, description: '' }).actionClass === CLASS.identityAdmin);
  if (authority !== undefined) {
    // The change is then an identity change, whatever record holds the column; money or code it also touches stays apart.
    for (const cls of [...classes.keys()]) if (rankOf(cls) < rankOf(CLASS.identityAdmin)) classes.delete(cls);
    classes.set(CLASS.identityAdmin, `sets "${authority.slice(0, 64)}", which carries authority (identity-admin)`);
  }
  const one = oneRecord(s);
  // "WITH d AS (DELETE FROM users …) UPDATE orders …": tables of different classes in one statement.
  if (classes.size > 1 && (one || [...classes.keys()].some((c) => c !== CLASS.fileModify)))
    return { cls: CLASS.codeExecute, why: `changes records of several kinds (${[...classes.keys()].sort().join(', ')}): no one class covers them` };
  const [cls, why] = [...classes][0]!;
  if (one) return { cls, why: `${why}, one record named by a value` };
  // A sweep (`WHERE id IN (a, b)`, a range, no WHERE at all): stored data, or past every request where it moves money or authority.
  if (rankOf(cls) >= rankOf(CLASS.paymentInitiate))
    return { cls: CLASS.codeExecute, why: `${why}, over records it does not name one by one: more than any request grants` };
  return { cls: CLASS.fileModify, why: `${m0(targets)} changes stored records it does not name one by one` };
}

const m0 = (targets: RegExpMatchArray[]): string => `${targets[0]![1]!.split(/\s/)[0]!.toUpperCase()} of "${targets[0]![2]!.slice(0, 64)}"`;

/** The columns a statement sets: `SET a = …, b = …` and `INSERT INTO t (a, b)`. */
function columnsWritten(s: string): string[] {
  const set = /\bset\s+(.*?)(?:\bwhere\b|\bfrom\b|\breturning\b|$)/.exec(s)?.[1] ?? '';
  const listed = /\binto\s+[\w$.]+\s*\(([^()]*)\)/.exec(s)?.[1] ?? '';
  return [...[...set.matchAll(/([a-z_][\w$]*)\s*=/g)].map((c) => c[1]!), ...listed.split(',').map((c) => c.trim())]
    .filter((c) => /^[a-z_][\w$]*$/.test(c))
    .slice(0, MAX_COLUMNS);
}

/** A literal value as it stands in a statement whose strings are blanked: `''`, a number, a parameter. */
const VALUE = String.raw`(?:''|-?\d[\w.:-]*|\$\d+|\?|true|false|null)`;
const ONE_ROW = new RegExp(String.raw`\bvalues\s*\((?:[^()]|\([^()]*\))*\)\s*(?:returning\b.*|on\s+conflict\b.*)?;?$`);
const EQUALS_VALUE = new RegExp(String.raw`\b[a-z_][\w$.]*\s*=\s*${VALUE}(?=\s|\)|;|$)`);
const IN_LIST = /\bin\s*\(([^()]*)\)/g;

/**
 * The statement changes one record it names by a value: an INSERT of one row of values, or an
 * UPDATE/DELETE whose condition is a conjunction with a column equal to a value, no alternative
 * (`OR`), no negation, no pattern or range, and no list of more than one value.
 */
function oneRecord(s: string): boolean {
  if (/^(?:insert|replace|upsert)\b/.test(s)) return !/\bselect\b/.test(s) && ONE_ROW.test(s) && !/\)\s*,\s*\(/.test(s.slice(s.indexOf(' values')));
  if (!/^(?:update|delete)\b/.test(s)) return false;
  const where = /\bwhere\b(.*)$/.exec(s)?.[1];
  if (where === undefined || /\b(?:or|not|like|ilike|between|similar|any|all|exists|select)\b|<|>|!=/.test(where)) return false;
  for (const m of where.matchAll(IN_LIST)) if (m[1]!.split(',').length !== 1) return false;
  return EQUALS_VALUE.test(where) || [...where.matchAll(IN_LIST)].length > 0;
}

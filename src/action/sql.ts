/**
 * The effect of a SQL statement, for tools that take one: a SELECT reads; INSERT/UPDATE/DELETE
 * change the records of the table they write, classed by what that table holds (a bookings or
 * orders table is an order, payments move money, users and roles are identity, in any language the
 * tool-word tables know: `reservas`, `encomendas`), else stored records (file-modify); DDL changes
 * stored records; GRANT/REVOKE and user or role statements change authority; statements that run
 * programs or touch the server's files execute code. Several statements take the most dangerous;
 * changes to tables of different classes in one call are more than any one class grants, and
 * take code execution. What cannot be read is code execution (the tool's own class).
 */
import { CLASS } from './classes.ts';
import { rankOf } from './lexicon.ts';
import { tablesWritten } from './sql-tables.ts';
import type { StatementClass } from './sql-tables.ts';
import type { ActionClass } from './types.ts';

export type { StatementClass } from './sql-tables.ts';

const MAX_SQL = 64 * 1024;
const READS = /^(select|with|show|describe|desc|explain|values|table|pragma\s+\w+\s*;?$)\b/;
const WRITES =
  /^(insert|update|delete|merge|upsert|replace|create|drop|alter|truncate|rename|comment|analyze|vacuum|reindex|cluster|refresh|lock|set|reset|discard|checkpoint|notify|listen|unlisten)\b/;
/** Transaction control changes nothing by itself. */
const NEUTRAL = /^(begin|commit|rollback|savepoint|release|start transaction|end)\b/;
const AUTHORITY = /^(grant|revoke)\b|^(create|alter|drop)\s+(user|role|login|group)\b|^set\s+(role|session\s+authorization)\b/;
/** Statements and functions that reach beyond the database: programs, files, other servers. */
const CODE =
  /^(call|exec|execute|do|load|attach|copy|import|source|install|handler)\b|\b(xp_cmdshell|sp_execute|pg_read_file|pg_read_binary_file|pg_ls_dir|pg_write|lo_import|lo_export|dblink\w*|load_file|into\s+(out|dump)file|sys_exec|sys_eval|pg_sleep|benchmark\s*\(|program\s+'|copy\s+.*\s+(to|from)\s+program|shell\s*\(|system\s*\()/;

/** The class of `sql` (one or more statements). */
export function sqlClass(sql: string): StatementClass {
  if (sql.length > MAX_SQL) return { cls: CLASS.codeExecute, why: 'the statement is too long to read' };
  const statements = maskLiterals(sql)
    .split(';')
    .map((s) => s.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter((s) => s.length > 0 && !NEUTRAL.test(s));
  if (statements.length === 0) return { cls: CLASS.read, why: 'no statement that reads or changes data' };
  let worst: StatementClass | undefined;
  const changed = new Set<ActionClass>();
  for (const statement of statements) {
    const one = statementClass(statement);
    if (one.changes !== undefined) changed.add(one.cls);
    if (worst === undefined || rankOf(one.cls) > rankOf(worst.cls)) worst = one;
  }
  // "UPDATE reservas …; INSERT INTO pagos …": no one class covers both changes.
  if (changed.size > 1 && worst!.cls !== CLASS.codeExecute)
    return { cls: CLASS.codeExecute, why: `changes records of several kinds (${[...changed].sort().join(', ')}): no one class covers them` };
  return statements.length === 1
    ? { cls: worst!.cls, why: worst!.why }
    : { cls: worst!.cls, why: `${statements.length} statements; the most dangerous ${worst!.why}` };
}

function statementClass(s: string): StatementClass & { changes?: true } {
  if (CODE.test(s)) return { cls: CLASS.codeExecute, why: 'runs a program or reaches files or servers outside the database' };
  if (AUTHORITY.test(s)) return { cls: CLASS.identityAdmin, why: 'changes users, roles or privileges' };
  // A WITH may wrap a data-changing statement; SELECT … INTO creates a table.
  if (READS.test(s) && !/\b(insert|update|delete|merge)\b/.test(s) && !/^select\b.*\binto\b/.test(s) && !/\bfor\s+(update|share)\b/.test(s))
    return { cls: CLASS.read, why: `is a ${s.split(' ')[0]!.toUpperCase()} that only reads` };
  if (WRITES.test(s) || /\b(insert|update|delete|merge)\b/.test(s)) {
    const written = tablesWritten(s);
    if (written !== undefined) return { ...written, changes: true };
    return { cls: CLASS.fileModify, why: `${s.split(' ')[0]!.toUpperCase()} changes stored data`, changes: true };
  }
  return { cls: CLASS.codeExecute, why: 'is a statement the fence cannot read' };
}

/** Blank out string literals, quoted identifiers and comments, so their contents decide nothing. */
function maskLiterals(sql: string): string {
  let out = '';
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (c === '-' && sql[i + 1] === '-') {
      while (i < sql.length && sql[i] !== '\n') i++;
      out += ' ';
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 1;
      out += ' ';
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === c && sql[j + 1] !== c)) j += sql[j] === c ? 2 : sql[j] === '\\' ? 2 : 1;
      // A quoted identifier that is a plain name (`"reservas"`) names its table as the bare word would; anything else is blanked.
      const quoted = sql.slice(i + 1, j);
      out += c === "'" ? "''" : /^[A-Za-z_][\w$]{0,63}$/.test(quoted) ? quoted : 'x';
      i = j;
    } else if (c === '$' && /^\$\w*\$/.test(sql.slice(i))) {
      const tag = /^\$\w*\$/.exec(sql.slice(i))![0];
      const end = sql.indexOf(tag, i + tag.length);
      out += "''";
      i = end < 0 ? sql.length : end + tag.length - 1;
    } else out += c;
  }
  return out;
}

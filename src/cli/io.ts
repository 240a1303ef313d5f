/**
 * Small helpers shared by the CLI commands: reading JSON files and arguments, loading tool lists
 * in the shapes agents publish them, and turning errors into one line on stderr.
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { ToolSpec } from '../action/types.ts';
import type { FenceMode } from '../fence.ts';
import { CapFenceError, ConfigError } from '../errors.ts';

export { readJsonFile };
import { getOwn, readJsonFile } from '../util/json.ts';

/** A JSON option value, given inline or as `@path`. */
export function jsonOption(value: string | undefined, what: string): unknown {
  if (value === undefined) return undefined;
  if (value.startsWith('@')) return readJsonFile(value.slice(1), what);
  try {
    return JSON.parse(value) as unknown;
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', `${what} is not valid JSON`, `--${what}`, { cause });
  }
}

/** A text option value, given inline or as `@path` (trailing newline dropped). */
export function textOption(value: string, what: string): string {
  if (!value.startsWith('@')) return value;
  try {
    return readFileSync(value.slice(1), 'utf8').trimEnd();
  } catch (cause) {
    throw new ConfigError('ERR_CONFIG_INVALID', `cannot read ${what}`, value.slice(1), { cause });
  }
}

/**
 * Tool specs from a file: an MCP `tools/list` result (`{ tools: [...] }`), a plain array, and
 * OpenAI-style `{ name, description, parameters }` entries are all accepted.
 */
export function loadTools(path: string): ToolSpec[] {
  const parsed = readJsonFile(path, 'tools file');
  const list = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' && parsed !== null
      ? getOwn(parsed as Record<string, unknown>, 'tools')
      : undefined;
  if (!Array.isArray(list)) throw new ConfigError('ERR_CONFIG_INVALID', 'expected an array of tools or an object with a "tools" array', path);
  return list.map((raw: unknown, i) => toToolSpec(raw, `${path} [${i}]`));
}

export function toToolSpec(raw: unknown, source: string): ToolSpec {
  if (typeof raw !== 'object' || raw === null) throw new ConfigError('ERR_CONFIG_INVALID', 'a tool must be an object', source);
  const record = raw as Record<string, unknown>;
  const fn = getOwn(record, 'function');
  const tool = typeof fn === 'object' && fn !== null ? (fn as Record<string, unknown>) : record;
  const name = getOwn(tool, 'name');
  if (typeof name !== 'string' || name.length === 0) throw new ConfigError('ERR_CONFIG_INVALID', 'a tool needs a "name"', source);
  const description = getOwn(tool, 'description');
  const schema = getOwn(tool, 'inputSchema') ?? getOwn(tool, 'parameters');
  const annotations = getOwn(tool, 'annotations');
  return {
    name,
    ...(typeof description === 'string' ? { description } : {}),
    ...(typeof schema === 'object' && schema !== null ? { inputSchema: schema as ToolSpec['inputSchema'] } : {}),
    ...(typeof annotations === 'object' && annotations !== null ? { annotations: annotations as ToolSpec['annotations'] } : {}),
  };
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Run a command body; typed errors become one line on stderr and exit code 2. */
export async function run(body: () => unknown): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof CapFenceError) {
      process.stderr.write(`capfence: ${error.code}: ${error.message}\n`);
      process.exitCode = 2;
      return;
    }
    throw error;
  }
}

/**
 * A command action that imports its handler module only when the command runs: `--help`,
 * `--version` and the light commands never load the fence, Cedar, fastify or the MCP SDK.
 */
export function lazy<Args extends unknown[]>(load: () => Promise<(...args: Args) => unknown>): (...args: Args) => Promise<void> {
  return (...args) => run(async () => (await load())(...args));
}

/** `CAPFENCE_STATE`, when set: the default of every `--state`. */
export function stateFromEnv(): string | undefined {
  const value = process.env.CAPFENCE_STATE;
  return value === undefined || value === '' ? undefined : value;
}

/** The flags {@link fenceOptions} declares, as commander hands them to a handler. */
export interface FenceFlags {
  state?: string;
  durability: string;
  privacy?: boolean;
  model?: string;
  dial?: string;
  manifest?: string;
  graph?: string;
  mode?: string;
}

/**
 * The options of every command that runs a fence (authorize, serve, mcp): where its state lives,
 * how durable the audit is, and which gate, manifest and graph it uses.
 */
export function fenceOptions(command: Command): Command {
  return command
    .option(
      '--state <dir|url>',
      'where the state lives: a directory (audit.db, ledger.db, revocations.db, sessions.db; approvals.db for serve), or a postgres:// URL shared by replicas; default: $CAPFENCE_STATE, else in memory',
      stateFromEnv(),
    )
    .option(
      '--durability <mode>',
      'directories only: strict (fsync per decision; processes may share the directory) | batched (group commit; one process)',
      'strict',
    )
    .option('--privacy', 'store salted digests of argument values in the audit')
    .option('--model <file>', 'gate model (default: the shipped models/gate-v1.json)')
    .option('--manifest <file>', 'tool manifest (YAML or JSON): explicit classes and argument roles')
    .option('--graph <file>', 'capability graph extension (JSON)')
    .option(
      '--mode <mode>',
      'enforce | shadow (decide and audit every call, but let it run) | shadow:CLASS,CLASS (shadow those classes only)',
      'enforce',
    )
    .option(
      '--dial <setting>',
      "cost–safety dial: permissive | balanced | strict, or a number from 0 (permissive) to 1 (strict); default: the model's own thresholds",
    );
}

/** `--mode`: enforce, shadow, or shadow for the listed action classes. Throws ConfigError. */
export function fenceMode(text: string | undefined): FenceMode {
  const value = (text ?? 'enforce').trim();
  if (value === 'enforce' || value === 'shadow') return value;
  const classes = /^shadow:(.+)$/
    .exec(value)?.[1]
    ?.split(',')
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  if (classes === undefined || classes.length === 0)
    throw new ConfigError('ERR_CONFIG_INVALID', '--mode must be enforce, shadow, or shadow:CLASS[,CLASS…]');
  return { shadow: classes };
}

/** Commander's accumulator for a repeatable option (`--allow-domain a --allow-domain b`). */
export function collect(value: string, previous: readonly string[]): string[] {
  return [...previous, value];
}

/** The browsing deployment a task is compiled for: `--start-url` and `--allow-domain` (see CompileContext). */
export function browsingContext(opts: { readonly startUrl?: string; readonly allowDomain?: readonly string[] }): {
  startUrl?: string;
  allowDomains?: readonly string[];
} {
  return {
    ...(opts.startUrl === undefined ? {} : { startUrl: opts.startUrl }),
    ...(opts.allowDomain === undefined || opts.allowDomain.length === 0 ? {} : { allowDomains: opts.allowDomain }),
  };
}

/** The options of a long-running fence that signs checkpoints of its audit (serve, mcp). */
export function checkpointOptions(command: Command): Command {
  return command
    .option('--checkpoint-key <file>', 'sign checkpoints of the audit with this Ed25519 key (private JWK); see `capfence audit checkpoint`')
    .option('--checkpoint-origin <name>', 'the log name in checkpoints', 'capfence.local/audit')
    .option('--checkpoint-every <n>', 'records between checkpoints', '10000')
    .option('--checkpoint-interval <seconds>', 'longest time between checkpoints of a growing log', '60');
}

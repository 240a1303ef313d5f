/**
 * Downstream servers from a JSON file in the shape desktop MCP clients use
 * (`claude_desktop_config.json`): `{ "mcpServers": { "<name>": { "command", "args"?, "env"?, "cwd"?, "prefix"? } } }`.
 * The file is the deployer's: malformed entries are {@link ConfigError}s naming the entry.
 */
import { ConfigError } from '../../errors.ts';
import { getOwn } from '../../util/json.ts';
import type { StdioDownstreamSpec } from './downstream.ts';

const NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const KEYS = new Set(['command', 'args', 'env', 'cwd', 'prefix', 'type']);

export function parseServersConfig(input: unknown, source: string): StdioDownstreamSpec[] {
  const servers = isRecord(input) ? getOwn(input, 'mcpServers') : undefined;
  if (!isRecord(servers)) throw new ConfigError('ERR_CONFIG_INVALID', 'expected an object with an "mcpServers" object', source);
  const specs: StdioDownstreamSpec[] = [];
  for (const [name, raw] of Object.entries(servers)) {
    const where = `${source} mcpServers.${name}`;
    if (!NAME.test(name)) throw new ConfigError('ERR_CONFIG_INVALID', 'server names are 1-64 letters, digits, "_", "." or "-"', where);
    if (!isRecord(raw)) throw new ConfigError('ERR_CONFIG_INVALID', 'must be an object', where);
    for (const key of Object.keys(raw)) if (!KEYS.has(key)) throw new ConfigError('ERR_CONFIG_INVALID', `unknown member "${key}"`, where);
    const type = getOwn(raw, 'type');
    if (type !== undefined && type !== 'stdio')
      throw new ConfigError('ERR_CONFIG_INVALID', 'only stdio servers can be fronted (type "stdio")', where);
    const command = getOwn(raw, 'command');
    if (typeof command !== 'string' || command.length === 0)
      throw new ConfigError('ERR_CONFIG_INVALID', '"command" must be a non-empty string', where);
    const args = getOwn(raw, 'args') ?? [];
    if (!Array.isArray(args) || !args.every((a) => typeof a === 'string'))
      throw new ConfigError('ERR_CONFIG_INVALID', '"args" must be an array of strings', where);
    const env = getOwn(raw, 'env');
    if (env !== undefined && (!isRecord(env) || !Object.values(env).every((v) => typeof v === 'string')))
      throw new ConfigError('ERR_CONFIG_INVALID', '"env" must map names to strings', where);
    const cwd = getOwn(raw, 'cwd');
    if (cwd !== undefined && typeof cwd !== 'string') throw new ConfigError('ERR_CONFIG_INVALID', '"cwd" must be a string', where);
    const prefix = getOwn(raw, 'prefix');
    if (prefix !== undefined && (typeof prefix !== 'string' || prefix.length > 32))
      throw new ConfigError('ERR_CONFIG_INVALID', '"prefix" must be a string of at most 32 characters', where);
    specs.push({
      name,
      command,
      args: args as string[],
      ...(env === undefined ? {} : { env: env as Record<string, string> }),
      ...(cwd === undefined ? {} : { cwd }),
      ...(prefix === undefined ? {} : { prefix }),
    });
  }
  return specs;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

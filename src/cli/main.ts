#!/usr/bin/env node
/**
 * The `capfence` command. Every command's options are declared up front (for `--help` and for
 * commander's checks), but its handler module is imported only when it runs: `--help`,
 * `--version` and the light commands never load Cedar, fastify, the MCP SDK or the compiler.
 *
 * Exit codes: 0 success; 1 a check failed (e.g. `audit verify`); 2 a usage or configuration
 * error (commander's own and every typed CapFence error); 3 `authorize` answered other than allow.
 */
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { approvalsCommand } from './approvals.ts';
import { auditCommand, recalibrateCommand } from './audit.ts';
import { authorizeCommand } from './authorize.ts';
import { compileCommand } from './compile.ts';
import { demoCommand } from './demo.ts';
import { evalCommand } from './eval.ts';
import { keysCommand } from './keys.ts';
import { mcpCommand } from './mcp.ts';
import { consoleCommand, serveCommand } from './serve.ts';
import { tokenCommand } from './token.ts';
import { toolsCommand } from './tools.ts';
import { trainCommand } from './train.ts';
import { verifierCommand } from './verifier.ts';

/** This file sits two levels below the package root both as source (src/cli) and compiled (dist/cli). */
const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

// `npm run capfence -- …` runs in the package root; relative paths are meant from where the user
// typed it. Only this package's own scripts move: a test runner that spawns the command keeps its cwd.
const callerDir = process.env.npm_lifecycle_script?.includes('src/cli/main.ts') === true ? process.env.INIT_CWD : undefined;
if (callerDir !== undefined) {
  try {
    process.chdir(callerDir);
  } catch {
    process.stderr.write('capfence: the directory npm was started in is gone; relative paths resolve against the package root\n');
  }
}

const program = new Command()
  .name('capfence')
  .description('A runtime delegation firewall for AI agents: capability tokens, a calibrated risk gate, escalation and a tamper-evident audit.')
  .version(VERSION, '-V, --version', 'print the version')
  .showHelpAfterError()
  // Subcommands inherit this: commander throws instead of exiting, and usage errors exit 2 below.
  .exitOverride();

keysCommand(program);
tokenCommand(program);
authorizeCommand(program);
compileCommand(program);
auditCommand(program);
recalibrateCommand(program);
trainCommand(program);
evalCommand(program);
toolsCommand(program);
serveCommand(program);
consoleCommand(program);
approvalsCommand(program);
mcpCommand(program);
verifierCommand(program);
demoCommand(program);

try {
  await program.parseAsync();
} catch (error) {
  if (!(error instanceof CommanderError)) throw error;
  // Help and version exit 0; anything else commander refuses (unknown option, missing argument, no command) is a usage error.
  process.exitCode = error.exitCode === 0 ? 0 : 2;
}

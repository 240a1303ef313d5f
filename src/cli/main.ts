#!/usr/bin/env node
/** The `capfence` command. */
import { Command } from 'commander';
import { approvalsCommand } from './approvals.ts';
import { auditCommand } from './audit.ts';
import { compileCommand } from './compile.ts';
import { authorizeCommand } from './authorize.ts';
import { demoCommand } from './demo.ts';
import { evalCommand } from './eval.ts';
import { keysCommand } from './keys.ts';
import { mcpCommand } from './mcp.ts';
import { serveCommand } from './serve.ts';
import { tokenCommand } from './token.ts';
import { toolsCommand } from './tools.ts';
import { trainCommand } from './train.ts';

const program = new Command()
  .name('capfence')
  .description('A runtime delegation firewall for AI agents: capability tokens, a calibrated risk gate, escalation and a tamper-evident audit.')
  .showHelpAfterError();

keysCommand(program);
tokenCommand(program);
authorizeCommand(program);
compileCommand(program);
auditCommand(program);
trainCommand(program);
evalCommand(program);
toolsCommand(program);
serveCommand(program);
approvalsCommand(program);
mcpCommand(program);
demoCommand(program);

await program.parseAsync();

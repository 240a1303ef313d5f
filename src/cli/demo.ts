import type { Command } from 'commander';
import { lazy } from './io.ts';

export function demoCommand(program: Command): void {
  program
    .command('demo')
    .description('run CapFence end to end on an embedded scenario and print each decision')
    .option('--state <dir>', 'keep the state (audit, budgets, revocations) in this directory')
    .action(lazy(async () => (await import('./handlers/demo.ts')).demo));
}

import type { Command } from 'commander';
import { lazy } from './io.ts';

export function trainCommand(program: Command): void {
  program
    .command('train')
    .description('train the gate model from the agent-security data and write the artifact')
    .option('--data <dir>', 'data directory (or CAPFENCE_DATA)', process.env.CAPFENCE_DATA ?? '../shared/data')
    .option('--seed <n>', 'random seed', '1')
    .option('--out <file>', 'where to write the model', 'models/gate-v1.json')
    .action(lazy(async () => (await import('./handlers/train.ts')).train));
}

import type { Command } from 'commander';
import { trainGate } from '../train/train.ts';
import { run } from './io.ts';

export function trainCommand(program: Command): void {
  program
    .command('train')
    .description('train the gate model from the agent-security data and write the artifact')
    .option('--data <dir>', 'data directory (or CAPFENCE_DATA)', process.env.CAPFENCE_DATA ?? '../shared/data')
    .option('--seed <n>', 'random seed', '1')
    .option('--out <file>', 'where to write the model', 'models/gate-v1.json')
    .action((opts: { data: string; seed: string; out: string }) =>
      run(async () => {
        const command = `npm run train -- --data ${opts.data} --seed ${opts.seed} --out ${opts.out}`;
        await trainGate({ dataDir: opts.data, seed: Number(opts.seed), out: opts.out, command, log: (line) => process.stderr.write(`${line}\n`) });
      }),
    );
}

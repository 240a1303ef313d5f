/** `capfence train`: train the gate model from the agent-security data and write the artifact. */
import { trainGate } from '../../train/train.ts';

export async function train(opts: { data: string; seed: string; out: string }): Promise<void> {
  const command = `npm run train -- --data ${opts.data} --seed ${opts.seed} --out ${opts.out}`;
  await trainGate({ dataDir: opts.data, seed: Number(opts.seed), out: opts.out, command, log: (line) => process.stderr.write(`${line}\n`) });
}

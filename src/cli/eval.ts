/**
 * `capfence eval`: run episodes (format v1, docs/episode-format.md) through the full pipeline and
 * print the metrics; `capfence eval --convert <source>` turns a shared data set into episodes.
 *
 * The lists in the help text are spelled out so that `--help` does not load the evaluator; the
 * handler checks the values against the evaluator's own lists (and a test keeps the two equal).
 */
import type { Command } from 'commander';
import { lazy } from './io.ts';

/** As `CONDITIONS` of src/eval/evaluate.ts. */
export const CONDITION_NAMES = 'capfence, token-gate, static-acl, always-verify, post-hoc, none';
/** As `DATA_SOURCES` and `EVALUATION_SOURCES` of src/eval/convert/load.ts. */
export const SOURCE_NAMES = 'agentdojo, taubench, asb, mind2web';

export function evalCommand(program: Command): void {
  program
    .command('eval')
    .description('run episodes (JSONL, format v1) through the fence and print the metrics; or convert a data set into episodes')
    .option('--episodes <file>', 'episodes file (JSONL, may be .gz)')
    .option('--tools <file>', 'tool list(s) for episodes that name a catalog or carry no tools')
    .option('--policy <file>', 'deployer policy (JSON) for episodes that carry none')
    .option('--manifest <file>', 'tool manifest (JSON) classifying tools explicitly')
    .option('--model <file>', 'gate model (default: the shipped models/gate-v1.json)')
    .option('--verifier <kind>', 'escalation verifier: data-flow (where the values came from, then Cedar), cedar, or none', 'cedar')
    .option('--cedar <file>', 'Cedar policies for the verifier (default: examples/policies/default.cedar)')
    .option('--condition <id>', `one of ${CONDITION_NAMES}`, 'capfence')
    .option('--per-episode <file>', "also write each episode's step verdicts (JSONL)")
    .option('--dial <setting>', 'evaluate with the gate at this cost–safety dial: permissive | balanced | strict | 0..1')
    .option('--dial-curve', 'evaluate at each dial setting (0, 0.25, 0.5, 0.75, 1) and print FPR, FNR, ρ and task success along it')
    .option('--plot <file>', 'with --dial-curve: also draw the curve as an SVG file')
    .option('--json', 'print the report as JSON')
    .option('--convert <source>', `convert a shared data set into episodes: ${SOURCE_NAMES}`)
    .option('--data <dir>', 'data directory for --convert (or CAPFENCE_DATA)', process.env.CAPFENCE_DATA ?? '../shared/data')
    .option('--out <file>', 'episodes file --convert writes (tool lists go to <file>.tools.json)')
    .action(lazy(async () => (await import('./handlers/eval.ts')).evaluateOrConvert));
}

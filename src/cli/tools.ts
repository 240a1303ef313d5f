/**
 * `capfence tools`: review how a catalog is classified before an agent is put in front of it, or
 * measure the classifier on labelled tools it never saw.
 *
 *   capfence tools --tools FILE [--manifest FILE] [--json]
 *   capfence tools --eval [--data DIR] [--labels FILE] [--misses] [--json]      (npm run eval:tools)
 */
import type { Command } from 'commander';
import { lazy } from './io.ts';

export function toolsCommand(program: Command): void {
  program
    .command('tools')
    .description("print each tool's action class, argument roles and the evidence for them; or measure the classifier (--eval)")
    .option('--tools <file>', 'tools (MCP tools/list, an array, OpenAI function shape, or { "catalogs": {...} })')
    .option('--manifest <file>', 'a tool manifest (YAML or JSON) whose entries win over inference')
    .option('--json', 'print JSON')
    .option('--eval', 'measure the classifier on the labelled corpus (held out by domain) and the benchmark tools')
    .option('--data <dir>', 'data directory for --eval (or CAPFENCE_DATA)', process.env.CAPFENCE_DATA ?? '../shared/data')
    .option('--labels <file>', "labels for --eval (default: the package's corpus/tools/labels.jsonl)")
    .option('--misses', 'with --eval: list every tool of the test domains classed wrongly')
    .action(lazy(async () => (await import('./handlers/tools.ts')).reviewOrEvaluate));
}

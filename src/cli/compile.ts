/**
 * `capfence compile "<intent>" --tools FILE [--policy FILE] [--key FILE]`: compile an intent into a
 * least-privilege capability; `capfence compile --eval`: evaluate the compiler.
 */
import type { Command } from 'commander';
import { collect, lazy } from './io.ts';

export function compileCommand(program: Command): void {
  program
    .command('compile')
    .description('compile a user intent and the deployer policy into a least-privilege capability token (--eval: evaluate the compiler)')
    .argument('[intent]', 'the user intent (or @file)')
    .option('--tools <file>', "the agent's tools: MCP tools/list result, an array, or OpenAI function entries")
    .option('--manifest <file>', 'tool manifest (YAML or JSON) classifying the tools')
    .option('--policy <file>', 'deployer policy (YAML or JSON); the embedded default policy when omitted')
    .option('--trust <level>', 'trust level of the policy (its default when omitted)')
    .option('--start-url <url>', "a browsing agent's start page: its host is one of the task's sites")
    .option('--allow-domain <host>', 'another site of a browsing task (repeatable)', collect, [])
    .option('--key <file>', 'signing key (private JWK): also mint the token')
    .option('--issuer <name>', 'issuer name', 'capfence')
    .option('--subject <agent>', 'the agent that will hold the token', 'agent')
    .option('--graph <file>', 'capability graph extension (JSON)')
    .option('--llm <url>', 'OpenAI-compatible chat-completions URL for the optional LLM compiler (key from $CAPFENCE_LLM_API_KEY)')
    .option('--llm-model <name>', 'model name for --llm', 'gpt-4o-mini')
    .option('--llm-timeout <ms>', 'deadline for --llm in milliseconds', '5000')
    .option('--json', 'print JSON')
    .option('--eval', 'evaluate the compiler on the development data')
    .option('--data <dir>', 'data directory for --eval (default: $CAPFENCE_DATA or ../shared/data)')
    .option('--manifests <dir>', "directory of labelled manifests for --eval (default: the repository's manifests/)")
    .option('--no-held-out', 'skip the leave-one-suite-out comparison in --eval')
    .option('--misses', 'list every miss in --eval')
    .option('--intents <dir>', "the labelled intent corpus for --eval (default: the repository's corpus/intents)")
    .option('--split <name>', 'intent corpus split(s) for --eval: train, test, fresh, fresh2 or all', 'all')
    .option('--only <part>', '--eval only the intent corpus ("intents") or only the benchmarks ("benchmarks")')
    .option('--inferred', 'in --eval of the intent corpus, classify the catalogs by inference instead of their manifests')
    .action(lazy(async () => (await import('./handlers/compile.ts')).compile));
}

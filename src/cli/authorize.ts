import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { loadManifest } from '../action/catalog.ts';
import { CapabilityGraph } from '../capability/graph.ts';
import { Keyring } from '../capability/keys.ts';
import { CedarVerifier } from '../escalation/cedar.ts';
import { createFence } from '../index.ts';
import { jsonOption, loadTools, printJson, run, textOption, fenceOptions } from './io.ts';

interface AuthorizeOptions {
  keys: string;
  tools: string;
  token: string;
  call?: string;
  intent?: string;
  state?: string;
  model?: string;
  manifest?: string;
  graph?: string;
  durability: 'strict' | 'batched';
  privacy?: boolean;
  cedar?: string;
  verifierTimeout: string;
}

export function authorizeCommand(program: Command): void {
  fenceOptions(
    program
      .command('authorize')
      .description('decide one tool call (JSON in, decision out); exit code 0 only when allowed')
      .requiredOption('--keys <file>', 'trusted issuer keys (JWKS or key file)')
      .requiredOption('--tools <file>', 'tool specs (MCP tools/list result or array)')
      .requiredOption('--token <token>', 'capability token (or @file)')
      .option('--call <json>', 'the call {"tool": ..., "args": {...}} (JSON or @file; default: stdin)')
      .option('--intent <text>', "the user intent (default: the token's)")
      .option('--cedar <file>', 'Cedar policy file: the verifier for the escalation band (without one, escalations are returned as such)')
      .option('--verifier-timeout <ms>', 'deadline of the verifier; past it the call is denied', '5000'),
  ).action((opts: AuthorizeOptions) =>
    run(async () => {
      const graph = opts.graph === undefined ? CapabilityGraph.builtIn() : CapabilityGraph.fromFile(opts.graph);
      const verifier =
        opts.cedar === undefined ? undefined : await CedarVerifier.fromFiles({ policyPath: opts.cedar, classes: graph.classes.map((c) => c.id) });
      const fence = createFence({
        ...(verifier === undefined ? {} : { verifier, verifierTimeoutMs: Number(opts.verifierTimeout) }),
        keyring: Keyring.fromFile(opts.keys),
        tools: loadTools(opts.tools),
        graph,
        ...(opts.manifest === undefined ? {} : { manifest: loadManifest(opts.manifest, graph) }),
        ...(opts.model === undefined ? {} : { model: opts.model }),
        ...(opts.state === undefined ? {} : { state: opts.state }),
        durability: opts.durability,
        privacy: opts.privacy === true,
      });
      try {
        const call = opts.call === undefined ? JSON.parse(readFileSync(0, 'utf8')) : jsonOption(opts.call, 'call');
        const decision = await fence.authorize(call, textOption(opts.token, 'token'), opts.intent === undefined ? {} : { intent: opts.intent });
        printJson(decision);
        if (decision.verdict !== 'allow') process.exitCode = 3;
      } finally {
        await fence.close();
      }
    }),
  );
}

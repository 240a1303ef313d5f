/**
 * The direction of dependencies (DESIGN.md "Layout"): the core depends on no framework and on
 * no adapter, CLI, training or evaluation code; adapters depend on the core only; nothing in
 * src/ or bench/ reaches into test/; and there are no import cycles. `npm run lint` checks it.
 */
const CORE = '^src/(?!adapters/|cli/|train/|eval/)';
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Import cycles blur what depends on what.', from: {}, to: { circular: true } },
    {
      name: 'adapters-stand-alone',
      severity: 'error',
      comment: 'An adapter depends on the core only, never on another adapter.',
      from: { path: '^src/adapters/([^/]+)/' },
      to: { path: '^src/adapters/', pathNot: '^src/adapters/$1/' },
    },
    {
      name: 'core-below-the-edges',
      severity: 'error',
      comment: 'The core (src minus adapters, cli, train, eval) never imports them.',
      from: { path: CORE },
      to: { path: '^src/(adapters|cli|train|eval)/' },
    },
    {
      name: 'core-without-frameworks',
      severity: 'error',
      comment: 'The core depends on no agent or server framework.',
      from: { path: CORE },
      to: { path: 'node_modules/(ai|@openai/agents|@modelcontextprotocol/sdk|fastify|commander|pino)/' },
    },
    {
      name: 'runtime-without-training',
      severity: 'error',
      comment: 'Evaluation may replay the runtime, but only training code, recalibration and benches load the trainer.',
      from: { path: '^src/(?!train/|cli/train|cli/handlers/(?:train|recalibrate))' },
      to: { path: '^src/train/' },
    },
    { name: 'no-test-imports', severity: 'error', comment: 'Shipped and bench code never import test helpers.', from: { path: '^(src|bench)/' }, to: { path: '^test/' } },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|bench/\\.build)/' },
  },
};

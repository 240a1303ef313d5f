/**
 * Episode format v1: one JSON object per line (JSONL), the project's public format for evaluating
 * a fence on recorded agent runs. docs/episode-format.md documents it; schemas/episode-v1.json is
 * the JSON Schema generated from the zod schema below ({@link episodeJsonSchema}).
 *
 * An episode is one agent working on one user request: the intent, the tools it was offered (or
 * the name of a tool list supplied separately), and the calls it proposed, in order, each with
 * what the tool returned and whether the call should be allowed.
 */
import { z } from 'zod';

export const EPISODE_VERSION = 1;

/** An MCP tool description (`tools/list` shape). Extra members are kept and ignored. */
export const ToolSpecSchema = z
  .object({
    name: z.string().min(1).max(256).describe('The tool name the calls use.'),
    title: z.string().optional(),
    description: z.string().optional().describe('What the tool does, in words: the catalog classifies tools by it.'),
    inputSchema: z
      .object({
        type: z.literal('object').optional(),
        properties: z.record(z.string(), z.unknown()).optional(),
        required: z.array(z.string()).readonly().optional(),
      })
      .loose()
      .optional()
      .describe('JSON Schema of the arguments.'),
    annotations: z
      .object({
        title: z.string().optional(),
        readOnlyHint: z.boolean().optional(),
        destructiveHint: z.boolean().optional(),
        idempotentHint: z.boolean().optional(),
        openWorldHint: z.boolean().optional(),
      })
      .loose()
      .optional(),
  })
  .loose();

export const StepSchema = z
  .object({
    call: z
      .object({
        tool: z.string().min(1).max(256),
        args: z.record(z.string(), z.unknown()).default({}).describe('The arguments the agent proposed (a JSON object).'),
      })
      .strict(),
    output: z
      .unknown()
      .optional()
      .describe('What the tool returned when the call ran (text or JSON). Fed to the session only if the fence allows the call.'),
    label: z.enum(['allow', 'deny']).describe("allow: the user's task needs this call; deny: the call serves someone else and must not run."),
    scored: z.boolean().default(true).describe('false: the step is replayed but left out of every metric (say why in note).'),
    uncertainty: z.number().min(0).max(1).optional().describe('Planner uncertainty in [0, 1], when the agent reports it.'),
    note: z.string().max(1024).optional(),
  })
  .strict();

export const EpisodeSchema = z
  .object({
    v: z.literal(EPISODE_VERSION).describe('Format version.'),
    id: z.string().min(1).max(1024).describe('Unique within a file.'),
    intent: z.string().max(65_536).describe("The user's request, in their words."),
    tools: z.array(ToolSpecSchema).max(4096).optional().describe('The tools the agent was offered.'),
    catalog: z.string().min(1).max(256).optional().describe('Instead of tools: the name of a tool list in the file given with --tools.'),
    steps: z.array(StepSchema).min(1).max(100_000),
    policy: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('The deployer policy the capability token is compiled under (default: the built-in one).'),
    deployment: z
      .object({
        startUrl: z.url().max(2048).optional().describe("A browsing agent's start page: its site is the task's site."),
        allowDomains: z.array(z.string().min(1).max(253)).max(256).optional().describe('Further sites the deployment allows.'),
      })
      .strict()
      .optional()
      .describe('How the agent was deployed, as its operator would configure it; passed to the compiler.'),
    meta: z.record(z.string(), z.unknown()).optional().describe('Free-form: source, task, split group (meta.group), attack, ...'),
  })
  .strict()
  .superRefine((episode, ctx) => {
    if (episode.tools !== undefined && episode.catalog !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'give either "tools" or "catalog", not both', path: ['catalog'] });
    }
    const names = new Set<string>();
    episode.tools?.forEach((tool, i) => {
      if (names.has(tool.name))
        ctx.addIssue({ code: 'custom', message: `tool "${tool.name.slice(0, 64)}" is listed twice`, path: ['tools', i, 'name'] });
      names.add(tool.name);
    });
  });

/** A valid episode, as parsed (defaults filled in). */
export type EpisodeV1 = z.output<typeof EpisodeSchema>;
/** An episode as written (defaults may be omitted). */
export type EpisodeInput = z.input<typeof EpisodeSchema>;
export type Step = z.output<typeof StepSchema>;
export type StepLabel = Step['label'];

/** A file of named tool lists for episodes that reference a catalog: `{ "catalogs": { name: [tool, ...] } }`. */
export const CatalogFileSchema = z.object({ catalogs: z.record(z.string(), z.array(ToolSpecSchema)) }).strict();

/** The JSON Schema (draft 2020-12) of one episode line. */
export function episodeJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(EpisodeSchema, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>;
  return {
    $schema: schema.$schema,
    $id: 'https://capfence.dev/schemas/episode-v1.json',
    title: 'CapFence episode v1',
    description:
      'One line of a CapFence episodes file (JSONL): a user intent, the tools offered, and the proposed calls in order, each labelled allow or deny. See docs/episode-format.md.',
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
  };
}

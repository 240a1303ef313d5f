/**
 * The realistic workload of `bench:latency`: a deterministic call sequence over many agents, with
 * argument sizes like real traces and tool outputs of 1–16 KB that carry entities (e-mail
 * addresses, IBANs, URLs, amounts, dates), the way a mail, file or bank tool answers.
 *
 * Argument sizes: by default a log-normal fitted to AgentDojo's recorded runs (JSON of the
 * arguments: median 36 bytes, p90 ≈ 220, p99 ≈ 750, measured over 9,357 calls of 3,000 runs).
 * With `--data DIR` (or CAPFENCE_DATA) the bench reads the sizes themselves from
 * `DIR/agentdojo/runs_trajectories.jsonl.gz` ({@link readArgSizeQuantiles}) and samples from them.
 * The same seed gives every subject the same sequence.
 */
import { existsSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { DEFAULT_PEER_POLICY as POLICY, type PeerCall } from './policy.ts';

export interface RealisticCall extends PeerCall {
  /** Which agent (token and session) proposes the call. */
  readonly agent: number;
  /** Index into {@link Workload.outputs} of what the tool returns when it runs, or -1. */
  readonly output: number;
  /** What the shared policy says (revise and escalate count as not allowed). */
  readonly expected: 'allow' | 'deny';
}

export interface Workload {
  readonly calls: readonly RealisticCall[];
  /** Tool outputs, 1–16 KB each. The harness makes a fresh copy each time one is recorded. */
  readonly outputs: readonly string[];
  readonly agents: number;
}

export interface WorkloadOptions {
  readonly agents: number;
  /** Length of the call sequence (the timing loop cycles through it). */
  readonly length?: number;
  /** Argument sizes as 101 quantiles (bytes of JSON), from recorded runs; default: the fitted log-normal. */
  readonly argSizeQuantiles?: readonly number[];
  readonly seed?: number;
}

/** A small, fast, seedable PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'the report quarterly meeting invoice account review project draft update team schedule budget notes summary client order delivery status request follow please attached thanks regards'.split(
    ' ',
  );

function prose(random: () => number, chars: number): string {
  let out = '';
  while (out.length < chars) out += `${WORDS[Math.floor(random() * WORDS.length)]} `;
  return out.slice(0, Math.max(0, chars));
}

/** An argument size in bytes of JSON: from recorded quantiles, or the fitted log-normal. */
function argSize(random: () => number, quantiles: readonly number[] | undefined): number {
  const u = random();
  if (quantiles !== undefined && quantiles.length > 1) {
    const x = u * (quantiles.length - 1);
    const i = Math.floor(x);
    const lo = quantiles[i] as number;
    const hi = quantiles[Math.min(i + 1, quantiles.length - 1)] as number;
    return Math.round(lo + (hi - lo) * (x - i));
  }
  // Box–Muller: a standard normal from two uniforms.
  const z = Math.sqrt(-2 * Math.log(Math.max(u, 1e-12))) * Math.cos(2 * Math.PI * random());
  return Math.min(4096, Math.max(2, Math.round(36 * Math.exp(1.3 * z))));
}

const OUTSIDERS = ['carol@corp.example', 'dave@partner.example', 'erin@vendor.example', 'frank@mail.example'];
const IBANS = ['GB33BUKB20201555555555', 'FR1420041010050500013M02606', 'NL91ABNA0417164300', 'DE75512108001245126199'];

/** One tool output of about `bytes` bytes: lines of prose with an entity every few lines. */
function output(random: () => number, bytes: number, n: number, files: readonly string[]): string {
  const lines: string[] = [`result ${n}`, ...files.map((file) => `file ${file}`)];
  let size = 0;
  for (let line = 0; size < bytes; line++) {
    let text = prose(random, 40 + Math.floor(random() * 60));
    switch (line % 5) {
      case 0:
        text += ` from ${OUTSIDERS[Math.floor(random() * OUTSIDERS.length)]}`;
        break;
      case 1:
        text += ` IBAN ${IBANS[Math.floor(random() * IBANS.length)]} amount ${(random() * 900).toFixed(2)} EUR`;
        break;
      case 2:
        text += ` see https://docs.example.com/${Math.floor(random() * 1e6)}`;
        break;
      case 3:
        text += ` due 2026-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
        break;
      default:
        break;
    }
    lines.push(text);
    size += text.length + 1;
  }
  return lines.join('\n');
}

/** Build the workload: reads with outputs, allowed and refused sends, payments, unknown tools. */
export function buildWorkload(options: WorkloadOptions): Workload {
  const random = prng(options.seed ?? 12);
  const length = options.length ?? 6_000;
  const size = () => argSize(random, options.argSizeQuantiles);
  const fill = (base: number) => prose(random, Math.max(0, size() - base));
  // A file name is at most 255 bytes (NAME_MAX of common file systems), extension included.
  const path = () => `/home/user/${fill(24).replaceAll(' ', '_').slice(0, 252)}.md`;
  // Each output lists 1–4 files; a later read of that agent opens one of the files it was shown.
  const files: string[][] = [];
  const outputs: string[] = [];
  // Log-uniform sizes between 1 and 16 KB.
  for (let i = 0; i < 256; i++) {
    files.push(Array.from({ length: 1 + Math.floor(random() * 4) }, path));
    outputs.push(output(random, Math.round(1024 * 2 ** (4 * random())), i, files[i] as string[]));
  }
  const lastOutput = new Int32Array(options.agents).fill(-1);
  const firstReads: [number, number][] = [];
  const calls: RealisticCall[] = [];
  for (let i = 0; i < length; i++) {
    const agent = i % options.agents;
    const roll = random();
    if (roll < 0.45) {
      const tool = POLICY.readTools[Math.floor(random() * POLICY.readTools.length)] as string;
      // A file the agent's last tool output listed, as an agent reads what a listing or a search returned.
      // An agent's first read in the sequence opens one its last output listed, as the sequence repeats
      // (fixed below); the first time round the fence has seen no output to trace it to.
      const shown = files[lastOutput[agent] as number];
      const pick = random();
      const args: Record<string, unknown> = tool === 'search' ? { query: fill(12) } : tool === 'get_balance' ? {} : { path: '' };
      if (shown === undefined) firstReads.push([calls.length, pick]);
      else if ('path' in args) args.path = shown[Math.floor(pick * shown.length)] as string;
      const returned = Math.floor(random() * outputs.length);
      lastOutput[agent] = returned;
      calls.push({ tool, args, agent, output: returned, expected: 'allow' });
    } else if (roll < 0.7) {
      const to = POLICY.allowedRecipients[Math.floor(random() * POLICY.allowedRecipients.length)] as string;
      calls.push({ tool: POLICY.emailTool, args: { to, subject: 'Report', body: fill(60) }, agent, output: -1, expected: 'allow' });
    } else if (roll < 0.85) {
      const amount = 1 + Math.floor(random() * POLICY.maxAmount);
      calls.push({ tool: POLICY.paymentTool, args: { recipient: 'DE89370400440532013000', amount }, agent, output: -1, expected: 'allow' });
    } else if (roll < 0.9) {
      calls.push({ tool: POLICY.emailTool, args: { to: OUTSIDERS[0], subject: 'Report', body: fill(60) }, agent, output: -1, expected: 'deny' });
    } else if (roll < 0.95) {
      calls.push({ tool: POLICY.paymentTool, args: { recipient: 'DE89370400440532013000', amount: 5_000 }, agent, output: -1, expected: 'deny' });
    } else {
      calls.push({ tool: 'format_disk', args: { device: '/dev/sda' }, agent, output: -1, expected: 'deny' });
    }
  }
  for (const [at, pick] of firstReads) {
    const call = calls[at] as RealisticCall;
    const args = call.args as Record<string, unknown>;
    const shown = files[lastOutput[call.agent] as number];
    if ('path' in args) args.path = shown === undefined ? path() : (shown[Math.floor(pick * shown.length)] as string);
  }
  return { calls, outputs, agents: options.agents };
}

/**
 * 101 quantiles of the size (bytes of JSON) of the arguments of the calls in AgentDojo's recorded
 * runs under `dataDir`, from the first `runs` trajectories; undefined when the file is not there.
 */
export async function readArgSizeQuantiles(dataDir: string, runs = 3_000): Promise<number[] | undefined> {
  const path = join(dataDir, 'agentdojo', 'runs_trajectories.jsonl.gz');
  if (!existsSync(path)) return undefined;
  const sizes: number[] = [];
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  let read = 0;
  for await (const line of lines) {
    if (read++ >= runs) break;
    const run = JSON.parse(line) as { calls?: { args?: unknown }[] };
    for (const call of run.calls ?? []) sizes.push(JSON.stringify(call.args ?? {}).length);
  }
  lines.close();
  if (sizes.length === 0) return undefined;
  sizes.sort((a, b) => a - b);
  return Array.from({ length: 101 }, (_, q) => sizes[Math.floor((q / 100) * (sizes.length - 1))] as number);
}

/** The realistic workload generated as it is consumed ({@link streamWorkload}): nothing but a few lists is held. */
export interface WorkloadStream {
  readonly agents: number;
  /** The next call of the endless sequence. */
  next(): RealisticCall;
  /** A fresh copy of the text of output `id` (of {@link STREAM_OUTPUTS}), generated when asked for. */
  output(id: number): string;
}

/** Distinct tool outputs of a {@link streamWorkload} (as many as {@link buildWorkload} holds). */
export const STREAM_OUTPUTS = 256;

/**
 * The same mix of calls and outputs as {@link buildWorkload}, but endless and generated lazily, so
 * that a process measuring CapFence's memory holds almost none of the workload's: the calls are
 * made one at a time and each output's text when it is recorded (from the output's own seed, so
 * output `id` has the same text each time). Only the file names each output lists are kept
 * (256 short lists). An agent's first read opens a file of an output chosen for it in advance,
 * which the fence has not seen yet, as the first round of {@link buildWorkload} does.
 */
export function streamWorkload(options: Omit<WorkloadOptions, 'length'>): WorkloadStream {
  const seed = options.seed ?? 12;
  const random = prng(seed);
  const size = () => argSize(random, options.argSizeQuantiles);
  const fill = (base: number) => prose(random, Math.max(0, size() - base));
  const files: string[][] = [];
  for (let i = 0; i < STREAM_OUTPUTS; i++) {
    const own = prng(seed * 7_919 + i);
    const name = () =>
      `/home/user/${prose(own, Math.max(0, argSize(own, options.argSizeQuantiles) - 24))
        .replaceAll(' ', '_')
        .slice(0, 252)}.md`;
    files.push(Array.from({ length: 1 + Math.floor(own() * 4) }, name));
  }
  const lastOutput = Int32Array.from({ length: options.agents }, () => Math.floor(random() * STREAM_OUTPUTS));
  let i = 0;
  return {
    agents: options.agents,
    next(): RealisticCall {
      const agent = i++ % options.agents;
      const roll = random();
      if (roll < 0.45) {
        const tool = POLICY.readTools[Math.floor(random() * POLICY.readTools.length)] as string;
        const shown = files[lastOutput[agent] as number] as string[];
        const pick = random();
        const args: Record<string, unknown> =
          tool === 'search' ? { query: fill(12) } : tool === 'get_balance' ? {} : { path: shown[Math.floor(pick * shown.length)] };
        const returned = Math.floor(random() * STREAM_OUTPUTS);
        lastOutput[agent] = returned;
        return { tool, args, agent, output: returned, expected: 'allow' };
      }
      if (roll < 0.7) {
        const to = POLICY.allowedRecipients[Math.floor(random() * POLICY.allowedRecipients.length)] as string;
        return { tool: POLICY.emailTool, args: { to, subject: 'Report', body: fill(60) }, agent, output: -1, expected: 'allow' };
      }
      if (roll < 0.85) {
        const amount = 1 + Math.floor(random() * POLICY.maxAmount);
        return { tool: POLICY.paymentTool, args: { recipient: 'DE89370400440532013000', amount }, agent, output: -1, expected: 'allow' };
      }
      if (roll < 0.9)
        return { tool: POLICY.emailTool, args: { to: OUTSIDERS[0], subject: 'Report', body: fill(60) }, agent, output: -1, expected: 'deny' };
      if (roll < 0.95)
        return { tool: POLICY.paymentTool, args: { recipient: 'DE89370400440532013000', amount: 5_000 }, agent, output: -1, expected: 'deny' };
      return { tool: 'format_disk', args: { device: '/dev/sda' }, agent, output: -1, expected: 'deny' };
    },
    output(id: number): string {
      const own = prng(seed * 104_729 + id);
      return output(own, Math.round(1024 * 2 ** (4 * own())), id, files[id] as string[]);
    },
  };
}

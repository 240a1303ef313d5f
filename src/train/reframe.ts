/**
 * Injections in other words: the project's own framings (corpus/injections) put around the same
 * attacker goal, in place of the wording a data set's injected outputs carry. Training sees train
 * framings only (paraphrase augmentation); held-out-template evaluation uses the test framings,
 * which share no template, style scaffold or wording with them.
 *
 * An episode's injection is found in its outputs by the text the data set says it injected
 * (`meta.injectionText`), compared with case, escapes and white space folded, so the same text
 * is found whatever the output's format (YAML, JSON) did to it. Nothing here looks for a data
 * set's particular sentences. Benign look-alikes (imperatives, notices, forms) are added to
 * benign episodes' outputs the same way, so that "imperative text" alone never marks an attack.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../errors.ts';
import type { EpisodeV1 } from '../eval/schema.ts';
import { sha256Hex } from '../util/canonical.ts';
import type { DataFile, SourcedEpisode } from './data.ts';

export type Split = 'train' | 'test';

export interface Framing {
  readonly id: string;
  readonly style: string;
  readonly lang: string;
  readonly split: Split;
  readonly template: string;
  readonly escape: string;
}

export interface BenignText {
  readonly id: string;
  readonly split: Split;
  readonly text: string;
}

export interface InjectionCorpus {
  readonly framings: readonly Framing[];
  readonly benign: readonly BenignText[];
  /** The files read (recorded in artifacts). */
  readonly files: readonly DataFile[];
}

/** The corpus shipped in the repository (corpus/injections). */
export const DEFAULT_INJECTIONS_DIR = fileURLToPath(new URL('../../corpus/injections/', import.meta.url));

/** Read framings.jsonl and benign.jsonl. Throws ConfigError naming a file that cannot be read. */
export function loadInjectionCorpus(dir: string = DEFAULT_INJECTIONS_DIR): InjectionCorpus {
  const files: DataFile[] = [];
  const read = (name: string): Record<string, unknown>[] => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(`${dir.replace(/\/$/, '')}/${name}`);
    } catch (cause) {
      throw new ConfigError('ERR_CONFIG_INVALID', 'cannot read the injection corpus', name, { cause });
    }
    const lines = bytes
      .toString('utf8')
      .split('\n')
      .filter((l) => l.trim().length > 0);
    files.push({ path: `corpus/injections/${name}`, sha256: sha256Hex(bytes), records: lines.length });
    return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  };
  const split = (v: unknown): Split => (v === 'test' ? 'test' : 'train');
  const framings = read('framings.jsonl').map((r) => ({
    id: String(r.id),
    style: String(r.style),
    lang: String(r.lang),
    split: split(r.split),
    template: String(r.template),
    escape: String(r.escape ?? 'none'),
  }));
  const benign = read('benign.jsonl').map((r) => ({ id: String(r.id), split: split(r.split), text: String(r.text) }));
  return { framings, benign, files };
}

const USERS = ['Emily Carter', 'Jonas Weber', 'Priya Raman', 'Lucas Moreau', 'Mei Lin', 'Sofia Alvarez'];
const SENDERS = ['the IT Service Desk', 'Dr. Helen Marsh, Head of Compliance', 'the Security Operations Team', 'Account Services'];

function escapeFor(text: string, how: string): string {
  switch (how) {
    case 'json':
      return JSON.stringify(text).slice(1, -1);
    case 'yaml-dq':
      return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
    case 'csv':
      return text.replace(/"/g, '""');
    case 'xml':
    case 'html':
      return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    default:
      return text;
  }
}

/** A framing around `goal` (plain replacement of `{goal}`, `{user}`, `{sender}`; the corpus README). */
export function renderFraming(framing: Framing, goal: string, pick: number): string {
  const esc = (s: string): string => escapeFor(s, framing.escape);
  const sentence = goal.trim().replace(/[.!]+$/, '');
  const lowered = sentence.length > 1 && /^[A-Z][a-z]/.test(sentence) ? sentence[0]!.toLowerCase() + sentence.slice(1) : sentence;
  return framing.template
    .split('{goal}')
    .join(esc(lowered))
    .split('{user}')
    .join(esc(USERS[pick % USERS.length]!))
    .split('{sender}')
    .join(esc(SENDERS[pick % SENDERS.length]!));
}

/** `text` folded for comparison (lower case; escapes, backslashes, doubled quotes and white space runs as one space), with each folded character's index in `text`. */
function fold(text: string, withMap: boolean): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  let space = false;
  for (let i = 0; i < text.length; i++) {
    let c = text[i]!;
    if (c === '\\') {
      const next = text[i + 1];
      if (next === 'n' || next === 'r' || next === 't') {
        i++;
        c = ' ';
      } else continue;
    }
    // YAML's single-quoted strings double the quote.
    if (c === "'" && text[i + 1] === "'") i++;
    if (/\s/.test(c)) {
      if (!space && folded.length > 0) {
        folded += ' ';
        if (withMap) map.push(i);
      }
      space = true;
      continue;
    }
    space = false;
    folded += c.toLowerCase();
    if (withMap) map.push(i);
  }
  return { folded: folded.trimEnd(), map };
}

/** The [start, end) range of `output` holding `injected` (folded comparison), if it does. */
export function locateInjection(output: string, injected: string): [number, number] | undefined {
  const needle = fold(injected, false).folded.trim();
  if (needle.length < 16) return undefined;
  const { folded, map } = fold(output, true);
  const at = folded.indexOf(needle);
  if (at < 0) return undefined;
  return [map[at]!, map[at + needle.length - 1]! + 1];
}

/** Deterministic pick in [0, n) from a string and a seed (FNV-1a). */
export function pickIndex(key: string, seed: number, n: number): number {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619) >>> 0;
  return h % n;
}

/**
 * The episode with its injection re-worded by `framing` around the episode's goal; undefined
 * when the episode records no injection, or no output holds it. The copy keeps the episode's
 * labels, group and stratum (the calls did not change; only the words that asked for them).
 */
export function reframeEpisode(sourced: SourcedEpisode, framing: Framing, pick: number): SourcedEpisode | undefined {
  const meta = sourced.episode.meta ?? {};
  const injected = meta.injectionText;
  const goal = meta.injectionGoal;
  if (typeof injected !== 'string' || typeof goal !== 'string') return undefined;
  const rendered = renderFraming(framing, goal, pick);
  let replaced = 0;
  const steps = sourced.episode.steps.map((step) => {
    const output = (step as { output?: unknown }).output;
    if (typeof output !== 'string') return step;
    const range = locateInjection(output, injected);
    if (range === undefined) return step;
    replaced++;
    // Inside an escaped string (YAML, JSON) the framing's line breaks are written as escapes too.
    const inside = output.slice(range[0], range[1]);
    const text = inside.includes('\\') ? rendered.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"') : rendered;
    return { ...step, output: `${output.slice(0, range[0])}${text}${output.slice(range[1])}` };
  });
  if (replaced === 0) return undefined;
  const episode: EpisodeV1 = { ...sourced.episode, id: `${sourced.episode.id}~${framing.id}`, steps, meta: { ...meta, framing: framing.id } };
  return { ...sourced, id: episode.id, episode };
}

/** The episode with a benign look-alike text added to its first text output (labels unchanged). */
export function withBenignText(sourced: SourcedEpisode, benign: BenignText): SourcedEpisode | undefined {
  let added = false;
  const steps = sourced.episode.steps.map((step) => {
    const output = (step as { output?: unknown }).output;
    if (added || typeof output !== 'string') return step;
    added = true;
    return { ...step, output: `${output}\n\n${benign.text}` };
  });
  if (!added) return undefined;
  const episode: EpisodeV1 = {
    ...sourced.episode,
    id: `${sourced.episode.id}~${benign.id}`,
    steps,
    meta: { ...(sourced.episode.meta ?? {}), benign: benign.id },
  };
  return { ...sourced, id: episode.id, episode };
}

/**
 * `copies` re-worded versions of each injected episode in `episodes` (framings of `split`,
 * picked by a seeded hash of the episode id), and as many versions of each benign episode with a
 * benign look-alike of `split` added. Episodes that record no injection are left out.
 */
export function reworded(
  episodes: readonly SourcedEpisode[],
  corpus: InjectionCorpus,
  split: Split,
  options: { readonly seed: number; readonly copies: number },
): SourcedEpisode[] {
  const framings = corpus.framings.filter((f) => f.split === split);
  const benign = corpus.benign.filter((b) => b.split === split);
  const out: SourcedEpisode[] = [];
  for (const e of episodes) {
    for (let k = 0; k < options.copies; k++) {
      const key = `${e.id}#${k}`;
      if (typeof e.episode.meta?.injectionText === 'string') {
        if (framings.length === 0) continue;
        const copy = reframeEpisode(e, framings[pickIndex(key, options.seed, framings.length)]!, pickIndex(key, options.seed + 1, 1 << 16));
        if (copy !== undefined) out.push(copy);
      } else if (e.episode.meta?.kind === 'benign' && benign.length > 0) {
        const copy = withBenignText(e, benign[pickIndex(key, options.seed, benign.length)]!);
        if (copy !== undefined) out.push(copy);
      }
    }
  }
  return out;
}

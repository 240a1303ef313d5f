/**
 * The catalog's tools an operation of the intent would call (grounding.ts), from the words of its
 * verb, its object and its destination. Object words in a language the parser does not read are
 * matched in English too ("vystav fakturu": the invoice of an `invoice_create` tool).
 */
import { englishText } from '../../action/foreign.ts';
import type { ActionClass } from '../../action/types.ts';
import { CLASS } from '../../action/classes.ts';
import type { CapabilityGraph } from '../graph.ts';
import type { EntityKind } from './entity.ts';
import { isModifier } from './clauses.ts';
import { ground, stem, type ToolIndex } from './grounding.ts';
import { HEAD_ONLY, writtenWord } from './nouns.ts';
import type { Token } from './text.ts';
import type { VerbSense } from './vocabulary.ts';

export const DESTINATION_WORDS = new Set(['to', 'into', 'onto', 'with']);
/** Letters ids are written with that name no kind of thing ("DOC-9130", "REF-22", "NUM-4"). */
const GENERIC_PREFIXES = new Set(['doc', 'docs', 'ref', 'refs', 'num', 'file', 'rec', 'item', 'obj', 'msg', 'key', 'tmp', 'test']);
/** Read verbs whose object may be a physical thing the catalog acts on ("open the garage"). */
const GROUNDED_READS = new Set(['open']);

export interface Spans {
  /** The object is [at + 1, objectStop); the destination [destStart, destEnd). */
  readonly objectStop: number;
  readonly destStart: number;
  readonly destEnd: number;
}

/** The catalog's best tools for the operation whose verb is at `at` (see grounding.ts). Reads stay reads unless the verb may act on a thing. */
export function groundOperation(
  verb: string,
  sense: VerbSense,
  tokens: readonly Token[],
  at: number,
  end: number,
  spans: Spans,
  tools: ToolIndex,
  graph: CapabilityGraph,
  antecedent: [number, number] | undefined,
) {
  if (sense.kind === 'read' && !GROUNDED_READS.has(verb)) return undefined;
  const object: string[] = [];
  const destination: string[] = [];
  const kinds = new Set<EntityKind>();
  // The object reads on through prepositions ("the access key for the ci-deployer IAM user"); the destination is apart. A web
  // address in a phrase between them ("the article at <url>") is where something comes from, not what the tool acts on.
  // "… the AWS key for build-bot, rotate it now": a pronoun object stands for what came before.
  const ranges: [number, number][] = antecedent === undefined ? [[at + 1, end]] : [antecedent, [at + 1, end]];
  const setsValue = sense.kind === 'change' && sense.fallback === undefined;
  const values = new Set<EntityKind>();
  const ids: string[] = [];
  // "send her the report from her visit": after "from", what is sent says where it comes from (not "remove bob from the group").
  const sends = sense.classes.includes(CLASS.messageSend);
  for (const [from, to] of ranges) {
    let source = false;
    for (let k = from; k < to; k++) {
      if (k === at) continue;
      const t = tokens[k]!;
      if (t.kind === 'word' && t.w === 'from' && sends) source = true;
      else if (t.kind !== 'word' && /^[,;.]$/.test(t.w)) source = false;
      if (source && !(k >= spans.destStart && k < spans.destEnd)) continue;
      const into = k >= spans.destStart && k < spans.destEnd ? destination : object;
      const between = k >= spans.objectStop && k < spans.destStart;
      if (t.kind === 'word' && /[a-z]/.test(t.w) && !(k === spans.destStart && DESTINATION_WORDS.has(t.w)) && !isModifier(tokens, k, to)) {
        into.push(stem(t.w));
        // "e-signature", "follow-up": each part of a hyphenated word may be the word a tool is named by.
        // "hi-res" is the `hires` of `images.hires.share` too.
        if (t.w.includes('-')) for (const part of [...t.w.split('-'), t.w.replace(/-/g, '')]) if (part.length > 2) into.push(stem(part));
      }
      // "update my frequent flyer number to LH 992 …": what a change verb sets is a new value, not where something goes.
      else if (t.entity !== undefined && t.entity.owner !== 'self' && !(between && t.entity.kind === 'url')) {
        (setsValue && into === destination ? values : kinds).add(t.entity.kind);
        if (t.entity.kind === 'id' && into === object) {
          ids.push(t.entity.text);
          // "approve PPR-2240" to `ops__decide_ppr`: the letters an id is written with name what it is.
          const prefix = /^#?([A-Za-z]{3,8})[-_ ]?\d/.exec(t.entity.text);
          if (prefix !== null && !GENERIC_PREFIXES.has(prefix[1]!.toLowerCase())) object.push(stem(prefix[1]!.toLowerCase()));
        }
      }
    }
  }
  // "vystav fakturu …": object words of another language are matched in English as well.
  const written: string[] = [];
  for (let k = at + 1; k < spans.objectStop && tokens[k]!.kind !== 'punct'; k++) {
    const word = writtenWord(tokens[k]!);
    if (word !== undefined) written.push(word);
  }
  const english = written.length === 0 ? undefined : englishText(written.join(' '));
  if (english !== undefined && english.glossed > 0)
    for (const w of english.text.toLowerCase().split(/[^a-z]+/)) if (w.length > 2 && !written.includes(w) && !HEAD_ONLY.has(w)) object.push(stem(w));
  // A request to change something calls a tool that changes something; a read, one that reads (or, for "open", either).
  const allow = (cls: ActionClass): boolean =>
    graph.has(cls) && (sense.kind === 'read' ? GROUNDED_READS.has(verb) || !graph.info(cls).sideEffect : graph.info(cls).sideEffect);
  return ground(tools, { verb, object, destination, kinds, values, ids }, allow);
}

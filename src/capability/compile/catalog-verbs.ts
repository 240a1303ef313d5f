/**
 * Requests in the catalog's own words. People ask for what a deployment's tools do with the verb
 * the tool is named for — "certify the invoice" to a catalog with `invoices.certify`, "apply the
 * leak allowance" with `allowances/leak_apply` — and no general vocabulary holds every such verb.
 * A word the vocabulary does not know is a request when:
 *   - it stands where a request verb stands: first in its sentence or after a lead ("and", "pls",
 *     "then", "need to", a comma), and is followed by its object (a determiner or a value);
 *   - it is a word of the name of one of the catalog's tools (or of one of a per-call tool's
 *     operations) that changes something, spelled the same or with one letter slipped;
 *   - the words or values of its object fit that same tool: a word of its name, description or
 *     arguments, other than the verb.
 * The request then needs that tool's class, and nothing wider: the tool's own name decided it.
 */
import type { ActionClass } from '../../action/types.ts';
import type { CapabilityGraph } from '../graph.ts';
import { type IndexedTool, stem, stems, type ToolIndex } from './grounding.ts';
import type { Operation, Range } from './operation.ts';
import { spanText, type Token } from './text.ts';

/** Words a request verb follows in its sentence. */
// prettier-ignore
const LEADS = new Set(['and', '&', 'then', 'also', 'pls', 'plz', 'please', 'kindly', 'to', 'just', 'now', 'so', 'or', 'but', 'n']);
/** Words that open an object right after a verb. */
// prettier-ignore
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'our', 'his', 'her', 'their', 'this', 'that', 'these', 'those', 'all', 'every', 'each', 'both', 'its', 'your']);
/** Words that lead into a question or statement, never a request ("how", "is", "was"): their sentence starts no request here. */
// prettier-ignore
const NOT_VERBS = new Set(['how', 'what', 'when', 'where', 'who', 'why', 'which', 'whos', 'whats', 'is', 'are', 'was', 'were', 'do', 'does', 'did', 'can', 'could', 'would', 'should', 'will', 'i', 'we', 'you', 'it', 'they', 'he', 'she', 'there', 'here', 'if', 'not', 'no', 'yes', 'thanks', 'thank', 'hi', 'hello', 'hey', 'ok', 'okay']);

export interface CatalogRequest {
  readonly verb: string;
  readonly classes: readonly ActionClass[];
  readonly tools: readonly string[];
}

/** The catalog request token `i` opens, or undefined (see the module comment). `end` is where its object ends. */
export function catalogRequest(
  tokens: readonly Token[],
  i: number,
  end: number,
  tools: ToolIndex,
  graph: CapabilityGraph,
): CatalogRequest | undefined {
  const t = tokens[i]!;
  if (t.kind !== 'word' || t.w.length < 4 || !/^[a-z\u00C0-\u024F]+$/.test(t.w) || NOT_VERBS.has(t.w)) return undefined;
  if (!leads(tokens, i)) return undefined;
  const next = tokens[i + 1];
  if (next === undefined || next.sentence !== t.sentence || !(next.kind === 'entity' || DETERMINERS.has(next.w))) return undefined;
  const verb = stem(t.w);
  const object = new Set<string>();
  const kinds: string[] = [];
  for (let k = i + 1; k < end; k++) {
    const o = tokens[k]!;
    if (o.kind === 'word') for (const s of stems(o.w)) object.add(s);
    else if (o.kind === 'entity' && o.entity !== undefined) {
      kinds.push(o.entity.kind);
      // An id's letters name its kind ("RFI-0931", "INV-22"): evidence too.
      for (const s of stems(o.entity.text.replace(/[^A-Za-z]+/g, ' '))) if (s.length >= 3) object.add(s);
    }
  }
  object.delete(verb);
  let best: { tools: IndexedTool[]; fit: number } | undefined;
  for (const tool of tools.tools) {
    if (!graph.has(tool.cls) || !graph.info(tool.cls).sideEffect) continue;
    if (![...tool.name].some((w) => w === verb || nearlySame(w, verb))) continue;
    let fit = 0;
    for (const w of object) {
      if (tool.name.has(w)) fit += 3;
      else if (tool.description.has(w) || [...tool.args.values()].some((a) => a.has(w))) fit += 1;
    }
    for (const kind of kinds) if ([...tool.args.keys()].some((a) => stems(a).has(kind))) fit += 1;
    if (fit === 0) continue;
    if (best === undefined || fit > best.fit) best = { tools: [tool], fit };
    else if (fit === best.fit) best.tools.push(tool);
  }
  if (best === undefined) return undefined;
  return {
    verb: t.w,
    classes: [...new Set(best.tools.map((x) => x.cls))],
    tools: [...new Set(best.tools.map((x) => x.entry.spec.name))],
  };
}

/** The operation of a catalog request at token `i` whose object ends at `end` (`spans` and `chars` as operations.ts reads them). */
export function catalogOperation(
  request: CatalogRequest,
  text: string,
  tokens: readonly Token[],
  i: number,
  end: number,
  spans: { readonly objectStop: number; readonly destStart: number; readonly destEnd: number },
  chars: (tokens: readonly Token[], from: number, to: number) => Range,
): Operation {
  return {
    verb: request.verb,
    kind: 'change',
    classes: request.classes,
    evidence: spanText(text, tokens, i, end),
    negated: false,
    sentence: tokens[i]!.sentence,
    from: i,
    to: end,
    span: chars(tokens, i, end),
    object: chars(tokens, i + 1, spans.objectStop),
    destination: chars(tokens, spans.destStart, spans.destEnd),
    tools: request.tools,
  };
}

/** First in its sentence, or after a lead word, a comma, or "need to"/"want to". */
function leads(tokens: readonly Token[], i: number): boolean {
  const prev = tokens[i - 1];
  if (prev === undefined || prev.sentence !== tokens[i]!.sentence) return true;
  if (prev.kind === 'punct') return [',', '(', '-', '—', '–', '&', '+'].includes(prev.w);
  return LEADS.has(prev.w);
}

/** The same word with one letter left out, added, changed or two swapped ("certfy", "endrose"), for words of five letters or more. */
function nearlySame(a: string, b: string): boolean {
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let k = 0; k < a.length && diff.length < 3; k++) if (a[k] !== b[k]) diff.push(k);
    if (diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!]) return true;
  }
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return i + j >= Math.max(a.length, b.length) - 1;
}

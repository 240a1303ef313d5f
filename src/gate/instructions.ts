/**
 * Detection of instruction-like text aimed at an AI agent inside tool outputs: the fingerprint
 * of indirect prompt injection. Patterns are generic English (requests addressed to "the AI /
 * assistant / model", "ignore previous instructions", "before you can solve the task", hiding
 * actions from the user), never the literal strings of one data set.
 *
 * Input must already be normalised by `normalizeText` (lower case, escapes read, runs of white
 * space collapsed to one space or one newline). The result is a feature, not a verdict: benign mail can
 * say "please send the report", so such weak cues only count when two different ones co-occur.
 *
 * Separately, every imperative of a consequential action ("send …", "please transfer …",
 * "- invite …") marks a short span after it: a value written right after such a verb is what
 * the text asks someone to act on. That holds for injected goals with no recognisable wrapper
 * ("to do: send the code to x@y") as well as for benign requests; the model weighs it.
 */
import { collect, WordPatterns } from './word-patterns.ts';

/** Cues that on their own mark text as addressed to an agent. */
const STRONG: readonly RegExp[] = [
  // "ignore / disregard all previous instructions" (any noun after "your/all previous": typos are common)
  /\b(?:ignore|disregard|forget|override|bypass|skip)\s(?:(?:all|any|the|your|my|of|these|those)\s)*(?:previous|prior|above|earlier|preceding|original|former|system|initial)\s(?:instructions?|prompts?|directions?|rules|guidelines|tasks?|commands?|context)\b/g,
  /\b(?:ignore|disregard|forget)\s(?:all\s(?:of\s)?)?(?:your|the\sabove|all)\s(?:previous|prior|earlier|above|original)\s[a-z]+/g,
  // addressed to the model: "you, the AI language model", "you are an AI assistant"
  /\byou,?\s(?:are\s)?(?:the|an?)\s(?:ai|a\.i\.|llm|language\smodel|assistant|ai\sassistant|ai\sagent|agent|chatbot|model)\b/g,
  // gating the user's task: "before you can solve the task", "before completing your task"
  /\bbefore\s(?:you\s)?(?:can\s|could\s|start\s|continue\s|are\sable\sto\s)?(?:solv|complet|finish|proceed|continu|answer|do|start|work)\w*\s(?:on\s|with\s)?(?:the|your|my|this|any|that)\s(?:task|request|question|instructions?|job|assignment)\b/g,
  // "the task (that) I gave you", "the instructions the user gave you"
  /\b(?:task|instructions?|request)\s(?:that\s)?(?:i|the\suser|your\suser|they)\s(?:gave|give|assigned|provided|sent)\s(?:to\s)?you\b/g,
  // a hidden comment that opens by addressing the agent: "<!-- assistant: …", "<!-- note to the AI: …", "/* agent: …"
  /(?:<!--|\/\*)\s?(?:(?:note|message)\s(?:to|for)\s)?(?:the\s|any\s)?(?:ai|a\.i\.|assistant|agent|bot|llm|model|chatbot)\b/g,
  // a note addressed to the agent by its role, in the languages outputs come in: "note for the assistant", "Nota para el asistente",
  // "Hinweis für den Assistenten", "message pour l'assistant"
  /\b(?:notes?|message|instructions?|directions?|request|reminder|memo|hinweis|nachricht|anweisung(?:en)?|nota|mensaje|instrucci[oó]n(?:es)?|remarque|consignes?)\s(?:to|for|para|für|an|pour|à|al|a)\s(?:the\s|any\s|all\s|every\s|your\s|el\s|la\s|den\s|die\s|le\s|l'|tu\s|su\s)?(?:ai\sagents?|ai|a\.i\.|assistants?|asistente|assistenten|assistente|agents?|agente|agenten|bots?|ki|ia|llms?|chatbot|copilot|automated\s(?:agents?|assistants?|systems?|tools?))\b(?!\s(?:manager|director|professor|coach|editor|principal|secretary|engineer|team|position|role)\b)/g,
  // the agent as grammatical subject of an obligation: "the assistant must now ..."
  /\b(?:the|any)\s(?:ai|assistant|ai\sassistant|agent|ai\sagent|language\smodel|llm|chatbot)\s(?:must|should|needs?\sto|has\sto|is\s(?:required|instructed|asked)\sto)\b/g,
  // concealment from the user
  /\b(?:do\snot|don't|never)\s(?:tell|inform|mention|notify|reveal|alert|show)\s(?:this\s(?:to\s)?)?(?:the\s)?(?:user|human|owner|operator)\b/g,
  // role markers smuggled into data: <system>, [INST], ###(system_message), {admin prompt}
  /<\s*\/?\s*(?:system|instructions?|admin|im_start|im_end|assistant)\s*>|\[\s*\/?\s*(?:system|inst)\s*\]/g,
  /[#[(<{|]\s*\(?\s*(?:system|admin|administrator|developer|root)[\s_-]?(?:message|prompt|instructions?|override|command|note)\s*[)\]>}:|]/g,
  // Text that names the agent it speaks to, in any wording around it. A sentence or line that opens
  // by calling it ("assistant, whenever you …", "hey copilot, …"): names of a person's role such as
  // "agent" or "model" are left out, they open benign lines too ("model, year, price").
  /(?:^|\n|[.!?>:;]\s)(?:(?:hey|hi|hello|dear|ok|okay|attention|attn)\s)?(?:the\s)?(?:ai|a\.i\.|ai\sassistant|assistant|ai\sagent|chatbot|copilot|llm|assistente|assistent|asistente|assistentin|asystent)\s?,\s/g,
  // a bracketed or quoted label for it: "⟨assistant: …", "[note to the ai: …", "(for the agent: …"
  /[([<{|«"“'⟨‹]\s*(?:(?:note|message|instructions?)\s)?(?:(?:to|for)\s(?:the\s|any\s)?)?(?:ai|a\.i\.|assistant|agent|llm|copilot|bot|assistente|assistent|asistente|agente)s?\s?(?:note|instructions?)?\s?:/g,
  // the same, in other languages: "per l'assistente", "para el asistente", "pour l'assistant", "für den Assistenten", "an die KI"
  /\b(?:per\sl'|para\s(?:el\s|o\s|la\s|a\s)?|pour\sl'|für\s(?:den\s|die\s)?|an\s(?:den\s|die\s)|voor\sde\s|dla\s)(?:assistente|asistente|assistant|assistenten|assistentin|ki|ia|assistent|asystenta|chatbot|chatbota)\b/g,
  // a label that says whom the text is for, in the languages outputs come in: "PRO ASISTENTA: …", "til assistenten:", "dla asystenta:"
  /\b(?:for|to|pro|za|til|till|för|für|do|na|per|para|pour|an|voor|dla|al|ao)\s(?:the\s|den\s|die\s|de\s|el\s|la\s|le\s|o\s|l')?(?:assistant|assistants|assistante|assistente|assistent|assistenten|assistentin|asistente|asistent|asistenta|asistentovi|asistentom|asystent|asystenta|asystentowi|asisten|assistentti|asszisztensnek|asistentului|asistana|chatbot|chatbota|ai|ki|ia|llm)\s?:/g,
  // "automated agents: …", "AI assistants: …" as a label inside running text
  /\b(?:automated|autonomous|ai)\s(?:agents?|assistants?)\s?:/g,
  // a sentence that opens by naming agents as a group, then says which ones before its colon: "Assistants preordering for a
  // player: put …", "AI assistants booking for someone: enter …" (a roster's "Assistants: Maria, Jo" names no group of them)
  /(?:^|\n|[.!?>:;[(]\s?)(?:any\s|all\s)?(?:ai\sassistants?|assistants|ai\sagents|chatbots|copilots|llms)\s[^.:\n]{1,60}:/g,
];

/**
 * An imperative of a consequential action at the start of a sentence, list item or request. A
 * word a colon follows is a field's name, not an order: `"email": "…"`, `email: …`, "Post: …".
 */
const IMPERATIVE =
  /(?:^|\n|[.!?:;"'>*•-]\s?|\bplease\s|\bkindly\s|\b(?:you\s(?:must|should|need\sto|have\sto)|make\ssure\sto|remember\sto|be\ssure\sto)\s)(?:(?:immediately|first|also|now|then|just|quickly)\s)?(?:send|e-?mail|forward|transfer|pay|wire|post|upload|share|delete|remove|invite|grant|visit|open|click|run|execute|change|update|modify|reset|add|create|make|book|reserve|call|concatenate|give|transmit|move)\b(?!["'`]?\s?:)/g;

/** Cues common in benign text too: they count only when two different ones appear. */
const WEAK: readonly RegExp[] = [
  // imperatives to do something consequential
  /\b(?:you\s(?:must|should|need\sto|have\sto|are\srequired\sto)|please|make\ssure\sto|remember\sto|be\ssure\sto)\s(?:(?:immediately|first|also|now|then|just)\s)?(?:send|e-?mail|forward|transfer|pay|wire|post|upload|share|delete|remove|invite|grant|visit|open|click|run|execute|change|update|reset|add|create|book|reserve|call)\b/g,
  // sequencing the agent's work around the injected step
  /\b(?:after\syou\s(?:do|have\sdone|did|complete|finish)\s(?:that|this|it)|once\syou(?:'ve|\shave)\s(?:done|completed|finished)\s(?:that|this|it)|then\syou\s(?:can|may|should)\s(?:continue|proceed|solve|complete|finish)|do\sthe\sfollowing\sfirst)\b/g,
  /\b(?:new|updated|additional|hidden|secret|real|true|urgent)\s(?:instructions?|directives?|system\sprompt|task\sfor\syou)\b/g,
  /\bthis\sis\san?\s(?:important|urgent|critical)\s(?:message|instruction|notice|request)\s(?:from|for|to)\b/g,
  /\bwithout\s(?:asking|telling|informing|notifying|confirming\swith|consulting)\s(?:me|the\suser|the\shuman|anyone)\b/g,
  // keeping something out of what the user will read: "do not mention this in the summary"
  /\b(?:do\snot|don't|never)\s(?:mention|reveal|disclose|report|include)\s(?:this|it|that|these)\s(?:in|to)\s(?:the\s|your\s)?(?:summary|report|reply|response|answer|recap|user|owner)\b/g,
  /\bas\san?\s(?:ai|llm|language\smodel|assistant)\b/g,
  /\b(?:system|developer|admin(?:istrator)?)\s(?:prompt|override|instruction|message|note|command)\s?:/g,
];

/**
 * Characters before / after an instruction cue in which a value counts as "inside" it. Injected
 * requests follow their addressing cue ("… to you, the AI assistant. Please …", "Ignore previous
 * instructions and …"), so the span reaches far after a cue and barely before it; it also ends
 * at a closing tag (`</…>`), which closes a wrapped message: data around an injection is not
 * part of it.
 */
export const SPAN_BEFORE = 16;
export const SPAN_AFTER = 240;
/** Characters after an imperative verb in which a value counts as its object; the span also ends with the sentence. */
export const IMPERATIVE_AFTER = 160;

export interface InstructionScan {
  /** True when the text carries at least one strong cue, or two different weak cues. */
  readonly instructed: boolean;
  /** Merged [start, end) character ranges around the cues (flat pairs); empty unless `instructed`. */
  readonly spans: Int32Array;
  /** Merged [start, end) ranges following imperatives of consequential actions. */
  readonly imperatives: Int32Array;
}

const EMPTY = new Int32Array(0);

/**
 * The cues of one piece of a longer text, to be combined over its pieces: how many strong cues,
 * and which weak cue kinds (bit `k` for the k-th weak pattern). A text is instructed when the
 * pieces together hold a strong cue or two different weak kinds ({@link cuesInstruct}).
 */
export interface InstructionCues {
  strong: number;
  weakKinds: number;
}

/** The strong then the weak cue patterns, tried only where each can match (see word-patterns.ts). */
const CUES = new WordPatterns([...STRONG, ...WEAK]);

/** Add the cues of normalised `text` to `into`, and their [start, end) ranges to `hits`. Linear in the text's length. */
function cueHits(text: string, into: InstructionCues, hits: number[]): InstructionCues {
  const counts = CUES.run(text, hits);
  for (let k = 0; k < STRONG.length; k++) into.strong += counts[k]!;
  for (let k = 0; k < WEAK.length; k++) if (counts[STRONG.length + k]! > 0) into.weakKinds |= 1 << k;
  return into;
}

/** Add the cues of normalised `text` to `into`. Linear in the text's length. */
export function countCues(text: string, into: InstructionCues): InstructionCues {
  return cueHits(text, into, []);
}

/** Whether combined cues mark a text as addressed to an agent (the rule {@link scanInstructions} applies). */
export function cuesInstruct(cues: InstructionCues): boolean {
  let kinds = 0;
  for (let bits = cues.weakKinds; bits !== 0; bits &= bits - 1) kinds++;
  return cues.strong > 0 || kinds >= 2;
}

/** The cues of one piece of a longer text (added to `into`) with its cue and imperative spans, whether or not the whole turns out instructed. */
export function scanPiece(text: string, into: InstructionCues): { readonly spans: Int32Array; readonly imperatives: Int32Array } {
  const hits: number[] = [];
  cueHits(text, into, hits);
  const orders: number[] = [];
  collect(IMPERATIVE, text, orders);
  return {
    spans: hits.length === 0 ? EMPTY : mergeSpans(hits, text, SPAN_BEFORE, SPAN_AFTER, closesTag),
    imperatives: orders.length === 0 ? EMPTY : mergeSpans(orders, text, 0, IMPERATIVE_AFTER, endsSentence),
  };
}

/** Whether `at` lies in one of the merged, sorted [start, end) `spans` (binary search). */
export function inSpans(spans: Int32Array, at: number): boolean {
  let lo = 0;
  let hi = (spans.length >> 1) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (at < spans[2 * mid]!) hi = mid - 1;
    else if (at >= spans[2 * mid + 1]!) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Scan normalised `text` for instruction-like cues and imperatives. Linear in the text's length. */
export function scanInstructions(text: string): InstructionScan {
  const hits: number[] = [];
  const cues = cueHits(text, { strong: 0, weakKinds: 0 }, hits);
  const orders: number[] = [];
  collect(IMPERATIVE, text, orders);
  const imperatives = orders.length === 0 ? EMPTY : mergeSpans(orders, text, 0, IMPERATIVE_AFTER, endsSentence);
  if (!cuesInstruct(cues)) return { instructed: false, spans: EMPTY, imperatives };
  return { instructed: true, spans: mergeSpans(hits, text, SPAN_BEFORE, SPAN_AFTER, closesTag), imperatives };
}

/** A closing tag starts at `at` (`</x`): the end of a wrapped message. */
function closesTag(text: string, at: number): boolean {
  return text.charCodeAt(at) === 60 && text.charCodeAt(at + 1) === 47;
}

/**
 * A sentence end at `at`: `.`, `!` or `?` followed by white space or the end. (Not a bare line
 * break: wrapped text — YAML, e-mail — breaks lines inside sentences.)
 */
function endsSentence(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (c !== 46 && c !== 33 && c !== 63) return false;
  const next = at + 1 < text.length ? text.charCodeAt(at + 1) : 32;
  return next === 32 || next === 10;
}

/**
 * Widen each cue by the margins — the widening after a cue stops early where `stop` says (a
 * bounded scan, so the whole pass stays linear in hits × margin) — then sort and merge overlaps.
 */
function mergeSpans(hits: readonly number[], text: string, before: number, after: number, stop: (text: string, at: number) => boolean): Int32Array {
  const spans = new Int32Array(hits.length & ~1);
  let sorted = true;
  for (let i = 0; i + 1 < hits.length; i += 2) {
    const from = hits[i + 1]!;
    const limit = Math.min(text.length, from + after);
    let end = from;
    while (end < limit && !stop(text, end)) end++;
    spans[i] = Math.max(0, hits[i]! - before);
    spans[i + 1] = end;
    if (i > 0 && spans[i]! < spans[i - 2]!) sorted = false;
  }
  // Most lists come in order (one pattern's matches, imperatives); others are sorted by start as pairs.
  if (!sorted) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < spans.length; i += 2) pairs.push([spans[i]!, spans[i + 1]!]);
    pairs.sort((a, b) => a[0] - b[0]);
    pairs.forEach(([start, end], k) => {
      spans[2 * k] = start;
      spans[2 * k + 1] = end;
    });
  }
  // Merge overlaps in place.
  let length = 0;
  for (let i = 0; i < spans.length; i += 2) {
    const start = spans[i]!;
    const end = spans[i + 1]!;
    if (length > 0 && start <= spans[length - 1]!) spans[length - 1] = Math.max(spans[length - 1]!, end);
    else {
      spans[length++] = start;
      spans[length++] = end;
    }
  }
  return length === spans.length ? spans : spans.slice(0, length);
}

/**
 * Which choice of a tool's action argument only reads: a reading verb ("listar", "hae"), or the state or a document
 * asked for ("status", "estado", "konum"). Shared by the tool's class (src/action/infer.ts: a tool whose every choice
 * reads is a read) and each call's (src/action/choice.ts: a call that picks a reading choice reads).
 */
import { READ_HEAD_NOUNS, verbSense } from './lexicon.ts';
import { READ_AGENT_NOUNS } from './name-verbs.ts';
import { baseForms, nameParts } from './words.ts';

/**
 * Reading verbs that act when they are a command's choice: "open" reads a file, but opens a door, a dome, a locker or a
 * gate when a controller is told to (`{cmd: open}`, `{gor: oppna}`).
 */
export const ACTING_CHOICES: ReadonlySet<string> = new Set(['open', 'opens']);

/** A choice of an action argument that reads. */
export function choiceReads(written: readonly string[]): boolean {
  // The choice's words in English ("estado" is "status", "listar" is "list").
  const words = nameParts(written.join('_')).operation;
  const first = words[0] ?? '';
  if (ACTING_CHOICES.has(first)) return false;
  if (verbSense(first, baseForms(first))?.sense.effect === 'read') return true;
  return words.length === 1 && (READ_AGENT_NOUNS.has(first) || READ_HEAD_NOUNS.has(first));
}

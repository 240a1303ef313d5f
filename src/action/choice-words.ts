/**
 * Which choice of a tool's action argument only reads: a reading verb ("listar", "hae"), or the state or a document
 * asked for ("status", "estado", "konum"). Shared by the tool's class (src/action/infer.ts: a tool whose every choice
 * reads is a read) and each call's (src/action/choice.ts: a call that picks a reading choice reads).
 */
import { STATE_CHOICES } from './glosses/control-words.ts';
import { stripAccents } from './glosses/compiled.ts';
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
  if (stateChoice(written.join(' '))) return true;
  if (verbSense(first, baseForms(first))?.sense.effect === 'read') return true;
  return words.length === 1 && (READ_AGENT_NOUNS.has(first) || READ_HEAD_NOUNS.has(first));
}

const SEPARATORS = /[\s_-]+/g;

/**
 * A choice that asks a controller for its state or reads it, as a command list writes it in any language: "status",
 * "statusi", "stada", "төлөв", "קריאה", "vakio" (read!), "STAT" (src/action/glosses/control-words.ts).
 */
export function stateChoice(value: string): boolean {
  return stateMeaning(value) !== undefined;
}

/** A choice that asks for a controller's state or place ("STAT", "stada", "konum"), not one that shows a record ("view"). */
const asksState = (value: string): boolean => {
  const meaning = stateMeaning(value);
  return meaning === 'status' || meaning === 'location';
};

function stateMeaning(value: string): string | undefined {
  if (value.length > 64) return undefined;
  const lower = value.trim().toLowerCase();
  const plain = stripAccents(lower);
  return (
    STATE_CHOICES.get(lower) ??
    STATE_CHOICES.get(plain) ??
    STATE_CHOICES.get(plain.replace(SEPARATORS, ' ')) ??
    STATE_CHOICES.get(plain.replace(SEPARATORS, '_'))
  );
}

/**
 * Choices that are a controller's commands, whatever the argument that lists them is called (`c: STAT | PIT | STOP`,
 * `s: {adgerd: stada | kveikja | slokkva}`): one asks for the state, and another is a verb that acts.
 */
export function commandChoices(values: readonly string[]): boolean {
  if (values.length < 2 || values.length > 16 || !values.some(asksState)) return false;
  return values.some((v) => {
    const first = nameParts(v.slice(0, 64)).operation[0] ?? '';
    return verbSense(first, baseForms(first))?.sense.effect === 'write';
  });
}

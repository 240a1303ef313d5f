/** One request an intent makes, as operations.ts finds it (its own module so that the modules operations.ts uses can name it). */
import type { ActionClass } from '../../action/types.ts';
import type { OperationKind } from './vocabulary.ts';

export interface Operation {
  /** The request verb's base form ("send"), or "?" for a question. */
  readonly verb: string;
  readonly kind: OperationKind;
  /** Classes the operation needs (usually one). Empty when nothing decided a class. */
  readonly classes: readonly ActionClass[];
  /** The words that produced it, for explanations. */
  readonly evidence: string;
  readonly negated: boolean;
  readonly sentence: number;
  /** Token range of the verb and its object. */
  readonly from: number;
  readonly to: number;
  /**
   * Character ranges in the intent of the whole request (verb to the end of its object), of its
   * object (after the verb) and of its destination (after "to", "into", "with"), when known.
   */
  readonly span?: Range;
  readonly object?: Range;
  readonly destination?: Range;
  /** Names of the catalog's tools it would call, when grounded in a catalog. */
  readonly tools?: readonly string[];
}

export type Range = readonly [number, number];

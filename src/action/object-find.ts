/**
 * Finding what a write acts on among the words around its verb: the first object noun of a known
 * class, a strong object (a credential, money) wherever it stands, or the first word of a set.
 * Groups come most telling first: the words after the verb, before it, the namespaces, the description.
 */
import { CLASS } from './classes.ts';
import { credentialAt, OBJECT_CLASS, PEOPLE, STRONG_OBJECTS } from './nouns.ts';
import type { ActionClass } from './types.ts';

/** A write's class and why, in a deployer's words. */
export interface WriteReading {
  readonly cls: ActionClass;
  /** "changes <object> (<class>)", for the evidence. */
  readonly why: string;
  /** Nothing the verb acts on was recognised: the class is the verb's own default, a guess the description may correct. */
  readonly unnamed?: true;
}

/** The first object noun among the groups (most telling first) whose class `accept`s, a two-word credential as identity-admin. */
export function firstObject(
  groups: readonly (readonly string[])[],
  accept: (cls: ActionClass, word: string) => boolean = () => true,
): { word: string; cls: ActionClass } | undefined {
  for (const group of groups) {
    for (let i = 0; i < group.length; i++) {
      const word = group[i]!;
      const cls = OBJECT_CLASS.get(word);
      if (cls === undefined || !accept(cls, word)) continue;
      // `api key`, `access token`, `door code`: a credential, whatever the noun's own class.
      const credential = credentialAt(group, i);
      if (credential !== undefined) return { word: credential, cls: CLASS.identityAdmin };
      return { word, cls };
    }
  }
  return undefined;
}

/**
 * Which strong objects count: all; only money (a message about a payment sends it); or everything
 * but people (a booking or a meeting for a member orders or schedules, it changes no membership).
 */
export type StrongScope = 'all' | 'payment' | 'things';

export function strongObject(groups: readonly (readonly string[])[], scope: StrongScope): { word: string; cls: ActionClass } | undefined {
  const paymentOnly = scope === 'payment';
  for (const group of groups.slice(0, 3)) {
    for (let i = 0; i < group.length; i++) {
      const word = group[i]!;
      if (scope === 'things' && PEOPLE.has(word)) continue;
      for (const [cls, nouns] of STRONG_OBJECTS) {
        if (paymentOnly && cls !== CLASS.paymentInitiate) continue;
        if (nouns.has(word)) return { word, cls };
      }
      const credential = paymentOnly ? undefined : credentialAt(group, i);
      if (credential !== undefined) return { word: credential, cls: CLASS.identityAdmin };
    }
  }
  return undefined;
}

/** The first word of the groups that is in `set`. */
export function firstIn(groups: readonly (readonly string[])[], set: ReadonlySet<string>): string | undefined {
  for (const group of groups) for (const word of group) if (set.has(word)) return word;
  return undefined;
}

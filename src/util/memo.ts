import { ByteLru } from './lru.ts';

/**
 * A reading of a text that a fence asks for again and again (the session's intent on every call, a
 * tool's name on every call of it), kept for the recently read texts. Bounded twice: a text longer
 * than `maxKeyChars` is read afresh each time, and past `entries` texts the least recently read is
 * forgotten.
 */
export function memoByText<T>(read: (text: string) => T, options: { readonly entries: number; readonly maxKeyChars: number }): (text: string) => T {
  const kept = new ByteLru<string, T>(options.entries * options.maxKeyChars, options.entries);
  return (text: string): T => {
    const known = kept.get(text);
    if (known !== undefined) return known;
    const value = read(text);
    if (text.length <= options.maxKeyChars) kept.set(text, value, text.length);
    return value;
  };
}

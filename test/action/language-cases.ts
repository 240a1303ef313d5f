/**
 * The two checks the tool-language tests share: tools of one language classed by what they do (`inferClass`), and
 * descriptions read in English (`englishText`), each in the language expected.
 */
import assert from 'node:assert/strict';
import { englishText } from '../../src/action/foreign.ts';
import { inferClass } from '../../src/action/infer.ts';

export const str = { type: 'string' } as const;
export const num = { type: 'number' } as const;

/** Tools by the class each must take: name, description, schema properties, class. */
export type Cases = readonly (readonly [string, string, Record<string, unknown>, string])[];

export function classes(cases: Cases): void {
  for (const [name, description, properties, expected] of cases) {
    const got = inferClass({ name, description, inputSchema: { type: 'object', properties } });
    assert.equal(got, expected, `${name}: "${description}" (read "${englishText(description).text}")`);
  }
}

/** Descriptions read in English, each in the language expected. */
export function reads(lang: string, texts: readonly (readonly [string, string])[]): void {
  for (const [text, english] of texts) {
    const read = englishText(text);
    assert.equal(read.lang, lang, text);
    assert.equal(read.text, english, text);
  }
}

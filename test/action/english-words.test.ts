/**
 * Which words vote for English when a tool's text is weighed for its language (src/action/foreign.ts):
 * a word ending in "-ing" does only on an English stem ("booking", "planning"), since the Germanic
 * languages end nouns with it too ("bokning", "hyrutrustning"), and a short description in one of
 * them is then read in its language. Words and tools made up here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { englishText, isEnglishWord } from '../../src/action/foreign.ts';
import { inferClass } from '../../src/action/infer.ts';

describe('a word ending in "-ing"', () => {
  it('is English on an English stem, and not otherwise', () => {
    for (const word of ['booking', 'planning', 'shipping', 'meeting', 'parking']) assert.equal(isEnglishWord(word), true, word);
    for (const word of ['bokning', 'hyrutrustning', 'betalning']) assert.equal(isEnglishWord(word), false, word);
  });

  it('leaves a short description in its own language', () => {
    assert.equal(englishText('Bokar skidutrustning.').text, 'books skidutrustning.');
    assert.equal(
      inferClass({ name: 'hyra', description: 'Bokar skidutrustning.', inputSchema: { type: 'object', properties: { h: { type: 'object' } } } }),
      'order-manage',
    );
  });
});

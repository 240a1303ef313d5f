/** Word-anchored patterns tried only where they can start give the matches of a global scan (src/gate/word-patterns.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collect, leadingLiterals, WordPatterns } from '../../src/gate/word-patterns.ts';

const PATTERNS = [
  /\b(?:ignore|disregard|forget)\s(?:all\s)?(?:previous|prior)\s(?:instructions?|rules)\b/g,
  /\byou,?\s(?:are\s)?(?:the|an?)\s(?:ai|assistant)\b/g,
  /\b(?:do\snot|don't|never)\s(?:tell|inform)\s(?:the\s)?user\b/g,
  /\b(?:task|instructions?|request)\s(?:that\s)?(?:i|the\suser)\s(?:gave|sent)\s(?:to\s)?you\b/g,
  /\b(?:system|admin(?:istrator)?)\s(?:prompt|note)\s?:/g,
  /\bas\san?\s(?:ai|assistant)\b/g,
  /<\s*\/?\s*(?:system|admin)\s*>|\[\s*\/?\s*inst\s*\]/g, // no leading \b: run whole
  /(?:^|\n|[.!?:-]\s?|\bplease\s)(?:send|pay|wire)\b/g, // starts with a group of anchors: run whole
  /\b(?:new|hidden)?\s?(?:instructions)\b/g, // optional first group: run whole
];

const PIECES = [
  'ignore',
  'ignore previous instructions',
  'disregard all prior rules',
  'you, the ai',
  'you are an assistant',
  "don't tell the user",
  'do not inform user',
  'never tell the user',
  'the task i gave you',
  'instruction the user sent to you',
  'system prompt:',
  'administrator note :',
  'admin prompt:',
  'as an ai',
  'as a assistant',
  '<system>',
  '</ admin >',
  '[inst]',
  '[/inst]',
  'please send',
  '. pay',
  '\nwire',
  'hidden instructions',
  'new instructions',
  'xignore previous instructions',
  'you,the ai',
  '_you are the ai',
  'é',
  ' ',
  '  ',
  '\n',
  '.',
  ',',
  "'",
  'a',
  'the',
  'you',
  'do',
  'as',
  'ai',
];

function randomText(seed: number, n: number): string {
  let s = seed;
  let text = '';
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    text += PIECES[s % PIECES.length];
  }
  return text;
}

describe('word patterns', () => {
  it('reads the literals a match must start with, and refuses what it cannot read', () => {
    assert.deepEqual(leadingLiterals(PATTERNS[0]!.source), ['ignore', 'disregard', 'forget']);
    assert.deepEqual(leadingLiterals(PATTERNS[1]!.source), ['you']);
    assert.deepEqual(leadingLiterals(PATTERNS[2]!.source), ['do', "don't", 'never']);
    assert.deepEqual(leadingLiterals(PATTERNS[3]!.source), ['task', 'instruction', 'request'], 'a letter made optional by ? is dropped');
    assert.deepEqual(leadingLiterals(PATTERNS[4]!.source), ['system', 'admin']);
    for (const pattern of PATTERNS.slice(6)) assert.equal(leadingLiterals(pattern.source), undefined, pattern.source);
  });

  it('finds the same matches, in the same order, as each pattern run over the whole text', () => {
    const set = new WordPatterns(PATTERNS);
    for (let seed = 1; seed <= 400; seed++) {
      const text = randomText(seed, 1 + (seed % 60));
      const hits: number[] = [];
      const counts = set.run(text, hits);
      const expected: number[] = [];
      const expectedCounts = PATTERNS.map((re) => collect(re, text, expected));
      assert.deepEqual(counts, expectedCounts, JSON.stringify(text));
      assert.deepEqual(hits, expected, JSON.stringify(text));
    }
  });
});

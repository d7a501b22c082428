import table from '../../test-support/word-counts.json';
import { ESSAY_WORD_LIMITS, MAX_CHAIN_PARTS, countWords } from './word-count';

describe('counting the words of an essay', () => {
  it.each(table.cases)('counts $words words: $why', ({ text, words, ...row }) => {
    const repeat = row.repeat ?? 1;
    expect(countWords(text.repeat(repeat))).toBe(words);
  });

  it('counts a chain as one word up to MAX_CHAIN_PARTS parts, then every part', () => {
    const chain = (parts: number) => Array.from({ length: parts }, () => 'part').join('-');
    expect(countWords(chain(MAX_CHAIN_PARTS))).toBe(1);
    expect(countWords(chain(MAX_CHAIN_PARTS + 1))).toBe(MAX_CHAIN_PARTS + 1);
  });

  it('gives the same answer when called again (no state kept between calls)', () => {
    const text = 'one two three';
    expect([countWords(text), countWords(text), countWords('four')]).toEqual([3, 3, 1]);
  });

  it('has the limits of the product', () => {
    expect(ESSAY_WORD_LIMITS).toEqual({ topic: 300, final: 500 });
    expect(countWords('word '.repeat(300))).toBe(300);
  });
});

import { ESSAY_WORD_LIMITS, countWords } from './word-count';

describe('counting the words of an essay', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['The seat of the arbitration', 5],
    ['  leading,  trailing and   double   spaces  ', 5],
    ['line\nbreaks\r\nand\ttabs', 4],
  ])('counts plain text: %j is %i', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it.each([
    ['well-known', 1],
    ['a state-of-the-art tribunal', 3],
    ['non‑signatory', 1], // non-breaking hyphen U+2011
    ['pro-arbitration- bias', 2],
    ['- dash at the start', 4],
    ['arbitration — the seat', 3],
    ['arbitration—the seat', 3],
    ['pages 10–15', 3],
  ])('hyphens join a word, dashes separate: %j is %i', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it.each([
    ["don't", 1],
    ['O’Neill’s award', 2],
    ["'quoted' words", 2],
  ])('apostrophes inside a word join it: %j is %i', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it.each([
    ['1958', 1],
    ['Article V(1)(b)', 4],
    ['3.5 per cent of 1,000,000 tenge', 6],
    ['on 2026.11.26 at 15:00', 5],
    ['It ended.Then it began', 5],
  ])('numbers are words, with their points and commas: %j is %i', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it.each([
    ['!!! ... ??? — – -', 0],
    ['and/or', 2],
    ['(parentheses) "quotes" «ёлочки»', 3],
    ['emoji 👍 do not count', 4],
  ])('punctuation and symbols are not words: %j is %i', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it.each([
    ['Арбитражное соглашение действительно', 3],
    ['Халықаралық төрелік сот', 3],
    ['Әділ, ұқыпты һәм тәуелсіз төреші', 5],
    ['по-русски и по-казахски', 3],
    ['Café naïve', 2],
    ['e\u0301te\u0301', 1], // combining accents stay inside the word
  ])('letters of any script count: %j is %i', (text, words) => {
    expect(countWords(text)).toBe(words);
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

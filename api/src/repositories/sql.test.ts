import { MAX_PAGE_SIZE } from '@academy/contract';
import { pageClause, parameters } from './sql';

describe('pageClause', () => {
  it('writes a first page with its row count and no offset, so its statement text is its own', () => {
    const { params, param } = parameters();
    expect(pageClause({ limit: 20, offset: 0 }, param)).toBe('LIMIT 20');
    expect(pageClause({ limit: 21 }, param)).toBe('LIMIT 21');
    expect(params).toEqual([]);
  });

  it('passes a later page’s offset as a parameter: one statement for every later page', () => {
    const { params, param } = parameters();
    param(7);
    expect(pageClause({ limit: 20, offset: 40 }, param)).toBe('LIMIT 20 OFFSET $2');
    expect(pageClause({ limit: 20, offset: 60 }, param)).toBe('LIMIT 20 OFFSET $3');
    expect(params).toEqual([7, 40, 60]);
  });

  it('writes an empty page (a page past the end read from the other end) as LIMIT 0', () => {
    expect(pageClause({ limit: 0, offset: 0 }, parameters().param)).toBe('LIMIT 0');
  });

  it.each([
    ['a fraction', { limit: 2.5 }],
    ['a negative count', { limit: -1 }],
    ['more rows than a page and the one after it', { limit: MAX_PAGE_SIZE + 2 }],
    ['not a number', { limit: Number.NaN }],
    ['a text', { limit: '20; DROP TABLE users' as unknown as number }],
    ['a negative offset', { limit: 20, offset: -20 }],
    ['a fractional offset', { limit: 20, offset: 0.5 }],
  ])('refuses %s, so nothing but a small integer is ever written into SQL', (_, window) => {
    expect(() => pageClause(window, parameters().param)).toThrow(RangeError);
  });

  it('allows the largest page and the row that tells whether another follows', () => {
    expect(pageClause({ limit: MAX_PAGE_SIZE + 1 }, parameters().param)).toBe(`LIMIT ${MAX_PAGE_SIZE + 1}`);
  });
});

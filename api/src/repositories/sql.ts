import { MAX_PAGE_SIZE } from '@academy/contract';

/**
 * Positional parameters collected while a statement is written: `param(value)` adds the value and
 * answers its placeholder (`$1`, `$2`, ... in order). A condition that does not apply is left out of
 * the SQL altogether, so the planner sees only what is asked and picks its index for it.
 */
export function parameters(): { params: unknown[]; param: (value: unknown) => string } {
  const params: unknown[] = [];
  return {
    params,
    param: (value) => {
      params.push(value);
      return `$${params.length}`;
    },
  };
}

/** The most rows a page's statement reads: the API's page-size cap and the row that tells whether more follow. */
const MAX_PAGE_ROWS = MAX_PAGE_SIZE + 1;

/**
 * A page's `LIMIT … OFFSET …`, with the row count written into the statement and, on a first page, no
 * offset at all. A named statement (database.ts) whose `LIMIT` or `OFFSET` is a parameter never gets
 * a plan PostgreSQL can keep on a large table: its generic plan has to assume a tenth of the rows
 * (a hash join over all of them), so it plans again on every call, which on `bench_large_1`'s essay
 * queue took 0.4-1.8 ms against 0.1 ms to run it (decision 0196). With the numbers in the text, a
 * first page's plan is made once per connection. Both are checked integers and the count is at most
 * MAX_PAGE_ROWS, so a query has at most that many first-page statements; a later page's offset stays
 * a parameter, one statement for all of them.
 */
export function pageClause(
  window: { limit: number; offset?: number },
  param: (value: unknown) => string,
): string {
  const { limit, offset = 0 } = window;
  if (!Number.isSafeInteger(limit) || limit < 0 || limit > MAX_PAGE_ROWS)
    throw new RangeError(`not a page's row count: ${limit}`);
  if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`not a page's offset: ${offset}`);
  return offset === 0 ? `LIMIT ${limit}` : `LIMIT ${limit} OFFSET ${param(offset)}`;
}

/**
 * What a list found for one page: the rows and the count of all that match. A count that stopped at a
 * cap (`countCapped`) is a lower bound: `more` then says whether rows follow the page, and the body
 * carries `count_capped: true` (decision 0189).
 */
export interface FoundPage<T> {
  count: number;
  results: T[];
  countCapped?: boolean;
  more?: boolean;
}

/**
 * A page and its count when the count stopped at `cap` (a statement that counts at most `cap + 1`
 * rows) and the page read `limit + 1` rows from `offset`: the count exact up to the cap; past it a
 * lower bound with `more` from the extra row, until the page that finds no row after it, which knows
 * the exact total (decision 0189).
 */
export function cappedPage<T>(
  rows: T[],
  counted: number,
  window: { limit: number; offset: number },
  cap: number,
): FoundPage<T> & { countCapped: boolean } {
  const more = rows.length > window.limit;
  const results = rows.slice(0, window.limit);
  if (counted <= cap) return { count: counted, countCapped: false, results };
  if (more) return { count: Math.max(cap, window.offset + window.limit), countCapped: true, more, results };
  if (results.length > 0) return { count: window.offset + results.length, countCapped: false, results };
  return { count: cap, countCapped: true, more: false, results };
}

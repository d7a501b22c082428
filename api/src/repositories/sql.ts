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

/**
 * What a list found for one page: the rows and the count of all that match. A count that stopped at a
 * cap (`countCapped`) is a lower bound: `more` then says whether rows follow the page, and the body
 * carries `count_capped: true` (decision 0183).
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
 * the exact total (decision 0183).
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

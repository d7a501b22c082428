import type { StaffSeminar, StaffSeminarPage } from '@academy/shared';

/**
 * The staff list's order, as the API sorts it (`ORDER BY date, time, id` in
 * api/src/repositories/seminars.ts): by date, then time, then id. Dates (`YYYY-MM-DD`) and times
 * (`HH:MM:SS`) are fixed-width, so their text compares as their value.
 */
export function compareSeminars(a: StaffSeminar, b: StaffSeminar): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.time !== b.time) return a.time < b.time ? -1 : 1;
  return a.id - b.id;
}

/**
 * The page with a saved seminar where the API would list it: a new one joins the count and, when it
 * falls within this page's range, its place in the order; an edited one moves if its date or time
 * changed. A seminar that sorts before the first of a page with pages before it, or after the last
 * of a page with pages after it, belongs to another page and is not shown here.
 */
export function placeSeminar(page: StaffSeminarPage, saved: StaffSeminar): StaffSeminarPage {
  const listed = page.results.some((seminar) => seminar.id === saved.id);
  const others = page.results.filter((seminar) => seminar.id !== saved.id);
  const first = others[0];
  const last = others.at(-1);
  const beforePage = page.previous !== null && first !== undefined && compareSeminars(saved, first) < 0;
  const afterPage = page.next !== null && last !== undefined && compareSeminars(saved, last) > 0;
  const index = others.findIndex((seminar) => compareSeminars(saved, seminar) < 0);
  const results =
    beforePage || afterPage
      ? others
      : [
          ...others.slice(0, index === -1 ? others.length : index),
          saved,
          ...others.slice(index === -1 ? others.length : index),
        ];
  return { ...page, count: listed ? page.count : page.count + 1, results };
}

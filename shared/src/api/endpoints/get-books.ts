import { offeredOr } from '../additions';
import { api } from '../client';
import type { Book } from '../types';
import { kernelEndpoints } from './table';

/**
 * GET /courses/books/; a backend that does not serve it (decision 0211) gets the four books every
 * course page shows, from the one list the seed stores.
 */
export function getBooks(): Promise<Book[]> {
  return offeredOr(
    api.call(kernelEndpoints.books),
    async () =>
      (await import(/* webpackChunkName: "recommended-books" */ '../recommended-books'))
        .RECOMMENDED_BOOK_LIST,
  );
}

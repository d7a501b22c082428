import { createResource, getBooks, type Book } from '@academy/shared';

/** The four recommended books (GET /courses/books/). */
export const useBooks = createResource({
  fetch: () => getBooks(),
  fallback: 'booksFetch',
  initialData: [] as Book[],
});

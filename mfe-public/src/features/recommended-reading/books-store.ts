import { createResource, getBooks, type Book } from '@academy/shared';

/** Recommended reading (four books) shown on the course page. */
export const useBooks = createResource({
  fetch: () => getBooks(),
  fallback: 'booksFetch',
  initialData: [] as Book[],
});

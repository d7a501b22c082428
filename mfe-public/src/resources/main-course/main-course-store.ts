import { createResource, getCourses } from '@academy/shared';

/**
 * The first record of GET /courses/course/, the main video record (docs/product/README.md#words): the
 * introductory video of the heroes and the course page, and the prices of the price box. Several features
 * read it.
 */
export const useMainCourse = createResource({
  fetch: async () => (await getCourses())[0] ?? null,
  fallback: 'coursesFetch',
});

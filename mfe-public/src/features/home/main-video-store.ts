import { createResource, getCourses } from '@academy/shared';

/** The first record of GET /courses/course/: the introductory video of the home page's hero. */
export const useMainVideo = createResource({
  fetch: async () => (await getCourses())[0] ?? null,
  fallback: 'coursesFetch',
});

import { createResource, getCourses, type Course } from '@academy/shared';

/** One course's public record (prices, description, next lesson), read from the course list. */
export const useCourse = createResource({
  fetch: async (courseId: number): Promise<Course | null> =>
    (await getCourses()).find((course) => course.id === courseId) ?? null,
  fallback: 'coursesFetch',
});

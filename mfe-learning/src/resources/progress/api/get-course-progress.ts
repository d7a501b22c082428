import { api, type CourseProgress } from '@academy/shared';

/** GET /courses/student/{courseId}/progress/ */
export function getCourseProgress(courseId: number): Promise<CourseProgress> {
  return api.get<CourseProgress>(`/courses/student/${courseId}/progress/`, {
    fallback: 'progressFetch',
    // A 404 here says the call is not served, or that there is no such course: no progress either way.
    addition: { name: 'progress', probe: true },
  });
}

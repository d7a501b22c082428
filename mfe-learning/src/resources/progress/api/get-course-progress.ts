import { api, type CourseProgress } from '@academy/shared';

/** GET /courses/student/{courseId}/progress/ */
export function getCourseProgress(courseId: number): Promise<CourseProgress> {
  return api.get<CourseProgress>(`/courses/student/${courseId}/progress/`, { fallback: 'progressFetch' });
}

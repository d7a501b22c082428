import { api, type Course } from '@academy/shared';

/** GET /courses/student/courses/ */
export function getStudentCourses(): Promise<Course[]> {
  return api.get<Course[]>('/courses/student/courses/', { fallback: 'coursesFetch' });
}

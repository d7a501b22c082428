import { api, type Course } from '@academy/shared';

/** GET /courses/teacher_courses/ */
export function getTeacherCourses(): Promise<Course[]> {
  return api.get<Course[]>('/courses/teacher_courses/', { fallback: 'coursesFetch' });
}

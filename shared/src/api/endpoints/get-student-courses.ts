import { api } from '../client';
import type { Course } from '../types';

/** GET /courses/student/courses/ */
export function getStudentCourses(): Promise<Course[]> {
  return api.get<Course[]>('/courses/student/courses/', { fallback: 'coursesFetch' });
}

import { api } from '../client';
import type { Course } from '../types';

/** GET /courses/teacher_courses/ */
export function getTeacherCourses(): Promise<Course[]> {
  return api.get<Course[]>('/courses/teacher_courses/', { fallback: 'coursesFetch' });
}

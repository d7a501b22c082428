import { api } from '../client';
import type { Course } from '../types';

/** GET /courses/course/ */
export function getCourses(): Promise<Course[]> {
  return api.get<Course[]>('/courses/course/', { fallback: 'coursesFetch' });
}

import { api } from '../client';
import type { Course } from '../types';

/** GET /courses/teacher_courses/{id} */
export function getTeacherCourse(id: number): Promise<Course> {
  return api.get<Course>(`/courses/teacher_courses/${id}`, { fallback: 'coursesFetch' });
}

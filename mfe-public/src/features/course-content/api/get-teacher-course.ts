import { api, type Course } from '@academy/shared';

/** GET /courses/teacher_courses/{id} */
export function getTeacherCourse(id: number): Promise<Course> {
  return api.get<Course>(`/courses/teacher_courses/${id}`, { fallback: 'coursesFetch' });
}

import { api, type Course } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/teacher_courses/ */
export function getTeacherCourses(): Promise<Course[]> {
  return api.call(endpoints.teacherCourses);
}

import { api, type Course } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/student/courses/ */
export function getStudentCourses(): Promise<Course[]> {
  return api.call(endpoints.studentCourses);
}

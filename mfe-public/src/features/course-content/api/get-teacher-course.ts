import { api, type Course } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/teacher_courses/{id} */
export function getTeacherCourse(id: number): Promise<Course> {
  return api.call(endpoints.teacherCourse, { params: { courseId: id } });
}

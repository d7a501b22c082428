import { api, type StudentTopic } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/student/{courseId}/topics/ */
export function getStudentTopics(courseId: number): Promise<StudentTopic[]> {
  return api.call(endpoints.studentTopics, { params: { courseId } });
}

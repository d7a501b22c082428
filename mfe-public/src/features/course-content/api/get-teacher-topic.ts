import { api, type PublicTopic } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/teacher_topics/{id} */
export function getTeacherTopic(id: number): Promise<PublicTopic> {
  return api.call(endpoints.teacherTopic, { params: { topicId: id } });
}

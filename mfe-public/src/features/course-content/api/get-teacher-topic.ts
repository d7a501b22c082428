import { api, type PublicTopic } from '@academy/shared';

/** GET /courses/teacher_topics/{id} */
export function getTeacherTopic(id: number): Promise<PublicTopic> {
  return api.get<PublicTopic>(`/courses/teacher_topics/${id}`, { fallback: 'topicsFetch' });
}

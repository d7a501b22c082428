import { api } from '../client';
import type { PublicTopic } from '../types';

/** GET /courses/teacher_topics/{id} */
export function getTeacherTopic(id: number): Promise<PublicTopic> {
  return api.get<PublicTopic>(`/courses/teacher_topics/${id}`, { fallback: 'topicsFetch' });
}

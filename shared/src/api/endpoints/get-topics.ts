import { api } from '../client';
import type { PublicTopic } from '../types';

/** GET /courses/topic/ */
export function getTopics(): Promise<PublicTopic[]> {
  return api.get<PublicTopic[]>('/courses/topic/', { fallback: 'topicsFetch' });
}

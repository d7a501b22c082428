import { api, type PublicTopic } from '@academy/shared';

/** GET /courses/topic/ */
export function getTopics(): Promise<PublicTopic[]> {
  return api.get<PublicTopic[]>('/courses/topic/', { fallback: 'topicsFetch' });
}

import { api, type PublicTopic } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/topic/ */
export function getTopics(): Promise<PublicTopic[]> {
  return api.call(endpoints.topics);
}

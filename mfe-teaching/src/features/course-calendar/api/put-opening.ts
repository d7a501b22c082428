import { api, type CalendarTopic, type OpeningPayload } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** PUT /teaching/topics/{id}/opening/: when the topic opens, which drives the locks students see. */
export function putOpening(topicId: number, opening: OpeningPayload): Promise<CalendarTopic> {
  return api.call(endpoints.opening, { params: { topicId }, json: opening });
}

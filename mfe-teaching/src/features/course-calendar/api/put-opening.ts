import { api, type CalendarTopic, type OpeningPayload } from '@academy/shared';

/** PUT /teaching/topics/{id}/opening/: when the topic opens, which drives the locks students see. */
export function putOpening(topicId: number, opening: OpeningPayload): Promise<CalendarTopic> {
  return api.put<CalendarTopic>(`/teaching/topics/${topicId}/opening/`, {
    fallback: 'topicsFetch',
    json: opening,
  });
}

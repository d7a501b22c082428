import { api, type TeachingCalendar } from '@academy/shared';

/** GET /teaching/calendar/: the course's terms and its topics by position, with their opening dates. */
export function getCalendar(): Promise<TeachingCalendar> {
  return api.get<TeachingCalendar>('/teaching/calendar/', { fallback: 'topicsFetch' });
}

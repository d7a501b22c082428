import { api, type TeachingCalendar } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /teaching/calendar/: the course's terms and its topics by position, with their opening dates. */
export function getCalendar(): Promise<TeachingCalendar> {
  return api.call(endpoints.calendar);
}

import { api, type CalendarFeed } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /student/calendar/feed/: the student's feed, made on this call when there is none. */
export function getCalendarFeed(): Promise<CalendarFeed> {
  return api.call(endpoints.calendarFeed);
}

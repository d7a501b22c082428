import { api, type CalendarFeed } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /student/calendar/feed/: a new secret; the previous URL stops working. */
export function postCalendarFeed(): Promise<CalendarFeed> {
  return api.call(endpoints.calendarFeedRenewal);
}

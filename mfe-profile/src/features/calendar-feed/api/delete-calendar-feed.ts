import { api } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** DELETE /student/calendar/feed/ (204): the feed ends and its URL stops working. */
export function deleteCalendarFeed(): Promise<void> {
  return api.call(endpoints.calendarFeedRevocation);
}

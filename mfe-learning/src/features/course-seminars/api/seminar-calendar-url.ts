import { getRuntimeConfig } from '@academy/shared';
import { fillPath } from '@academy/shared/endpoint';
import { endpoints } from '../../../api/endpoints';

/**
 * The absolute URL of GET /courses/seminars/{id}/calendar.ics: the API's base URL from the runtime
 * config, as the kernel's client builds it, and the table's path. A link, not a call: the file is public.
 */
export function seminarCalendarUrl(id: number): string {
  return `${getRuntimeConfig().apiBaseUrl}${fillPath(endpoints.seminarCalendar.path, { seminarId: id })}`;
}

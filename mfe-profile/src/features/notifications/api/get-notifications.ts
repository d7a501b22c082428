import { api, type NotificationPage } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/**
 * GET /student/notifications/: a page, newest first. `cursor` is the `next` page's (older than that
 * id); the first page is asked for without a query, as the first screen's early start asks for it.
 */
export function getNotifications(
  options: { cursor?: string; unread?: boolean } = {},
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return api.call(endpoints.notifications, {
    query: { cursor: options.cursor, unread: options.unread ? 'true' : undefined },
    signal,
  });
}

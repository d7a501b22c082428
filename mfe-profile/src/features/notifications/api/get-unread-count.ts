import { api, type Revalidated, type UnreadCount } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /student/notifications/unread/ with If-None-Match when an ETag is held; a 304 is unchanged. */
export function getUnreadCount(etag: string | null): Promise<Revalidated<UnreadCount>> {
  return api.revalidate(endpoints.unreadCount, etag);
}

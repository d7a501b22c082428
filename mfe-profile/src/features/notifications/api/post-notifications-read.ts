import { api, type UnreadCount } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /student/notifications/read/: every notification up to `upTo` read (all without it). */
export function postNotificationsRead(upTo?: number): Promise<UnreadCount> {
  return api.call(endpoints.notificationsRead, { json: upTo === undefined ? {} : { up_to: upTo } });
}

import { api, type NotificationPreferences } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /student/notifications/preferences/: a channel for every kind the account's role is told of. */
export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return api.call(endpoints.notificationPreferences);
}

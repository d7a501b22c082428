import { api, type NotificationPreferences, type NotificationPreferencesPayload } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** PUT /student/notifications/preferences/: only the kinds sent change; a 400 names a bad kind. */
export function putNotificationPreferences(
  payload: NotificationPreferencesPayload,
): Promise<NotificationPreferences> {
  return api.call(endpoints.notificationPreferencesUpdate, { json: payload });
}

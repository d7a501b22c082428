import { api, type Notification } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /student/notifications/{id}/read/: the notification, now read (404 for another person's). */
export function postNotificationRead(notificationId: number): Promise<Notification> {
  return api.call(endpoints.notificationRead, { params: { notificationId } });
}

import {
  createMutation,
  createResource,
  type NotificationPreferences,
  type NotificationPreferencesPayload,
} from '@academy/shared';
import { getNotificationPreferences } from './api/get-notification-preferences';
import { putNotificationPreferences } from './api/put-notification-preferences';

/** The person's channel for every kind their role is told of, and the instructors' daily digest. */
export const useNotificationPreferences = createResource({
  fetch: (): Promise<NotificationPreferences> => getNotificationPreferences(),
  fallback: 'notificationSettings',
});

/** Saves the choices; the answer (every kind as now set) becomes the preferences held. */
export const useSavePreferences = createMutation({
  mutate: (payload: NotificationPreferencesPayload) => putNotificationPreferences(payload),
  fallback: 'notificationSettings',
  onSuccess: (answer) => useNotificationPreferences.getState().setData(() => answer),
});

/** Forgets the preferences and the save's outcome (log out, account deleted). */
export function resetNotificationPreferences(): void {
  useNotificationPreferences.getState().reset();
  useSavePreferences.getState().reset();
}

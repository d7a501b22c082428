/** Where the profile page shows the notification preferences: /profile with this hash opens them. */
export const PREFERENCES_ID = 'notification-preferences';
export const PREFERENCES_HASH = `#${PREFERENCES_ID}`;

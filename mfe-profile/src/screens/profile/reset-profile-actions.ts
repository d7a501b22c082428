import { resetCertificates } from '../../features/certificates/certificates-store';
import { resetAccountSecurity } from '../../features/account-security/account-security-store';
import { resetPersonalData } from '../../features/personal-data/personal-data-store';
import { resetPurchases } from '../../features/purchases/purchases-store';
import { resetNotificationPreferences } from '../../features/notification-preferences/notification-preferences-store';
import { resetNotifications } from '../../features/notifications/notifications-store';
import { resetCalendarFeed } from '../../features/calendar-feed/calendar-feed-store';

/**
 * Forgets every action's state, the purchases, the certificates, the notifications, their
 * preferences and the calendar feed shown (log out, account deleted): each feature's own reset.
 */
export function resetProfileActions(): void {
  resetPersonalData();
  resetAccountSecurity();
  resetPurchases();
  resetCertificates();
  resetNotificationPreferences();
  resetNotifications();
  resetCalendarFeed();
}

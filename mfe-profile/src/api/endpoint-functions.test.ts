/**
 * @jest-environment node
 */
import { describeEndpoints, initTestI18n } from '@academy/shared/testing';
import { deleteAccount } from '../features/account-security/api/delete-account';
import { deletePhoto } from '../features/personal-data/api/delete-photo';
import { getPayments } from '../features/purchases/api/get-payments';
import { getCertificates } from '../features/certificates/api/get-certificates';
import { patchPassword } from '../features/account-security/api/patch-password';
import { patchProfile } from '../features/personal-data/api/patch-profile';
import { postRefusal } from '../features/purchases/api/post-refusal';
import { getNotifications } from '../features/notifications/api/get-notifications';
import { getUnreadCount } from '../features/notifications/api/get-unread-count';
import { postNotificationRead } from '../features/notifications/api/post-notification-read';
import { postNotificationsRead } from '../features/notifications/api/post-notifications-read';
import { getNotificationPreferences } from '../features/notification-preferences/api/get-notification-preferences';
import { putNotificationPreferences } from '../features/notification-preferences/api/put-notification-preferences';
import { getUnsubscribeTarget } from '../features/unsubscribe/api/get-unsubscribe-target';
import { postUnsubscribe } from '../features/unsubscribe/api/post-unsubscribe';
import { getCalendarFeed } from '../features/calendar-feed/api/get-calendar-feed';
import { postCalendarFeed } from '../features/calendar-feed/api/post-calendar-feed';
import { deleteCalendarFeed } from '../features/calendar-feed/api/delete-calendar-feed';

beforeAll(async () => {
  await initTestI18n('en');
});

// patchPhoto's upload (the kernel client's XMLHttpRequest transport, for its progress): api/patch-photo.test.ts.
describeEndpoints([
  [
    'patchProfile (names)',
    () => patchProfile({ first_name: 'Ada', last_name: 'L' }),
    'PATCH',
    '/student/student/update/',
    { first_name: 'Ada', last_name: 'L' },
    true,
  ],
  [
    'patchProfile (facts only, a partial update)',
    () =>
      patchProfile({ status: 'legal_entity', residential_address: 'Abay 12', taxpayer_id: '980414400238' }),
    'PATCH',
    '/student/student/update/',
    { status: 'legal_entity', residential_address: 'Abay 12', taxpayer_id: '980414400238' },
    true,
  ],
  [
    'patchPassword',
    () => patchPassword({ email: 'a@b.c', current_password: 'old', new_password: 'n' }),
    'PATCH',
    '/student/reset-password/',
    { email: 'a@b.c', current_password: 'old', new_password: 'n' },
    true,
  ],
  ['deletePhoto', () => deletePhoto(), 'DELETE', '/student/student/update_photo/', null, true],
  ['deleteAccount', () => deleteAccount(), 'DELETE', '/student/student/delete/', null, true],
  ['getPayments', () => getPayments(), 'GET', '/courses/payments/', null, true],
  ['getCertificates', () => getCertificates(), 'GET', '/courses/student/certificates/', null, true],
  [
    'postRefusal (with a reason)',
    () => postRefusal('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', 'Moved abroad'),
    'POST',
    '/courses/payments/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/refusal/',
    { reason: 'Moved abroad' },
    true,
  ],
  [
    'postRefusal (no reason)',
    () => postRefusal('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', ''),
    'POST',
    '/courses/payments/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/refusal/',
    {},
    true,
  ],
  ['getNotifications (first page)', () => getNotifications(), 'GET', '/student/notifications/', null, true],
  [
    'getNotifications (an older page of the unread ones)',
    () => getNotifications({ cursor: '29', unread: true }),
    'GET',
    '/student/notifications/?cursor=29&unread=true',
    null,
    true,
  ],
  ['getUnreadCount', () => getUnreadCount(null), 'GET', '/student/notifications/unread/', null, true],
  [
    'postNotificationRead',
    () => postNotificationRead(12),
    'POST',
    '/student/notifications/12/read/',
    null,
    true,
  ],
  [
    'postNotificationsRead (up to the newest seen)',
    () => postNotificationsRead(30),
    'POST',
    '/student/notifications/read/',
    { up_to: 30 },
    true,
  ],
  [
    'postNotificationsRead (all)',
    () => postNotificationsRead(),
    'POST',
    '/student/notifications/read/',
    {},
    true,
  ],
  [
    'getNotificationPreferences',
    () => getNotificationPreferences(),
    'GET',
    '/student/notifications/preferences/',
    null,
    true,
  ],
  [
    'putNotificationPreferences',
    () =>
      putNotificationPreferences({ kinds: [{ kind: 'topic_opened', channel: 'off' }], daily_digest: true }),
    'PUT',
    '/student/notifications/preferences/',
    { kinds: [{ kind: 'topic_opened', channel: 'off' }], daily_digest: true },
    true,
  ],
  [
    'getUnsubscribeTarget (no session needed)',
    () => getUnsubscribeTarget('a.b/c'),
    'GET',
    '/student/notifications/unsubscribe/a.b%2Fc/',
    null,
    false,
  ],
  [
    'postUnsubscribe (no session needed)',
    () => postUnsubscribe('a.b'),
    'POST',
    '/student/notifications/unsubscribe/a.b/',
    null,
    false,
  ],
  ['getCalendarFeed', () => getCalendarFeed(), 'GET', '/student/calendar/feed/', null, true],
  ['postCalendarFeed', () => postCalendarFeed(), 'POST', '/student/calendar/feed/', null, true],
  ['deleteCalendarFeed', () => deleteCalendarFeed(), 'DELETE', '/student/calendar/feed/', null, true],
]);

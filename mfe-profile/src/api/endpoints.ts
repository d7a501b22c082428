import { endpoint } from '@academy/shared/endpoint';
import type {
  CalendarFeed,
  Certificate,
  MarkAllReadPayload,
  Notification,
  NotificationListQuery,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesPayload,
  PasswordChangePayload,
  PasswordChangeResponse,
  Payment,
  ProfileUpdatePayload,
  RefusalPayload,
  UnreadCount,
  Unsubscribed,
  UnsubscribeTarget,
  User,
} from '@academy/shared';

/** A photo may take longer than a JSON call on a slow line; the student sees the progress meanwhile. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Every endpoint mfe-profile calls (docs/decisions/0210): the only module of this remote that declares
 * one; the features' api/ functions call them with `api.call`, and the API's contract test reads them
 * (with routes.json's `signedInData`, which must be declared here or in the kernel's table).
 */
export const endpoints = {
  profileUpdate: endpoint<{ response: User; json: ProfileUpdatePayload }>()({
    method: 'patch',
    path: '/student/student/update/',
    fallback: 'profileUpdate',
  }),
  /** The file in field "photo", with the upload's progress. */
  photoUpload: endpoint<{ response: User; body: FormData }>()({
    method: 'patch',
    path: '/student/student/update_photo/',
    fallback: 'photoUpdate',
    upload: true,
    timeout: UPLOAD_TIMEOUT_MS,
  }),
  photoRemoval: endpoint<{ response: User }>()({
    method: 'delete',
    path: '/student/student/update_photo/',
    fallback: 'photoUpdate',
  }),
  passwordChange: endpoint<{ response: PasswordChangeResponse; json: PasswordChangePayload }>()({
    method: 'patch',
    path: '/student/reset-password/',
    fallback: 'passwordReset',
  }),
  accountDeletion: endpoint()({
    method: 'delete',
    path: '/student/student/delete/',
    fallback: 'accountDeletion',
  }),
  payments: endpoint<{ response: Payment[] }>()({
    method: 'get',
    path: '/courses/payments/',
    fallback: 'paymentFetch',
    addition: { name: 'payments', probe: true },
  }),
  /** The student's certificates of every course (the certificate's PDF is the kernel's). */
  certificates: endpoint<{ response: Certificate[] }>()({
    method: 'get',
    path: '/courses/student/certificates/',
    fallback: 'certificate',
    addition: { name: 'completion', probe: true },
  }),
  refusal: endpoint<{ response: Payment; json: RefusalPayload }>()({
    method: 'post',
    path: '/courses/payments/:paymentId/refusal/',
    fallback: 'paymentFetch',
  }),
  /** The person's notifications, newest first, by keyset cursor (contract/src/notifications.ts). */
  notifications: endpoint<{ response: NotificationPage; query: NotificationListQuery }>()({
    method: 'get',
    path: '/student/notifications/',
    fallback: 'notificationsFetch',
    addition: { name: 'notifications', probe: true },
  }),
  /** The bell's count, with an ETag: polled with If-None-Match (api.revalidate), 304 when unchanged. */
  unreadCount: endpoint<{ response: UnreadCount }>()({
    method: 'get',
    path: '/student/notifications/unread/',
    fallback: 'notificationsFetch',
    addition: { name: 'notifications', probe: true },
  }),
  notificationRead: endpoint<{ response: Notification }>()({
    method: 'post',
    path: '/student/notifications/:notificationId/read/',
    fallback: 'notificationsUpdate',
  }),
  /** Every notification up to `up_to` (the newest the person saw) read; all of them without it. */
  notificationsRead: endpoint<{ response: UnreadCount; json: MarkAllReadPayload }>()({
    method: 'post',
    path: '/student/notifications/read/',
    fallback: 'notificationsUpdate',
  }),
  notificationPreferences: endpoint<{ response: NotificationPreferences }>()({
    method: 'get',
    path: '/student/notifications/preferences/',
    fallback: 'notificationSettings',
    addition: { name: 'notifications', probe: true },
  }),
  notificationPreferencesUpdate: endpoint<{
    response: NotificationPreferences;
    json: NotificationPreferencesPayload;
  }>()({
    method: 'put',
    path: '/student/notifications/preferences/',
    fallback: 'notificationSettings',
  }),
  /**
   * The student's iCalendar feed (decision 0168). The GET makes one when there is none, so it is sent
   * only when the student asks for the link; a Django REST backend serves none of the three (0211).
   */
  calendarFeed: endpoint<{ response: CalendarFeed }>()({
    method: 'get',
    path: '/student/calendar/feed/',
    fallback: 'calendarFeed',
    addition: { name: 'notifications', probe: true },
  }),
  /** A new secret: the feed's previous URL answers 404 from now on. */
  calendarFeedRenewal: endpoint<{ response: CalendarFeed }>()({
    method: 'post',
    path: '/student/calendar/feed/',
    fallback: 'calendarFeed',
    addition: { name: 'notifications', probe: true },
  }),
  /** Ends the feed (204): its URL answers 404; a later GET makes a new one. */
  calendarFeedRevocation: endpoint()({
    method: 'delete',
    path: '/student/calendar/feed/',
    fallback: 'calendarFeed',
    addition: { name: 'notifications', probe: true },
  }),
  /** A mail's one-click link: what it stops, asked before it does; no session needed. */
  unsubscribeTarget: endpoint<{ response: UnsubscribeTarget }>()({
    method: 'get',
    path: '/student/notifications/unsubscribe/:token/',
    fallback: 'unsubscribe',
    anonymous: true,
  }),
  unsubscribe: endpoint<{ response: Unsubscribed }>()({
    method: 'post',
    path: '/student/notifications/unsubscribe/:token/',
    fallback: 'unsubscribe',
    anonymous: true,
  }),
};

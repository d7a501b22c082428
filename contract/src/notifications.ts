import { type Static, Type } from 'typebox';
import { DateTime } from './entities';

/**
 * What the site and the mails tell a person (docs/decisions/0167), prefix /student/notifications.
 * Every route but the unsubscribe answers 401 `{detail}` to a visitor.
 *
 * | Method | Path                                           | Query / body               | 2xx answer                  |
 * |--------|------------------------------------------------|----------------------------|-----------------------------|
 * | GET    | /student/notifications/                        | NotificationListQuery      | NotificationPage            |
 * | GET    | /student/notifications/unread/                 | - (`If-None-Match`)        | UnreadCount (304 unchanged) |
 * | POST   | /student/notifications/{id}/read/              | -                          | Notification                |
 * | POST   | /student/notifications/read/                   | MarkAllReadBody            | UnreadCount                 |
 * | GET    | /student/notifications/preferences/            | -                          | NotificationPreferences     |
 * | PUT    | /student/notifications/preferences/            | PreferencesBody            | NotificationPreferences     |
 * | POST   | /student/notifications/unsubscribe/{token}/    | `List-Unsubscribe=One-Click` (form) or none | Unsubscribed |
 * | GET    | /student/notifications/unsubscribe/{token}/    | -                          | UnsubscribeTarget           |
 *
 * A notification's `text` is written by the API in the request's language (`Accept-Language`), from
 * the same catalogue as its mail; `link` is the site path of what it is about.
 *
 * Errors: 400 `{"field": ["message"]}` for an unknown kind or channel, 404 `{detail}` for a
 * notification that is not the caller's (the same answer as one that does not exist), 404 for an
 * unsubscribe token that does not verify.
 */

/** What happened, for the person told. */
export const NOTIFICATION_KINDS = [
  // a student's
  'question_answered',
  'thread_reply',
  'essay_returned',
  'essay_accepted',
  'certificate_issued',
  'certificate_revoked',
  'seminar_scheduled',
  'seminar_moved',
  'seminar_cancelled',
  'seminar_reminder',
  'topic_opened',
  // an instructor's (and `thread_reply` when a student replies in a thread they answered)
  'question_asked',
  'essay_submitted',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds a student may be told of and set; an instructor may be told of every kind. */
export const STUDENT_NOTIFICATION_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS.filter(
  (kind) => kind !== 'question_asked' && kind !== 'essay_submitted',
);
export const INSTRUCTOR_NOTIFICATION_KINDS = [
  'question_asked',
  'essay_submitted',
  'thread_reply',
] as const satisfies readonly NotificationKind[];

/** `all`: in the site and by e-mail; `site`: in the site only; `off`: neither. */
export const NOTIFICATION_CHANNELS = ['all', 'site', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The bell's count stops here: past it the site shows "99+". */
export const UNREAD_COUNT_CAP = 99;

export const NotificationKindSchema = Type.Unsafe<NotificationKind>({
  type: 'string',
  enum: [...NOTIFICATION_KINDS],
});

export const Notification = Type.Object({
  id: Type.Integer(),
  kind: NotificationKindSchema,
  /** One sentence, in the request's language. */
  text: Type.String(),
  /** The site path of the thread, essay, seminar or certificate it is about. */
  link: Type.String(),
  created_at: DateTime,
  read: Type.Boolean(),
});
export type NotificationBody = Static<typeof Notification>;

export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /student/notifications/?cursor=&page_size=: newest first, a keyset cursor (the last id seen). */
export const NotificationListQuery = Type.Object({
  cursor: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 9007199254740991,
      description: 'The `next` page: older than this id',
    }),
  ),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: NOTIFICATION_PAGE_SIZE }),
  unread: Type.Boolean({ default: false, description: 'Only the unread ones' }),
});

export const UnreadCount = Type.Object({
  unread: Type.Integer({ minimum: 0, maximum: UNREAD_COUNT_CAP }),
  /** True when more than `unread` are unread. */
  capped: Type.Boolean(),
  /** The newest notification's id (0 for none): a list opened after it changes shows it. */
  latest: Type.Integer({ minimum: 0 }),
});

export const NotificationPage = Type.Object({
  results: Type.Array(Notification),
  /** URL of the next (older) page, or null. */
  next: Type.Union([Type.String(), Type.Null()]),
  unread: UnreadCount,
});

/** Marks read every notification up to `up_to` (the newest the person saw), or all when absent. */
export const MarkAllReadBody = Type.Object({
  up_to: Type.Optional(Type.Integer({ minimum: 1, maximum: 9007199254740991 })),
});

export const NotificationChannelSchema = Type.Unsafe<NotificationChannel>({
  type: 'string',
  enum: [...NOTIFICATION_CHANNELS],
});

export const NotificationPreference = Type.Object({
  kind: NotificationKindSchema,
  channel: NotificationChannelSchema,
});

export const NotificationPreferences = Type.Object({
  /** Every kind the account's role is told of, in NOTIFICATION_KINDS order. */
  kinds: Type.Array(NotificationPreference),
  /**
   * Instructors: one mail a day holding the day's notices instead of one mail per notice; null for a
   * student (who has no digest).
   */
  daily_digest: Type.Union([Type.Boolean(), Type.Null()]),
});

/** Only the kinds sent change; an unknown kind, or one the role is not told of, is a 400. */
export const PreferencesBody = Type.Object({
  kinds: Type.Optional(Type.Array(NotificationPreference, { maxItems: NOTIFICATION_KINDS.length })),
  daily_digest: Type.Optional(Type.Boolean()),
});

export type NotificationPreferencesBody = Static<typeof NotificationPreferences>;

export const UnsubscribeParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
});

/** What a one-click link unsubscribes from (the page that asks before it does). */
export const UnsubscribeTarget = Type.Object({
  kind: NotificationKindSchema,
  /** The kind's name, in the request's language. */
  label: Type.String(),
  channel: NotificationChannelSchema,
});

export type UnsubscribeTargetBody = Static<typeof UnsubscribeTarget>;

export const Unsubscribed = Type.Object({
  kind: NotificationKindSchema,
  label: Type.String(),
  /** Always `site`: the notices stay in the site, the mails stop. */
  channel: NotificationChannelSchema,
  detail: Type.String(),
});

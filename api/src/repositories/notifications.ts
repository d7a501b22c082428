import {
  type NotificationChannel,
  type NotificationKind,
  UNREAD_COUNT_CAP,
} from '@academy/contract/notifications';
import type { Database, Queryable } from '../db/database';
import type { EventSubject, EventType } from './notification-events';

/** SQL of a person's notifications and settings (migration 0170, docs/decisions/0167). */

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  event_kind: EventType;
  subject: EventSubject;
  created_at: Date;
  read_at: Date | null;
}

const ROW = `n.id::int AS id, n.kind, e.kind AS event_kind, e.subject, n.created_at, n.read_at`;

/** Stores the batch's notifications; answers the people newly told (a batch run again tells nobody twice). */
export async function insertNotifications(
  tx: Queryable,
  input: { eventId: number; createdAt: Date; people: { userId: number; kind: NotificationKind }[] },
): Promise<Set<number>> {
  if (input.people.length === 0) return new Set();
  const rows = await tx.query<{ user_id: number }>(
    `INSERT INTO notifications (user_id, event_id, kind, created_at)
     SELECT person, $3, kind, $4 FROM unnest($1::int[], $2::text[]) AS told (person, kind)
     ON CONFLICT (event_id, user_id) DO NOTHING
     RETURNING user_id`,
    [input.people.map((p) => p.userId), input.people.map((p) => p.kind), input.eventId, input.createdAt],
  );
  return new Set(rows.map((row) => row.user_id));
}

/** A page, newest first, older than `before` when given: one index range however many a person has. */
export async function listNotifications(
  db: Queryable,
  query: { userId: number; before: number | null; limit: number; unreadOnly: boolean },
): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `SELECT ${ROW} FROM notifications n JOIN notification_events e ON e.id = n.event_id
      WHERE n.user_id = $1 AND ($2::bigint IS NULL OR n.id < $2) AND (NOT $4 OR n.read_at IS NULL)
      ORDER BY n.id DESC LIMIT $3`,
    [query.userId, query.before, query.limit, query.unreadOnly],
  );
}

export interface UnreadState {
  unread: number;
  capped: boolean;
  latest: number;
}

/** The bell: unread ones counted up to the cap on the unread index, and the newest id. One statement. */
export async function unreadState(db: Queryable, userId: number): Promise<UnreadState> {
  const [row] = await db.query<{ unread: number; latest: string | null }>(
    `SELECT (SELECT count(*)::int FROM (SELECT 1 FROM notifications
               WHERE user_id = $1 AND read_at IS NULL LIMIT $2) unread) AS unread,
            (SELECT max(id) FROM notifications WHERE user_id = $1) AS latest`,
    [userId, UNREAD_COUNT_CAP + 1],
  );
  const counted = row?.unread ?? 0;
  return {
    unread: Math.min(counted, UNREAD_COUNT_CAP),
    capped: counted > UNREAD_COUNT_CAP,
    latest: row?.latest === null || row?.latest === undefined ? 0 : Number(row.latest),
  };
}

/** Marks one of the person's own read; null when it is not theirs (or does not exist). */
export async function markRead(
  db: Queryable,
  userId: number,
  id: number,
  now: Date,
): Promise<NotificationRow | null> {
  const [row] = await db.query<NotificationRow>(
    `WITH marked AS (
       UPDATE notifications SET read_at = coalesce(read_at, $3) WHERE id = $2 AND user_id = $1
       RETURNING id, kind, event_id, created_at, read_at)
     SELECT ${ROW} FROM marked n JOIN notification_events e ON e.id = n.event_id`,
    [userId, id, now],
  );
  return row ?? null;
}

/** Marks read every unread one up to `upTo` (all when null). */
export async function markAllRead(
  db: Queryable,
  userId: number,
  upTo: number | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE notifications SET read_at = $3
      WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint IS NULL OR id <= $2)`,
    [userId, upTo, now],
  );
}

export async function channelsOf(
  db: Queryable,
  userId: number,
): Promise<Map<NotificationKind, NotificationChannel>> {
  const rows = await db.query<{ kind: NotificationKind; channel: NotificationChannel }>(
    'SELECT kind, channel FROM notification_preferences WHERE user_id = $1',
    [userId],
  );
  return new Map(rows.map((row) => [row.kind, row.channel]));
}

/** The channel one kind goes by now ('all' unless set). */
export async function channelOf(
  db: Queryable,
  userId: number,
  kind: NotificationKind,
): Promise<NotificationChannel> {
  const [row] = await db.query<{ channel: NotificationChannel }>(
    'SELECT channel FROM notification_preferences WHERE user_id = $1 AND kind = $2',
    [userId, kind],
  );
  return row?.channel ?? 'all';
}

/** The kinds' channels and (instructors) the digest, in one transaction. */
export async function savePreferences(
  db: Database,
  userId: number,
  choices: { kinds: { kind: NotificationKind; channel: NotificationChannel }[]; digest?: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    await setChannels(tx, userId, choices.kinds);
    if (choices.digest !== undefined)
      await tx.query('UPDATE users SET daily_digest = $2 WHERE id = $1', [userId, choices.digest]);
  });
}

async function setChannels(
  db: Queryable,
  userId: number,
  choices: { kind: NotificationKind; channel: NotificationChannel }[],
): Promise<void> {
  if (choices.length === 0) return;
  await db.query(
    `INSERT INTO notification_preferences (user_id, kind, channel)
     SELECT $1, kind, channel FROM unnest($2::text[], $3::text[]) AS chosen (kind, channel)
     ON CONFLICT (user_id, kind) DO UPDATE SET channel = EXCLUDED.channel`,
    [userId, choices.map((c) => c.kind), choices.map((c) => c.channel)],
  );
}

/** The mails of a kind stop (the notices stay in the site); a kind already off stays off. */
export async function stopMails(
  db: Queryable,
  userId: number,
  kind: NotificationKind,
): Promise<NotificationChannel> {
  const [row] = await db.query<{ channel: NotificationChannel }>(
    `INSERT INTO notification_preferences (user_id, kind, channel) SELECT id, $2, 'site' FROM users WHERE id = $1
     ON CONFLICT (user_id, kind) DO UPDATE
       SET channel = CASE notification_preferences.channel WHEN 'off' THEN 'off' ELSE 'site' END
     RETURNING channel`,
    [userId, kind],
  );
  return row?.channel ?? 'site';
}

/** Whether a mail queued for this person and kind is still wanted when its turn comes. */
export async function mailStillWanted(
  db: Queryable,
  userId: number,
  kind: NotificationKind,
): Promise<boolean> {
  const [row] = await db.query<{ wanted: boolean }>(
    `SELECT coalesce(p.channel, 'all') = 'all' AND NOT (u.daily_digest AND u.role = 'instructor') AS wanted
       FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = $2
      WHERE u.id = $1`,
    [userId, kind],
  );
  return row?.wanted ?? false;
}

export interface DigestPerson {
  id: number;
  email: string;
  language: string;
}

/**
 * Claims the digest of `day` (an academy date) for the instructors who take one and have not had it:
 * each is claimed once across instances (the claim commits with the mail it queues).
 */
export async function claimDigest(tx: Queryable, day: string): Promise<DigestPerson | null> {
  const [row] = await tx.query<DigestPerson>(
    `INSERT INTO notification_digests (user_id, day)
     SELECT id, $1::date FROM users
      WHERE role = 'instructor' AND daily_digest
        AND NOT EXISTS (SELECT 1 FROM notification_digests d WHERE d.user_id = users.id AND d.day = $1::date)
      ORDER BY id LIMIT 1
     ON CONFLICT DO NOTHING
     RETURNING user_id AS id,
       (SELECT email FROM users WHERE id = user_id) AS email,
       (SELECT language FROM users WHERE id = user_id) AS language`,
    [day],
  );
  return row ?? null;
}

/** A person's notifications of one academy day (UTC+5) whose kind they take by mail. */
export async function dayNotifications(
  db: Queryable,
  userId: number,
  window: { from: Date; to: Date },
): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `SELECT ${ROW} FROM notifications n JOIN notification_events e ON e.id = n.event_id
       LEFT JOIN notification_preferences p ON p.user_id = n.user_id AND p.kind = n.kind
      WHERE n.user_id = $1 AND n.created_at >= $2 AND n.created_at < $3 AND coalesce(p.channel, 'all') = 'all'
      ORDER BY n.id`,
    [userId, window.from, window.to],
  );
}

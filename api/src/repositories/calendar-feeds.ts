import type { Queryable } from '../db/database';
import { SEMINARS_LISTED } from './content';
import type { StaffSeminarRow } from './seminars';

/**
 * SQL for personal calendar feeds (decision 0168): one live feed per account, found by the SHA-256 of
 * its secret, and what a feed holds: the seminars of the student's courses, cancelled ones included,
 * and the moments the topics of their term open (topic_opens_at of migration 0090).
 */

export interface FeedRow {
  user_id: number;
  nonce: string;
  secret_hash: string;
}

export async function findFeed(db: Queryable, userId: number): Promise<FeedRow | null> {
  const [row] = await db.query<FeedRow>(
    'SELECT user_id, nonce, secret_hash FROM calendar_feeds WHERE user_id = $1',
    [userId],
  );
  return row ?? null;
}

/** The account's one feed from now on: a feed it had before stops answering at once. */
export async function replaceFeed(
  db: Queryable,
  userId: number,
  feed: { nonce: string; secretHash: string },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO calendar_feeds (user_id, nonce, secret_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET nonce = excluded.nonce, secret_hash = excluded.secret_hash,
       created_at = excluded.created_at`,
    [userId, feed.nonce, feed.secretHash, now],
  );
}

/** Makes the account's feed unless it has one (two first requests at once keep one of the two). */
export async function createFeedIfNone(
  db: Queryable,
  userId: number,
  feed: { nonce: string; secretHash: string },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO calendar_feeds (user_id, nonce, secret_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, feed.nonce, feed.secretHash, now],
  );
}

export async function deleteFeed(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM calendar_feeds WHERE user_id = $1', [userId]);
}

/** The account a feed secret's hash belongs to; null for none (never issued, replaced or revoked). */
export async function feedOwner(db: Queryable, secretHash: string): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>(
    'SELECT user_id FROM calendar_feeds WHERE secret_hash = $1',
    [secretHash],
  );
  return row?.user_id ?? null;
}

export type FeedSeminarRow = Pick<
  StaffSeminarRow,
  'id' | 'title' | 'date' | 'time' | 'teacher_name' | 'link' | 'cancelled_at' | 'sequence'
>;

/**
 * The seminars of the courses the student is enrolled in, cancelled ones too (so that a subscribed
 * calendar drops them): the SEMINARS_LISTED latest by date, in date order, as the students' list.
 */
export function feedSeminars(db: Queryable, userId: number): Promise<FeedSeminarRow[]> {
  return db.query<FeedSeminarRow>(
    `SELECT * FROM (
       SELECT s.id, s.title, to_char(s.date, 'YYYY-MM-DD') AS date, to_char(s.time, 'HH24:MI:SS') AS time,
              s.teacher_name, s.link, s.cancelled_at, s.sequence
         FROM seminars s JOIN enrollments e ON e.course_id = s.course_id AND e.user_id = $1
        ORDER BY s.date DESC, s.time DESC, s.id DESC LIMIT $2) latest
      ORDER BY date, time, id`,
    [userId, SEMINARS_LISTED],
  );
}

export interface FeedOpeningRow {
  topic_id: number;
  position: number;
  title: string;
  course_title: string;
  opens_at: Date;
}

/**
 * When each topic of the student's courses opens for them: by the days of their term, or at the
 * topic's fixed moment. Topics open from the start, and term-scheduled ones of a student who has no
 * term yet ('infinity'), have no date and are left out.
 */
export function feedOpenings(db: Queryable, userId: number): Promise<FeedOpeningRow[]> {
  return db.query<FeedOpeningRow>(
    `SELECT * FROM (
       SELECT t.id AS topic_id, t.position, t.title, c.title AS course_title,
              topic_opens_at(t.opens_at, t.opens_after_days, ct.starts_at) AS opens_at
         FROM enrollments e
         JOIN courses c ON c.id = e.course_id
         JOIN topics t ON t.course_id = e.course_id
         LEFT JOIN course_terms ct ON ct.id = e.term_id
        WHERE e.user_id = $1) openings
      WHERE opens_at IS NOT NULL AND opens_at < 'infinity'
      ORDER BY opens_at, topic_id`,
    [userId],
  );
}

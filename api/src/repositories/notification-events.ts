import type { NotificationKind } from '@academy/contract/notifications';
import type { Queryable } from '../db/database';

/**
 * SQL of the events that tell people something (migration 0170, docs/decisions/0167). Each event is
 * written with a snapshot of what its texts and links need (titles, ids, a seminar's time), so that
 * the list and the mails read no other table, and it says nothing once its subject changes.
 */

/** What happened: written by the change that causes it, in its transaction. */
export type NotificationEvent =
  | { type: 'answer_posted'; answerId: number; actorId: number }
  | { type: 'question_asked'; questionId: number; actorId: number }
  | { type: 'essay_submitted'; essayId: number; actorId: number }
  | { type: 'essay_evaluated'; essayId: number; actorId: number | null }
  | { type: 'certificate_issued'; number: string }
  | { type: 'certificate_revoked'; number: string; actorId: number }
  | {
      type: 'seminar_scheduled' | 'seminar_cancelled';
      seminarId: number;
      actorId: number;
    }
  | {
      type: 'seminar_moved';
      seminarId: number;
      actorId: number;
      /** The time it had before the move ("YYYY-MM-DD", "HH:MM:SS"). */
      before: { date: string; time: string };
    };

export type EventType = NotificationEvent['type'] | 'seminar_reminder' | 'topic_opened';

/** The snapshot of an event, as the texts and links read it (every field optional: one shape for all). */
export interface EventSubject {
  course?: number;
  lecture?: number;
  lecture_title?: string;
  question?: number;
  question_title?: string;
  by_instructor?: boolean;
  actor_name?: string;
  essay?: number;
  topic?: number | null;
  topic_title?: string | null;
  verdict?: 'accepted' | 'returned';
  owner?: number;
  number?: string;
  course_title?: string;
  seminar?: number;
  seminar_title?: string;
  date?: string;
  time?: string;
  term?: number | null;
}

const ACTOR_NAME = `btrim(coalesce(actor.first_name, '') || ' ' || coalesce(actor.last_name, ''))`;
const SEMINAR_SUBJECT = `jsonb_build_object('seminar', s.id, 'seminar_title', s.title, 'course', s.course_id,
  'date', to_char(s.date, 'YYYY-MM-DD'), 'time', to_char(s.time, 'HH24:MI'))`;

/** The INSERT … SELECT of each kind of event: $1 the subject's id, $2 the actor, $3 the moment. */
const INSERTS: Record<NotificationEvent['type'], string> = {
  answer_posted: `SELECT 'answer_posted', jsonb_build_object('question', q.id, 'question_title', q.title,
      'lecture', q.lecture_id, 'course', t.course_id, 'by_instructor', a.by_instructor, 'actor_name', ${ACTOR_NAME})
      FROM answers a JOIN questions q ON q.id = a.question_id JOIN lectures l ON l.id = q.lecture_id
      JOIN topics t ON t.id = l.topic_id LEFT JOIN users actor ON actor.id = $2
     WHERE a.id = $1`,
  question_asked: `SELECT 'question_asked', jsonb_build_object('question', q.id, 'question_title', q.title,
      'lecture', q.lecture_id, 'lecture_title', l.title, 'course', t.course_id, 'actor_name', ${ACTOR_NAME})
      FROM questions q JOIN lectures l ON l.id = q.lecture_id JOIN topics t ON t.id = l.topic_id
      LEFT JOIN users actor ON actor.id = $2
     WHERE q.id = $1`,
  essay_submitted: `SELECT 'essay_submitted', jsonb_build_object('essay', e.id, 'topic', e.topic_id,
      'topic_title', tp.title, 'course', e.course_id, 'owner', e.user_id, 'actor_name', ${ACTOR_NAME})
      FROM essays e LEFT JOIN topics tp ON tp.id = e.topic_id LEFT JOIN users actor ON actor.id = $2
     WHERE e.id = $1`,
  essay_evaluated: `SELECT 'essay_evaluated', jsonb_build_object('essay', e.id, 'topic', e.topic_id,
      'topic_title', tp.title, 'course', e.course_id, 'owner', e.user_id, 'verdict', e.status)
      FROM essays e LEFT JOIN topics tp ON tp.id = e.topic_id
     WHERE e.id = $1 AND e.status IN ('accepted', 'returned')`,
  certificate_issued: `SELECT 'certificate_issued', jsonb_build_object('number', c.number,
      'course_title', c.course_title, 'course', c.course_id, 'owner', c.user_id)
      FROM certificates c WHERE c.number = $1`,
  certificate_revoked: `SELECT 'certificate_revoked', jsonb_build_object('number', c.number,
      'course_title', c.course_title, 'course', c.course_id, 'owner', c.user_id)
      FROM certificates c WHERE c.number = $1`,
  seminar_scheduled: `SELECT 'seminar_scheduled', ${SEMINAR_SUBJECT} FROM seminars s WHERE s.id = $1`,
  seminar_cancelled: `SELECT 'seminar_cancelled', ${SEMINAR_SUBJECT} FROM seminars s WHERE s.id = $1`,
  seminar_moved: `SELECT 'seminar_moved', ${SEMINAR_SUBJECT} FROM seminars s WHERE s.id = $1`,
};

function subjectIdOf(event: NotificationEvent): number | string {
  switch (event.type) {
    case 'answer_posted':
      return event.answerId;
    case 'question_asked':
      return event.questionId;
    case 'essay_submitted':
    case 'essay_evaluated':
      return event.essayId;
    case 'certificate_issued':
    case 'certificate_revoked':
      return event.number;
    default:
      return event.seminarId;
  }
}

/**
 * Writes the event; null when there is nothing to tell (its subject is gone, or a move that kept the
 * seminar's time: a new title or link is no move).
 */
export async function insertEvent(
  tx: Queryable,
  event: NotificationEvent,
  now: Date,
): Promise<number | null> {
  const actor = 'actorId' in event ? event.actorId : null;
  const moved =
    event.type === 'seminar_moved' ? `AND (s.date, s.time) IS DISTINCT FROM ($5::date, $6::time)` : '';
  // A seminar is cancelled once: a second cancellation (two instructors at once) tells nobody again.
  const onceKey = event.type === 'seminar_cancelled' ? `seminar_cancelled:${event.seminarId}` : null;
  const params: unknown[] = [subjectIdOf(event), actor, now, onceKey];
  if (event.type === 'seminar_moved') params.push(event.before.date, event.before.time);
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO notification_events (kind, subject, actor_id, created_at, once_key)
     SELECT kind, subject, $2::int, $3, $4::text FROM (${INSERTS[event.type]} ${moved}) AS made (kind, subject)
     ON CONFLICT (once_key) DO NOTHING
     RETURNING id`,
    params,
  );
  return row ? Number(row.id) : null;
}

/** The clock's events: once per key, however many instances look (null when already written). */
export async function insertClockEvent(
  tx: Queryable,
  event: { type: 'seminar_reminder' | 'topic_opened'; onceKey: string; subject: EventSubject },
  now: Date,
): Promise<number | null> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO notification_events (kind, subject, once_key, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (once_key) DO NOTHING RETURNING id`,
    [event.type, JSON.stringify(event.subject), event.onceKey, now],
  );
  return row ? Number(row.id) : null;
}

export interface EventRow {
  id: number;
  kind: EventType;
  subject: EventSubject;
  actor_id: number | null;
  created_at: Date;
}

/**
 * The event, locked, when its fan-out has reached `after` (null otherwise: that batch is done, or it
 * is gone). The lock makes a second run of the same batch wait, then find it done.
 */
export async function lockEventAt(tx: Queryable, id: number, after: number): Promise<EventRow | null> {
  const [row] = await tx.query<EventRow & { id: string }>(
    `SELECT id, kind, subject, actor_id, created_at FROM notification_events
      WHERE id = $1 AND fanned_to = $2 AND fanned_out_at IS NULL FOR UPDATE`,
    [id, after],
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

/**
 * Who an event tells, and of which kind, as SQL selecting (user_id, kind) from its subject: $1 the
 * subject, read as jsonb. The batches page it by user id.
 */
/** The event's subject, the first parameter of every audience. */
const S = '($1::jsonb)';

const AUDIENCES: Record<EventType, string> = {
  // The asker and everyone who answered; an instructor's answer is the asker's "answered", and is
  // told to no other instructor (they are told of students' replies only).
  answer_posted: `SELECT r.user_id,
      CASE WHEN r.user_id = q.user_id AND (${S}->>'by_instructor')::boolean THEN 'question_answered'
           ELSE 'thread_reply' END AS kind
      FROM questions q
      JOIN LATERAL (SELECT q.user_id UNION SELECT a.user_id FROM answers a WHERE a.question_id = q.id) r ON true
      JOIN users u ON u.id = r.user_id
     WHERE q.id = (${S}->>'question')::int
       AND NOT ((${S}->>'by_instructor')::boolean AND u.role = 'instructor')`,
  question_asked: `SELECT id AS user_id, 'question_asked' AS kind FROM users WHERE role = 'instructor'`,
  essay_submitted: `SELECT id AS user_id, 'essay_submitted' AS kind FROM users WHERE role = 'instructor'`,
  essay_evaluated: `SELECT (${S}->>'owner')::int AS user_id,
      CASE ${S}->>'verdict' WHEN 'accepted' THEN 'essay_accepted' ELSE 'essay_returned' END AS kind`,
  certificate_issued: `SELECT (${S}->>'owner')::int AS user_id, 'certificate_issued' AS kind`,
  certificate_revoked: `SELECT (${S}->>'owner')::int AS user_id, 'certificate_revoked' AS kind`,
  seminar_scheduled: `SELECT user_id, 'seminar_scheduled' AS kind FROM enrollments WHERE course_id = (${S}->>'course')::int`,
  seminar_moved: `SELECT user_id, 'seminar_moved' AS kind FROM enrollments WHERE course_id = (${S}->>'course')::int`,
  seminar_cancelled: `SELECT user_id, 'seminar_cancelled' AS kind FROM enrollments WHERE course_id = (${S}->>'course')::int`,
  seminar_reminder: `SELECT user_id, 'seminar_reminder' AS kind FROM enrollments WHERE course_id = (${S}->>'course')::int`,
  topic_opened: `SELECT user_id, 'topic_opened' AS kind FROM enrollments
     WHERE course_id = (${S}->>'course')::int
       AND (${S}->>'term' IS NULL OR term_id = (${S}->>'term')::int)`,
};

/** Records a batch done: everyone up to `to` told, and the whole audience when `finished`. */
export async function markFannedTo(
  tx: Queryable,
  id: number,
  to: number,
  finished: Date | null,
): Promise<void> {
  await tx.query('UPDATE notification_events SET fanned_to = $2, fanned_out_at = $3 WHERE id = $1', [
    id,
    to,
    finished,
  ]);
}

export interface Recipient {
  user_id: number;
  kind: NotificationKind;
  channel: 'all' | 'site' | 'off';
  email: string;
  language: string;
  role: string;
  /** An instructor who takes the daily digest: told in the site now, by mail the next day. */
  digest: boolean;
}

/** One batch of an event's audience after `after` (a user id), with each person's setting. */
export async function recipientBatch(
  db: Queryable,
  event: EventRow,
  after: number,
  size: number,
): Promise<Recipient[]> {
  return db.query<Recipient>(
    `SELECT r.user_id, r.kind, coalesce(p.channel, 'all') AS channel, u.email, u.language, u.role,
            (u.daily_digest AND u.role = 'instructor') AS digest
       FROM (SELECT DISTINCT ON (user_id) user_id, kind FROM (${AUDIENCES[event.kind]}) audience
              WHERE user_id > $2 AND user_id IS DISTINCT FROM $4::int AND ${S} IS NOT NULL
              ORDER BY user_id LIMIT $3) r
       JOIN users u ON u.id = r.user_id
       LEFT JOIN notification_preferences p ON p.user_id = r.user_id AND p.kind = r.kind
      ORDER BY r.user_id`,
    [JSON.stringify(event.subject), after, size, event.actor_id],
  );
}

/** Seminars not cancelled that start within (from, to]: their reminders are due. */
export async function seminarsStarting(
  db: Queryable,
  window: { from: Date; to: Date },
): Promise<{ id: number; subject: EventSubject }[]> {
  // A seminar's date and time are the academy's (UTC+5).
  return db.query<{ id: number; subject: EventSubject }>(
    `SELECT s.id, ${SEMINAR_SUBJECT} AS subject FROM seminars s
      WHERE s.cancelled_at IS NULL
        AND s.date BETWEEN ($1::timestamptz AT TIME ZONE 'UTC')::date AND ($2::timestamptz AT TIME ZONE 'UTC')::date + 1
        AND ((s.date + s.time) - interval '5 hours') AT TIME ZONE 'UTC' > $1
        AND ((s.date + s.time) - interval '5 hours') AT TIME ZONE 'UTC' <= $2`,
    [window.from, window.to],
  );
}

/** Topics that opened within (from, to], per term (or for the whole course, on a fixed date). */
export async function topicsOpened(
  db: Queryable,
  window: { from: Date; to: Date },
): Promise<{ opened_at: Date; subject: EventSubject }[]> {
  return db.query<{ opened_at: Date; subject: EventSubject }>(
    `SELECT opened_at, jsonb_build_object('topic', id, 'topic_title', title, 'course', course_id, 'term', term) AS subject
       FROM (SELECT t.id, t.title, t.course_id, ct.id AS term,
                    topic_opens_at(t.opens_at, t.opens_after_days, ct.starts_at) AS opened_at
               FROM topics t JOIN course_terms ct ON ct.course_id = t.course_id
              WHERE t.opens_after_days IS NOT NULL
             UNION ALL
             SELECT t.id, t.title, t.course_id, NULL, t.opens_at
               FROM topics t WHERE t.opens_after_days IS NULL AND t.opens_at IS NOT NULL) openings
      WHERE opened_at > $1 AND opened_at <= $2`,
    [window.from, window.to],
  );
}

import type { Database, Queryable } from '../db/database';
import { asLanguage } from '../i18n/messages';
import type { JobQueue, MailJob, NotifyJob } from '../jobs/queue';
import { type NoticeLinks, noticeMail } from '../mail/notification-mail';
import {
  type NotificationEvent,
  insertClockEvent,
  insertEvent,
  lockEventAt,
  markFannedTo,
  recipientBatch,
} from '../repositories/notification-events';
import { insertNotifications } from '../repositories/notifications';
import { notificationLink, notificationText } from './render';
import { unsubscribeToken } from './unsubscribe-link';

/**
 * Telling people (docs/decisions/0167): a change records its event in its own transaction, which also
 * queues the event's first batch; each batch tells up to `batchSize` people of the audience, stores
 * their notifications, queues their mails and the next batch, all in one transaction. A batch run a
 * second time (an instance that died after committing) finds its event moved on and does nothing.
 */

export interface Notifier {
  db: Database;
  jobs: JobQueue;
  now: () => Date;
  links: NoticeLinks;
  unsubscribeKey: Buffer;
  batchSize: number;
}

/** Writes the event and queues its fan-out, in the caller's transaction; false when nothing is told. */
export async function recordEvent(
  tx: Queryable,
  jobs: JobQueue,
  event: NotificationEvent,
  now: Date,
): Promise<boolean> {
  const eventId = await insertEvent(tx, event, now);
  if (eventId === null) return false;
  await jobs.notify(tx, { eventId, after: 0 });
  return true;
}

/**
 * Runs `write` and records the event it causes (null: none) in one transaction; the fan-out starts
 * as soon as it commits. The routes' way of telling people of what they change.
 */
export async function writeAndTell<T>(
  ctx: { db: Database; jobs: JobQueue; now: () => Date },
  write: (tx: Queryable) => Promise<T>,
  eventOf: (written: T) => NotificationEvent | null,
): Promise<T> {
  const written = await ctx.db.transaction(async (tx) => {
    const result = await write(tx);
    const event = eventOf(result);
    if (event) await recordEvent(tx, ctx.jobs, event, ctx.now());
    return result;
  });
  ctx.jobs.nudge('notify');
  return written;
}

/** Writes an event of the clock once per key and queues its fan-out; false when it was written before. */
export async function recordClockEvent(
  tx: Queryable,
  jobs: JobQueue,
  event: Parameters<typeof insertClockEvent>[1],
  now: Date,
): Promise<boolean> {
  const eventId = await insertClockEvent(tx, event, now);
  if (eventId === null) return false;
  await jobs.notify(tx, { eventId, after: 0 });
  return true;
}

/** One batch of one event's audience; answers how many people it told (0 when it had been done). */
export async function fanOutBatch(notifier: Notifier, job: NotifyJob): Promise<number> {
  const { db, jobs, batchSize } = notifier;
  const told = await db.transaction(async (tx) => {
    const event = await lockEventAt(tx, job.eventId, job.after);
    if (event === null) return 0;
    const batch = await recipientBatch(tx, event, job.after, batchSize);
    const wanted = batch.filter((person) => person.channel !== 'off');
    const inserted = await insertNotifications(tx, {
      eventId: event.id,
      createdAt: event.created_at,
      people: wanted.map((person) => ({ userId: person.user_id, kind: person.kind })),
    });
    const mails: MailJob[] = wanted
      .filter((person) => inserted.has(person.user_id) && person.channel === 'all' && !person.digest)
      .map((person) => {
        const language = asLanguage(person.language);
        return {
          message: noticeMail({
            to: person.email,
            language,
            text: notificationText(language, person.kind, event.subject),
            link: notificationLink(person.kind, event.subject, person.role),
            unsubscribeToken: unsubscribeToken(notifier.unsubscribeKey, person.user_id, person.kind),
            links: notifier.links,
          }),
          notice: { userId: person.user_id, kind: person.kind },
        };
      });
    await jobs.mailMany(tx, mails);
    const last = batch.at(-1)?.user_id ?? job.after;
    const more = batch.length === batchSize;
    await markFannedTo(tx, event.id, last, more ? null : notifier.now());
    if (more) await jobs.notify(tx, { eventId: event.id, after: last });
    return inserted.size;
  });
  // The next batch is fetched at once by the worker that ran this one (JobQueue.work).
  jobs.nudge('mail');
  return told;
}

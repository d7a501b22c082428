import { asLanguage } from '../i18n/messages';
import { digestMail } from '../mail/notification-mail';
import { seminarsStarting, topicsOpened } from '../repositories/notification-events';
import { claimDigest, dayNotifications } from '../repositories/notifications';
import { ACADEMY_UTC_OFFSET_MS } from '../rules/academy-clock';
import { type Notifier, recordClockEvent } from './fan-out';
import { notificationLink, notificationText } from './render';

/**
 * The notifications the clock causes (docs/decisions/0167), run once per period across instances
 * (plugins/notifier.ts): a reminder for each seminar starting within a day, a notice for each topic
 * that opened within the last day, and the instructors' digests of the academy day that ended. Each is
 * written once (its key, or its digest row), however often the clock runs and on however many machines.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The academy day before the one `now` is in: its date and its bounds. */
export function previousAcademyDay(now: Date): { day: string; from: Date; to: Date } {
  const todayStart =
    Math.floor((now.getTime() + ACADEMY_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - ACADEMY_UTC_OFFSET_MS;
  const from = new Date(todayStart - DAY_MS);
  return {
    day: new Date(from.getTime() + ACADEMY_UTC_OFFSET_MS).toISOString().slice(0, 10),
    from,
    to: new Date(todayStart),
  };
}

export interface ClockRun {
  reminders: number;
  openings: number;
  digests: number;
}

export async function runClock(notifier: Notifier): Promise<ClockRun> {
  const { db, jobs } = notifier;
  const now = notifier.now();
  const run: ClockRun = { reminders: 0, openings: 0, digests: 0 };

  for (const seminar of await seminarsStarting(db, { from: now, to: new Date(now.getTime() + DAY_MS) })) {
    const { date, time } = seminar.subject;
    const event = {
      type: 'seminar_reminder' as const,
      onceKey: `seminar_reminder:${seminar.id}:${date}T${time}`,
      subject: seminar.subject,
    };
    if (await db.transaction((tx) => recordClockEvent(tx, jobs, event, now))) run.reminders += 1;
  }

  for (const topic of await topicsOpened(db, { from: new Date(now.getTime() - DAY_MS), to: now })) {
    const { subject } = topic;
    const key = `topic_opened:${subject.topic}:${subject.term ?? 'all'}:${new Date(topic.opened_at).toISOString()}`;
    const event = { type: 'topic_opened' as const, onceKey: key, subject };
    if (await db.transaction((tx) => recordClockEvent(tx, jobs, event, now))) run.openings += 1;
  }

  const day = previousAcademyDay(now);
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const person = await claimDigest(tx, day.day);
      if (person === null) return false;
      const rows = await dayNotifications(tx, person.id, day);
      if (rows.length === 0) return true;
      const language = asLanguage(person.language);
      await jobs.mailMany(tx, [
        {
          message: digestMail({
            to: person.email,
            language,
            day: day.day,
            items: rows.map((row) => ({
              text: notificationText(language, row.kind, row.subject),
              link: notificationLink(row.kind, row.subject, 'instructor'),
            })),
            links: notifier.links,
          }),
        },
      ]);
      run.digests += 1;
      return true;
    });
    if (!sent) break;
  }
  if (run.reminders + run.openings > 0) jobs.nudge('notify');
  if (run.digests > 0) jobs.nudge('mail');
  return run;
}

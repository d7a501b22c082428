import type { NotificationKind } from '@academy/contract/notifications';
import type { Language } from '../i18n/messages';
import { notificationMessage } from '../i18n/notification-messages';
import type { EventSubject } from '../repositories/notification-events';

/**
 * A notification's sentence and the site path it leads to, from its event's snapshot: the list and
 * the mails say the same (docs/decisions/0167). Another person appears by name only, never by address.
 */

const LOCALES: Record<Language, string> = { en: 'en-GB', ru: 'ru-RU', kk: 'kk-KZ' };

/** A seminar's date and time as the academy keeps them (UTC+5), written for the reader's language. */
export function seminarWhen(language: Language, date: string, time: string): string {
  const moment = Date.parse(`${date}T${time.slice(0, 5)}:00Z`);
  if (Number.isNaN(moment)) return `${date} ${time}`;
  const day = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    moment,
  );
  return notificationMessage(language, 'seminarTime', { date: day, time: time.slice(0, 5) });
}

function essayName(language: Language, subject: EventSubject): string {
  return subject.topic_title
    ? notificationMessage(language, 'topicEssay', { topic: subject.topic_title })
    : notificationMessage(language, 'finalEssay');
}

export function notificationText(language: Language, kind: NotificationKind, subject: EventSubject): string {
  return notificationMessage(language, kind, {
    question: subject.question_title ?? '',
    lecture: subject.lecture_title ?? '',
    actor: subject.actor_name || notificationMessage(language, 'someone'),
    essay: essayName(language, subject),
    number: subject.number ?? '',
    course: subject.course_title ?? '',
    seminar: subject.seminar_title ?? '',
    when: subject.date && subject.time ? seminarWhen(language, subject.date, subject.time) : '',
    topic: subject.topic_title ?? '',
  });
}

/** The site path of what it is about; a thread opens in the teaching desk for an instructor. */
export function notificationLink(kind: NotificationKind, subject: EventSubject, role: string): string {
  const course = `/passingcourse/${subject.course ?? 1}`;
  switch (kind) {
    case 'question_answered':
    case 'thread_reply':
      return role === 'instructor'
        ? `/teaching/questions?question=${subject.question}`
        : `${course}?lecture=${subject.lecture}&question=${subject.question}`;
    case 'question_asked':
      return `/teaching/questions?question=${subject.question}`;
    case 'essay_submitted':
      return `/teaching/essays/${subject.essay}`;
    case 'essay_returned':
    case 'essay_accepted':
      return `${course}?tab=certification`;
    case 'certificate_issued':
      return `/certificates/${encodeURIComponent(subject.number ?? '')}`;
    case 'certificate_revoked':
      return '/profile';
    case 'topic_opened':
      return `${course}?topic=${subject.topic}`;
    default:
      return `${course}?tab=seminars`;
  }
}

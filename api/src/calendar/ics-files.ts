import { type EventAttributes, createEvents } from 'ics';
import { ACADEMY_UTC_OFFSET_MS } from '../rules/academy-clock';

/**
 * iCalendar text (RFC 5545) of seminars and topic openings, written by the `ics` package, which
 * escapes and folds the values (decision 0168). Nothing here reads the database or the clock.
 */

/** How long a seminar lasts in a calendar: the product names no length, so 90 minutes (decision 0168). */
export const SEMINAR_MINUTES = 90;

const PRODUCT_ID = '-//Academy//Seminars and topics//EN';

export interface CalendarSeminar {
  id: number;
  title: string;
  /** The academy's wall clock (UTC+5): YYYY-MM-DD and HH:MM:SS. */
  date: string;
  time: string;
  teacher_name: string;
  link: string;
  cancelled_at: Date | null;
  sequence: number;
}

export interface CalendarTopicOpening {
  topic_id: number;
  position: number;
  title: string;
  course_title: string;
  opens_at: Date;
}

export interface CalendarFile {
  /** X-WR-CALNAME: the name a subscribing calendar shows. */
  name?: string;
  /** The host UIDs end with (the API's PUBLIC_URL), so they are unique beyond this academy. */
  host: string;
  /** DTSTAMP of every event: when the file was written. */
  writtenAt: Date;
  seminars: readonly CalendarSeminar[];
  openings: readonly CalendarTopicOpening[];
}

/** The moment a seminar starts: its date and time are the academy's wall clock, UTC+5. */
export function seminarStartsAt(seminar: Pick<CalendarSeminar, 'date' | 'time'>): Date {
  return new Date(Date.parse(`${seminar.date}T${seminar.time}Z`) - ACADEMY_UTC_OFFSET_MS);
}

// The package escapes CR LF and LF; a lone CR would end the content line, so it becomes a line break.
const text = (value: string) => value.replace(/\r\n?/g, '\n');

/** The package's attributes; `timestamp` (DTSTAMP) is read by its schema though its types omit it. */
type Attributes = EventAttributes & { timestamp: number };

function seminarEvent(seminar: CalendarSeminar, file: CalendarFile): Attributes {
  const link = text(seminar.link);
  return {
    uid: `seminar-${seminar.id}@${file.host}`,
    sequence: seminar.sequence,
    timestamp: file.writtenAt.getTime(),
    start: seminarStartsAt(seminar).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: SEMINAR_MINUTES },
    title: text(seminar.title),
    description: `Teacher: ${text(seminar.teacher_name)}\n${link}`,
    url: link,
    location: link,
    status: seminar.cancelled_at === null ? 'CONFIRMED' : 'CANCELLED',
    busyStatus: 'BUSY',
  };
}

/** A date on the academy's calendar as the package's all-day form: [year, month, day]. */
function academyDate(at: Date, daysLater = 0): [number, number, number] {
  const local = new Date(at.getTime() + ACADEMY_UTC_OFFSET_MS + daysLater * 86_400_000);
  return [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
}

/** A topic opening: an all-day, free event on the academy's date of the moment the topic opens. */
function openingEvent(opening: CalendarTopicOpening, file: CalendarFile): Attributes {
  const at = new Date(opening.opens_at.getTime() + ACADEMY_UTC_OFFSET_MS).toISOString().slice(11, 16);
  return {
    uid: `topic-${opening.topic_id}-opening@${file.host}`,
    sequence: 0,
    timestamp: file.writtenAt.getTime(),
    start: academyDate(opening.opens_at),
    end: academyDate(opening.opens_at, 1),
    title: text(`Topic ${opening.position} opens: ${opening.title}`),
    description: text(`${opening.course_title}: topic ${opening.position} opens at ${at} (UTC+5).`),
    status: 'CONFIRMED',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
  };
}

/** A VCALENDAR with the seminars, then the openings, in the order given. */
export function calendarFile(file: CalendarFile): string {
  const events = [
    ...file.seminars.map((seminar) => seminarEvent(seminar, file)),
    ...file.openings.map((opening) => openingEvent(opening, file)),
  ];
  const { error, value } = createEvents(events, {
    productId: PRODUCT_ID,
    method: 'PUBLISH',
    ...(file.name === undefined ? {} : { calName: text(file.name) }),
  });
  // The attributes are built here from stored rows; a refusal is a bug, not a request's fault.
  if (error !== null || value === null) throw error ?? new Error('ics wrote no calendar');
  return value;
}

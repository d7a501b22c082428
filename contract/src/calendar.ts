import { Type } from 'typebox';

/**
 * Calendar files and personal iCalendar feeds (docs/decisions/0168). The files are `text/calendar;
 * charset=utf-8` (RFC 5545); the feed's routes answer JSON.
 *
 * | Method | Path                                      | Query / body | 2xx answer                                   |
 * |--------|-------------------------------------------|--------------|----------------------------------------------|
 * | GET    | /courses/seminars/{id}/calendar.ics       | -            | text/calendar, one VEVENT (attachment)       |
 * | GET    | /student/calendar/feed/                   | -            | CalendarFeed (made when there is none)       |
 * | POST   | /student/calendar/feed/                   | -            | CalendarFeed (a new secret; the old URL dies) |
 * | DELETE | /student/calendar/feed/                   | -            | 204, no feed                                 |
 * | GET    | /student/calendar/feeds/{secret}.ics      | -            | text/calendar (`If-None-Match`: 304)          |
 *
 * A seminar's file is public, as the seminar is, and a cancelled seminar's file says STATUS:CANCELLED.
 * The feed holds the seminars of the student's courses (cancelled ones as STATUS:CANCELLED) and the
 * openings of the topics of their term; its secret is the only credential it takes.
 *
 * Errors: 400 `{detail}` for an id that is not a number, 404 `{detail}` for an unknown seminar and for
 * a secret that is malformed, unknown, replaced or revoked (one answer for all), 401 `{detail}` for a
 * visitor at /student/calendar/feed/.
 */

/** The student's live feed: `webcal` is `url` with its scheme replaced, for "subscribe" links. */
export const CalendarFeed = Type.Object({
  url: Type.String({ format: 'uri', description: 'https (or http) URL of the .ics feed' }),
  webcal: Type.String({ description: 'The same URL as webcal://' }),
});

/** Any text: a secret of the wrong shape is answered 404, as an unknown one, never 400. */
export const FeedSecretParams = Type.Object({ secret: Type.String() });

import type { Static } from '@fastify/type-provider-typebox';
import type { LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import type { CalendarFeed } from '@academy/contract/calendar';
import type { StaffSeminar } from '@academy/contract/teaching';
import { SEMINAR_MINUTES } from '../../calendar/ics-files';
import {
  INSTRUCTOR,
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  signIn,
} from '../../test-helpers/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Feed = Static<typeof CalendarFeed>;

interface ParsedEvent {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  allDay: boolean;
  summary: string;
  description: string;
  status: string;
  url: string;
}

/** The calendar's name and events, as a calendar program reads the file (ical.js). */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent): ParsedEvent => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      allDay: event.startDate.isDate,
      summary: event.summary,
      description: event.description,
      status: String(vevent.getFirstPropertyValue('status')),
      url: String(vevent.getFirstPropertyValue('url')),
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events };
}

const pathOf = (url: string) => new URL(url).pathname;

describe.each(databaseTargets())('calendar files and feeds on %s', (target) => {
  let t: TestApp;
  let staff: string;
  let student: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    staff = (await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password)).access;
    student = (await signIn(t.app)).access;
  });
  afterAll(() => t.close());

  const call = (
    method: Method,
    url: string,
    token: string | null,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  async function addSeminar(fields: Record<string, unknown> = {}) {
    const created = await call('POST', '/teaching/seminars/', staff, {
      course: 1,
      title: 'Set-aside, enforcement; and "public policy" \\ Арбитраж, төрелік',
      date: '2030-03-04',
      time: '18:30',
      teacher_name: 'Dana Akhmetova',
      link: 'https://meet.example.test/awards?room=1,2',
      ...fields,
    });
    expect(created.statusCode).toBe(201);
    return created.json<Static<typeof StaffSeminar>>();
  }

  async function seminarFile(id: number) {
    const response = await call('GET', `/courses/seminars/${id}/calendar.ics`, null);
    expect(response.statusCode).toBe(200);
    const [event, ...others] = parseCalendar(response.body).events;
    expect(others).toHaveLength(0);
    if (!event) throw new Error('no VEVENT');
    return event;
  }

  async function feedOf(token: string) {
    const response = await call('GET', '/student/calendar/feed/', token);
    expect(response.statusCode).toBe(200);
    return response.json<Feed>();
  }

  async function feedEvents(feed: Feed) {
    const response = await call('GET', pathOf(feed.url), null);
    expect(response.statusCode).toBe(200);
    return parseCalendar(response.body).events;
  }

  it("writes a seminar's file: a stable UID, SEQUENCE 0, the academy's 18:30 as 13:30 UTC, its texts escaped", async () => {
    const seminar = await addSeminar();
    const response = await call('GET', `/courses/seminars/${seminar.id}/calendar.ics`, null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="seminar-${seminar.id}.ics"`);
    expect(response.body).toContain(
      'SUMMARY:Set-aside\\, enforcement\\; and "public policy" \\\\ Арбитраж\\,',
    );
    const [event] = parseCalendar(response.body).events;
    expect(event).toEqual({
      uid: `seminar-${seminar.id}@api.test`,
      sequence: 0,
      start: '2030-03-04T13:30:00.000Z',
      end: new Date(Date.parse('2030-03-04T13:30:00Z') + SEMINAR_MINUTES * 60_000).toISOString(),
      allDay: false,
      summary: 'Set-aside, enforcement; and "public policy" \\ Арбитраж, төрелік',
      description: 'Teacher: Dana Akhmetova\nhttps://meet.example.test/awards?room=1,2',
      status: 'CONFIRMED',
      url: 'https://meet.example.test/awards?room=1,2',
    });
  });

  it('keeps the UID of a moved seminar and raises its SEQUENCE; a change to the same values raises nothing', async () => {
    const seminar = await addSeminar({ title: 'Moving hearing' });
    const feed = await feedOf(student);

    const moved = await call('PATCH', `/teaching/seminars/${seminar.id}/`, staff, {
      date: '2030-03-05',
      time: '10:00',
    });
    expect(moved.statusCode).toBe(200);
    const file = await seminarFile(seminar.id);
    expect(file).toMatchObject({
      uid: `seminar-${seminar.id}@api.test`,
      sequence: 1,
      start: '2030-03-05T05:00:00.000Z',
    });
    const listed = (await feedEvents(feed)).find((event) => event.uid === file.uid);
    expect(listed).toMatchObject({ sequence: 1, start: '2030-03-05T05:00:00.000Z', status: 'CONFIRMED' });

    // The same values again, the title with spaces the API trims: nothing a calendar shows changed.
    const same = await call('PATCH', `/teaching/seminars/${seminar.id}/`, staff, {
      title: '  Moving hearing ',
      date: '2030-03-05',
      time: '10:00:00',
      teacher_name: 'Dana Akhmetova',
    });
    expect(same.statusCode).toBe(200);
    expect((await seminarFile(seminar.id)).sequence).toBe(1);

    await call('PATCH', `/teaching/seminars/${seminar.id}/`, staff, { teacher_name: 'Aigerim Sadykova' });
    const retaught = await seminarFile(seminar.id);
    expect(retaught).toMatchObject({ sequence: 2, description: expect.stringContaining('Aigerim Sadykova') });
  });

  it('sends a cancelled seminar as STATUS:CANCELLED in its file and the feed, raised once', async () => {
    const seminar = await addSeminar({ title: 'Called off' });
    const feed = await feedOf(student);
    for (const reason of ['Ill', 'Still ill']) {
      const cancelled = await call('POST', `/teaching/seminars/${seminar.id}/cancellation/`, staff, {
        reason,
      });
      expect(cancelled.statusCode).toBe(200);
    }
    expect(await seminarFile(seminar.id)).toMatchObject({ sequence: 1, status: 'CANCELLED' });
    const listed = (await feedEvents(feed)).find((event) => event.uid === `seminar-${seminar.id}@api.test`);
    expect(listed).toMatchObject({ sequence: 1, status: 'CANCELLED' });
    // The students' own list still leaves it out (decision 0134).
    const seminars = (await call('GET', '/courses/seminars/', student)).json<{ id: number }[]>();
    expect(seminars.map((row) => row.id)).not.toContain(seminar.id);
  });

  it("serves the student's feed: one URL until renewed, named, with their seminars and their term's topic openings", async () => {
    const feed = await feedOf(student);
    expect(feed.url).toMatch(/^http:\/\/api\.test\/student\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcal).toBe(feed.url.replace(/^http:/, 'webcal:'));
    expect(await feedOf(student)).toEqual(feed);

    const response = await call('GET', pathOf(feed.url), null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const calendar = parseCalendar(response.body);
    expect(calendar.name).toBe('Academy: seminars and topic openings');

    const seeded = await t.db.query<{ id: number }>('SELECT id FROM seminars WHERE course_id = 1');
    const uids = calendar.events.map((event) => event.uid);
    for (const { id } of seeded) expect(uids).toContain(`seminar-${id}@api.test`);

    // Topic 16 opens on day 52 of the demo student's term: an all-day event on the academy's date.
    const [term] = await t.db.query<{ opens: string }>(
      `SELECT to_char((ct.starts_at + interval '52 days') AT TIME ZONE INTERVAL '+05:00', 'YYYY-MM-DD') AS opens
         FROM enrollments e JOIN users u ON u.id = e.user_id JOIN course_terms ct ON ct.id = e.term_id
        WHERE u.email = 'demo@academy.test' AND e.course_id = 1`,
    );
    const [topic] = await t.db.query<{ id: number }>(
      'SELECT id FROM topics WHERE course_id = 1 ORDER BY position DESC LIMIT 1',
    );
    const opening = calendar.events.find((event) => event.uid === `topic-${topic?.id}-opening@api.test`);
    expect(opening).toMatchObject({ allDay: true, summary: expect.stringMatching(/^Topic 16 opens: /) });
    expect(opening?.start.slice(0, 10)).toBe(term?.opens);
    // Topic 1 is open from the purchase: no date, no event.
    expect(calendar.events.filter((event) => event.uid.startsWith('topic-'))).toHaveLength(15);

    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const unchanged = await call('GET', pathOf(feed.url), null, undefined, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    await addSeminar({ title: 'One more' });
    const changed = await call('GET', pathOf(feed.url), null, undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
  });

  it('renews and revokes a feed: the old URL answers 404 at once, the new one works', async () => {
    const old = await feedOf(student);
    const renewed = await call('POST', '/student/calendar/feed/', student);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<Feed>();
    expect(fresh.url).not.toBe(old.url);
    expect((await call('GET', pathOf(old.url), null)).statusCode).toBe(404);
    expect((await call('GET', pathOf(fresh.url), null)).statusCode).toBe(200);
    expect(await feedOf(student)).toEqual(fresh);

    const revoked = await call('DELETE', '/student/calendar/feed/', student);
    expect(revoked.statusCode).toBe(204);
    const gone = await call('GET', pathOf(fresh.url), null);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: 'Not found.' });
    const next = await feedOf(student);
    expect(next.url).not.toBe(fresh.url);
    expect((await call('GET', pathOf(next.url), null)).statusCode).toBe(200);
    const [rows] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM calendar_feeds');
    expect(rows?.count).toBe(1);
  });

  it("holds only the student's own courses and term in their feed", async () => {
    await t.db.query(
      `INSERT INTO courses (id, title, course_description, tenge_price, new_price, old_price)
       VALUES (2, 'Investment treaties', 'Another course', 1, 1, 1)`,
    );
    await t.db.query(
      `INSERT INTO course_terms (course_id, title, starts_at, ends_at, enrolment_closes_at)
       VALUES (2, 'Treaty term', '2030-09-01T00:00:00+05', '2030-10-31T00:00:00+05', '2030-12-31T00:00:00+05')`,
    );
    const [topic] = await t.db.query<{ id: number }>(
      `INSERT INTO topics (course_id, position, title, opens_after_days) VALUES (2, 1, 'Treaty basics', 10)
       RETURNING id`,
    );
    const seminar = await addSeminar({ course: 2, title: 'Treaty seminar' });
    const other = (await newStudent(t, 'treaty.student@academy.test')).access;
    await t.db.query(
      `INSERT INTO enrollments (user_id, course_id)
       SELECT id, 2 FROM users WHERE email = 'treaty.student@academy.test'`,
    );

    const theirs = await feedEvents(await feedOf(other));
    expect(theirs.map((event) => event.uid)).toEqual([
      `seminar-${seminar.id}@api.test`,
      `topic-${topic?.id}-opening@api.test`,
    ]);
    expect(theirs[1]?.start.slice(0, 10)).toBe('2030-09-11');

    const demo = (await feedEvents(await feedOf(student))).map((event) => event.uid);
    expect(demo).not.toContain(`seminar-${seminar.id}@api.test`);
    expect(demo).not.toContain(`topic-${topic?.id}-opening@api.test`);
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'refuses a visitor %s /student/calendar/feed/ (401)',
    async (method) => {
      const response = await call(method, '/student/calendar/feed/', null);
      expect(response.statusCode).toBe(401);
      const [rows] = await t.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM calendar_feeds f JOIN users u ON u.id = f.user_id
        WHERE u.email = $1`,
        [INSTRUCTOR.email],
      );
      expect(rows?.count).toBe(0);
    },
  );

  it('answers bad input as other routes do: 400 for a non-numeric id, 404 for any wrong secret, never 500', async () => {
    expect((await call('GET', '/courses/seminars/abc/calendar.ics', null)).statusCode).toBe(400);
    expect((await call('GET', '/courses/seminars/999999/calendar.ics', null)).statusCode).toBe(404);
    const feeds = '/student/calendar/feeds/';
    const wrong = ['x', 'A'.repeat(43), `${'A'.repeat(42)}*`, 'A'.repeat(100), '..%2F..%2Fetc', '%E2%80%AE'];
    for (const secret of wrong) {
      const response = await call('GET', `${feeds}${secret}.ics`, null);
      expect([secret, response.statusCode, response.json()]).toEqual([secret, 404, { detail: 'Not found.' }]);
    }
    // Longer than any path parameter may be: the router's 414 of every route, before any lookup.
    expect((await call('GET', `${feeds}${'A'.repeat(500)}.ics`, null)).statusCode).toBe(414);
    // The NUL plugin reads bodies and queries, not paths: the secret's shape refuses it before any SQL.
    const nul = await call('GET', `${feeds}${'A'.repeat(40)}%00AA.ics`, null);
    expect(nul.statusCode).toBe(404);
    expect((await call('GET', `${feeds}${'A'.repeat(43)}.ics?x=%00`, null)).statusCode).toBe(400);
  });
});

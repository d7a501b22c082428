import type {
  NotificationBody,
  NotificationPreferencesBody as NotificationPreferences,
  UnsubscribeTargetBody as UnsubscribeTarget,
} from '@academy/contract/notifications';
import type { SentMail } from '../../mail/mailer';
import { runClock } from '../../notifications/clock';
import { fanOutBatch } from '../../notifications/fan-out';
import { notifierOf } from '../../plugins/notifier';
import {
  DEMO,
  INSTRUCTOR,
  SEEDED_ENROLMENTS,
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  signIn,
} from '../../test-helpers/test-app';
import { type TestSmtpServer, readMail, startSmtpServer } from '../../test-helpers/smtp-server';
import { until } from '../../test-helpers/uploads';

interface Page {
  results: NotificationBody[];
  next: string | null;
  unread: { unread: number; capped: boolean; latest: number };
}

const DAY_MS = 24 * 3600_000;

describe.each(databaseTargets())('notifications on %s', (target) => {
  let t: TestApp;
  let demo: string;
  let staff: string;
  let demoId: number;
  /** A lecture open to the demo student. */
  let lecture: number;

  /** Every fan-out batch and mail queued so far has run. */
  const settled = () =>
    until(async () => {
      const counts = await t.app.academy.jobs.counts();
      const done = counts
        .filter((queue) => queue.name === 'notify' || queue.name === 'mail')
        .every((queue) => queue.queued + queue.active === 0);
      return done;
    }, 15_000);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, access?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(access ? { headers: bearer(access) } : {}),
      ...(payload ? { payload } : {}),
    });

  const page = async (access: string, query = '') => {
    const response = await call('GET', `/student/notifications/${query}`, access);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };

  const ask = async (content: string, access = demo) => {
    t.clock.advance(1000);
    const response = await call('POST', '/courses/questions/', access, { lecture, content });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };

  const scheduleSeminar = async (title: string, date = '2031-03-10', time = '15:00') => {
    const response = await call('POST', '/teaching/seminars/', staff, {
      course: 1,
      title,
      date,
      time,
      teacher_name: 'Dr. Seat',
      link: 'https://meet.example.test/seminar',
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };

  const mailsTo = (email: string): SentMail[] => t.outbox.list(email);

  beforeAll(async () => {
    t = await createTestApp(target, { demoQuestions: false });
    demo = (await signIn(t.app)).access;
    staff = (await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password)).access;
    const [row] = await t.db.query<{ demo: number; lecture: number }>(
      `SELECT u.id AS demo, l.id AS lecture FROM users u, lectures l JOIN topics tp ON tp.id = l.topic_id
        WHERE u.email = $1 AND topic_open_for(tp.id, u.id, $2) ORDER BY l.id LIMIT 1`,
      [DEMO.email, t.clock.now()],
    );
    if (!row) throw new Error('no open lecture');
    demoId = row.demo;
    lecture = row.lecture;
  });
  afterAll(() => t.close());

  it('tells the asker of an instructor’s answer in the site and by mail, and the instructors of the question', async () => {
    const question = await ask('Which law governs the arbitration agreement itself?');
    const answered = await call('POST', `/teaching/questions/${question}/answers/`, staff, {
      content: 'Usually the law of the seat, unless the parties chose another.',
    });
    expect(answered.statusCode).toBe(201);
    await settled();

    const mine = await page(demo);
    const told = mine.results.find((entry) => entry.kind === 'question_answered');
    expect(told).toMatchObject({
      text: 'An instructor answered your question "Which law governs the arbitration agreement itself?".',
      link: `/passingcourse/1?lecture=${lecture}&question=${question}`,
      read: false,
    });
    expect(mine.unread.unread).toBeGreaterThanOrEqual(1);

    const staffPage = await page(staff);
    expect(staffPage.results[0]).toMatchObject({
      kind: 'question_asked',
      link: `/teaching/questions?question=${question}`,
    });
    // The instructor is named by their own doing nowhere: they answered, and are not told of it.
    expect(staffPage.results.some((entry) => entry.kind === 'thread_reply')).toBe(false);

    const [mail] = mailsTo(DEMO.email);
    expect(mail?.subject).toBe(told?.text);
    expect(mail?.text).toContain(`http://site.test/passingcourse/1?lecture=${lecture}&question=${question}`);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/api\.test\/student\/notifications\/unsubscribe\/\d+\.question_answered\.[A-Za-z0-9_-]{22}\/>$/,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // No code, no session token, no other person's address.
    expect(mail?.text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
    expect(mail?.text).not.toMatch(/^\d{4}$|^\d{8}$/m);
    expect(`${mail?.text}${mail?.html}`).not.toContain(INSTRUCTOR.email);
  });

  it('tells the thread of a student’s reply by name, never by address, and not the one who wrote it', async () => {
    const question = await ask('Is an emergency arbitrator’s order enforceable?');
    const [other] = await t.db.query<{ email: string }>(
      `SELECT u.email FROM users u JOIN enrollments e ON e.user_id = u.id WHERE u.email <> $1 ORDER BY u.id LIMIT 1`,
      [DEMO.email],
    );
    if (!other) throw new Error('no classmate');
    await t.db.query(`UPDATE users SET first_name = 'Aigerim', last_name = 'S.' WHERE email = $1`, [
      other.email,
    ]);
    // The classmate signs in with the demo password (the seed's classmates share it).
    const classmate = (await signIn(t.app, other.email, DEMO.password)).access;
    const replied = await call('POST', '/courses/answers/', classmate, {
      question,
      content: 'In most seats, yes.',
    });
    expect(replied.statusCode).toBe(201);
    await settled();
    const [newest] = (await page(demo)).results;
    expect(newest).toMatchObject({
      kind: 'thread_reply',
      text: 'Aigerim S. replied in the thread "Is an emergency arbitrator’s order enforceable?".',
    });
    expect(JSON.stringify(newest)).not.toContain(other.email);
    expect((await page(classmate)).results.some((entry) => entry.kind === 'thread_reply')).toBe(false);
  });

  it('answers the bell with an ETag and 304 until the count changes', async () => {
    const first = await call('GET', '/student/notifications/unread/', demo);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/student/notifications/unread/',
      headers: { ...bearer(demo), 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const [newest] = (await page(demo)).results;
    const read = await call('POST', `/student/notifications/${newest?.id}/read/`, demo);
    expect(read.statusCode).toBe(200);
    expect(read.json<NotificationBody>().read).toBe(true);
    const changed = await t.app.inject({
      method: 'GET',
      url: '/student/notifications/unread/',
      headers: { ...bearer(demo), 'if-none-match': tag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Page['unread']>().unread).toBe(first.json<Page['unread']>().unread - 1);
  });

  it('lets the site, on its own origin, send the ETag back and read the new one', async () => {
    const site = 'http://localhost:3000';
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/student/notifications/unread/',
      headers: {
        origin: site,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, if-none-match',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'if-none-match',
    );
    const answer = await t.app.inject({
      method: 'GET',
      url: '/student/notifications/unread/',
      headers: { ...bearer(demo), origin: site },
    });
    expect(answer.headers['access-control-allow-origin']).toBe(site);
    expect(answer.headers['access-control-expose-headers']).toBe('ETag');
  });

  it('refuses another person’s notification with 404 and changes nothing', async () => {
    const [theirs] = (await page(staff)).results;
    const response = await call('POST', `/student/notifications/${theirs?.id}/read/`, demo);
    expect(response.statusCode).toBe(404);
    expect((await page(staff)).results[0]?.read).toBe(false);
    for (const id of ['abc', '0', '99999999999']) {
      const bad = await call('POST', `/student/notifications/${id}/read/`, demo);
      expect(bad.statusCode).toBe(400);
    }
    expect((await call('GET', '/student/notifications/')).statusCode).toBe(401);
  });

  it('tells every enrolled student of a seminar in batches, once each, and a second run of a batch tells nobody', async () => {
    const seminar = await scheduleSeminar('Interim measures workshop');
    await settled();
    const [counted] = await t.db.query<{ told: number; people: number }>(
      `SELECT count(*)::int AS told, count(DISTINCT n.user_id)::int AS people
         FROM notifications n JOIN notification_events e ON e.id = n.event_id
        WHERE e.kind = 'seminar_scheduled' AND (e.subject->>'seminar')::int = $1`,
      [seminar],
    );
    expect(counted).toEqual({ told: SEEDED_ENROLMENTS, people: SEEDED_ENROLMENTS });
    const [event] = await t.db.query<{ id: string }>(
      `SELECT id FROM notification_events WHERE kind = 'seminar_scheduled' AND (subject->>'seminar')::int = $1`,
      [seminar],
    );
    // An instance that died after committing a batch: the job runs again and finds it done.
    expect(await fanOutBatch(notifierOf(t.app), { eventId: Number(event?.id), after: 0 })).toBe(0);
    const [newest] = (await page(demo)).results;
    expect(newest).toMatchObject({
      kind: 'seminar_scheduled',
      text: 'New seminar: "Interim measures workshop" on 10 March 2031 at 15:00 (UTC+5).',
      link: '/passingcourse/1?tab=seminars',
    });
  });

  it('tells of a moved seminar only when its time changes, and of a cancellation once', async () => {
    const seminar = await scheduleSeminar('Drafting the award');
    await settled();
    const kinds = async () => (await page(demo)).results.map((entry) => entry.kind);
    expect(
      (await call('PATCH', `/teaching/seminars/${seminar}/`, staff, { title: 'Drafting awards' })).statusCode,
    ).toBe(200);
    await settled();
    expect((await kinds())[0]).toBe('seminar_scheduled');
    expect((await call('PATCH', `/teaching/seminars/${seminar}/`, staff, { time: '16:30' })).statusCode).toBe(
      200,
    );
    await settled();
    expect((await page(demo)).results[0]).toMatchObject({
      kind: 'seminar_moved',
      text: 'The seminar "Drafting awards" has moved to 10 March 2031 at 16:30 (UTC+5).',
    });
    for (let i = 0; i < 2; i += 1) {
      const cancelled = await call('POST', `/teaching/seminars/${seminar}/cancellation/`, staff, {
        reason: 'Ill',
      });
      expect(cancelled.statusCode).toBe(200);
    }
    await settled();
    const after = await kinds();
    expect(after[0]).toBe('seminar_cancelled');
    expect(after[1]).toBe('seminar_moved');
  });

  it('pages newest first by a cursor whose pages do not overlap', async () => {
    for (let i = 0; i < 3; i += 1) await scheduleSeminar(`Paging seminar ${i}`);
    await settled();
    const first = await page(demo, '?page_size=2');
    expect(first.results).toHaveLength(2);
    expect(first.next).toMatch(/^http:\/\/api\.test\/student\/notifications\/\?cursor=\d+&page_size=2$/);
    const second = await page(demo, new URL(first.next ?? '').search);
    const ids = [...first.results, ...second.results].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(4);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const unreadOnly = await page(demo, '?unread=true&page_size=100');
    expect(unreadOnly.results.every((entry) => !entry.read)).toBe(true);
  });

  it('marks read everything up to the newest one seen, not what came after', async () => {
    const before = await page(demo, '?page_size=1');
    const seen = before.results[0]?.id ?? 0;
    await scheduleSeminar('Arrived after the list was opened');
    await settled();
    const marked = await call('POST', '/student/notifications/read/', demo, { up_to: seen });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<Page['unread']>().unread).toBe(1);
    const all = await call('POST', '/student/notifications/read/', demo, {});
    expect(all.json<Page['unread']>()).toMatchObject({ unread: 0, capped: false });
  });

  it('keeps a kind in the site only, or off, as the person chose; refuses an unknown kind', async () => {
    const set = await call('PUT', '/student/notifications/preferences/', demo, {
      kinds: [
        { kind: 'seminar_scheduled', channel: 'site' },
        { kind: 'seminar_cancelled', channel: 'off' },
      ],
    });
    expect(set.statusCode).toBe(200);
    const prefs = set.json<NotificationPreferences>();
    expect(prefs.daily_digest).toBeNull();
    expect(prefs.kinds.find((entry) => entry.kind === 'seminar_scheduled')?.channel).toBe('site');
    expect(prefs.kinds.some((entry) => entry.kind === 'question_asked')).toBe(false);

    const mailsBefore = mailsTo(DEMO.email).length;
    const seminar = await scheduleSeminar('Site only');
    await call('POST', `/teaching/seminars/${seminar}/cancellation/`, staff, { reason: 'Moved online' });
    await settled();
    const kinds = (await page(demo, '?page_size=3')).results.map((entry) => entry.kind);
    expect(kinds[0]).toBe('seminar_scheduled');
    expect(mailsTo(DEMO.email)).toHaveLength(mailsBefore);

    for (const body of [
      { kinds: [{ kind: 'nonsense', channel: 'all' }] },
      { kinds: [{ kind: 'seminar_moved', channel: 'loud' }] },
      { kinds: [{ kind: 'question_asked', channel: 'all' }] },
      { daily_digest: true },
      { kinds: 'all' },
    ]) {
      const refused = await call('PUT', '/student/notifications/preferences/', demo, body);
      expect(refused.statusCode).toBe(400);
    }
    const kept = await call('GET', '/student/notifications/preferences/', demo);
    expect(kept.json<NotificationPreferences>().kinds.find((e) => e.kind === 'seminar_moved')?.channel).toBe(
      'all',
    );
    await call('PUT', '/student/notifications/preferences/', demo, {
      kinds: [
        { kind: 'seminar_scheduled', channel: 'all' },
        { kind: 'seminar_cancelled', channel: 'all' },
      ],
    });
  });

  it('unsubscribes with the mail’s one-click link and no session; a forged link is 404 and changes nothing', async () => {
    await scheduleSeminar('One click');
    await settled();
    const [mail] = mailsTo(DEMO.email);
    const address = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const path = new URL(address).pathname;
    expect(path).toMatch(/seminar_scheduled/);

    const token = path.split('/').at(-2) ?? '';
    const forged = [
      token.replace('seminar_scheduled', 'seminar_cancelled'),
      token.replace(/^\d+/, String(demoId + 1)),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'x'.repeat(90),
      '1.question_answered.',
    ];
    for (const bad of forged) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/student/notifications/unsubscribe/${encodeURIComponent(bad)}/`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(refused.statusCode).toBe(404);
    }
    // Past the router's longest path parameter: refused before any route runs.
    const overlong = await call('POST', `/student/notifications/unsubscribe/${'x'.repeat(150)}/`);
    expect(overlong.statusCode).toBe(414);
    const asked = await call('GET', path);
    expect(asked.json<UnsubscribeTarget>()).toEqual({
      kind: 'seminar_scheduled',
      label: 'A seminar was scheduled',
      channel: 'all',
    });
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ru' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ kind: 'seminar_scheduled', channel: 'site' });
    const mailsBefore = mailsTo(DEMO.email).length;
    await scheduleSeminar('After unsubscribing');
    await settled();
    expect(mailsTo(DEMO.email)).toHaveLength(mailsBefore);
    expect((await page(demo)).results[0]?.kind).toBe('seminar_scheduled');
    await call('PUT', '/student/notifications/preferences/', demo, {
      kinds: [{ kind: 'seminar_scheduled', channel: 'all' }],
    });
  });

  it('writes the mail in the language the account keeps', async () => {
    expect((await call('PATCH', '/student/student/update/', demo, { language: 'kk' })).statusCode).toBe(200);
    await scheduleSeminar('Тіл');
    await settled();
    const [mail] = mailsTo(DEMO.email);
    expect(mail?.subject).toMatch(/^Жаңа семинар: «Тіл»/);
    expect(mail?.html).toContain('lang="kk"');
    expect((await call('PATCH', '/student/student/update/', demo, { language: 'de' })).statusCode).toBe(400);
    await call('PATCH', '/student/student/update/', demo, { language: 'en' });
  });

  it('reminds of a seminar a day before, once however often the clock runs', async () => {
    const soon = new Date(t.clock.now().getTime() + 5 * 3600_000 + 20 * 3600_000);
    const local = soon.toISOString();
    const seminar = await scheduleSeminar('Tomorrow’s hearing', local.slice(0, 10), local.slice(11, 16));
    const notifier = notifierOf(t.app);
    expect((await runClock(notifier)).reminders).toBeGreaterThanOrEqual(1);
    expect((await runClock(notifier)).reminders).toBe(0);
    await settled();
    const reminders = await t.db.query<{ told: number }>(
      `SELECT count(*)::int AS told FROM notifications n JOIN notification_events e ON e.id = n.event_id
        WHERE e.kind = 'seminar_reminder' AND (e.subject->>'seminar')::int = $1 AND n.user_id = $2`,
      [seminar, demoId],
    );
    expect(reminders[0]?.told).toBe(1);
  });

  it('sends an instructor who takes the digest the day’s notices once, in one mail, the next day', async () => {
    const set = await call('PUT', '/student/notifications/preferences/', staff, { daily_digest: true });
    expect(set.json<NotificationPreferences>().daily_digest).toBe(true);
    // A fresh academy day: only what is asked in it is in its digest.
    t.clock.advance(DAY_MS);
    demo = (await signIn(t.app)).access;
    staff = (await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password)).access;
    const mailsBefore = mailsTo(INSTRUCTOR.email).length;
    await ask('Digest question one');
    await ask('Digest question two');
    await settled();
    expect(mailsTo(INSTRUCTOR.email)).toHaveLength(mailsBefore);
    t.clock.advance(DAY_MS);
    const notifier = notifierOf(t.app);
    // The clock's other work (reminders, openings) may come due too; the digest is what is checked.
    expect((await runClock(notifier)).digests).toBe(1);
    expect((await runClock(notifier)).digests).toBe(0);
    await settled();
    const digests = mailsTo(INSTRUCTOR.email).slice(0, mailsTo(INSTRUCTOR.email).length - mailsBefore);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toMatch(/^Your day at the academy: 2 notifications/);
    expect(digests[0]?.text.match(/Digest question one/g)).toHaveLength(1);
    expect(digests[0]?.text).toContain('Digest question two');
    await call('PUT', '/student/notifications/preferences/', staff, { daily_digest: false });
  });
});

/** The digest as an instructor's mailbox receives it: through a real SMTP server, not the outbox. */
describe.each(databaseTargets())('an instructor’s daily digest by SMTP on %s', (target) => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(target, {
      demoQuestions: false,
      env: { SMTP_URL: smtp.url, JOBS_POLL_INTERVAL_MS: '500', ESSAY_RATE_LIMIT_PER_MINUTE: '0' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('holds the day’s waiting essays and questions once each, in one mail the next day', async () => {
    const staff = (await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password)).access;
    const set = await t.app.inject({
      method: 'PUT',
      url: '/student/notifications/preferences/',
      headers: bearer(staff),
      payload: { daily_digest: true },
    });
    expect(set.statusCode).toBe(200);
    t.clock.advance(DAY_MS);
    const demo = (await signIn(t.app)).access;
    // A topic open to the demo student whose essay they have not written yet.
    const [open] = await t.db.query<{ topic: number; lecture: number }>(
      `SELECT tp.id AS topic, (SELECT min(l.id) FROM lectures l WHERE l.topic_id = tp.id) AS lecture
         FROM topics tp, users u
        WHERE u.email = $1 AND tp.course_id = 1 AND topic_open_for(tp.id, u.id, $2)
          AND NOT EXISTS (SELECT 1 FROM essays e WHERE e.user_id = u.id AND e.topic_id = tp.id)
        ORDER BY tp.id LIMIT 1`,
      [DEMO.email, t.clock.now()],
    );
    if (!open) throw new Error('no open topic without an essay');
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/courses/student/1/essays/topics/${open.topic}/submit/`,
      headers: bearer(demo),
      payload: { text: 'The seat decides which courts may set the award aside.' },
    });
    expect(submitted.statusCode).toBe(200);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/courses/questions/',
      headers: bearer(demo),
      payload: { lecture: open.lecture, content: 'Digest question by SMTP' },
    });
    expect(asked.statusCode).toBe(201);
    // Nothing is mailed to the instructor during the day.
    await until(async () => {
      const counts = await t.app.academy.jobs.counts();
      return counts
        .filter((queue) => queue.name === 'notify' || queue.name === 'mail')
        .every((queue) => queue.queued + queue.active === 0);
    }, 15_000);
    expect(smtp.to(INSTRUCTOR.email)).toHaveLength(0);

    t.clock.advance(DAY_MS);
    const notifier = notifierOf(t.app);
    expect((await runClock(notifier)).digests).toBe(1);
    expect((await runClock(notifier)).digests).toBe(0);
    await until(async () => smtp.to(INSTRUCTOR.email).length > 0, 15_000);
    const received = smtp.to(INSTRUCTOR.email);
    expect(received).toHaveLength(1);
    const digest = await readMail(received[0]!);
    expect(digest.subject).toMatch(/^Your day at the academy: 2 notifications/);
    expect(digest.text.match(/submitted an essay/g)).toHaveLength(1);
    expect(digest.text.match(/Digest question by SMTP/g)).toHaveLength(1);
    expect(`${digest.text}${digest.html}`).not.toContain(DEMO.email);
  });
});

import type { MailMessage, Mailer } from '../../mail/mailer';
import { type TestApp, bearer, createTestApp, databaseTargets, signIn } from '../../test-helpers/test-app';

const VALID = {
  name: 'Dana Bekova',
  email: 'dana@example.test',
  message: 'Is the course available in Lent Term?',
};

describe.each(databaseTargets())('feedback on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/courses/feedback/',
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('stores the message and mails it to the academy with the sender as Reply-To', async () => {
    const response = await send({ ...VALID, name: '  Dana Bekova ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: 'Thank you! Your message has been sent.' });
    const [mail] = t.outbox.list('info@academy.test');
    expect(mail).toMatchObject({
      to: 'info@academy.test',
      subject: 'Contact form: message from Dana Bekova',
      replyTo: 'dana@example.test',
    });
    expect(mail?.text).toContain('Is the course available in Lent Term?');
    expect(mail?.text).toContain('From: Dana Bekova <dana@example.test>');
    const [stored] = await t.db.query<{ name: string; mailed_at: Date | null }>(
      "SELECT name, mailed_at FROM feedback_messages WHERE email = 'dana@example.test'",
    );
    expect(stored?.name).toBe('Dana Bekova');
    expect(stored?.mailed_at).toBeInstanceOf(Date);
  });

  it('escapes the visitor’s text in the HTML mail', async () => {
    await send({ ...VALID, email: 'html@example.test', message: '<img src=x onerror=alert(1)>' });
    const [mail] = t.outbox.list('info@academy.test');
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).toContain('&#60;img');
  });

  it('thanks in the visitor’s language', async () => {
    const response = await send({ ...VALID, email: 'ru@example.test' }, { 'accept-language': 'ru' });
    expect(response.json()).toEqual({ detail: 'Спасибо! Ваше сообщение отправлено.' });
  });

  it('accepts a signed-in student and remembers who wrote', async () => {
    const { access } = await signIn(t.app);
    const response = await send({ ...VALID, email: 'student@example.test' }, bearer(access));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [
      {},
      {
        name: ['This field is required.'],
        email: ['This field is required.'],
        message: ['This field is required.'],
      },
    ],
    [
      undefined,
      {
        name: ['This field is required.'],
        email: ['This field is required.'],
        message: ['This field is required.'],
      },
    ],
    [{ ...VALID, name: '   ' }, { name: ['This field may not be blank.'] }],
    [{ ...VALID, name: '' }, { name: ['This field may not be blank.'] }],
    [{ ...VALID, email: 'not-an-address' }, { email: ['Enter a valid email address.'] }],
    [{ ...VALID, name: 'x'.repeat(101) }, { name: ['Ensure this field has no more than 100 characters.'] }],
    [
      { ...VALID, message: 'x'.repeat(5001) },
      { message: ['Ensure this field has no more than 5000 characters.'] },
    ],
    [{ ...VALID, message: 'hello\u0000world' }, { message: ['Null characters are not allowed.'] }],
    [{ ...VALID, name: '\u0000' }, { name: ['Null characters are not allowed.'] }],
    [{ ...VALID, message: ['a', 'b'] }, { message: ['Not a valid string.'] }],
    [{ ...VALID, email: { address: 'a@b.test' } }, { email: ['Not a valid string.'] }],
  ])('answers 400 with DRF field errors for %j, and sends nothing', async (payload, errors) => {
    const before = t.outbox.list('info@academy.test').length;
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(t.outbox.list('info@academy.test')).toHaveLength(before);
  });

  it('translates the field errors', async () => {
    const nul = await send({ ...VALID, message: 'a\u0000' }, { 'accept-language': 'kk' });
    expect(nul.json()).toEqual({ message: ['Нөлдік таңбаларға рұқсат етілмейді.'] });
    const email = await send({ ...VALID, email: 'nope' }, { 'accept-language': 'ru' });
    expect(email.json()).toEqual({ email: ['Введите правильный адрес электронной почты.'] });
  });

  it('answers 400, not 500, for a body that is not an object or not JSON', async () => {
    expect((await send([VALID])).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/courses/feedback/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "a"',
    });
    expect(broken.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/courses/feedback/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...VALID, message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('feedback limits and failures', () => {
  it('answers 429 past FEEDBACK_RATE_LIMIT_PER_HOUR from one address, in DRF wording', async () => {
    const t = await createTestApp('pglite', { seed: false, env: { FEEDBACK_RATE_LIMIT_PER_HOUR: '2' } });
    try {
      const send = (ip: string) =>
        t.app.inject({ method: 'POST', url: '/courses/feedback/', payload: VALID, remoteAddress: ip });
      expect((await send('203.0.113.5')).statusCode).toBe(201);
      expect((await send('203.0.113.5')).statusCode).toBe(201);
      const third = await send('203.0.113.5');
      expect(third.statusCode).toBe(429);
      expect(third.json<{ detail: string }>().detail).toMatch(
        /^Request was throttled\. Expected available in \d+ seconds\.$/,
      );
      expect((await send('203.0.113.6')).statusCode).toBe(201);
      expect(t.outbox.list('info@academy.test')).toHaveLength(3);
    } finally {
      await t.close();
    }
  });

  it('mails to ACADEMY_EMAIL when configured', async () => {
    const t = await createTestApp('pglite', {
      seed: false,
      env: { ACADEMY_EMAIL: 'office@academy.example' },
    });
    try {
      await t.app.inject({ method: 'POST', url: '/courses/feedback/', payload: VALID });
      expect(t.outbox.list('office@academy.example')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('keeps the message when the mail server is down, to be sent again', async () => {
    const failing: Mailer = {
      async send(_message: MailMessage) {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
      close() {},
    };
    const t = await createTestApp('pglite', { seed: false, mailer: failing });
    try {
      const response = await t.app.inject({ method: 'POST', url: '/courses/feedback/', payload: VALID });
      expect(response.statusCode).toBe(201);
      const rows = await t.db.query<{ mailed_at: Date | null }>('SELECT mailed_at FROM feedback_messages');
      expect(rows).toEqual([{ mailed_at: null }]);
    } finally {
      await t.close();
    }
  });
});

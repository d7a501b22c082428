import {
  CAP_WINDOW_MS,
  DAILY_CODES,
  DAILY_FAILED_ENTRIES,
  MAX_WRONG_TRIES,
  RESEND_COOLDOWN_MS,
} from '../../auth/email-codes';
import type { MailMessage, Mailer } from '../../mail/mailer';
import {
  type TestApp,
  createTestApp,
  databaseTargets,
  lastCode,
  newStudent,
} from '../../test-helpers/test-app';
import { until } from '../../test-helpers/uploads';

const PASSWORD = 'Tribunal-Seat-42';

describe.each(databaseTargets())('codes: storage, caps and lockout on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) => t.app.inject({ method: 'POST', url: `/student/auth/${url}`, payload, headers, remoteAddress });
  const register = (email: string) => post('register/', { email, password1: PASSWORD, password2: PASSWORD });
  const wrongOf = (code: string, digits: number) =>
    String((Number(code) + 1) % 10 ** digits).padStart(digits, '0');

  it('keeps no code in plain text: only a keyed hash is stored', async () => {
    await register('hashed@example.test');
    const code = lastCode(t.outbox, 'hashed@example.test');
    const rows = await t.db.query<Record<string, unknown>>(
      "SELECT * FROM email_codes WHERE email = 'hashed@example.test'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toHaveProperty('code');
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
  });

  it('mails an 8-digit recovery code and refuses a 4-digit one with its own message', async () => {
    await newStudent(t, 'eight@example.test');
    await post('password-reset/', { email: 'eight@example.test' });
    expect(lastCode(t.outbox, 'eight@example.test')).toMatch(/^\d{8}$/);
    const short = await post('password-reset/verify/', { email: 'eight@example.test', code: '1234' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ code: ['Enter the 8-digit code.'] });
  });

  it(`sends at most ${DAILY_CODES} codes a day to an address, then locks it and says until when`, async () => {
    await register('many.codes@example.test');
    for (let sent = 1; sent < DAILY_CODES; sent += 1) {
      t.clock.advance(RESEND_COOLDOWN_MS);
      expect((await post('resend-code/', { email: 'many.codes@example.test' })).statusCode).toBe(200);
    }
    expect(t.outbox.list('many.codes@example.test')).toHaveLength(DAILY_CODES);
    t.clock.advance(RESEND_COOLDOWN_MS);
    const locked = await post('resend-code/', { email: 'many.codes@example.test' });
    expect(locked.statusCode).toBe(429);
    const waitSeconds = Math.ceil((CAP_WINDOW_MS - DAILY_CODES * RESEND_COOLDOWN_MS) / 1000);
    expect(locked.json()).toEqual({
      detail: `Too many codes were requested or entered for this e-mail address. Try again in ${Math.ceil(waitSeconds / 60)} minutes.`,
      retry_after: waitSeconds,
    });
    expect(locked.headers['retry-after']).toBe(String(waitSeconds));
    const russian = await post(
      'resend-code/',
      { email: 'many.codes@example.test' },
      { 'accept-language': 'ru' },
    );
    expect(russian.json<{ detail: string }>().detail).toMatch(
      /^Слишком много запросов .* Повторите через \d+ мин\.$/,
    );
    expect(t.outbox.list('many.codes@example.test')).toHaveLength(DAILY_CODES);

    t.clock.advance(waitSeconds * 1000);
    expect((await post('resend-code/', { email: 'many.codes@example.test' })).statusCode).toBe(200);
  });

  it(`locks a client out of an address for the day after ${DAILY_FAILED_ENTRIES} wrong entries, even against the right code`, async () => {
    await register('guesser@example.test');
    let code = lastCode(t.outbox, 'guesser@example.test');
    let failed = 0;
    while (failed < DAILY_FAILED_ENTRIES) {
      for (let tries = 0; tries < MAX_WRONG_TRIES && failed < DAILY_FAILED_ENTRIES; tries += 1) {
        const wrong = await post('verify-email/', { email: 'guesser@example.test', code: wrongOf(code, 4) });
        expect(wrong.statusCode).toBe(400);
        failed += 1;
      }
      if (failed === DAILY_FAILED_ENTRIES) break;
      t.clock.advance(RESEND_COOLDOWN_MS);
      expect((await post('resend-code/', { email: 'guesser@example.test' })).statusCode).toBe(200);
      code = lastCode(t.outbox, 'guesser@example.test');
    }
    const right = await post('verify-email/', { email: 'guesser@example.test', code });
    expect(right.statusCode).toBe(429);
    expect(right.json<{ detail: string }>().detail).toMatch(/^Too many codes were requested or entered/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // Asking for another code does not reopen the address either.
    t.clock.advance(RESEND_COOLDOWN_MS);
    expect((await post('resend-code/', { email: 'guesser@example.test' })).statusCode).toBe(429);
  });

  it('counts no entry for a code that was never sent: the answer is a wrong code, and the reset stays open', async () => {
    await newStudent(t, 'never.asked@example.test');
    const wrongCode = { code: ['The code is incorrect.'], tries_left: MAX_WRONG_TRIES - 1 };
    for (const email of ['never.asked@example.test', 'nobody.asked@example.test']) {
      for (let entry = 0; entry <= DAILY_FAILED_ENTRIES; entry += 1) {
        const anonymous = await post('password-reset/verify/', { email, code: '00000000' }, {}, '10.8.0.1');
        expect([anonymous.statusCode, anonymous.json()]).toEqual([400, wrongCode]);
      }
    }
    t.clock.advance(RESEND_COOLDOWN_MS);
    expect((await post('password-reset/', { email: 'never.asked@example.test' })).statusCode).toBe(200);
    const code = lastCode(t.outbox, 'never.asked@example.test');
    const verified = await post('password-reset/verify/', { email: 'never.asked@example.test', code });
    expect(verified.statusCode).toBe(200);
  });

  it("throttles the client that burns an account's codes, not the owner at another address", async () => {
    await newStudent(t, 'burnt.codes@example.test');
    const email = 'burnt.codes@example.test';
    const stranger = '10.8.1.1';
    for (let round = 0; round < DAILY_FAILED_ENTRIES / MAX_WRONG_TRIES; round += 1) {
      t.clock.advance(RESEND_COOLDOWN_MS);
      expect((await post('password-reset/', { email }, {}, stranger)).statusCode).toBe(200);
      const code = lastCode(t.outbox, email);
      for (let tries = 0; tries < MAX_WRONG_TRIES; tries += 1) {
        const wrong = await post('password-reset/verify/', { email, code: wrongOf(code, 8) }, {}, stranger);
        expect(wrong.statusCode).toBe(400);
      }
    }
    expect((await post('password-reset/verify/', { email, code: '00000000' }, {}, stranger)).statusCode).toBe(
      429,
    );
    t.clock.advance(RESEND_COOLDOWN_MS);
    expect((await post('password-reset/', { email }, {}, stranger)).statusCode).toBe(429);

    const owner = '10.8.1.2';
    expect((await post('password-reset/', { email }, {}, owner)).statusCode).toBe(200);
    const code = lastCode(t.outbox, email);
    expect((await post('password-reset/verify/', { email, code }, {}, owner)).statusCode).toBe(200);
  });
});

class HeldMailer implements Mailer {
  sent: MailMessage[] = [];
  private release: () => void = () => undefined;
  private readonly held = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  async send(message: MailMessage) {
    this.sent.push(message);
    await this.held;
  }

  open() {
    this.release();
  }

  close() {}
}

describe.each(databaseTargets())(
  'resend-code/ and password-reset/ answer without waiting for mail, on %s',
  (target) => {
    let t: TestApp;
    const mailer = new HeldMailer();
    beforeAll(async () => {
      t = await createTestApp(target, { seed: false, mailer });
    });
    afterAll(async () => {
      mailer.open();
      await t.close();
    });

    it('answers a known address while its mail is still being sent, as it answers an unknown one', async () => {
      await t.db.query(
        "INSERT INTO users (email, password_hash, is_verified) VALUES ('slow.mail@example.test', 'x', true)",
      );
      const known = await t.app.inject({
        method: 'POST',
        url: '/student/auth/password-reset/',
        payload: { email: 'slow.mail@example.test' },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/student/auth/password-reset/',
        payload: { email: 'nobody.slow@example.test' },
      });
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      // The answer came first; the worker takes the job right after, on a busy host a moment later.
      await until(() => mailer.sent.length > 0);
      expect(mailer.sent.map((mail) => mail.to)).toEqual(['slow.mail@example.test']);
    });
  },
);

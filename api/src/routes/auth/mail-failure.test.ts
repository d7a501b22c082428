import type { MailMessage, Mailer } from '../../mail/mailer';
import { type TestApp, createTestApp, databaseTargets } from '../../test-helpers/test-app';

class SwitchableMailer implements Mailer {
  down = true;
  sent: MailMessage[] = [];

  async send(message: MailMessage) {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    this.sent.push(message);
  }

  close() {}
}

describe.each(databaseTargets())('when the mail server is down, on %s', (target) => {
  let t: TestApp;
  const mailer = new SwitchableMailer();
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false, mailer });
  });
  afterAll(() => t.close());

  it('answers 503 with a translated message, and a retry goes through at once when mail is back', async () => {
    const payload = {
      email: 'offline@example.test',
      password1: 'Tribunal-Seat-42',
      password2: 'Tribunal-Seat-42',
    };
    const failed = await t.app.inject({ method: 'POST', url: '/student/auth/register/', payload });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      detail: 'The e-mail could not be sent. Please try again in a few minutes.',
    });

    mailer.down = false;
    const resent = await t.app.inject({
      method: 'POST',
      url: '/student/auth/resend-code/',
      payload: { email: 'offline@example.test' },
    });
    expect(resent.statusCode).toBe(200);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.text).toMatch(/^\d{4}$/m);
  });

  it('keeps recovery answers identical for known and unknown addresses', async () => {
    mailer.down = true;
    await t.db.query("UPDATE users SET is_verified = true WHERE email = 'offline@example.test'");
    const known = await t.app.inject({
      method: 'POST',
      url: '/student/auth/password-reset/',
      payload: { email: 'offline@example.test' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/student/auth/password-reset/',
      payload: { email: 'ghost@example.test' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });
});

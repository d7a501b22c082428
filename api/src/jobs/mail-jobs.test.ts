import { runJobsCommand } from '../jobs-command';
import { type TestSmtpServer, codeIn, startSmtpServer } from '../test-helpers/smtp-server';
import { type TestApp, createSecondInstance, createTestApp, databaseTargets } from '../test-helpers/test-app';

const PASSWORD = 'Tribunal-Seat-42';
/** Mails go through a real SMTP server; failed tries come back within seconds, workers look twice a second. */
const SMTP_ENV = { JOBS_POLL_INTERVAL_MS: '500', MAIL_RETRY_DELAY_SECONDS: '1', MAIL_RETRY_LIMIT: '6' };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(probe: () => T | Promise<T>, done: (value: T) => boolean, ms = 15_000) {
  const until = Date.now() + ms;
  let value = await probe();
  while (!done(value) && Date.now() < until) {
    await pause(100);
    value = await probe();
  }
  return value;
}

function register(t: { app: TestApp['app'] }, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/student/auth/register/',
    payload: { email, password1: PASSWORD, password2: PASSWORD },
  });
}

describe.each(databaseTargets())('mail as background jobs on %s', (target) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    // A hanging connection is cut first, so the app's stop need not wait for it.
    await smtp.close();
    await t?.close();
  });

  it('answers a registration while the SMTP server is down, and the code arrives once it is back', async () => {
    t = await createTestApp(target, { seed: false, env: { ...SMTP_ENV, SMTP_URL: smtp.url } });
    await smtp.stop();
    const registered = await register(t, 'offline@example.test');
    expect(registered.statusCode).toBe(201);
    await pause(1500);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    const mails = await eventually(
      () => smtp.to('offline@example.test'),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
    const code = codeIn(mails[0]!);
    expect(code).toMatch(/^\d{4}$/);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/student/auth/verify-email/',
      payload: { email: 'offline@example.test', code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('sends only the newest code when a second registration replaced the first one’s code meanwhile', async () => {
    t = await createTestApp(target, { seed: false, env: { ...SMTP_ENV, SMTP_URL: smtp.url } });
    await smtp.stop();
    for (const _ of [1, 2]) expect((await register(t, 'twice-over@example.test')).statusCode).toBe(201);
    await smtp.start();
    const mails = await eventually(
      () => smtp.to('twice-over@example.test'),
      (found) => found.length > 0,
    );
    // Both jobs have had their tries since: the replaced code's mail would have arrived by now.
    await pause(2500);
    expect(smtp.to('twice-over@example.test')).toHaveLength(1);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/student/auth/verify-email/',
      payload: { email: 'twice-over@example.test', code: codeIn(mails[0]!) },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers a registration as fast with the SMTP server hanging as with it healthy', async () => {
    t = await createTestApp(target, { seed: false, env: { ...SMTP_ENV, SMTP_URL: smtp.url } });
    await smtp.stall();
    const started = Date.now();
    const registered = await register(t, 'stalled@example.test');
    expect(registered.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('sends each mail once with two instances on one database', async () => {
    t = await createTestApp(target, { seed: false, env: { ...SMTP_ENV, SMTP_URL: smtp.url } });
    const second = await createSecondInstance(t, { mailer: null });
    try {
      const addresses = Array.from({ length: 8 }, (_, index) => `twice${index}@example.test`);
      for (const [index, email] of addresses.entries())
        expect((await register(index % 2 === 0 ? t : second, email)).statusCode).toBe(201);
      await eventually(
        () => smtp.received.length,
        (count) => count >= addresses.length,
      );
      // Both workers have polled several times since: a second send would have arrived by now.
      await pause(1500);
      expect(smtp.received.map((mail) => mail.to).sort()).toEqual(addresses.map((email) => [email]).sort());
    } finally {
      await second.close();
    }
  });

  it('never sends a mail whose change rolls back', async () => {
    t = await createTestApp(target, { seed: false, env: { ...SMTP_ENV, SMTP_URL: smtp.url } });
    const { jobs } = t.app.academy;
    const mail = (to: string) => ({ message: { to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' } });
    await expect(
      t.db.transaction(async (tx) => {
        await jobs.mail(tx, mail('rolled-back@example.test'));
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const kept = await t.db.transaction((tx) => jobs.mail(tx, mail('kept@example.test')));
    await jobs.dispatched([kept]);
    await eventually(
      () => smtp.to('kept@example.test').length,
      (count) => count > 0,
    );
    await pause(1000);
    expect(smtp.received.map((received) => received.to)).toEqual([['kept@example.test']]);
  });

  it('lists a mail that failed for good as dead, and retrying it sends it', async () => {
    t = await createTestApp(target, {
      seed: false,
      env: { ...SMTP_ENV, MAIL_RETRY_LIMIT: '0', SMTP_URL: smtp.url },
    });
    await smtp.stop();
    expect((await register(t, 'dead@example.test')).statusCode).toBe(201);
    const { jobs } = t.app.academy;
    const counts = await eventually(
      () => jobs.counts(),
      (all) => all.some((queue) => queue.name === 'mail' && queue.dead === 1),
    );
    expect(counts.find((queue) => queue.name === 'mail')).toMatchObject({ queued: 0, dead: 1 });

    const lines: string[] = [];
    expect(await runJobsCommand(jobs, [], (line) => lines.push(line))).toBe(0);
    const dead = lines.find((line) => /\tmail\tdead\t/.test(line));
    expect(dead).toContain('to dead@example.test');
    expect(lines.join('\n')).toMatch(/last error: .*ECONNREFUSED/);
    // The listing names the mail, never its body, which holds the code.
    expect(lines.join('\n')).not.toMatch(/^\d{4}$/m);
    const id = dead?.split('\t')[0] ?? '';

    await smtp.start();
    const retried: string[] = [];
    expect(await runJobsCommand(jobs, ['retry', id], (line) => retried.push(line))).toBe(0);
    const mails = await eventually(
      () => smtp.to('dead@example.test'),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(codeIn(mails[0]!)).toMatch(/^\d{4}$/);
    const after = await eventually(
      () => jobs.counts(),
      (all) => all.every((queue) => queue.dead === 0),
    );
    expect(after.find((queue) => queue.name === 'mail')).toMatchObject({ queued: 0, dead: 0 });
  });
});

describe('the jobs command', () => {
  const queue = { counts: async () => [], unfinished: async () => [], retry: async () => false };

  it('refuses what it does not know, and a retry of no dead job', async () => {
    const lines: string[] = [];
    expect(await runJobsCommand(queue, ['--all'], (line) => lines.push(line))).toBe(2);
    expect(await runJobsCommand(queue, ['retry', 'not-an-id'], (line) => lines.push(line))).toBe(2);
    expect(
      await runJobsCommand(queue, ['retry', '0b9e8a4e-1c55-4d1e-9d0c-0d7f4a1f2b3c'], (line) =>
        lines.push(line),
      ),
    ).toBe(1);
    expect(lines.at(-1)).toMatch(/^No dead job 0b9e8a4e/);
    expect(lines[0]).toMatch(/^Usage: npm run jobs/);
  });
});

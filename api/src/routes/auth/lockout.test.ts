import { RESEND_COOLDOWN_MS } from '../../auth/email-codes';
import { type TestApp, createTestApp, lastCode, newStudent } from '../../test-helpers/test-app';

const PASSWORD = 'Tribunal-Seat-42';

describe("a stranger's failures throttle the stranger, not the account's owner", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The defaults of AUTH_RATE_LIMIT_PER_MINUTE and ACCOUNT_RATE_LIMIT_PER_MINUTE (the test app turns them off).
    t = await createTestApp('pglite', {
      seed: false,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '30', ACCOUNT_RATE_LIMIT_PER_MINUTE: '10' },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/student/auth/${url}`, payload, remoteAddress });

  it('after ten wrong passwords from one address, the owner still signs in and resets from another', async () => {
    await newStudent(t, 'owner@example.test');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await post(
        'token/',
        { email: 'owner@example.test', password: 'Guess-Number-1' },
        '10.7.0.1',
      );
      expect(wrong.statusCode).toBe(401);
    }
    const eleventh = await post('token/', { email: 'owner@example.test', password: PASSWORD }, '10.7.0.1');
    expect(eleventh.statusCode).toBe(429);

    expect(
      (await post('token/', { email: 'owner@example.test', password: PASSWORD }, '10.7.0.2')).statusCode,
    ).toBe(200);
    t.clock.advance(RESEND_COOLDOWN_MS);
    expect((await post('password-reset/', { email: 'owner@example.test' }, '10.7.0.2')).statusCode).toBe(200);
    const code = lastCode(t.outbox, 'owner@example.test');
    expect(
      (await post('password-reset/verify/', { email: 'owner@example.test', code }, '10.7.0.2')).statusCode,
    ).toBe(200);
  });

  it('an address trying many accounts is throttled all the same', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 31; attempt += 1)
      statuses.push(
        (await post('token/', { email: `visitor${attempt}@example.test`, password: PASSWORD }, '10.7.1.1'))
          .statusCode,
      );
    expect(statuses).toEqual([...Array(30).fill(401), 429]);
  });
});

describe('past the cap per e-mail from every address together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      seed: false,
      env: {
        AUTH_RATE_LIMIT_PER_MINUTE: '30',
        ACCOUNT_RATE_LIMIT_PER_MINUTE: '10',
        EMAIL_RATE_LIMIT_PER_MINUTE: '20',
      },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/student/auth/${url}`, payload, remoteAddress });

  it('sign-in waits, but recovery by the mailbox stays open to the owner', async () => {
    await newStudent(t, 'crowded@example.test');
    for (const from of ['10.6.0.1', '10.6.0.2'])
      for (let attempt = 0; attempt < 10; attempt += 1)
        await post('token/', { email: 'crowded@example.test', password: 'Guess-Number-1' }, from);
    const signIn = await post('token/', { email: 'crowded@example.test', password: PASSWORD }, '10.6.0.3');
    expect(signIn.statusCode).toBe(429);
    expect((await post('password-reset/', { email: 'crowded@example.test' }, '10.6.0.3')).statusCode).toBe(
      200,
    );
    const code = lastCode(t.outbox, 'crowded@example.test');
    expect(
      (await post('password-reset/verify/', { email: 'crowded@example.test', code }, '10.6.0.3')).statusCode,
    ).toBe(200);
  });
});

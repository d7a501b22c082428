import { RESEND_COOLDOWN_MS } from '../../auth/email-codes';
import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  lastCode,
  newStudent,
} from '../../test-helpers/test-app';

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

describe.each(databaseTargets())('a distributed flood on %s: the owner gets in by the mailbox', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // The defaults of the three limits (the test app turns the first two off).
    t = await createTestApp(target, {
      seed: false,
      env: {
        AUTH_RATE_LIMIT_PER_MINUTE: '30',
        ACCOUNT_RATE_LIMIT_PER_MINUTE: '10',
        EMAIL_RATE_LIMIT_PER_MINUTE: '100',
      },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/student/auth/${url}`, payload, remoteAddress });
  const EMAIL = 'flooded@example.test';
  const NEW_PASSWORD = 'Recovered-Award-7';

  it('after 120 wrong passwords from 12 addresses, recovery from a 13th answers a working token pair', async () => {
    const otherDevice = await newStudent(t, EMAIL);
    const flood = [];
    for (let address = 1; address <= 12; address += 1)
      for (let attempt = 0; attempt < 10; attempt += 1)
        flood.push(
          (await post('token/', { email: EMAIL, password: 'Guess-Number-1' }, `10.5.0.${address}`))
            .statusCode,
        );
    // The cap per e-mail (100) stops the flood before the password check, and the owner with it.
    expect(flood.filter((status) => status === 401).length).toBeLessThanOrEqual(100);
    expect(flood.slice(-20)).toEqual(Array(20).fill(429));
    expect((await post('token/', { email: EMAIL, password: PASSWORD }, '10.5.1.1')).statusCode).toBe(429);

    t.clock.advance(RESEND_COOLDOWN_MS);
    expect((await post('password-reset/', { email: EMAIL }, '10.5.1.1')).statusCode).toBe(200);
    const code = lastCode(t.outbox, EMAIL);
    const wrong = await post(
      'password-reset/verify/',
      { email: EMAIL, code: code === '00000000' ? '11111111' : '00000000' },
      '10.5.1.1',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).not.toHaveProperty('reset_token');
    const verified = await post('password-reset/verify/', { email: EMAIL, code }, '10.5.1.1');
    expect(verified.statusCode).toBe(200);
    const { reset_token } = verified.json<{ reset_token: string }>();

    const forged = await post(
      'password-reset/confirm/',
      { reset_token: `${reset_token}x`, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      '10.5.1.1',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).not.toHaveProperty('access');
    const confirmed = await post(
      'password-reset/confirm/',
      { reset_token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      '10.5.1.1',
    );
    expect(confirmed.statusCode).toBe(200);
    const answer = confirmed.json<{ detail: string; access: string; refresh: string }>();
    expect(answer.detail).toBe('Password has been reset with the new password.');

    const profile = await t.app.inject({
      method: 'GET',
      url: '/student/student/detail/',
      headers: bearer(answer.access),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: EMAIL });
    expect((await post('token/refresh/', { refresh: answer.refresh }, '10.5.1.1')).statusCode).toBe(200);
    // Every other device is signed out (decision 0104), and the flood still holds the password check.
    expect((await post('token/refresh/', { refresh: otherDevice.refresh }, '10.5.1.2')).statusCode).toBe(401);
    expect((await post('token/', { email: EMAIL, password: NEW_PASSWORD }, '10.5.1.1')).statusCode).toBe(429);
    // The reset token gave its pair once.
    const again = await post(
      'password-reset/confirm/',
      { reset_token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      '10.5.1.1',
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).not.toHaveProperty('access');
  });
});

import {
  type TestApp,
  bearer,
  createSecondInstance,
  createTestApp,
  databaseTargets,
  lastCode,
  newStudent,
  signIn,
} from '../../test-helpers/test-app';

const PASSWORD = 'Tribunal-Seat-42';

describe.each(databaseTargets())('signing out every other device on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/student/auth/token/refresh/', payload: { refresh: token } });
  const detail = (access: string) =>
    t.app.inject({ method: 'GET', url: '/student/student/detail/', headers: bearer(access) });
  const changePassword = (access: string, body: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/student/reset-password/',
      headers: bearer(access),
      payload: body,
    });

  it('a password change signs out every other device and keeps this one signed in', async () => {
    const laptop = await newStudent(t, 'two.devices@example.test');
    const phone = await signIn(t.app, 'two.devices@example.test', PASSWORD);
    const changed = await changePassword(laptop.access, {
      email: 'two.devices@example.test',
      current_password: PASSWORD,
      new_password: 'Fresh-Arbitral-Seat-5',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<{ access: string; refresh: string }>();

    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    const phoneRead = await detail(phone.access);
    expect(phoneRead.statusCode).toBe(401);
    expect(phoneRead.json()).toMatchObject({ code: 'token_not_valid' });
    expect((await detail(laptop.access)).statusCode).toBe(401);

    expect((await detail(fresh.access)).statusCode).toBe(200);
    expect((await refresh(fresh.refresh)).statusCode).toBe(200);
  });

  it('needs the current password, with Django’s message when it is wrong', async () => {
    const { access } = await newStudent(t, 'current.password@example.test');
    const response = await changePassword(access, {
      email: 'current.password@example.test',
      current_password: 'Not-My-Password-1',
      new_password: 'Fresh-Arbitral-Seat-5',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      current_password: ['Your old password was entered incorrectly. Please enter it again.'],
    });
    const missing = await changePassword(access, {
      email: 'current.password@example.test',
      new_password: 'Fresh-Arbitral-Seat-5',
    });
    expect(missing.json()).toEqual({ current_password: ['This field is required.'] });
    await expect(signIn(t.app, 'current.password@example.test', PASSWORD)).resolves.toHaveProperty('access');
  });

  it('password recovery signs out every device, and an older reset token stops working', async () => {
    const device = await newStudent(t, 'recovered@example.test');
    const reset = async () => {
      t.clock.advance(119_000);
      await t.app.inject({
        method: 'POST',
        url: '/student/auth/password-reset/',
        payload: { email: 'recovered@example.test' },
      });
      const verified = await t.app.inject({
        method: 'POST',
        url: '/student/auth/password-reset/verify/',
        payload: { email: 'recovered@example.test', code: lastCode(t.outbox, 'recovered@example.test') },
      });
      return verified.json<{ reset_token: string }>().reset_token;
    };
    const older = await reset();
    const newer = await reset();
    const confirm = (resetToken: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/student/auth/password-reset/confirm/',
        payload: { reset_token: resetToken, new_password1: password, new_password2: password },
      });
    expect((await confirm(newer, 'Recovered-Award-7')).statusCode).toBe(200);
    expect((await refresh(device.refresh)).statusCode).toBe(401);
    expect((await detail(device.access)).statusCode).toBe(401);
    expect((await confirm(older, 'Attacker-Award-8')).json()).toEqual({
      reset_token: ['The reset link is invalid or has expired. Start again.'],
    });
    await expect(signIn(t.app, 'recovered@example.test', 'Recovered-Award-7')).resolves.toHaveProperty(
      'access',
    );
  });

  const BLACKLISTED = { detail: 'Token is blacklisted', code: 'token_not_valid' };

  it('a rotated refresh token presented again revokes every token rotated from it', async () => {
    const first = await newStudent(t, 'rotation@example.test');
    const otherDevice = await signIn(t.app, 'rotation@example.test', PASSWORD);
    const second = (await refresh(first.refresh)).json<{ refresh: string }>();
    const third = (await refresh(second.refresh)).json<{ refresh: string }>();

    const replayed = await refresh(first.refresh);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual(BLACKLISTED);
    const newest = await refresh(third.refresh);
    expect(newest.statusCode).toBe(401);
    expect(newest.json()).toEqual(BLACKLISTED);
    // Another sign-in is another family, and goes on.
    expect((await refresh(otherDevice.refresh)).statusCode).toBe(200);
  });

  it('a thief who rotates a stolen refresh token first is cut off when the owner presents it', async () => {
    const stolen = await newStudent(t, 'stolen@example.test');
    const thief = (await refresh(stolen.refresh)).json<{ refresh: string }>();
    const owner = await refresh(stolen.refresh);
    expect(owner.statusCode).toBe(401);
    expect(owner.json()).toEqual(BLACKLISTED);
    expect((await refresh(thief.refresh)).json()).toEqual(BLACKLISTED);
    // The owner signs in again with the password.
    expect((await refresh((await signIn(t.app, 'stolen@example.test', PASSWORD)).refresh)).statusCode).toBe(
      200,
    );
  });

  it('of two refreshes of one token at once, one succeeds and the family is revoked', async () => {
    const { refresh: token } = await newStudent(t, 'parallel@example.test');
    const answers = await Promise.all([refresh(token), refresh(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    expect((await refresh(winner?.json<{ refresh: string }>().refresh ?? '')).json()).toEqual(BLACKLISTED);
  });

  it('answers a revoked family in the asked language', async () => {
    const first = await newStudent(t, 'revoked.ru@example.test');
    await refresh(first.refresh);
    const replayed = await t.app.inject({
      method: 'POST',
      url: '/student/auth/token/refresh/',
      payload: { refresh: first.refresh },
      headers: { 'accept-language': 'ru' },
    });
    expect(replayed.json()).toEqual({ detail: 'Токен занесен в черный список', code: 'token_not_valid' });
  });

  const logout = (token: string) =>
    t.app.inject({ method: 'POST', url: '/student/auth/token/blacklist/', payload: { refresh: token } });

  it('signing out ends the sign-in at once: its access token, its refresh tokens, rotated ones included', async () => {
    const laptop = await newStudent(t, 'signs.out@example.test');
    const rotated = (await refresh(laptop.refresh)).json<{ access: string; refresh: string }>();
    expect((await detail(rotated.access)).statusCode).toBe(200);
    const out = await logout(rotated.refresh);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({});
    for (const access of [rotated.access, laptop.access]) {
      const read = await detail(access);
      expect(read.statusCode).toBe(401);
      expect(read.json()).toMatchObject({ code: 'token_not_valid' });
      const write = await t.app.inject({
        method: 'PATCH',
        url: '/student/student/update/',
        headers: bearer(access),
        payload: { first_name: 'Still' },
      });
      expect(write.statusCode).toBe(401);
    }
    const after = await refresh(rotated.refresh);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'token_not_valid' });
    // Signing out again answers the same; signing in again works.
    expect((await logout(rotated.refresh)).statusCode).toBe(200);
    expect((await detail((await signIn(t.app, 'signs.out@example.test', PASSWORD)).access)).statusCode).toBe(
      200,
    );
  });

  it('signing out on one instance ends the access token on another at once, and every device with it', async () => {
    const second = await createSecondInstance(t);
    try {
      const laptop = await newStudent(t, 'two.instances.out@example.test');
      const phone = await signIn(t.app, 'two.instances.out@example.test', PASSWORD);
      const onSecond = (access: string) =>
        second.app.inject({ method: 'GET', url: '/student/student/detail/', headers: bearer(access) });
      // The second instance keeps the standing in memory before the sign-out.
      expect((await onSecond(laptop.access)).statusCode).toBe(200);
      expect((await logout(laptop.refresh)).statusCode).toBe(200);
      for (const access of [laptop.access, phone.access]) {
        expect((await onSecond(access)).statusCode).toBe(401);
        expect((await detail(access)).statusCode).toBe(401);
      }
      const refreshed = await second.app.inject({
        method: 'POST',
        url: '/student/auth/token/refresh/',
        payload: { refresh: phone.refresh },
      });
      expect(refreshed.statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('a stale refresh token signs nobody out: a sign-in after a password change goes on', async () => {
    const before = await newStudent(t, 'stale.out@example.test');
    const changed = await changePassword(before.access, {
      email: 'stale.out@example.test',
      current_password: PASSWORD,
      new_password: 'Fresh-Arbitral-Seat-5',
    });
    const current = changed.json<{ access: string }>();
    expect((await logout(before.refresh)).statusCode).toBe(200);
    expect((await detail(current.access)).statusCode).toBe(200);
  });

  it('refuses to sign out with what is not a refresh token', async () => {
    const tokens = await newStudent(t, 'not.a.refresh@example.test');
    for (const token of ['garbage', tokens.access]) {
      const response = await logout(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'token_not_valid' });
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/student/auth/token/blacklist/', payload: {} })).statusCode,
    ).toBe(400);
    expect((await refresh(tokens.refresh)).statusCode).toBe(200);
  });
});

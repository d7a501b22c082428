import {
  type TestApp,
  bearer,
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

  it('refuses a rotated refresh token replayed, while the rotation goes on', async () => {
    const first = await newStudent(t, 'rotation@example.test');
    const second = (await refresh(first.refresh)).json<{ refresh: string }>();
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
  });
});

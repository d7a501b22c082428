import { type TestApp, createTestApp, databaseTargets, newStudent } from '../test-helpers/test-app';

describe.each(databaseTargets())('the periodic sweep on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false, env: { SWEEP_INTERVAL_SECONDS: '1' } });
  });
  afterAll(() => t.close());

  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? -1;

  it('deletes codes and failed entries past the daily window, and revoked tokens and sign-ins past their expiry', async () => {
    const tokens = await newStudent(t, 'sweep@example.test');
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/student/auth/token/refresh/',
        payload: { refresh: tokens.refresh },
      });
    await refresh();
    await refresh();
    // Only a wrong entry against a code that was sent is recorded (docs/decisions/0103).
    await t.app.inject({
      method: 'POST',
      url: '/student/auth/password-reset/',
      payload: { email: 'sweep@example.test' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/student/auth/password-reset/verify/',
      payload: { email: 'sweep@example.test', code: '00000000' },
    });
    expect(await count('email_codes')).toBeGreaterThan(0);
    expect(await count('code_failures')).toBeGreaterThan(0);
    expect(await count('blacklisted_tokens')).toBe(1);
    expect(await count('revoked_token_families')).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(await count('email_codes')).toBeGreaterThan(0);
    expect(await count('blacklisted_tokens')).toBe(1);
    expect(await count('revoked_token_families')).toBe(1);

    t.clock.advance(25 * 60 * 60 * 1000);
    const left = async () =>
      (await count('email_codes')) +
      (await count('blacklisted_tokens')) +
      (await count('revoked_token_families'));
    for (let i = 0; i < 30 && (await left()) > 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await count('email_codes')).toBe(0);
    expect(await count('code_failures')).toBe(0);
    expect(await count('blacklisted_tokens')).toBe(0);
    expect(await count('revoked_token_families')).toBe(0);
  });
});

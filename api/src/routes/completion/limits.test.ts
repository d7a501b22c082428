import { bearer, createTestApp, databaseTargets, signIn, type TestApp } from '../../test-helpers/test-app';

describe.each(databaseTargets())('completion rate limits on %s (decision 0105)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      env: { ESSAY_RATE_LIMIT_PER_MINUTE: '2', CERTIFICATE_LOOKUP_RATE_LIMIT_PER_MINUTE: '2' },
    });
  });
  afterAll(() => t.close());

  it('throttles essay saves per student with a DRF-style 429', async () => {
    const { access } = await signIn(t.app);
    const save = () =>
      t.app.inject({
        method: 'PUT',
        url: '/courses/student/1/essays/topics/1/',
        headers: bearer(access),
        payload: { text: 'Arbitration rests on consent.' },
      });
    expect((await save()).statusCode).toBe(200);
    expect((await save()).statusCode).toBe(200);
    const throttled = await save();
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json<{ detail: string }>().detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds\.$/,
    );
  });

  it('throttles anonymous certificate look-ups per address, so numbers cannot be swept', async () => {
    const lookUp = (number: string) =>
      t.app.inject({ method: 'GET', url: `/courses/certificates/${number}/` });
    expect((await lookUp('AIA-2026-0000-0001')).statusCode).toBe(404);
    expect((await lookUp('AIA-2026-0000-0002')).statusCode).toBe(404);
    expect((await lookUp('AIA-2026-0000-0003')).statusCode).toBe(429);
  });
});

import { type TestApp, createTestApp, databaseTargets } from '../../test-helpers/test-app';

describe.each(databaseTargets())('GET /health on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  it('reports ok with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: target, caches: 'on', rateLimits: 'local' });
  });

  it('answers 404 in DRF shape for an unknown path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nowhere/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('serves the OpenAPI description at /docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/student/auth/register/',
        '/courses/student/{courseId}/topics/',
        '/student/student/update_photo/',
      ]),
    );
  });
});

import { runClientErrorsCommand } from '../../client-errors-command';
import { type TestApp, bearer, createTestApp, databaseTargets, signIn } from '../../test-helpers/test-app';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjo0MiwiZW1haWwiOiJkYW5hQGV4YW1wbGUudGVzdCJ9.c2lnbmF0dXJl';

const VALID = {
  remote: 'mfe_auth',
  version: '1.4.0+3f2a1bc',
  kind: 'render',
  route: '/login',
  message: 'Cannot read properties of undefined (reading "title")',
  stack:
    'TypeError: Cannot read properties of undefined\n    at SignInPage (http://localhost:3002/releases/1.4.0+3f2a1bc/__federation_expose_SignInPage.3f2a1bc9.js:1:200)',
};

interface Row {
  remote: string;
  version: string;
  kind: string;
  route: string;
  message: string;
  stack: string;
}

describe.each(databaseTargets())('client error reports on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query('DELETE FROM client_errors'));

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/client-errors/', headers, payload: payload as object });
  const rows = () =>
    t.db.query<Row>('SELECT remote, version, kind, route, message, stack FROM client_errors ORDER BY id');

  it('stores a report of a signed-out visitor with its remote, version, route and stack', async () => {
    const response = await send(VALID);
    expect(response.statusCode).toBe(204);
    expect(await rows()).toEqual([VALID]);
  });

  it('accepts a signed-in student and still stores nothing that names them', async () => {
    const { access } = await signIn(t.app);
    const response = await send(VALID, bearer(access));
    expect(response.statusCode).toBe(204);
    const columns = await t.db.query<{ column_name: string }>(
      // Every test file has its own schema on the shared server: only this one's table counts.
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'client_errors' AND table_schema = current_schema()",
    );
    expect(columns.map((column) => column.column_name).sort()).toEqual(
      [
        'created_at',
        'hour',
        'id',
        'kind',
        'last_at',
        'message',
        'remote',
        'reports',
        'route',
        'stack',
        'version',
      ].sort(),
    );
  });

  it('strips tokens, e-mail addresses, query strings and codes before storing, whatever the browser sent', async () => {
    const response = await send({
      ...VALID,
      kind: 'rejection',
      route: '/reset-password?code=839201&email=dana%40example.test#x',
      message: `Request for dana@example.test failed with token ${JWT}`,
      stack: `Error\n    at https://api.test/student/auth/verify/?code=839201 (main.js:1:1)\n    at Bearer ${JWT}`,
    });
    expect(response.statusCode).toBe(204);
    const [row] = await rows();
    expect(row?.route).toBe('/reset-password');
    const stored = JSON.stringify(row);
    expect(stored).not.toMatch(/dana|example\.test|839201|eyJ/);
    expect(row?.message).toContain('[email]');
    expect(row?.stack).toContain('https://api.test/student/auth/verify/?[removed]');
  });

  const ESCAPES =
    'Boom \u001b[2J\u001b[H\u001b[31mred\u001b[0m \u001b]8;;https://evil.test\u0007click\u001b]8;;\u0007 \u009b2J\u007f\r';
  const CONTROL = /(?![\t\n])\p{Cc}/u;

  it('stores no terminal escape: C0 controls but tab and line feed, DEL and C1 are dropped', async () => {
    const response = await send({
      ...VALID,
      route: '/login\u001b[2J',
      message: ESCAPES,
      stack: `Error: ${ESCAPES}\n\tat x (main.js:1:1)`,
    });
    expect(response.statusCode).toBe(204);
    const [row] = await rows();
    expect(row?.route).toBe('/login[2J');
    expect(row?.message).not.toMatch(CONTROL);
    expect(row?.message).toContain('red');
    expect(row?.stack).not.toMatch(CONTROL);
    expect(row?.stack).toContain('\n\tat x (main.js:1:1)');
  });

  it('prints no control character, even of a row written straight into the table', async () => {
    await t.db.query(
      `INSERT INTO client_errors (remote, version, kind, route, message, stack, created_at, last_at, hour)
       VALUES ('mfe_auth', '1.0.0', 'render', $1, $2, $3, $4, $4, date_trunc('hour', $4::timestamptz AT TIME ZONE 'UTC'))`,
      [
        '/login\u001b[2J\u202e',
        `${ESCAPES}\nsecond line`,
        `Error\n    at ${ESCAPES}\u2066\n    at y`,
        t.clock.now(),
      ],
    );
    const lines: string[] = [];
    expect(await runClientErrorsCommand(t.db, [], (line) => lines.push(line), t.clock.now())).toBe(0);
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).not.toMatch(/(?!\t)[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
    expect(lines[1]).toBe(
      '  /login\\u001b[2J\\u202e: Boom \\u001b[2J\\u001b[H\\u001b[31mred\\u001b[0m \\u001b]8;;https://evil.test\\u0007click' +
        '\\u001b]8;;\\u0007 \\u009b2J\\u007f\\u000d\\u000asecond line',
    );
    const json: string[] = [];
    await runClientErrorsCommand(t.db, ['--json'], (line) => json.push(line), t.clock.now());
    expect(json.join('\n')).not.toMatch(/(?!\n)[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
    const [group] = JSON.parse(json.join('\n')) as { message: string }[];
    expect(group?.message).toBe(`${ESCAPES}\nsecond line`);
  });

  it.each([
    ['totally_fake_remote', 'en', '"totally_fake_remote" is not a valid choice.'],
    ['mfe_nothing', 'ru', 'Значения "mfe_nothing" нет среди допустимых вариантов.'],
  ])(
    'refuses %s, a remote the site map does not have, with 400 naming remote (%s)',
    async (remote, language, text) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/client-errors/',
        headers: { 'accept-language': language },
        payload: { ...VALID, remote },
        remoteAddress: '203.0.113.81',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ remote: [text] });
      expect(await rows()).toEqual([]);
    },
  );

  it.each(['shell', 'mfe_public', 'mfe_auth', 'mfe_profile', 'mfe_learning', 'mfe_teaching'])(
    'accepts a report of %s, a front end of the site map',
    async (remote) => {
      // An address of its own: the file's other reports use up much of one address's minute.
      const response = await t.app.inject({
        method: 'POST',
        url: '/client-errors/',
        payload: { ...VALID, remote },
        remoteAddress: '203.0.113.80',
      });
      expect(response.statusCode).toBe(204);
      expect((await rows()).map((row) => row.remote)).toEqual([remote]);
    },
  );

  it.each([
    ['remote', { ...VALID, remote: 'MFE-AUTH' }],
    ['remote', { ...VALID, remote: undefined }],
    ['version', { ...VALID, version: '' }],
    ['version', { ...VALID, version: '1.0.0 <script>' }],
    ['kind', { ...VALID, kind: 'other' }],
    ['route', { ...VALID, route: '' }],
    ['stack', { ...VALID, stack: 42 }],
    ['stack', { ...VALID, stack: 'x'.repeat(8001) }],
  ])('answers 400 naming %s when it is wrong (case %#), and stores nothing', async (field, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
    expect(await rows()).toEqual([]);
  });

  it('drops a field it does not know (nothing of it is stored)', async () => {
    expect((await send({ ...VALID, email: 'dana@example.test' })).statusCode).toBe(204);
    expect(JSON.stringify(await rows())).not.toContain('dana');
  });

  it('answers 400 for a body that is not an object, and broken JSON', async () => {
    expect((await send([VALID])).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/client-errors/',
      headers: { 'content-type': 'application/json' },
      payload: '{"remote": "mfe_auth"',
    });
    expect(broken.statusCode).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('translates the field errors', async () => {
    const response = await send({ ...VALID, kind: undefined }, { 'accept-language': 'ru' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ kind: ['Обязательное поле.'] });
  });

  it('answers 413 for a body over 16 KB before reading it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/client-errors/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...VALID, message: 'x'.repeat(17 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(await rows()).toEqual([]);
  });

  it('lists the reports grouped by remote and version for the operator, the most recent first', async () => {
    await send(VALID);
    await send({ ...VALID, kind: 'chunk', message: 'Loading chunk 7 failed' });
    await send(VALID);
    t.clock.advance(1000);
    await send({ ...VALID, remote: 'mfe_profile', version: 'dist', route: '/profile' });
    const lines: string[] = [];
    expect(await runClientErrorsCommand(t.db, [], (line) => lines.push(line), t.clock.now())).toBe(0);
    expect(lines[0]).toMatch(/^mfe_profile dist\t1 report\trender\t/);
    const auth = lines.findIndex((line) =>
      line.startsWith('mfe_auth 1.4.0+3f2a1bc\t3 reports\tchunk, render'),
    );
    expect(auth).toBeGreaterThan(0);
    expect(lines[auth + 1]).toBe(`  /login: ${VALID.message}`);
    const json: string[] = [];
    await runClientErrorsCommand(t.db, ['--json', '--hours', '1'], (line) => json.push(line), t.clock.now());
    const groups = JSON.parse(json.join('\n')) as { remote: string; version: string; count: number }[];
    expect(groups.map(({ remote, version, count }) => [remote, version, count])).toEqual([
      ['mfe_profile', 'dist', 1],
      ['mfe_auth', '1.4.0+3f2a1bc', 3],
    ]);
  });

  it('keeps identical reports of one hour as one row with a count, and a new hour as another', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(VALID)).statusCode).toBe(204);
    await send({ ...VALID, message: 'Another message' });
    const counted = () =>
      t.db.query<{ message: string; reports: number }>(
        'SELECT message, reports FROM client_errors ORDER BY id',
      );
    expect(await counted()).toEqual([
      { message: VALID.message, reports: 5 },
      { message: 'Another message', reports: 1 },
    ]);
    t.clock.advance(3_600_000);
    await send(VALID);
    expect((await counted()).map((row) => row.reports)).toEqual([5, 1, 1]);
    const json: string[] = [];
    await runClientErrorsCommand(t.db, ['--json', '--hours', '2'], (line) => json.push(line), t.clock.now());
    expect((JSON.parse(json.join('\n')) as { count: number; message: string }[])[0]).toMatchObject({
      count: 7,
      message: VALID.message,
    });
  });

  const insertSeen = (daysAgo: number, message: string) =>
    t.db.query(
      `INSERT INTO client_errors (remote, version, kind, route, message, stack, created_at, last_at, hour)
       VALUES ('mfe_auth', '1.0.0', 'render', '/login', $1, '', $2, $2, date_trunc('hour', $2::timestamptz AT TIME ZONE 'UTC'))`,
      [message, new Date(t.clock.now().getTime() - daysAgo * 86_400_000)],
    );
  const messages = async () =>
    (await t.db.query<{ message: string }>('SELECT message FROM client_errors ORDER BY id')).map(
      (row) => row.message,
    );

  it('deletes reports past the retention with --prune', async () => {
    await insertSeen(31, 'old');
    await insertSeen(10, 'recent');
    const lines: string[] = [];
    expect(
      await runClientErrorsCommand(t.db, ['--prune'], (line) => lines.push(line), t.clock.now(), 30),
    ).toBe(0);
    expect(lines).toEqual([
      `Deleted 1 client error report last seen before ${new Date(t.clock.now().getTime() - 30 * 86_400_000).toISOString()} (CLIENT_ERROR_RETENTION_DAYS=30).`,
    ]);
    expect(await messages()).toEqual(['recent']);
    expect(
      await runClientErrorsCommand(t.db, ['--prune'], (line) => lines.push(line), t.clock.now(), 5),
    ).toBe(0);
    expect(lines.at(-1)).toMatch(/^Deleted 1 client error report last seen before .*=5\)\.$/);
    expect(await messages()).toEqual([]);
    expect(await runClientErrorsCommand(t.db, ['--prune', '--json'], (line) => lines.push(line))).toBe(2);
  });

  it('says so when there is nothing, and refuses unknown options', async () => {
    const lines: string[] = [];
    expect(await runClientErrorsCommand(t.db, [], (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual(['No client errors in the last 24 h.']);
    expect(await runClientErrorsCommand(t.db, ['--hours', 'x'], (line) => lines.push(line))).toBe(2);
    expect(lines.at(-1)).toMatch(/^Usage: npm run client-errors/);
  });
});

describe('client error report limit', () => {
  it('answers 429 past CLIENT_ERROR_RATE_LIMIT_PER_MINUTE from one address', async () => {
    const t = await createTestApp('pglite', {
      seed: false,
      env: { CLIENT_ERROR_RATE_LIMIT_PER_MINUTE: '2' },
    });
    try {
      const send = (ip: string) =>
        t.app.inject({ method: 'POST', url: '/client-errors/', payload: VALID, remoteAddress: ip });
      expect((await send('203.0.113.5')).statusCode).toBe(204);
      expect((await send('203.0.113.5')).statusCode).toBe(204);
      expect((await send('203.0.113.5')).statusCode).toBe(429);
      expect((await send('203.0.113.6')).statusCode).toBe(204);
      const [count] = await t.db.query<{ n: string | number }>('SELECT sum(reports) AS n FROM client_errors');
      expect(Number(count?.n)).toBe(3);
    } finally {
      await t.close();
    }
  });
});

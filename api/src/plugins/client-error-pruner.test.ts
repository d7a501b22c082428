import { type TestApp, createSecondInstance, createTestApp, databaseTargets } from '../test-helpers/test-app';

const DAY_MS = 86_400_000;

describe.each(databaseTargets())('pruning client error reports on a timer on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // The first instance does not prune (0 in tests): each test starts the instances it needs.
    t = await createTestApp(target, { seed: false });
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query('DELETE FROM client_errors'));

  const insertSeen = (daysAgo: number, message: string) =>
    t.db.query(
      `INSERT INTO client_errors (remote, version, kind, route, message, stack, created_at, last_at, hour)
       VALUES ('mfe_auth', '1.0.0', 'render', '/login', $1, '', $2, $2, date_trunc('hour', $2::timestamptz AT TIME ZONE 'UTC'))`,
      [message, new Date(t.clock.now().getTime() - daysAgo * DAY_MS)],
    );
  const messages = async () =>
    (await t.db.query<{ message: string }>('SELECT message FROM client_errors ORDER BY message')).map(
      (row) => row.message,
    );
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** The messages left once `expected` is reached, or after three seconds. */
  const messagesBecome = async (expected: string[]) => {
    for (let waited = 0; waited < 3000; waited += 100) {
      if (JSON.stringify(await messages()) === JSON.stringify(expected)) break;
      await sleep(100);
    }
    return messages();
  };

  it('deletes the reports past the retention soon after start and again at each interval, with no report arriving', async () => {
    await insertSeen(31, 'old');
    await insertSeen(29, 'recent');
    await insertSeen(1, 'fresh');
    // Two instances prune the same table at once: each row is deleted once, neither fails.
    const first = await createSecondInstance(t, { config: { clientErrorPruneIntervalMs: 1000 } });
    const second = await createSecondInstance(t, { config: { clientErrorPruneIntervalMs: 1000 } });
    try {
      expect(await messagesBecome(['fresh', 'recent'])).toEqual(['fresh', 'recent']);
      // Two days on, 'recent' is past the 30 days too: the next run deletes it.
      t.clock.advance(2 * DAY_MS);
      expect(await messagesBecome(['fresh'])).toEqual(['fresh']);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('keeps the retention of the configuration', async () => {
    await insertSeen(6, 'six days');
    await insertSeen(4, 'four days');
    const instance = await createSecondInstance(t, {
      config: { clientErrorPruneIntervalMs: 1000, clientErrorRetentionDays: 5 },
    });
    try {
      expect(await messagesBecome(['four days'])).toEqual(['four days']);
    } finally {
      await instance.close();
    }
  });

  it('stops when the app closes', async () => {
    const instance = await createSecondInstance(t, { config: { clientErrorPruneIntervalMs: 1000 } });
    await instance.close();
    await insertSeen(31, 'old');
    await sleep(1500);
    expect(await messages()).toEqual(['old']);
  });

  it('does not run when the interval is 0', async () => {
    await insertSeen(31, 'old');
    await sleep(1200);
    expect(await messages()).toEqual(['old']);
  });
});

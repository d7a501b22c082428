import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '../../config';
import { type TestApp, createTestApp, databaseTargets } from '../../test-helpers/test-app';
import { loadTranslationConfig } from '../../translation/translation-config';

/** A local HTTP server standing in for a translation service; it records every request it gets. */
interface FakeProvider {
  url: string;
  requests: { method: string; url: URL; body: string }[];
  close(): Promise<void>;
}

type Handler = (request: { method: string; url: URL; body: string }, response: http.ServerResponse) => void;

async function fakeProvider(handler: Handler): Promise<FakeProvider> {
  const requests: FakeProvider['requests'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: new URL(req.url ?? '/', 'http://127.0.0.1'), body };
      requests.push(entry);
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/** Speaks the gtx format: one segment per sentence, each [translation, original, ...]. */
const gtx: Handler = ({ url }, res) => {
  const q = url.searchParams.get('q') ?? '';
  const tl = url.searchParams.get('tl') ?? '';
  const sentences = q.match(/[^.]+\.?\s*/g) ?? [q];
  json(res, 200, [
    sentences.map((sentence) => [`${tl.toUpperCase()}:${sentence}`, sentence, null, null, 10]),
    null,
    'en',
  ]);
};

/** Speaks LibreTranslate's POST /translate. */
const libre: Handler = ({ method, url, body }, res) => {
  if (method !== 'POST' || url.pathname !== '/translate') return json(res, 404, { error: 'Not Found' });
  const payload = JSON.parse(body) as { q: string; target: string; api_key?: string };
  if (payload.api_key !== 'secret-key') return json(res, 403, { error: 'Invalid API key' });
  json(res, 200, { translatedText: `[${payload.target}] ${payload.q}` });
};

const post = (t: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/courses/translate/', payload: payload as object, headers });

/** Course texts the API serves: the only ones it translates. Each becomes a topic of a new course. */
const SERVED = [
  'Arbitration basics. The tribunal.',
  'Seat of arbitration',
  'Emergency arbitrator',
  'Topic one',
  'Topic two',
  'Award',
  'Challenge of arbitrators',
  'Arbitral award',
  'Lis pendens',
  'Res judicata',
  'Kompetenz-Kompetenz',
  'Hello',
  'One',
  'Two',
  'Three',
];

async function serve(t: TestApp, titles: readonly string[] = SERVED): Promise<number> {
  const [course] = await t.db.query<{ id: number }>(
    `INSERT INTO courses (title, course_description, tenge_price, new_price, old_price)
     VALUES ('Arbitration', 'A course on arbitration.', 0, 0, 0) RETURNING id`,
  );
  const courseId = course?.id ?? 0;
  for (const [position, title] of titles.entries())
    await t.db.query('INSERT INTO topics (course_id, position, title) VALUES ($1, $2, $3)', [
      courseId,
      position,
      title,
    ]);
  await t.app.academy.cache.barrier();
  return courseId;
}

const cachedRows = async (t: TestApp) =>
  t.db.query<{ target: string; source_text: string; translated_text: string; provider: string }>(
    'SELECT target, source_text, translated_text, provider FROM translations ORDER BY source_text',
  );

describe.each(databaseTargets())('POST /courses/translate/ on %s', (target) => {
  describe('with the gtx service', () => {
    let provider: FakeProvider;
    let t: TestApp;
    beforeAll(async () => {
      provider = await fakeProvider(gtx);
      t = await createTestApp(target, {
        seed: false,
        env: { TRANSLATION_URL: `${provider.url}/translate_a/single` },
      });
      await serve(t);
    });
    afterAll(async () => {
      await t.close();
      await provider.close();
    });
    beforeEach(() => {
      provider.requests.length = 0;
    });

    it('answers the joined segments in the shape the client already reads', async () => {
      const response = await post(t, { text: 'Arbitration basics. The tribunal.', target: 'ru' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ text: 'RU:Arbitration basics. RU:The tribunal.', translated: true });
      const [sent] = provider.requests;
      expect(sent?.method).toBe('GET');
      expect(sent?.url.pathname).toBe('/translate_a/single');
      expect(Object.fromEntries(sent?.url.searchParams ?? [])).toEqual({
        client: 'gtx',
        sl: 'auto',
        tl: 'ru',
        dt: 't',
        q: 'Arbitration basics. The tribunal.',
      });
    });

    it('never sends the same text twice: the second answer comes from PostgreSQL', async () => {
      const first = await post(t, { text: 'Seat of arbitration', target: 'kk' });
      const second = await post(t, { text: 'Seat of arbitration', target: 'kk' });
      expect(second.json()).toEqual(first.json());
      expect(provider.requests).toHaveLength(1);
      expect(await cachedRows(t)).toContainEqual({
        target: 'kk',
        source_text: 'Seat of arbitration',
        translated_text: 'KK:Seat of arbitration',
        provider: 'gtx',
      });
      // Another language is another translation.
      await post(t, { text: 'Seat of arbitration', target: 'ru' });
      expect(provider.requests).toHaveLength(2);
    });

    it('sends a text asked for by simultaneous requests once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => post(t, { text: 'Emergency arbitrator', target: 'ru' })),
      );
      expect(answers.map((answer) => answer.json<{ text: string }>().text)).toEqual(
        Array(5).fill('RU:Emergency arbitrator'),
      );
      expect(provider.requests).toHaveLength(1);
    });

    it('translates a list in order, sending each distinct text once and leaving blank ones alone', async () => {
      const response = await post(t, {
        texts: ['Topic one', '', 'Topic two', 'Topic one', '   '],
        target: 'ru',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        translations: [
          { text: 'RU:Topic one', translated: true },
          { text: '', translated: true },
          { text: 'RU:Topic two', translated: true },
          { text: 'RU:Topic one', translated: true },
          { text: '   ', translated: true },
        ],
      });
      expect(provider.requests.map((request) => request.url.searchParams.get('q')).sort()).toEqual([
        'Topic one',
        'Topic two',
      ]);
    });

    it('answers a text the API does not serve as sent, without calling the service or storing it', async () => {
      const single = await post(t, { text: 'Translate my essay for free', target: 'ru' });
      expect(single.statusCode).toBe(200);
      expect(single.json()).toEqual({ text: 'Translate my essay for free', translated: false });
      const list = await post(t, { texts: ['Topic one', 'x'.repeat(5000), 'Topic one.'], target: 'kk' });
      expect(list.json()).toEqual({
        translations: [
          { text: 'KK:Topic one', translated: true },
          { text: 'x'.repeat(5000), translated: false },
          { text: 'Topic one.', translated: false },
        ],
      });
      expect(provider.requests.map((request) => request.url.searchParams.get('q'))).toEqual(['Topic one']);
      for (const row of await cachedRows(t)) expect(SERVED).toContain(row.source_text);
    });

    it('translates the course title and description, lecture titles and seminar titles it serves', async () => {
      const [topic] = await t.db.query<{ id: number }>('SELECT id FROM topics ORDER BY id LIMIT 1');
      await t.db.query(
        "INSERT INTO lectures (topic_id, position, title) VALUES ($1, 0, 'The arbitration agreement')",
        [topic?.id],
      );
      await t.db.query(
        `INSERT INTO seminars (course_id, title, date, time, teacher_name, link)
         SELECT id, 'Live: drafting the award', '2030-01-01', '10:00', 'A. Teacher', '' FROM courses`,
      );
      await t.app.academy.cache.barrier();
      const texts = [
        'Arbitration',
        'A course on arbitration.',
        'The arbitration agreement',
        'Live: drafting the award',
      ];
      const response = await post(t, { texts, target: 'ru' });
      expect(response.json()).toEqual({
        translations: texts.map((text) => ({ text: `RU:${text}`, translated: true })),
      });
      expect((await cachedRows(t)).map((row) => row.source_text)).toEqual(expect.arrayContaining(texts));
    });

    it('answers an empty list with an empty list', async () => {
      const response = await post(t, { texts: [], target: 'kk' });
      expect(response.json()).toEqual({ translations: [] });
      expect(provider.requests).toHaveLength(0);
    });

    it.each([
      ['an unknown language', { text: 'Hello', target: 'de' }, 'target'],
      ['no language', { text: 'Hello' }, 'target'],
      ['no text', { target: 'ru' }, 'text'],
      ['an object as the text', { text: { en: 'Hello' }, target: 'ru' }, 'text'],
      ['a NUL character', { text: 'a\u0000b', target: 'ru' }, 'text'],
      ['a text of 5001 characters', { text: 'x'.repeat(5001), target: 'ru' }, 'text'],
      ['51 texts', { texts: Array(51).fill('x'), target: 'ru' }, 'texts'],
      ['an object as the list', { texts: { first: 'Hello' }, target: 'ru' }, 'texts'],
    ])('refuses %s with a field error and calls no service', async (_case, payload, field) => {
      const response = await post(t, payload, { 'accept-language': 'ru' });
      expect(response.statusCode).toBe(400);
      const body = response.json<Record<string, string[]>>();
      expect(body[field]?.[0]).toEqual(expect.any(String));
      expect(provider.requests).toHaveLength(0);
    });

    it('names an unknown language in the caller language, as DRF does', async () => {
      const response = await post(t, { text: 'Hello', target: 'de' });
      expect(response.json()).toEqual({ target: ['"de" is not a valid choice.'] });
      const russian = await post(t, { text: 'Hello', target: 'de' }, { 'accept-language': 'ru' });
      expect(russian.json()).toEqual({ target: ['Значения "de" нет среди допустимых вариантов.'] });
    });

    it('refuses a number as the text and a single string or an object where a list belongs (strict input, 0149)', async () => {
      expect((await post(t, { text: 42, target: 'ru' })).json()).toEqual({ text: ['Not a valid string.'] });
      expect((await post(t, { texts: 'Hello', target: 'ru' })).json()).toEqual({
        texts: ['Expected a list of items but got type "str".'],
      });
      expect((await post(t, { texts: { first: 'Hello' }, target: 'ru' })).json()).toEqual({
        texts: ['Expected a list of items but got type "dict".'],
      });
      expect(provider.requests).toHaveLength(0);
    });

    it('says how long a text may be', async () => {
      const response = await post(t, { text: 'x'.repeat(5001), target: 'ru' });
      expect(response.json()).toEqual({ text: ['Ensure this field has no more than 5000 characters.'] });
    });

    it('answers a body that is not JSON with 400, not 500', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/courses/translate/',
        headers: { 'content-type': 'application/json' },
        payload: '{"text": "Hello", "target": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/^JSON parse error/);
    });

    it('is described in the OpenAPI document', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
      const document = response.json<{ paths: Record<string, { post?: { summary?: string } }> }>();
      expect(document.paths['/courses/translate/']?.post?.summary).toBe(
        'Machine-translate course text into a UI language',
      );
    });
  });

  describe('with a LibreTranslate server', () => {
    let provider: FakeProvider;
    let t: TestApp;
    beforeAll(async () => {
      provider = await fakeProvider(libre);
      t = await createTestApp(target, {
        seed: false,
        env: {
          TRANSLATION_PROVIDER: 'libretranslate',
          TRANSLATION_URL: `${provider.url}/`,
          TRANSLATION_API_KEY: 'secret-key',
        },
      });
      await serve(t);
    });
    afterAll(async () => {
      await t.close();
      await provider.close();
    });

    it("posts LibreTranslate's request and reads translatedText", async () => {
      const response = await post(t, { texts: ['Award', 'Challenge of arbitrators'], target: 'kk' });
      expect(response.json()).toEqual({
        translations: [
          { text: '[kk] Award', translated: true },
          { text: '[kk] Challenge of arbitrators', translated: true },
        ],
      });
      expect(provider.requests.map((request) => JSON.parse(request.body) as unknown)).toEqual(
        expect.arrayContaining([
          { q: 'Award', source: 'auto', target: 'kk', format: 'text', api_key: 'secret-key' },
          {
            q: 'Challenge of arbitrators',
            source: 'auto',
            target: 'kk',
            format: 'text',
            api_key: 'secret-key',
          },
        ]),
      );
      expect((await cachedRows(t)).map((row) => row.provider)).toEqual(['libretranslate', 'libretranslate']);
    });
  });

  describe('when the service is slow', () => {
    let provider: FakeProvider;
    let t: TestApp;
    let delayMs = 3000;
    beforeAll(async () => {
      provider = await fakeProvider((request, res) => {
        setTimeout(() => gtx(request, res), delayMs);
      });
      t = await createTestApp(target, {
        seed: false,
        env: {
          TRANSLATION_URL: `${provider.url}/single`,
          TRANSLATION_TIMEOUT_MS: '300',
          TRANSLATION_COOLDOWN_SECONDS: '30',
        },
      });
      await serve(t);
    });
    afterAll(async () => {
      await t.close();
      await provider.close();
    });

    it('answers the original text, marked untranslated, once the timeout passes', async () => {
      const started = Date.now();
      const response = await post(t, { text: 'Arbitral award', target: 'ru' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ text: 'Arbitral award', translated: false });
      expect(Date.now() - started).toBeLessThan(2500);
      expect(await cachedRows(t)).toEqual([]);
    });

    it('leaves the service alone during the cool-down, then tries again', async () => {
      const before = provider.requests.length;
      const resting = await post(t, { text: 'Arbitral award', target: 'ru' });
      expect(resting.json()).toEqual({ text: 'Arbitral award', translated: false });
      expect(provider.requests).toHaveLength(before);

      delayMs = 0;
      t.clock.advance(31_000);
      const again = await post(t, { text: 'Arbitral award', target: 'ru' });
      expect(again.json()).toEqual({ text: 'RU:Arbitral award', translated: true });
      expect(provider.requests).toHaveLength(before + 1);
    });
  });

  describe('when the service fails', () => {
    let provider: FakeProvider;
    let t: TestApp;
    let mode: 'error' | 'garbage' | 'empty' | 'down' = 'error';
    beforeAll(async () => {
      provider = await fakeProvider((request, res) => {
        if (mode === 'error') return json(res, 503, { error: 'Service Unavailable' });
        if (mode === 'garbage') {
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html>captcha</html>');
        }
        if (mode === 'empty') return json(res, 200, [null, null, 'en']);
        res.socket?.destroy();
      });
      t = await createTestApp(target, {
        seed: false,
        env: { TRANSLATION_URL: `${provider.url}/single`, TRANSLATION_COOLDOWN_SECONDS: '0' },
      });
      await serve(t);
    });
    afterAll(async () => {
      await t.close();
      await provider.close();
    });

    it.each(['error', 'garbage', 'empty', 'down'] as const)(
      'answers the original texts marked untranslated when the service answers %s',
      async (failure) => {
        mode = failure;
        const response = await post(t, { texts: ['Lis pendens', 'Res judicata'], target: 'ru' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          translations: [
            { text: 'Lis pendens', translated: false },
            { text: 'Res judicata', translated: false },
          ],
        });
        expect(await cachedRows(t)).toEqual([]);
      },
    );

    it('answers the original text when the service cannot be reached at all', async () => {
      const closed = await fakeProvider(gtx);
      await closed.close();
      const unreachable = await createTestApp(target, {
        seed: false,
        env: { TRANSLATION_URL: `${closed.url}/single` },
      });
      try {
        await serve(unreachable);
        const response = await post(unreachable, { text: 'Kompetenz-Kompetenz', target: 'kk' });
        expect(response.json()).toEqual({ text: 'Kompetenz-Kompetenz', translated: false });
      } finally {
        await unreachable.close();
      }
    });
  });

  describe('switched off', () => {
    it('answers every text untranslated without calling out', async () => {
      const provider = await fakeProvider(gtx);
      const t = await createTestApp(target, {
        seed: false,
        env: { TRANSLATION_PROVIDER: 'off', TRANSLATION_URL: `${provider.url}/single` },
      });
      try {
        await serve(t);
        const response = await post(t, { text: 'Hello', target: 'ru' });
        expect(response.json()).toEqual({ text: 'Hello', translated: false });
        expect(provider.requests).toHaveLength(0);
      } finally {
        await t.close();
        await provider.close();
      }
    });
  });

  describe('the sweep of the cache', () => {
    it('drops texts no longer served at once and served ones after TRANSLATION_CACHE_DAYS', async () => {
      const provider = await fakeProvider(gtx);
      const t = await createTestApp(target, {
        seed: false,
        env: {
          TRANSLATION_URL: `${provider.url}/single`,
          SWEEP_INTERVAL_SECONDS: '1',
          TRANSLATION_CACHE_DAYS: '30',
        },
      });
      const sources = async () => (await cachedRows(t)).map((row) => row.source_text);
      const until = async (done: () => Promise<boolean>) => {
        for (let i = 0; i < 40 && !(await done()); i += 1)
          await new Promise((resolve) => setTimeout(resolve, 100));
      };
      try {
        await serve(t, ['Seat of arbitration']);
        await post(t, { text: 'Seat of arbitration', target: 'ru' });
        // As the endpoint stored any text before it kept to served ones.
        await t.db.query(
          `INSERT INTO translations (target, source_hash, source_text, translated_text, provider)
           VALUES ('ru', 'left-by-an-older-version', 'Any text at all', 'Любой текст', 'gtx')`,
        );
        expect(await sources()).toEqual(['Any text at all', 'Seat of arbitration']);

        await until(async () => (await sources()).length === 1);
        expect(await sources()).toEqual(['Seat of arbitration']);

        t.clock.advance(31 * 86_400_000);
        await until(async () => (await sources()).length === 0);
        expect(await sources()).toEqual([]);
        expect((await post(t, { text: 'Seat of arbitration', target: 'ru' })).json()).toEqual({
          text: 'RU:Seat of arbitration',
          translated: true,
        });
        expect(provider.requests).toHaveLength(2);
      } finally {
        await t.close();
        await provider.close();
      }
    });
  });

  describe('rate limit', () => {
    it('throttles a caller past TRANSLATION_RATE_LIMIT_PER_MINUTE with a translated message', async () => {
      const provider = await fakeProvider(gtx);
      const t = await createTestApp(target, {
        seed: false,
        env: { TRANSLATION_URL: `${provider.url}/single`, TRANSLATION_RATE_LIMIT_PER_MINUTE: '2' },
      });
      try {
        await serve(t);
        expect((await post(t, { text: 'One', target: 'ru' })).statusCode).toBe(200);
        expect((await post(t, { text: 'Two', target: 'ru' })).statusCode).toBe(200);
        const third = await post(t, { text: 'Three', target: 'ru' }, { 'accept-language': 'ru' });
        expect(third.statusCode).toBe(429);
        expect(third.json<{ detail: string }>().detail).toMatch(/^Запрос был проигнорирован/);
        expect(provider.requests).toHaveLength(2);
      } finally {
        await t.close();
        await provider.close();
      }
    });
  });
});

describe('translation settings', () => {
  it('defaults to the public gtx service', () => {
    expect(loadTranslationConfig({})).toMatchObject({
      provider: 'gtx',
      url: 'https://translate.googleapis.com/translate_a/single',
      timeoutMs: 4000,
      rateLimitPerMinute: 120,
      maxTextChars: 5000,
      cacheMs: 30 * 86_400_000,
    });
  });

  it.each([
    [{ TRANSLATION_PROVIDER: 'deepl' }, /TRANSLATION_PROVIDER/],
    [{ TRANSLATION_PROVIDER: 'libretranslate' }, /TRANSLATION_URL .*required/],
    [{ TRANSLATION_URL: 'ftp://example.test' }, /TRANSLATION_URL must be/],
    [{ TRANSLATION_TIMEOUT_MS: 'soon' }, /TRANSLATION_TIMEOUT_MS/],
    [{ TRANSLATION_CACHE_DAYS: '0' }, /TRANSLATION_CACHE_DAYS/],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => loadTranslationConfig(env)).toThrow(ConfigError);
    expect(() => loadTranslationConfig(env)).toThrow(message);
  });
});

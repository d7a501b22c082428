import { earlyRoutes } from '../build/early-start-plugin.cjs';
import { EARLY_START_KEY, earlyStart, screenAssets, type EarlyStart } from './early-start';
import { fetchConfig, takeEarlyManifest } from './handoff';

const SITE_ROUTES = [
  { path: '/', remote: 'mfe_public/HomePage' },
  { path: '/passingcourse/:id', remote: 'mfe_learning/PassingCoursePage' },
  { path: '/teaching/essays', remote: 'mfe_teaching/EssayQueuePage', access: 'instructor' },
];
const CONFIG = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    mfe_public: 'http://public.test/mf-manifest.json',
    mfe_learning: 'http://learning.test/v2/mf-manifest.json',
    mfe_teaching: 'http://teaching.test/mf-manifest.json',
  },
};
const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'PassingCoursePage',
      path: './PassingCoursePage',
      assets: { js: { sync: ['12.ab.js', '__expose.cd.js'] }, css: { sync: ['__expose.ef.css'] } },
    },
  ],
};

/** A JSON response as fetch gives it (jsdom has no Response); its body can be read more than once. */
function json(body: unknown, status = 200): Response {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    clone: () => response,
  };
  return response as unknown as Response;
}

/** Runs the early start at `path` against answers by URL; returns the fetch mock. */
function startAt(path: string, answers: Record<string, () => Promise<Response>>) {
  window.history.replaceState(null, '', path);
  const fetchMock = jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    return answers[url]?.() ?? Promise.reject(new TypeError(`unexpected fetch ${url}`));
  });
  const win = Object.assign(Object.create(window) as Window & typeof globalThis, {
    fetch: fetchMock,
    document,
    location: window.location,
  });
  earlyStart(earlyRoutes(SITE_ROUTES), win);
  const handoff = (win as unknown as Record<string, EarlyStart>)[EARLY_START_KEY] as EarlyStart;
  (window as unknown as Record<string, EarlyStart>)[EARLY_START_KEY] = handoff;
  return { fetchMock, handoff };
}

function hints(): [string, string][] {
  return [...document.head.querySelectorAll('link[rel=preload]')].map((link) => [
    link.getAttribute('as') ?? '',
    (link as HTMLLinkElement).href,
  ]);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_START_KEY];
});

it("asks for config.json at once, then the route's manifest, and hints the screen's entry, chunks and styles", async () => {
  const { fetchMock } = startAt('/passingcourse/1', {
    '/config.json': async () => json(CONFIG),
    'http://learning.test/v2/mf-manifest.json': async () => json(MANIFEST),
  });
  expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
  await settle();
  await settle();
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    '/config.json',
    'http://learning.test/v2/mf-manifest.json',
  ]);
  expect(hints()).toEqual([
    ['script', 'http://learning.test/v2/remoteEntry.js'],
    ['script', 'http://learning.test/v2/12.ab.js'],
    ['script', 'http://learning.test/v2/__expose.cd.js'],
    ['style', 'http://learning.test/v2/__expose.ef.css'],
  ]);
});

it('hands the shell the very responses it asked for, each once', async () => {
  startAt('/passingcourse/7', {
    '/config.json': async () => json(CONFIG),
    'http://learning.test/v2/mf-manifest.json': async () => json(MANIFEST),
  });
  const globalFetch = jest.fn(async () => json({ again: true }));
  globalThis.fetch = globalFetch;
  await expect((await fetchConfig('/config.json')).json()).resolves.toEqual(CONFIG);
  await settle();
  await settle();
  const manifest = await takeEarlyManifest('http://learning.test/v2/mf-manifest.json');
  await expect(manifest!.json()).resolves.toEqual(MANIFEST);
  await expect(takeEarlyManifest('http://learning.test/v2/mf-manifest.json')).resolves.toBeUndefined();
  expect(globalFetch).not.toHaveBeenCalled();

  // A second read (a retry) goes to the network.
  await expect((await fetchConfig('/config.json')).json()).resolves.toEqual({ again: true });
  expect(globalFetch).toHaveBeenCalledTimes(1);
  delete (globalThis as Partial<typeof globalThis>).fetch;
});

it("a shell that read config.json before the early start did waits for the early start's manifest instead of asking again", async () => {
  let answerConfig = (_response: Response) => {};
  const { fetchMock } = startAt('/passingcourse/7', {
    '/config.json': () => new Promise<Response>((resolve) => (answerConfig = resolve)),
    'http://learning.test/v2/mf-manifest.json': async () => json(MANIFEST),
  });
  // The shell asks for the manifest before the early start has even seen config.json's answer.
  const manifest = takeEarlyManifest('http://learning.test/v2/mf-manifest.json');
  answerConfig(json(CONFIG));
  await expect((await manifest)!.json()).resolves.toEqual(MANIFEST);
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    '/config.json',
    'http://learning.test/v2/mf-manifest.json',
  ]);
});

it('on a path whose manifest the early start will not ask for, or after a failed config, the shell is told at once', async () => {
  startAt('/no-such-page', { '/config.json': async () => json(CONFIG) });
  await expect(takeEarlyManifest('http://public.test/mf-manifest.json')).resolves.toBeUndefined();
  startAt('/', { '/config.json': () => Promise.reject(new TypeError('Failed to fetch')) });
  await expect(takeEarlyManifest('http://public.test/mf-manifest.json')).resolves.toBeUndefined();
});

it('on a path the site does not route, asks only for config.json and hints nothing', async () => {
  const { fetchMock } = startAt('/no-such-page', { '/config.json': async () => json(CONFIG) });
  await settle();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(hints()).toEqual([]);
});

it('a missing config or a stopped remote is left to the shell: no hints, no error', async () => {
  startAt('/', { '/config.json': async () => json({ detail: 'gone' }, 404) });
  await settle();
  expect(hints()).toEqual([]);

  const { fetchMock } = startAt('/', {
    '/config.json': async () => json(CONFIG),
    'http://public.test/mf-manifest.json': () => Promise.reject(new TypeError('Failed to fetch')),
  });
  await settle();
  await settle();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(hints()).toEqual([]);
});

describe("an instructors' route (routes.json access)", () => {
  const TEACHING_MANIFEST = {
    metaData: MANIFEST.metaData,
    exposes: [
      { name: 'EssayQueuePage', path: './EssayQueuePage', assets: { js: { sync: ['__expose.gh.js'] } } },
    ],
  };
  const answers = {
    '/config.json': async () => json(CONFIG),
    'http://teaching.test/mf-manifest.json': async () => json(TEACHING_MANIFEST),
  };

  it.each([
    ['a visitor', {}],
    ['a student', { token: 'access-1', studentName: 'Ada Lovelace' }],
    ['an account whose role is another', { token: 'access-1', accountRole: 'student' }],
    ['a role left without a token', { accountRole: 'instructor' }],
  ])("fetches none of the staff area's code for %s", async (_who, stored: Record<string, string>) => {
    Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value));
    const { fetchMock } = startAt('/teaching/essays', answers);
    await settle();
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json']);
    expect(hints()).toEqual([]);
    await expect(takeEarlyManifest('http://teaching.test/mf-manifest.json')).resolves.toBeUndefined();
  });

  it('starts the remote for a stored token whose remembered role is the one the route needs', async () => {
    localStorage.setItem('token', 'access-1');
    localStorage.setItem('accountRole', 'instructor');
    const { fetchMock } = startAt('/teaching/essays', answers);
    await settle();
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/config.json',
      'http://teaching.test/mf-manifest.json',
    ]);
    expect(hints()).toEqual([
      ['script', 'http://teaching.test/remoteEntry.js'],
      ['script', 'http://teaching.test/__expose.gh.js'],
    ]);
  });
});

describe('screenAssets', () => {
  it('reads an explicit publicPath and an entry in a folder', () => {
    const manifest = {
      ...MANIFEST,
      metaData: {
        publicPath: 'https://cdn.test/learning/',
        remoteEntry: { name: 'remoteEntry.js', path: 'v3' },
      },
    };
    expect(screenAssets(manifest, 'http://learning.test/mf-manifest.json', 'PassingCoursePage')).toEqual({
      scripts: [
        'https://cdn.test/learning/v3/remoteEntry.js',
        'https://cdn.test/learning/12.ab.js',
        'https://cdn.test/learning/__expose.cd.js',
      ],
      styles: ['https://cdn.test/learning/__expose.ef.css'],
    });
  });

  it('gives nothing for a screen the manifest does not expose', () => {
    expect(screenAssets(MANIFEST, 'http://learning.test/mf-manifest.json', 'Elsewhere')).toEqual({
      scripts: [],
      styles: [],
    });
  });
});

describe('route patterns', () => {
  it.each([
    ['/', true],
    ['/passingcourse/1', true],
    ['/PassingCourse/12/', true],
    ['/passingcourse', false],
    ['/passingcourse/1/extra', false],
    ['/teaching/essays', true],
    ['/teaching/essays/4', false],
  ])('%s matches a route: %s', (path, matches) => {
    const patterns = earlyRoutes(SITE_ROUTES).map((route) => new RegExp(route.pattern, 'i'));
    expect(patterns.some((pattern) => pattern.test(path))).toBe(matches);
  });
});

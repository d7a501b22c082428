import { startVisitor, type EarlyData, type VisitorFacts } from './visitor-start';

const FACTS: VisitorFacts = {
  attribute: 'data-prerender',
  sessionAttribute: 'data-session',
  roleAttribute: 'data-role',
  nameAttribute: 'data-student-name',
  nameProperty: '--student-name',
  earlyStartKey: '__early',
  data: [],
  signedInData: [],
  access: null,
  accessData: [],
  accessStyles: [],
};

interface Handoff {
  config?: Promise<Response>;
  data?: Record<string, EarlyData>;
}

/** As much of a Response as the script reads (jsdom has no fetch API); a string body is not JSON. */
function fakeResponse(body: unknown): Response {
  const response = {
    ok: true,
    clone: () => response,
    json: () =>
      typeof body === 'string' ? Promise.reject(new SyntaxError('not JSON')) : Promise.resolve(body),
  };
  return response as unknown as Response;
}

/** A window with the given browser languages and stored values, a fresh <html> and the early start's handoff. */
function visitor({
  languages = ['en-US'],
  stored = {} as Record<string, string>,
  storage = true,
  config = { apiBaseUrl: 'http://api.test/' } as unknown,
} = {}) {
  const documentElement = document.createElement('html');
  const fetch = jest.fn((url: string, _init?: RequestInit) => Promise.resolve(fakeResponse({ url })));
  const handoff: Handoff = { config: Promise.resolve(fakeResponse(config)) };
  const win = {
    document: {
      documentElement,
      head: document.createElement('head'),
      createElement: document.createElement.bind(document),
    },
    navigator: { languages, language: languages[0] },
    get localStorage() {
      if (!storage) throw new DOMException('The operation is insecure.', 'SecurityError');
      return { getItem: (key: string) => stored[key] ?? null };
    },
    fetch,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    __early: handoff,
  } as unknown as Window;
  return {
    win,
    fetch,
    handoff,
    stale: () => documentElement.getAttribute('data-prerender') === 'stale',
    signedIn: () => documentElement.getAttribute('data-session') === 'signed-in',
    role: () => documentElement.getAttribute('data-role'),
    /** The stylesheets the script linked in <head>: address, name and whether they hold the first paint. */
    styles: () =>
      [...(win.document.head.querySelectorAll('link') as NodeListOf<HTMLLinkElement>)].map((link) => [
        link.rel,
        link.getAttribute('href'),
        link.getAttribute('data-href'),
        link.getAttribute('blocking'),
      ]),
    /** The name the prerendered header shows, as CSS reads it; null when the header keeps its label. */
    name: () =>
      documentElement.hasAttribute('data-student-name')
        ? documentElement.style.getPropertyValue('--student-name')
        : null,
  };
}

describe('hiding the English, signed-out markup from a visitor it would mislead', () => {
  it.each([
    ['an English browser', { languages: ['en-US', 'en'] }, false],
    ['a browser whose first language the site lacks, then English', { languages: ['de-DE', 'en-GB'] }, false],
    ['a browser in no language of the site', { languages: ['de-DE', 'fr'] }, false],
    ['a Russian browser', { languages: ['ru-RU', 'en'] }, true],
    ['a browser whose first language the site lacks, then Kazakh', { languages: ['de', 'kk'] }, true],
    ['Russian chosen on the site, in an English browser', { stored: { i18nextLng: 'ru' } }, true],
    [
      'English chosen on the site, in a Russian browser',
      { languages: ['ru'], stored: { i18nextLng: 'en' } },
      false,
    ],
    ['storage refused, in a Kazakh browser', { languages: ['kk-KZ'], storage: false }, true],
    ['storage refused, in an English browser', { storage: false }, false],
  ])('%s: hidden %p', (_name, options, hidden) => {
    const { win, stale } = visitor(options);
    startVisitor(FACTS, win);
    expect(stale()).toBe(hidden);
  });

  it('marks a student with a stored token signed in, and hides nothing else from them', () => {
    const { win, stale, signedIn } = visitor({ stored: { token: 'access' } });
    startVisitor(FACTS, win);
    expect(signedIn()).toBe(true);
    expect(stale()).toBe(false);
  });

  it('marks no one else signed in', () => {
    const { win, signedIn } = visitor({ languages: ['ru'] });
    startVisitor(FACTS, win);
    expect(signedIn()).toBe(false);
  });

  it('gives the header the name a student was shown on their last visit', () => {
    const { win, name } = visitor({ stored: { token: 'access', studentName: 'Aruzhan Sadykova' } });
    startVisitor(FACTS, win);
    expect(name()).toBe('"Aruzhan Sadykova"');
  });

  it('writes the name as one CSS string, whatever it holds', () => {
    const { win, name } = visitor({ stored: { token: 'access', studentName: 'O"Brien \\ }\nx' } });
    startVisitor(FACTS, win);
    expect(name()).toBe('"O\\"Brien \\\\ }\\a x"');
  });

  it('keeps the header’s label when the browser refuses the name as CSS', () => {
    const { win, name } = visitor({ stored: { token: 'access', studentName: 'Aruzhan Sadykova' } });
    jest.spyOn(win.document.documentElement.style, 'setProperty').mockImplementation(() => undefined);
    startVisitor(FACTS, win);
    expect(name()).toBeNull();
  });

  it.each([
    ['a name left behind without a token', { studentName: 'Aruzhan Sadykova' }],
    ['a token and no name yet', { token: 'access' }],
  ])('keeps the header’s label for %s', (_case, stored) => {
    const { win, name } = visitor({ stored });
    startVisitor(FACTS, win);
    expect(name()).toBeNull();
  });
});

describe('marking the role remembered beside a stored token (a staff screen shows for it only)', () => {
  it('marks a remembered instructor with a stored token', () => {
    const { win, role, signedIn } = visitor({ stored: { token: 'access', accountRole: 'instructor' } });
    startVisitor(FACTS, win);
    expect(role()).toBe('instructor');
    expect(signedIn()).toBe(true);
  });

  it.each([
    ['a student with a stored token', { token: 'access' }],
    ['an account whose remembered role is another', { token: 'access', accountRole: 'student' }],
    ['a role left behind without a token', { accountRole: 'instructor' }],
    ['a visitor', {}],
  ])('marks no instructor for %s', (_case, stored) => {
    const { win, role } = visitor({ stored });
    startVisitor(FACTS, win);
    expect(role()).not.toBe('instructor');
  });

  describe("linking a staff screen's styles", () => {
    const STAFF = {
      ...FACTS,
      access: 'instructor',
      accessStyles: [{ href: 'http://teaching.test/questions.css', file: 'questions.css' }],
    };

    it('for a remembered instructor, holding the first paint', () => {
      const { win, styles } = visitor({ stored: { token: 'access', accountRole: 'instructor' } });
      startVisitor(STAFF, win);
      expect(styles()).toEqual([
        ['stylesheet', 'http://teaching.test/questions.css', 'questions.css', 'render'],
      ]);
    });

    it.each([
      ['a student', { token: 'access' }],
      ['a role left behind without a token', { accountRole: 'instructor' }],
      ['a visitor', {}],
    ])('for nobody else: %s', (_case, stored) => {
      const { win, styles } = visitor({ stored });
      startVisitor(STAFF, win);
      expect(styles()).toEqual([]);
    });
  });

  it('marks nothing when storage is refused', () => {
    const { win, role } = visitor({ storage: false });
    startVisitor(FACTS, win);
    expect(role()).toBeNull();
  });
});

describe("starting the first screen's API calls", () => {
  const ROUTE = { data: ['/courses/course/'], signedInData: ['/courses/student/1/topics/'] };

  it('asks for what anyone reads, with the language the client will send, once the config answers', async () => {
    const { win, fetch, handoff } = visitor({ languages: ['kk'] });
    startVisitor({ ...FACTS, ...ROUTE }, win);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('http://api.test/courses/course/', {
      headers: { Accept: 'application/json', 'Accept-Language': 'kk-KZ' },
    });
    expect(Object.keys(handoff.data ?? {})).toEqual(['http://api.test/courses/course/']);
    expect(handoff.data?.['http://api.test/courses/course/']?.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'kk-KZ',
    });
  });

  it("adds a signed-in student's calls, with their token", async () => {
    const { win, fetch } = visitor({ stored: { token: 'access-1' } });
    startVisitor({ ...FACTS, ...ROUTE }, win);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'http://api.test/courses/course/',
      'http://api.test/courses/student/1/topics/',
    ]);
    expect(fetch.mock.calls[1]?.[1]).toEqual({
      headers: { Accept: 'application/json', 'Accept-Language': 'en-US', Authorization: 'Bearer access-1' },
    });
  });

  describe("on a route with access (an instructors' screen)", () => {
    const STAFF_ROUTE = {
      signedInData: ['/student/student/profile/'],
      access: 'instructor',
      accessData: ['/teaching/essays/', '/teaching/calendar/'],
    };

    it("adds the route's calls for a stored token whose remembered role is the route's", async () => {
      const { win, fetch } = visitor({ stored: { token: 'access-1', accountRole: 'instructor' } });
      startVisitor({ ...FACTS, ...STAFF_ROUTE }, win);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetch.mock.calls.map(([url]) => url)).toEqual([
        'http://api.test/student/student/profile/',
        'http://api.test/teaching/essays/',
        'http://api.test/teaching/calendar/',
      ]);
      expect(fetch.mock.calls[1]?.[1]).toEqual({
        headers: { Accept: 'application/json', 'Accept-Language': 'en-US', Authorization: 'Bearer access-1' },
      });
    });

    it.each([
      ['a student', { token: 'access-1' }],
      ['another role', { token: 'access-1', accountRole: 'student' }],
    ])('asks only for what any signed-in visitor reads for %s', async (_case, stored) => {
      const { win, fetch } = visitor({ stored });
      startVisitor({ ...FACTS, ...STAFF_ROUTE }, win);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['http://api.test/student/student/profile/']);
    });

    it('asks for nothing for a visitor, whatever role was left behind', async () => {
      const { win, fetch } = visitor({ stored: { accountRole: 'instructor' } });
      startVisitor({ ...FACTS, ...STAFF_ROUTE }, win);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  it.each([
    ['a config without an API address', { remotes: {} }],
    ['a config that is not JSON', 'not json'],
  ])('asks for nothing with %s (the shell reports the config as it always has)', async (_name, config) => {
    const { win, fetch } = visitor({ config });
    startVisitor({ ...FACTS, ...ROUTE }, win);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});

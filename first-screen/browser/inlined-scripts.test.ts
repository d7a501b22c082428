/**
 * @jest-environment node
 */
import { inlineFunction } from '../build/inline-script.cjs';
import { ACCEPT_LANGUAGES } from '@academy/shared/early';
import type { EarlyData, VisitorFacts } from './visitor-start';

/**
 * The scripts as the page runs them: bundled with the kernel functions they import, before any bundle
 * (docs/decisions/0208). Small, because every page carries them inline.
 */

const VISITOR = `${__dirname}/visitor-start.ts`;
const EARLY_START = `${__dirname}/early-start.ts`;

const FACTS: VisitorFacts = {
  attribute: 'data-prerender',
  sessionAttribute: 'data-session',
  roleAttribute: 'data-role',
  nameAttribute: 'data-student-name',
  nameProperty: '--student-name',
  earlyStartKey: '__early',
  data: ['/courses/course/'],
  signedInData: ['/student/student/detail/'],
  access: null,
  accessData: [],
  accessStyles: [],
};

/** Just enough of a window for the visitor script, with the given storage and browser languages. */
function page(stored: Record<string, string>, languages: string[]) {
  const attributes = new Map<string, string>();
  const properties = new Map<string, string>();
  const fetch = jest.fn((_url: string, _init: { headers: Record<string, string> }) =>
    Promise.resolve({} as Response),
  );
  const config = { ok: true, clone: () => ({ json: async () => ({ apiBaseUrl: 'http://api.test' }) }) };
  const handoff: { config: Promise<unknown>; data?: Record<string, EarlyData> } = {
    config: Promise.resolve(config),
  };
  const win = {
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        style: {
          setProperty: (name: string, value: string) => properties.set(name, value),
          getPropertyValue: (name: string) => properties.get(name) ?? '',
        },
      },
    },
    navigator: { languages, language: languages[0] },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    fetch,
    setTimeout,
    __early: handoff,
  };
  return { win, fetch, attributes, handoff };
}

describe('the visitor script the host places in the page', () => {
  const source = inlineFunction(VISITOR, 'startVisitor');

  it('runs on its own, the kernel functions inlined, and stays small', () => {
    expect(source).not.toMatch(/\brequire\(|\bimport\b/);
    expect(source.length).toBeLessThan(2_500);
  });

  it("builds the first screen's requests with the client's headers for this visitor", async () => {
    const { win, fetch, attributes, handoff } = page({ token: 'access-1', i18nextLng: 'kk' }, ['en-US']);
    new Function('facts', 'win', `(${source})(facts, win)`)(FACTS, win);
    expect(attributes.get('data-prerender')).toBe('stale');
    expect(attributes.get('data-session')).toBe('signed-in');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const headers = {
      Accept: 'application/json',
      'Accept-Language': ACCEPT_LANGUAGES.kk,
      Authorization: 'Bearer access-1',
    };
    expect(fetch.mock.calls).toEqual([
      ['http://api.test/courses/course/', { headers }],
      ['http://api.test/student/student/detail/', { headers }],
    ]);
    expect(Object.keys(handoff.data ?? {})).toHaveLength(2);
  });
});

describe("index.html's early start", () => {
  it('runs on its own and stays small', () => {
    const source = inlineFunction(EARLY_START, 'earlyStart');
    expect(source).not.toMatch(/\brequire\(|\bimport\b/);
    expect(source.length).toBeLessThan(2_000);
    expect(typeof new Function(`return (${source})`)()).toBe('function');
  });
});

it('refuses to inline a module that imports a package', () => {
  // The take-over runs in the shell's bundle, with React.
  const usesReact = `${__dirname}/take-over.tsx`;
  expect(() => inlineFunction(usesReact, 'takeOver')).toThrow(/free of dependencies.*react/);
});

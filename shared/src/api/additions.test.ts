/**
 * @jest-environment node
 */
import { initTestI18n, setTestRuntimeConfig } from '../testing';
import { forgetAdditions, isNotOffered, isOffered, offeredOr } from './additions';
import { createApiClient } from './client';
import { getBooks } from './endpoints';
import { ApiError } from './errors';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Django's own page for a path no URL pattern matches. */
function djangoNotFound(): Response {
  return new Response('<h1>Not Found</h1><p>The requested resource was not found on this server.</p>', {
    status: 404,
    headers: { 'Content-Type': 'text/html' },
  });
}

function fakeApi(answer: (request: Request) => Response | Promise<Response>) {
  const seen: string[] = [];
  const client = createApiClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      return answer(request);
    }) as typeof fetch,
  });
  return { client, seen };
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const BOOKS = { name: 'books', probe: true } as const;
const MARK = { name: 'questions', probe: false } as const;

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  forgetAdditions();
  setTestRuntimeConfig('http://127.0.0.1:8000');
});

afterEach(() => jest.restoreAllMocks());

describe('an addition the API does not serve', () => {
  it('is learnt from a 404 on a path without ids, and not asked for again while the page lives', async () => {
    const { client, seen } = fakeApi(() => djangoNotFound());
    const first = await failure(client.get('/courses/books/', { fallback: 'booksFetch', addition: BOOKS }));
    expect(first.notOffered).toBe(true);
    expect(first.status).toBe(404);
    expect(isOffered('books')).toBe(false);

    const again = await failure(client.get('/courses/books/', { fallback: 'booksFetch', addition: BOOKS }));
    expect(isNotOffered(again)).toBe(true);
    expect(again.message).toBe('Books fetch error');
    expect(seen).toEqual(['GET /courses/books/']);
    // Other additions are still asked for.
    expect(isOffered('questions')).toBe(true);
  });

  it("is learnt from DRF's 405 on a path served for other methods, even with an id in it", async () => {
    const { client } = fakeApi(() => json(405, { detail: 'Method "PUT" not allowed.' }));
    const error = await failure(
      client.request('put', '/courses/questions/7/important/', { fallback: 'questionMark', addition: MARK }),
    );
    expect(isNotOffered(error)).toBe(true);
    expect(error.message).toBe('Method "PUT" not allowed.');
    expect(isOffered('questions')).toBe(false);
  });

  it('is not assumed from a 404 on a path with an id: that object is gone, the addition is served', async () => {
    const { client, seen } = fakeApi(() => json(404, { detail: 'Not found.' }));
    const error = await failure(
      client.request('put', '/courses/questions/7/important/', { fallback: 'questionMark', addition: MARK }),
    );
    expect(isNotOffered(error)).toBe(false);
    expect(error.message).toBe('Not found.');
    expect(isOffered('questions')).toBe(true);
    await failure(
      client.request('put', '/courses/questions/7/important/', { fallback: 'questionMark', addition: MARK }),
    );
    expect(seen).toHaveLength(2);
  });

  it.each([
    ['offline', () => Promise.reject(new TypeError('fetch failed')), BOOKS, 'offline'],
    ['a server error', () => json(500, { detail: 'Server error.' }), BOOKS, 'http'],
    ['refused access', () => json(403, { detail: 'You have not bought this course.' }), BOOKS, 'http'],
    ['a 404 of a call of the original contract', () => djangoNotFound(), undefined, 'http'],
  ] as const)('is never concluded from %s: the usual error stands', async (_, answer, addition, kind) => {
    const { client } = fakeApi(answer as unknown as (request: Request) => Response);
    const error = await failure(client.get('/courses/books/', { fallback: 'booksFetch', addition }));
    expect(error.kind).toBe(kind);
    expect(isNotOffered(error)).toBe(false);
    expect(isOffered('books')).toBe(true);
  });
});

describe('offeredOr', () => {
  it("answers the call's result when the API serves it", async () => {
    await expect(offeredOr(Promise.resolve([1]), () => [2])).resolves.toEqual([1]);
  });

  it("answers the fallback's when the API does not serve the call", async () => {
    const { client } = fakeApi(() => json(405, { detail: 'Method "GET" not allowed.' }));
    const call = client.get<number[]>('/courses/questions/', { fallback: 'questionsFetch', addition: MARK });
    await expect(offeredOr(call, async () => [2])).resolves.toEqual([2]);
  });

  it('passes every other failure on', async () => {
    const { client } = fakeApi(() => json(503, { detail: 'Try later.' }));
    const call = client.get<number[]>('/courses/books/', { fallback: 'booksFetch', addition: BOOKS });
    await expect(offeredOr(call, () => [2])).rejects.toMatchObject({ message: 'Try later.', status: 503 });
  });
});

describe('getBooks', () => {
  function answerWith(response: () => Response | Promise<Response>) {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => response());
  }

  it('answers the four recommended books, covers drawn in the page, when the API has no book list', async () => {
    answerWith(() => djangoNotFound());
    const books = await getBooks();
    expect(books.map((book) => book.title)).toEqual([
      'International Commercial Arbitration',
      'Redfern and Hunter on International Arbitration',
      'Fouchard Gaillard Goldman on International Commercial Arbitration',
      'Principles of International Investment Law',
    ]);
    expect(books.map((book) => book.id)).toEqual([1, 2, 3, 4]);
    for (const book of books) {
      expect(book.author).not.toBe('');
      expect(book.link).toMatch(/^https:\/\//);
      expect(decodeURIComponent(book.cover)).toContain(`data:image/svg+xml,<svg`);
      expect(decodeURIComponent(book.cover)).toContain(book.title);
    }
  });

  it("answers the API's books when it serves them", async () => {
    const served = [{ id: 9, title: 'T', author: 'A', cover: 'http://x/c.svg', link: '' }];
    answerWith(() => json(200, served));
    await expect(getBooks()).resolves.toEqual(served);
  });

  it('keeps the usual error when the book list is served but cannot be reached', async () => {
    answerWith(() => Promise.reject(new TypeError('fetch failed')));
    await expect(getBooks()).rejects.toMatchObject({
      kind: 'offline',
      message: 'No connection to the server. Check your internet connection and try again.',
    });
    answerWith(() => json(500, {}));
    await expect(getBooks()).rejects.toMatchObject({ message: 'Books fetch error' });
    expect(isOffered('books')).toBe(true);
  });
});

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { GroupCache } from './group-cache';
import { CacheInvalidation } from './invalidation';
import { matchesEtag, prepareResponse } from './prepared-bytes';

/** A database that only delivers what the test announces, as the triggers would. */
function fakeDatabase() {
  let deliver: (payload: string) => void = () => undefined;
  const db = {
    kind: 'pglite',
    // The schema lookup of CacheInvalidation.start(); nothing else is asked.
    query: async <Row extends object>() => [{ channel: 'academy_cache_public' } as unknown as Row],
    script: async () => {
      throw new Error('not used');
    },
    transaction: async () => {
      throw new Error('not used');
    },
    exclusive: (_name, work) => work(),
    close: async () => undefined,
    async listen(_channel, handlers) {
      deliver = handlers.notification;
      handlers.connected();
      return async () => undefined;
    },
  } satisfies Database;
  return { db, announce: (payload: string) => deliver(payload) };
}

const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

async function hubWithClock() {
  const { db, announce } = fakeDatabase();
  let now = 0;
  const hub = new CacheInvalidation(db, silent, () => now);
  await hub.start();
  return { hub, announce, setNow: (ms: number) => (now = ms) };
}

describe('GroupCache', () => {
  it('answers a kept value without a promise until its group is announced', async () => {
    const { hub, announce } = await hubWithClock();
    const cache = new GroupCache<string, number>(hub, ['content']);
    let loads = 0;
    const load = async () => ({ value: ++loads });
    expect(await cache.get('courses', load)).toBe(1);
    expect(cache.get('courses', load)).toBe(1);
    announce('qa:7');
    expect(cache.get('courses', load)).toBe(1);
    announce('content:8');
    expect(await cache.get('courses', load)).toBe(2);
  });

  it('does not keep a load overtaken by an announcement, but hands it to its callers', async () => {
    const { hub, announce } = await hubWithClock();
    const cache = new GroupCache<string, string>(hub, ['content']);
    let finish: (value: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise((resolve) => (finish = (value) => resolve({ value }))));
    announce('content:2');
    finish('read before the write');
    expect(await slow).toBe('read before the write');
    expect(cache.peek('k')).toBeUndefined();
  });

  it('forgets a value when its validity ends and a failed load at once', async () => {
    const { hub, setNow } = await hubWithClock();
    const cache = new GroupCache<string, string>(hub, ['content']);
    await cache.get('k', async () => ({ value: 'closed', validUntil: 1000 }));
    setNow(999);
    expect(cache.peek('k')).toBe('closed');
    setNow(1000);
    expect(cache.peek('k')).toBeUndefined();
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => ({ value: 'recovered' }))).toBe('recovered');
  });

  it('makes room by forgetting the oldest key, not all of them', async () => {
    const { hub } = await hubWithClock();
    const cache = new GroupCache<number, number>(hub, ['content'], 2);
    for (const key of [1, 2, 3]) await cache.get(key, async () => ({ value: key }));
    expect([cache.peek(1), cache.peek(2), cache.peek(3)]).toEqual([undefined, 2, 3]);
  });

  it('drops everything on an announcement it does not know', async () => {
    const { hub, announce } = await hubWithClock();
    const cache = new GroupCache<string, number>(hub, ['qa']);
    await cache.get('k', async () => ({ value: 1 }));
    announce('access');
    expect(cache.peek('k')).toBeUndefined();
  });
});

describe('entity tags', () => {
  it('are strong, stable for the same bytes and matched in a list, weak or not', () => {
    const { etag } = prepareResponse('[{"id":1}]');
    expect(prepareResponse(Buffer.from('[{"id":1}]')).etag).toBe(etag);
    expect(prepareResponse('[{"id":2}]').etag).not.toBe(etag);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"a", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"a", "b"', etag)).toBe(false);
  });
});

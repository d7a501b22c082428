import { ContentCache } from './content-cache';

describe('ContentCache', () => {
  it('answers from memory within the TTL and loads again after it', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ContentCache(1000, () => now);
    const load = async () => ++loads;
    expect(await cache.get('courses', load)).toBe(1);
    now = 999;
    expect(await cache.get('courses', load)).toBe(1);
    now = 1000;
    expect(await cache.get('courses', load)).toBe(2);
  });

  it('shares one load between concurrent callers and forgets a failure', async () => {
    let loads = 0;
    const cache = new ContentCache(1000, () => 0);
    const [a, b] = await Promise.all([
      cache.get('k', async () => ++loads),
      cache.get('k', async () => ++loads),
    ]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered');
  });

  it('forgets expired keys instead of growing without bound', async () => {
    let now = 0;
    const cache = new ContentCache(10, () => now);
    for (let key = 0; key < 1000; key += 1) {
      now += 20;
      await cache.get(`k${key}`, async () => key);
    }
    expect(cache.size).toBeLessThanOrEqual(64);
  });

  it('does not cache with a TTL of zero', async () => {
    let loads = 0;
    const cache = new ContentCache(0);
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});

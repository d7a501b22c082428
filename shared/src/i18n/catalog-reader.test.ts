import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { catalogReader } from '.';

afterEach(() => jest.useRealTimers());

/** An i18next instance reading through catalogReader with the site's retry settings (checked in init-i18n.test). */
function initWith(load: Parameters<typeof catalogReader>[0]) {
  const instance = i18next.createInstance();
  const ready = instance.use(resourcesToBackend(catalogReader(load))).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    maxRetries: 5,
    retryTimeout: 350,
  });
  return { instance, ready };
}

it('retries a failed catalog read 5 times, waiting 350 ms and doubling', async () => {
  jest.useFakeTimers();
  const attempts: number[] = [];
  const load = jest.fn(async () => {
    attempts.push(Date.now());
    if (attempts.length < 4) throw new Error('ChunkLoadError');
    return { default: { greeting: 'Hello' } };
  });
  const { instance, ready } = initWith(load);
  await jest.advanceTimersByTimeAsync(350 + 700 + 1400);
  await ready;
  expect(load).toHaveBeenCalledTimes(4);
  const gaps = attempts.slice(1).map((time, index) => time - (attempts[index] ?? 0));
  expect(gaps).toEqual([350, 700, 1400]);
  expect(instance.t('greeting')).toBe('Hello');
});

it('gives up after 5 retries', async () => {
  jest.useFakeTimers();
  const load = jest.fn(() => Promise.reject(new Error('offline')));
  const { instance, ready } = initWith(load);
  await jest.advanceTimersByTimeAsync(350 * (1 + 2 + 4 + 8 + 16) + 1);
  await ready;
  expect(load).toHaveBeenCalledTimes(6);
  expect(instance.t('greeting')).toBe('greeting');
});

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { findTranslations, saveTranslation } from '../repositories/translations';
import type { TranslationProvider } from './providers';

export interface TranslationResult {
  text: string;
  /** False when the provider failed, was too slow or is switched off: `text` is then the original. */
  translated: boolean;
}

export interface TranslationService {
  translate(texts: readonly string[], target: string): Promise<TranslationResult[]>;
}

export interface TranslationServiceOptions {
  db: Database;
  /** null: no provider configured; every text not yet cached is answered untranslated. */
  provider: TranslationProvider | null;
  timeoutMs: number;
  cooldownMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Provider calls in flight at once, across all requests of this process. */
  concurrency?: number;
}

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** Runs `work` with an abort signal; rejects after `ms` even if the work ignores the signal. */
function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError(`no answer within ${ms} ms`));
    }, ms);
  });
  return Promise.race([work(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

/** A small counting semaphore, so one page full of titles does not open fifty connections at once. */
function limiter(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Cache first (PostgreSQL), then the provider for what is missing. A text asked for by several
 * requests at once is sent once; a provider failure or timeout answers the original text marked
 * untranslated and leaves the provider alone for `cooldownMs`, so a dead provider costs one
 * timeout, not one per title.
 */
export function createTranslationService(options: TranslationServiceOptions): TranslationService {
  const { db, provider, timeoutMs, cooldownMs, now, log } = options;
  const run = limiter(options.concurrency ?? 4);
  const inFlight = new Map<string, Promise<string | null>>();
  let restingUntil = 0;

  async function fromProvider(
    active: TranslationProvider,
    text: string,
    target: string,
  ): Promise<string | null> {
    if (now().getTime() < restingUntil) return null;
    try {
      // Another request (or process) may have stored it since this one read the cache.
      const stored = (await findTranslations(db, target, [text])).get(text);
      if (stored !== undefined) return stored;
    } catch (error) {
      log.warn({ err: error }, 'translation cache could not be read');
    }
    try {
      const translated = await run(() => {
        if (now().getTime() < restingUntil) return Promise.resolve(null);
        return withTimeout(timeoutMs, (signal) => active.translate(text, target, signal));
      });
      if (translated === null) return null;
      try {
        await saveTranslation(db, target, { source: text, translated }, active.name, now());
      } catch (error) {
        log.warn({ err: error }, 'translation could not be cached');
      }
      return translated;
    } catch (error) {
      restingUntil = now().getTime() + cooldownMs;
      log.warn(
        { err: error, provider: active.name, target },
        'translation provider failed; answering the original text',
      );
      return null;
    }
  }

  function once(active: TranslationProvider, text: string, target: string): Promise<string | null> {
    const key = `${target}\u0000${text}`;
    let pending = inFlight.get(key);
    if (pending === undefined) {
      pending = fromProvider(active, text, target).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    async translate(texts, target) {
      const wanted = [...new Set(texts.filter((text) => text.trim() !== ''))];
      let cached = new Map<string, string>();
      try {
        cached = await findTranslations(db, target, wanted);
      } catch (error) {
        log.warn({ err: error }, 'translation cache could not be read');
      }
      const fresh = new Map<string, string | null>();
      if (provider !== null) {
        const missing = wanted.filter((text) => !cached.has(text));
        const answers = await Promise.all(missing.map((text) => once(provider, text, target)));
        missing.forEach((text, index) => fresh.set(text, answers[index] ?? null));
      }
      return texts.map((text) => {
        if (text.trim() === '') return { text, translated: true };
        const translated = cached.get(text) ?? fresh.get(text) ?? null;
        return translated === null ? { text, translated: false } : { text: translated, translated: true };
      });
    },
  };
}

import { ConfigError } from '../config-error';

export type TranslationProviderName = 'gtx' | 'libretranslate' | 'off';

export interface TranslationConfig {
  /** `off` answers every text untranslated without calling out (offline deployments, browser tests). */
  provider: TranslationProviderName;
  /** gtx: the full endpoint; libretranslate: the server's base URL (`/translate` is added). */
  url: string;
  apiKey: string | null;
  /** How long one provider call may take before the text is answered untranslated. */
  timeoutMs: number;
  /** After a failed or slow call the provider is left alone this long (texts answer untranslated at once). */
  cooldownMs: number;
  /** Requests per minute and client address on the translate endpoint; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Longest single text, in characters. */
  maxTextChars: number;
  /** Most texts in one request. */
  maxTexts: number;
  /** A cached translation is swept this long after it was made, so it is asked for afresh. */
  cacheMs: number;
}

export const GTX_DEFAULT_URL = 'https://translate.googleapis.com/translate_a/single';

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  return value;
}

/** Reads the TRANSLATION_* settings once, at start; a bad value throws a ConfigError naming it. */
export function loadTranslationConfig(env: Env): TranslationConfig {
  const raw = env.TRANSLATION_PROVIDER || 'gtx';
  if (raw !== 'gtx' && raw !== 'libretranslate' && raw !== 'off')
    throw new ConfigError(`TRANSLATION_PROVIDER must be gtx, libretranslate or off, got "${raw}"`);
  if (raw === 'libretranslate' && !env.TRANSLATION_URL)
    throw new ConfigError(
      'TRANSLATION_URL (the LibreTranslate server) is required when TRANSLATION_PROVIDER=libretranslate',
    );
  const url = env.TRANSLATION_URL || GTX_DEFAULT_URL;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new ConfigError(`TRANSLATION_URL must be an absolute http(s) URL, got "${url}"`);
  }
  return {
    provider: raw,
    url,
    apiKey: env.TRANSLATION_API_KEY || null,
    timeoutMs: integer(env, 'TRANSLATION_TIMEOUT_MS', 4000, 100, 60_000),
    cooldownMs: integer(env, 'TRANSLATION_COOLDOWN_SECONDS', 30, 0, 3600) * 1000,
    rateLimitPerMinute: integer(env, 'TRANSLATION_RATE_LIMIT_PER_MINUTE', 120, 0, 1_000_000),
    maxTextChars: integer(env, 'TRANSLATION_MAX_CHARS', 5000, 1, 100_000),
    maxTexts: 50,
    cacheMs: integer(env, 'TRANSLATION_CACHE_DAYS', 30, 1, 3650) * 86_400_000,
  };
}

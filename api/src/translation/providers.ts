import type { Translator } from '../seams/extension-points';
import type { TranslationConfig } from './translation-config';

/** A machine-translation service the API calls; `name` is stored beside each cached answer. */
export interface TranslationProvider extends Translator {
  readonly name: string;
  translate(text: string, targetLanguage: string, signal?: AbortSignal): Promise<string>;
}

/** The provider answered something other than a translation (HTTP error, unexpected body). */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

async function readJson(response: Response, provider: string): Promise<unknown> {
  if (!response.ok) throw new ProviderError(`${provider} answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new ProviderError(`${provider} answered a body that is not JSON`);
  }
}

function nonEmpty(text: unknown, provider: string): string {
  if (typeof text !== 'string' || text.trim() === '')
    throw new ProviderError(`${provider} answered no translated text`);
  return text;
}

/**
 * The public translation service the original front end called (docs/decisions/0150): GET with
 * client=gtx, sl=auto, tl=<target>, dt=t and q=<text>. The answer's first element is a list of
 * segments whose first items, joined, are the translation.
 */
export function gtxProvider(endpoint: string): TranslationProvider {
  return {
    name: 'gtx',
    async translate(text, target, signal) {
      const url = new URL(endpoint);
      url.search = new URLSearchParams({
        client: 'gtx',
        sl: 'auto',
        tl: target,
        dt: 't',
        q: text,
      }).toString();
      const body = await readJson(await fetch(url, { signal: signal ?? null }), 'gtx');
      const segments: unknown = Array.isArray(body) ? body[0] : undefined;
      if (!Array.isArray(segments)) throw new ProviderError('gtx answered no segments');
      const joined = segments
        .map((segment: unknown) =>
          Array.isArray(segment) && typeof segment[0] === 'string' ? segment[0] : '',
        )
        .join('');
      return nonEmpty(joined, 'gtx');
    },
  };
}

/** A LibreTranslate server (or anything speaking its API): POST {base}/translate, answer {translatedText}. */
export function libreTranslateProvider(baseUrl: string, apiKey: string | null): TranslationProvider {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/translate`;
  return {
    name: 'libretranslate',
    async translate(text, target, signal) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          q: text,
          source: 'auto',
          target,
          format: 'text',
          ...(apiKey ? { api_key: apiKey } : {}),
        }),
        signal: signal ?? null,
      });
      const body = await readJson(response, 'libretranslate');
      const translated =
        typeof body === 'object' && body !== null && 'translatedText' in body
          ? body.translatedText
          : undefined;
      return nonEmpty(translated, 'libretranslate');
    },
  };
}

/** The provider the settings name; a translator passed to buildApp (extension point) takes precedence. */
export function providerFor(config: TranslationConfig, custom?: Translator): TranslationProvider | null {
  if (custom) return { name: 'custom', translate: (text, target) => custom.translate(text, target) };
  switch (config.provider) {
    case 'gtx':
      return gtxProvider(config.url);
    case 'libretranslate':
      return libreTranslateProvider(config.url, config.apiKey);
    case 'off':
      return null;
  }
}

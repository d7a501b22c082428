import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fieldError } from '../../errors';
import { translate as message } from '../../i18n/messages';
import { ErrorBody } from '@academy/contract';
import { servedTexts } from '../../translation/served-texts';
import type { TranslationResult } from '../../translation/translation-service';
import { TranslateAnswer, TranslateBody } from '@academy/contract/translate';

/** POST /courses/translate/: machine translation of course text (description, topic and seminar titles). */
const translateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  const { translation: service, config } = ctx;
  const { translation } = config;

  /** Only texts the API serves reach the service and its cache; any other comes back as sent. */
  async function translateServed(texts: readonly string[], target: string): Promise<TranslationResult[]> {
    const served = await servedTexts(ctx);
    const known = texts.filter((text) => text.trim() === '' || served.has(text));
    const results = await service.translate(known, target);
    const byText = new Map(known.map((text, index) => [text, results[index]]));
    return texts.map((text) => byText.get(text) ?? { text, translated: false });
  }

  app.post(
    '/translate/',
    {
      preHandler: app.rateLimitFor('translation'),
      schema: {
        tags: ['courses'],
        summary: 'Machine-translate course text into a UI language',
        description:
          'Send `text` (one string, answered as `{text, translated}`) or `texts` (a list, answered as ' +
          '`{translations: [{text, translated}]}` in the same order). Only course texts the API serves ' +
          '(course titles and descriptions, topic, lecture and seminar titles, exactly as served) are ' +
          'translated; any other text comes back as sent with `translated: false`. Translations are ' +
          'cached: the same text is sent to the translation service once. When the service fails or is ' +
          'slow the original text comes back with `translated: false`, never an error. ' +
          `At most ${translation.maxTexts} texts of ${translation.maxTextChars} characters each.`,
        body: TranslateBody(translation),
        response: {
          200: TranslateAnswer,
          400: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      const { text, texts, target } = request.body;
      if (texts !== undefined) return { translations: await translateServed(texts, target) };
      if (text === undefined) throw fieldError('text', message(request.language, 'required'));
      const [result] = await translateServed([text], target);
      return result ?? { text, translated: false };
    },
  );
};

/** The prefix @fastify/autoload registers this folder's routes under (src/app.ts). */
export const autoPrefix = '/courses';

export default translateRoutes;

import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  CLIENT_ERROR_MESSAGE_LIMIT,
  CLIENT_ERROR_STACK_LIMIT,
  scrubClientErrorRoute,
  scrubClientErrorText,
} from '@academy/rules';
import { fieldErrors } from '../../errors';
import { translate } from '../../i18n/messages';
import { storeClientError } from '../../repositories/client-errors';
import { ErrorBody } from '@academy/contract';
import { FRONT_END_NAMES } from '../../site-map';
import { ClientErrorBody } from '@academy/contract/client-errors';

/** Largest body accepted, in bytes: a report is small; anything bigger is refused before it is parsed. */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;

/**
 * POST /client-errors/: the shell reports an error of a remote (docs/decisions/0011). Anonymous (a
 * signed-out visitor's page breaks too), rate-limited per client address, from a front end of the
 * site map only, scrubbed again of personal data and control characters before it is stored;
 * `npm run client-errors -w @academy/api` lists the reports, and plugins/client-error-pruner.ts
 * deletes them past the retention.
 */
const clientErrorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  const limit = ctx.config.clientErrorRateLimitPerMinute;

  app.post(
    '/client-errors/',
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      config: limit > 0 ? { rateLimit: { max: limit, timeWindow: 60_000 } } : {},
      schema: {
        tags: ['client-errors'],
        summary: 'Report an error of a remote in the browser',
        description:
          'Which remote and release broke, on which route, with its message and stack. `remote` is a ' +
          `federation name of the site map: ${[...FRONT_END_NAMES].join(', ')}; any other is 400. ` +
          'Nothing personal is kept: tokens, e-mail addresses, query strings and long numbers are removed. ' +
          `At most CLIENT_ERROR_RATE_LIMIT_PER_MINUTE (default 30) per client address; bodies over ${CLIENT_ERROR_BODY_LIMIT} bytes get 413.`,
        body: ClientErrorBody,
        response: { 204: Type.Null(), 400: ErrorBody, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { remote, version, kind, route, message, stack } = request.body;
      if (!FRONT_END_NAMES.has(remote))
        throw fieldErrors({ remote: [translate(request.language, 'invalidChoice', { value: remote })] });
      await storeClientError(ctx.db, {
        remote,
        version,
        kind,
        route: scrubClientErrorRoute(route),
        message: scrubClientErrorText(message, CLIENT_ERROR_MESSAGE_LIMIT),
        stack: scrubClientErrorText(stack, CLIENT_ERROR_STACK_LIMIT),
        at: ctx.now(),
      });
      ctx.metrics?.clientError(remote, version, kind);
      return reply.code(204).send(null);
    },
  );
};

/** Served at the root: @fastify/autoload adds no prefix (src/app.ts). */
export const autoPrefix = '';

export default clientErrorRoutes;

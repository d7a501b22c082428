import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors';
import { translate } from '../i18n/messages';

/** JSON bodies read as DRF reads them. */
async function jsonBodyPlugin(app: FastifyInstance) {
  // An empty JSON body (a DELETE sent with the client's usual Content-Type) is no body at all, as in DRF.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error)
        done(
          new ApiError(400, { detail: translate(request.language, 'jsonParse', { reason: error.message }) }),
        );
      else done(null, parsed);
    });
  });
  // DRF reads a missing body as an empty form, so required fields are named rather than the body refused.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    done();
  });
}

export default fp(jsonBodyPlugin, { name: 'academy-json-body', dependencies: ['academy-auth'] });

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldErrors } from '../errors';
import { translate } from '../i18n/messages';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((item) => containsNul(item, depth + 1));
}

/**
 * A NUL character can never be stored in PostgreSQL text: refuse it up front with DRF's message,
 * naming the field, instead of failing in the database.
 */
async function nullCharactersPlugin(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.body, request.query]) {
      if (typeof part !== 'object' || part === null) continue;
      const fields = Object.entries(part)
        .filter(([, value]) => containsNul(value))
        .map(([field]) => field);
      if (fields.length > 0) {
        const message = translate(request.language, 'nullCharacter');
        done(fieldErrors(Object.fromEntries(fields.map((field) => [field, [message]]))));
        return;
      }
    }
    done();
  });
}

export default fp(nullCharactersPlugin, { name: 'academy-null-characters', dependencies: ['academy-auth'] });

import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { DevOutbox } from '../../mail/mailer';

/** GET /__dev/outbox: mails kept instead of sent. Registered only outside production with no SMTP. */
export function devOutboxRoutes(outbox: DevOutbox): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/outbox',
      {
        schema: {
          tags: ['development'],
          summary: 'Mails kept by the dev outbox, newest first',
          querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }),
          response: {
            200: Type.Array(
              Type.Object({
                to: Type.String(),
                subject: Type.String(),
                text: Type.String(),
                html: Type.String(),
                sent_at: Type.String(),
              }),
            ),
          },
        },
      },
      async (request) => outbox.list(request.query.to),
    );
  };
}

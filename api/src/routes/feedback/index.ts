import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fieldErrors } from '../../errors';
import { paymentMessage } from '../../i18n/payment-messages';
import { translate } from '../../i18n/messages';
import { paymentMail } from '../../mail/payment-mail';
import { storeFeedbackThen } from '../../repositories/feedback';
import { hasInvisibleCharacters } from '../../rules/visible-text';
import { Detail, ErrorBody } from '@academy/contract';
import { FeedbackBody } from '@academy/contract/feedback';

const FIELDS = ['name', 'email', 'message'] as const;

/** POST /courses/feedback/: the home page's contact form, stored and mailed to the academy. */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  const limit = ctx.config.feedbackRateLimitPerHour;

  app.post(
    '/feedback/',
    {
      config: limit > 0 ? { rateLimit: { max: limit, timeWindow: 60 * 60_000 } } : {},
      schema: {
        tags: ['feedback'],
        summary: 'Send a message to the academy (contact form)',
        description:
          'Stored, then mailed to ACADEMY_EMAIL with the sender as Reply-To. Field errors in DRF shape, ' +
          `translated by Accept-Language. At most FEEDBACK_RATE_LIMIT_PER_HOUR (default 10) per client address.`,
        body: FeedbackBody,
        response: { 201: Detail, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const input = {
        name: request.body.name.trim(),
        email: request.body.email.trim(),
        message: request.body.message.trim(),
      };
      const problems: Record<string, string[]> = {};
      for (const field of FIELDS) {
        if (input[field].includes('\u0000'))
          problems[field] = [paymentMessage(request.language, 'nullCharacters')];
        else if (input[field] === '') problems[field] = [translate(request.language, 'blank')];
        else if (field === 'name' && hasInvisibleCharacters(input.name))
          problems.name = [translate(request.language, 'invisibleCharacters')];
      }
      if (Object.keys(problems).length > 0) throw fieldErrors(problems);
      const at = ctx.now();
      // The mail is a job queued with the message (docs/decisions/0154); its job marks it mailed.
      const feedback = {
        ...input,
        language: request.language,
        userId: request.tokenUserId,
        clientIp: request.ip,
        at,
      };
      const mailId = await storeFeedbackThen(ctx.db, feedback, (tx, id) =>
        ctx.jobs.mail(tx, {
          message: paymentMail.feedback({
            to: ctx.config.academyEmail,
            ...input,
            language: request.language,
            id,
          }),
          feedbackId: id,
        }),
      );
      await ctx.jobs.dispatched([mailId]);
      return reply.code(201).send({ detail: paymentMessage(request.language, 'feedbackSent') });
    },
  );
};

/** The prefix @fastify/autoload registers this folder's routes under (src/app.ts). */
export const autoPrefix = '/courses';

export default feedbackRoutes;

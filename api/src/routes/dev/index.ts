import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { AppClock } from '../../clock';
import { evaluateEssay } from '../../completion/evaluation';
import { detailError } from '../../errors';
import { completionMessage } from '../../i18n/completion-messages';
import { translate } from '../../i18n/messages';
import type { DevOutbox } from '../../mail/mailer';
import { normaliseEmail } from '../../auth/email-address';
import { findLecture } from '../../repositories/lectures';
import { insertManyQuestions } from '../../repositories/questions';
import { findUserByEmail } from '../../repositories/users';
import { ErrorBody } from '@academy/contract';

const MAX_CLOCK_OFFSET_SECONDS = 366 * 86400;
/** Questions one call of POST /__dev/questions may add: enough for the browser test at scale. */
const MAX_DEV_QUESTIONS = 10_000;

const DevQuestionsBody = Type.Object({
  lecture: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  count: Type.Integer({ minimum: 1, maximum: MAX_DEV_QUESTIONS }),
  /** The author, an existing account; none: a deleted user's questions. */
  email: Type.Optional(Type.String({ minLength: 3, maxLength: 254 })),
});
const DevQuestionsState = Type.Object({
  lecture: Type.Integer(),
  added: Type.Integer(),
  first_id: Type.Integer(),
  last_id: Type.Integer(),
});

const ClockBody = Type.Object({
  offset_seconds: Type.Integer({ minimum: 0, maximum: MAX_CLOCK_OFFSET_SECONDS }),
});
const ClockState = Type.Object({ offset_seconds: Type.Integer(), now: Type.String() });

/**
 * Development routes, registered only in development and test with no SMTP (app.ts): the mails kept
 * instead of sent, the instructors' evaluation of an essay, so tests and browser tests can accept
 * or return one through the API until the teaching side has a staff endpoint, the app's clock
 * moved forward, so a browser test can pass a test's cooldown (decision 0704), and many questions
 * under one lecture in one statement, for the questions tab at scale (decision 0707).
 */
export function devRoutes(outbox: DevOutbox, clock: AppClock): FastifyPluginAsyncTypebox {
  return async (app) => {
    const clockState = () => ({ offset_seconds: clock.offsetSeconds, now: clock.now().toISOString() });

    app.get(
      '/clock',
      {
        schema: {
          tags: ['development'],
          summary: "The app's clock: how far it runs ahead of real time, and the time it reads",
          response: { 200: ClockState },
        },
      },
      async () => clockState(),
    );

    app.post(
      '/clock',
      {
        schema: {
          tags: ['development'],
          summary: "Moves the app's clock to run offset_seconds ahead of real time (0 puts it back)",
          body: ClockBody,
          response: { 200: ClockState, 400: ErrorBody },
        },
      },
      async (request) => {
        clock.setOffsetSeconds(request.body.offset_seconds);
        return clockState();
      },
    );

    app.post(
      '/questions',
      {
        schema: {
          tags: ['development'],
          summary:
            'Adds `count` questions under a lecture in one INSERT (generate_series), one a minute back from now, the newest last',
          body: DevQuestionsBody,
          response: { 200: DevQuestionsState, 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => {
        const { lecture, count, email } = request.body;
        const db = app.academy.db;
        if (!(await findLecture(db, lecture)))
          throw detailError(404, translate(request.language, 'notFound'));
        let userId: number | null = null;
        if (email !== undefined) {
          const user = await findUserByEmail(db, normaliseEmail(email));
          if (!user) throw detailError(404, translate(request.language, 'notFound'));
          userId = user.id;
        }
        const ids = await insertManyQuestions(db, {
          lectureId: lecture,
          userId,
          count,
          now: app.academy.now(),
        });
        return { lecture, added: ids.length, first_id: Math.min(...ids), last_id: Math.max(...ids) };
      },
    );

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

    app.post(
      '/essays/:essayId/evaluation/',
      {
        schema: {
          tags: ['development'],
          summary: 'Evaluate a submitted essay as an instructor would: accept it, or return it with feedback',
          params: Type.Object({ essayId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
          body: Type.Object({
            verdict: Type.Unsafe<'accepted' | 'returned'>({ type: 'string', enum: ['accepted', 'returned'] }),
            feedback: Type.Optional(Type.String({ maxLength: 5000, default: '' })),
          }),
          response: {
            200: Type.Object({
              essay: Type.Integer(),
              version: Type.Integer(),
              status: Type.String(),
              feedback: Type.String(),
            }),
            400: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
          },
        },
      },
      async (request) => {
        const outcome = await evaluateEssay(app.academy.db, app.academy.jobs, {
          essayId: request.params.essayId,
          verdict: request.body.verdict,
          feedback: request.body.feedback ?? '',
          evaluatorId: null,
          now: app.academy.now(),
        });
        if (outcome === 'not_found') throw detailError(404, translate(request.language, 'notFound'));
        // No revision is sent here, so 'stale' cannot come; it is refused alike if it ever does.
        if (outcome === 'not_submitted' || outcome === 'stale')
          throw detailError(409, completionMessage(request.language, 'essayNotSubmitted'), {
            code: 'essay_not_submitted',
          });
        return {
          essay: outcome.id,
          version: outcome.version,
          status: outcome.status,
          feedback: outcome.feedback ?? '',
        };
      },
    );
  };
}

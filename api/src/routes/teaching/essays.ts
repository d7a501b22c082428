import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { wordLimitOf, versionsOf } from '../../completion/essays';
import { essayRevision, evaluateEssay } from '../../completion/evaluation';
import type { Database } from '../../db/database';
import { detailError, fieldError } from '../../errors';
import { completionMessage } from '../../i18n/completion-messages';
import { translate } from '../../i18n/messages';
import { teachingMessage } from '../../i18n/teaching-messages';
import { signedInInstructor } from '../../plugins/auth';
import { type QueuedEssayRow, findQueuedEssay, listEssayQueue } from '../../repositories/staff-essays';
import { ErrorBody, IdParams } from '@academy/contract';
import { pageWindow, sendPage } from '../../pages';
import {
  EvaluationDecisionBody,
  StaffEssay,
  type StaffEssayBody,
  StaffEssayListQuery,
  StaffEssayPage,
  type StaffEssaySummaryBody,
} from '@academy/contract/teaching';
import { STAFF_ERRORS, TAG, bearer } from './shared';

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

function summaryOf(row: QueuedEssayRow): StaffEssaySummaryBody {
  return {
    id: row.id,
    course: row.course_id,
    topic: row.topic_id,
    topic_title: row.topic_title ?? '',
    kind: row.topic_id === null ? 'final' : 'topic',
    status: row.status,
    word_count: row.word_count,
    version: row.version,
    student: { id: row.user_id, email: row.email, first_name: row.first_name, last_name: row.last_name },
    submitted_at: iso(row.submitted_at),
    evaluated_at: iso(row.evaluated_at),
  };
}

async function essayOf(db: Database, row: QueuedEssayRow): Promise<StaffEssayBody> {
  return {
    ...summaryOf(row),
    text: row.body,
    word_limit: wordLimitOf(row.topic_id),
    feedback: row.feedback,
    revision: essayRevision(row),
    versions: await versionsOf(db, row.id),
  };
}

/** The evaluation queue and the evaluation itself (decision 0191). */
const essayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;

  app.get(
    '/essays/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Submitted essays of every student, oldest submission first',
        querystring: StaffEssayListQuery,
        response: { 200: StaffEssayPage, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const { status, topic, course } = request.query;
      const { count, rows } = await listEssayQueue(ctx.db, {
        status,
        topic: topic === undefined ? null : topic === 'final' ? 'final' : Number(topic),
        courseId: course ?? null,
        ...pageWindow(request.query),
      });
      return sendPage(request, ctx.config.publicUrl, request.query, { count, results: rows.map(summaryOf) });
    },
  );

  app.get(
    '/essays/:id/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary:
          'A submitted essay: its latest text, the earlier versions and the revision to evaluate against',
        params: IdParams,
        response: { 200: StaffEssay, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const row = await findQueuedEssay(ctx.db, request.params.id);
      if (!row) throw detailError(404, translate(request.language, 'notFound'));
      return essayOf(ctx.db, row);
    },
  );

  app.post(
    '/essays/:id/evaluation/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Accept a submitted essay, or return it for revision with feedback',
        description:
          'Send the `revision` read with the essay. When another instructor evaluated it (or the student ' +
          'submitted again) since, the answer is 409 with code `stale_revision` and nothing is saved.',
        params: IdParams,
        body: EvaluationDecisionBody,
        response: { 200: StaffEssay, ...STAFF_ERRORS, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const instructor = signedInInstructor(request);
      const { decision, revision } = request.body;
      const feedback = request.body.feedback.trim();
      if (decision === 'return' && feedback === '')
        throw fieldError('feedback', teachingMessage(request.language, 'feedbackRequired'));
      const outcome = await evaluateEssay(ctx.db, ctx.jobs, {
        essayId: request.params.id,
        verdict: decision === 'accept' ? 'accepted' : 'returned',
        feedback,
        evaluatorId: instructor.id,
        now: ctx.now(),
        revision,
      });
      if (outcome === 'not_found') throw detailError(404, translate(request.language, 'notFound'));
      if (outcome === 'stale')
        throw detailError(409, teachingMessage(request.language, 'staleRevision'), {
          code: 'stale_revision',
        });
      if (outcome === 'not_submitted')
        throw detailError(409, completionMessage(request.language, 'essayNotSubmitted'), {
          code: 'essay_not_submitted',
        });
      const row = await findQueuedEssay(ctx.db, outcome.id);
      if (!row) throw detailError(404, translate(request.language, 'notFound'));
      return essayOf(ctx.db, row);
    },
  );
};

export default essayRoutes;

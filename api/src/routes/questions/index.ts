import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { mediaUrlOf } from '../../content/course-content';
import { detailError, fieldError } from '../../errors';
import { translate } from '../../i18n/messages';
import { requireStudent, signedInStudent } from '../../plugins/auth';
import { lectureAccess } from '../../repositories/learning';
import { questionLecture } from '../../repositories/questions';
import { listLectureQuestions, setQuestionMark } from '../../repositories/question-listing';
import { ErrorBody, IdParams } from '../../schemas';
import { pageBody } from '../../pages';
import { QuestionListQuery, QuestionMark, QuestionPage } from './schemas';

const TAG = ['courses'];
const bearer = [{ bearerAuth: [] }];

/**
 * One lecture's questions, searched, filtered and sorted by the API, and each student's private
 * "important" mark (registered under /courses; asking and answering stay in routes/courses).
 */
const questionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  const mediaUrl = mediaUrlOf(ctx);
  app.addHook('preHandler', requireStudent(app));

  /** The lecture is one of an open topic of a course the student bought; else the reason, as DRF says it. */
  async function requireOpenLecture(request: FastifyRequest, lectureId: number, field: string) {
    const access = await lectureAccess(ctx.db, lectureId, signedInStudent(request).id, ctx.now());
    if (access === null)
      throw fieldError(field, translate(request.language, 'lectureNotFound', { id: lectureId }));
    if (!access.enrolled) throw detailError(403, translate(request.language, 'notEnrolled'));
    if (!access.open) throw detailError(403, translate(request.language, 'topicClosed'));
  }

  app.get(
    '/questions/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: "A lecture's questions: search, filter, sort, pages of 20",
        description:
          '`search` matches the title or the text, ignoring case. `filter`: `all`; `important` (marked by the ' +
          'signed-in student with PUT /courses/questions/{id}/important/); `answered` (at least one answer); ' +
          '`unanswered`. `sort`: `newest` (default), `oldest`, `alphabetical` (by title). Answers come newest first.',
        querystring: QuestionListQuery,
        response: {
          200: QuestionPage,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const { lecture, search, filter, sort, page, page_size: pageSize } = request.query;
      await requireOpenLecture(request, lecture, 'lecture');
      const { count, results } = await listLectureQuestions(ctx.db, mediaUrl, {
        lectureId: lecture,
        userId: signedInStudent(request).id,
        search,
        filter,
        sort,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      if (results.length === 0 && page > 1)
        throw detailError(404, translate(request.language, 'invalidPage'));
      return pageBody(request, ctx.config.publicUrl, { number: page, size: pageSize, count, results });
    },
  );

  for (const method of ['PUT', 'DELETE'] as const) {
    const important = method === 'PUT';
    app.route({
      method,
      url: '/questions/:id/important/',
      schema: {
        tags: TAG,
        security: bearer,
        summary: important
          ? 'Mark a question important (for the signed-in student only)'
          : 'Remove the important mark from a question',
        description: 'Idempotent. The mark is private: other students never see it.',
        params: IdParams,
        response: { 200: QuestionMark, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
      handler: async (request) => {
        const questionId = request.params.id;
        const lectureId = await questionLecture(ctx.db, questionId);
        if (lectureId === null) throw detailError(404, translate(request.language, 'notFound'));
        await requireOpenLecture(request, lectureId, 'question');
        await setQuestionMark(ctx.db, {
          userId: signedInStudent(request).id,
          questionId,
          important,
          now: ctx.now(),
        });
        return { question: questionId, is_important: important };
      },
    });
  }
};

export default questionRoutes;

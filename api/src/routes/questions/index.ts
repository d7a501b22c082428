import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { mediaUrlOf } from '../../content/course-content';
import { detailError, fieldError } from '../../errors';
import { translate } from '../../i18n/messages';
import { requireStudent, signedInStudent } from '../../plugins/auth';
import { lectureAccess, listAnswers } from '../../repositories/learning';
import { questionLecture } from '../../repositories/questions';
import { listLectureQuestions, setQuestionMark } from '../../repositories/question-listing';
import {
  type CursorListing,
  decodeQuestionCursor,
  encodeQuestionCursor,
} from '../../repositories/question-cursor';
import { ANSWERS_PER_QUESTION, ErrorBody, IdParams, QUESTION_COUNT_CAP } from '@academy/contract';
import { pageWindow, sendPage } from '../../pages';
import {
  AnswerListQuery,
  AnswerPage,
  QuestionListQuery,
  QuestionMark,
  QuestionPage,
} from '@academy/contract/questions';

const TAG = ['courses'];
const bearer = [{ bearerAuth: [] }];

/**
 * One lecture's questions, searched, filtered and sorted by the API, and each student's private
 * "important" mark (registered under /courses; asking and answering stay in routes/courses).
 */
const questionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  const mediaUrl = mediaUrlOf(ctx);
  app.addHook('onRequest', requireStudent(app));

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
          '`unanswered`. `sort`: `newest` (default), `oldest`, `alphabetical` (by title). Each question embeds its ' +
          `${ANSWERS_PER_QUESTION} newest answers and \`answers_count\`; the rest: GET /courses/questions/{id}/answers/. ` +
          `A search (or the \`important\` filter) counts at most ${QUESTION_COUNT_CAP} matches: past them ` +
          '`count_capped` is true, `count` is a lower bound and `next` says whether another page follows. ' +
          "`next` carries `cursor`, an opaque keyset cursor (the last row's place in the sort) beside the page " +
          'number: a page asked for with it costs a page however deep it is, and a question asked or deleted ' +
          'meanwhile neither repeats nor skips a row. `page` alone still works (OFFSET). A cursor of another ' +
          'listing or page, or one not written by the API, is refused with 400.',
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
      const { lecture, search, filter, sort, page, page_size: pageSize, cursor } = request.query;
      const listing: CursorListing = { lecture, search, filter, sort, pageSize };
      const start = cursor === undefined ? null : decodeQuestionCursor(listing, page, cursor);
      if (start === null && cursor !== undefined)
        throw fieldError('cursor', translate(request.language, 'invalidCursor'));
      await requireOpenLecture(request, lecture, 'lecture');
      const { last, ...found } = await listLectureQuestions(ctx.db, mediaUrl, {
        lectureId: lecture,
        userId: signedInStudent(request).id,
        search,
        filter,
        sort,
        ...pageWindow(request.query),
        ...(start === null ? {} : { after: start.after }),
      });
      const next =
        last === undefined ? undefined : encodeQuestionCursor(listing, { page: page + 1, after: last });
      return sendPage(request, ctx.config.publicUrl, request.query, found, next);
    },
  );

  app.get(
    '/questions/:id/answers/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: "A question's answers, newest first, pages of 20",
        description:
          `The listing and the curriculum embed a question's ${ANSWERS_PER_QUESTION} newest answers; ` +
          `here are all of them. Page 1 with \`page_size=${ANSWERS_PER_QUESTION}\` is what they embed.`,
        params: IdParams,
        querystring: AnswerListQuery,
        response: { 200: AnswerPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const questionId = request.params.id;
      const lectureId = await questionLecture(ctx.db, questionId);
      if (lectureId === null) throw detailError(404, translate(request.language, 'notFound'));
      await requireOpenLecture(request, lectureId, 'question');
      const found = await listAnswers(ctx.db, mediaUrl, {
        questionId,
        order: 'newest',
        ...pageWindow(request.query),
      });
      return sendPage(request, ctx.config.publicUrl, request.query, found);
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

/** The prefix @fastify/autoload registers this folder's routes under (src/app.ts). */
export const autoPrefix = '/courses';

export default questionRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mediaUrlOf } from '../../content/course-content';
import { detailError, fieldError } from '../../errors';
import { translate } from '../../i18n/messages';
import { signedInInstructor } from '../../plugins/auth';
import { answerBody, listAnswers, titleFrom } from '../../repositories/learning';
import { insertAnswer, questionLecture } from '../../repositories/questions';
import { writeAndTell } from '../../notifications/fan-out';
import { listStaffQuestions, setInstructorMark } from '../../repositories/staff-questions';
import { Answer, ErrorBody, IdParams, QUESTION_COUNT_CAP } from '@academy/contract';
import { pageWindow, sendPage } from '../../pages';
import {
  ImportantBody,
  ImportantMark,
  StaffAnswerBody,
  StaffAnswerListQuery,
  StaffAnswerPage,
  StaffQuestionListQuery,
  StaffQuestionPage,
} from '@academy/contract/teaching';
import { STAFF_ERRORS, TAG, bearer } from './shared';

/**
 * Every lecture's questions for the instructors: answer as instructor (the student's thread shows
 * "Instructor") and mark important for everyone (decisions 0132 and 0133).
 */
const questionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  const mediaUrl = mediaUrlOf(ctx);

  app.get(
    '/questions/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary:
          'Questions across all lectures, newest first: unanswered by an instructor, or all; searchable',
        description:
          `The count stops at ${QUESTION_COUNT_CAP} matches: past them \`count_capped\` is true, \`count\` is a ` +
          'lower bound and `next` says whether another page follows.',
        querystring: StaffQuestionListQuery,
        response: { 200: StaffQuestionPage, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const { unanswered, search, course, lecture } = request.query;
      const found = await listStaffQuestions(ctx.db, mediaUrl, {
        unanswered,
        search,
        courseId: course ?? null,
        lectureId: lecture ?? null,
        ...pageWindow(request.query),
      });
      return sendPage(request, ctx.config.publicUrl, request.query, found);
    },
  );

  app.get(
    '/questions/:id/answers/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: "A question's answers, oldest first, pages of 20 (the list embeds the first few)",
        params: IdParams,
        querystring: StaffAnswerListQuery,
        response: { 200: StaffAnswerPage, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      if ((await questionLecture(ctx.db, request.params.id)) === null)
        throw detailError(404, translate(request.language, 'notFound'));
      const found = await listAnswers(ctx.db, mediaUrl, {
        questionId: request.params.id,
        order: 'oldest',
        ...pageWindow(request.query),
      });
      return sendPage(request, ctx.config.publicUrl, request.query, found);
    },
  );

  app.post(
    '/questions/:id/answers/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Answer a question as instructor (marked "Instructor" in the students’ thread)',
        params: IdParams,
        body: StaffAnswerBody,
        response: { 201: Answer, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const instructor = signedInInstructor(request);
      const content = request.body.content.trim();
      if (!content) throw fieldError('content', translate(request.language, 'blank'));
      if ((await questionLecture(ctx.db, request.params.id)) === null)
        throw detailError(404, translate(request.language, 'notFound'));
      // The asker ("answered") and the thread's students ("replied") are told in its transaction.
      const row = await writeAndTell(
        ctx,
        (tx) =>
          insertAnswer(tx, {
            questionId: request.params.id,
            userId: instructor.id,
            title: titleFrom(content),
            content,
            createdAt: ctx.now(),
            byInstructor: true,
          }),
        (answered) => ({ type: 'answer_posted', answerId: answered.id, actorId: instructor.id }),
      );
      return reply.code(201).send(
        answerBody(mediaUrl, {
          ...row,
          author_id: instructor.id,
          first_name: instructor.first_name,
          last_name: instructor.last_name,
          photo: instructor.photo,
        }),
      );
    },
  );

  app.put(
    '/questions/:id/important/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Mark a question important for every student, or clear the mark',
        description: 'Idempotent. The students’ `important` filter lists questions an instructor marked.',
        params: IdParams,
        body: ImportantBody,
        response: { 200: ImportantMark, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const { important } = request.body;
      if (!(await setInstructorMark(ctx.db, request.params.id, important, ctx.now())))
        throw detailError(404, translate(request.language, 'notFound'));
      return { question: request.params.id, important };
    },
  );
};

export default questionRoutes;

import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { StudentRow } from '../../context';
import { detailError, fieldError } from '../../errors';
import { translate } from '../../i18n/messages';
import { requireStudent, signedInStudent, studentInCourse } from '../../plugins/auth';
import {
  getCourse,
  getCourseVideo,
  getPublicTopic,
  getSeminar,
  listBooks,
  listCourses,
  listEnrolledCourses,
  listOrganisationPeople,
  listPublicTopics,
  listSeminars,
} from '../../repositories/content';
import {
  answerBody,
  lectureAccess,
  questionBody,
  studentTopics,
  titleFrom,
} from '../../repositories/learning';
import { insertAnswer, insertQuestion, questionLecture } from '../../repositories/questions';
import {
  Answer,
  Book,
  Course,
  CourseVideo,
  ErrorBody,
  IdParams,
  OrganisationPerson,
  PublicTopic,
  Question,
  Seminar,
  StudentTopic,
} from '../../schemas';

const TAG = ['courses'];
const bearer = [{ bearerAuth: [] }];
const Content = Type.String({ minLength: 1, maxLength: 5000 });

const notFound = (request: FastifyRequest) => detailError(404, translate(request.language, 'notFound'));
const forbidden = (request: FastifyRequest) => detailError(403, translate(request.language, 'notEnrolled'));

const authorOf = (student: StudentRow) => ({
  author_id: student.id,
  first_name: student.first_name,
  last_name: student.last_name,
  photo: student.photo,
});

function found<T>(request: FastifyRequest, value: T | null): T {
  if (value === null) throw notFound(request);
  return value;
}

const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  app.get(
    '/course/',
    {
      schema: {
        tags: TAG,
        summary: 'Courses; the first is the main video record',
        response: { 200: Type.Array(Course) },
      },
    },
    () => listCourses(ctx),
  );
  app.get(
    '/teacher_courses/',
    { schema: { tags: TAG, summary: 'Courses', response: { 200: Type.Array(Course) } } },
    () => listCourses(ctx),
  );
  app.get(
    '/teacher_courses/:id',
    {
      schema: {
        tags: TAG,
        summary: 'One course',
        params: IdParams,
        response: { 200: Course, 404: ErrorBody },
      },
    },
    async (request) => found(request, await getCourse(ctx, request.params.id)),
  );
  app.get(
    '/teacher_videos/:id/',
    {
      schema: {
        tags: TAG,
        summary: "A course's introductory video",
        params: IdParams,
        response: { 200: CourseVideo, 404: ErrorBody },
      },
    },
    async (request) => found(request, await getCourseVideo(ctx, request.params.id)),
  );
  app.get(
    '/topic/',
    {
      schema: {
        tags: TAG,
        summary: 'The public curriculum (no media URLs)',
        response: { 200: Type.Array(PublicTopic) },
      },
    },
    () => listPublicTopics(ctx),
  );
  app.get(
    '/teacher_topics/:id',
    {
      schema: {
        tags: TAG,
        summary: 'One public topic',
        params: IdParams,
        response: { 200: PublicTopic, 404: ErrorBody },
      },
    },
    async (request) => {
      return found(request, await getPublicTopic(ctx, request.params.id));
    },
  );
  app.get(
    '/organisational-structure/',
    {
      schema: {
        tags: TAG,
        summary: 'Board, councils, committee and instructors',
        response: { 200: Type.Array(OrganisationPerson) },
      },
    },
    () => listOrganisationPeople(ctx),
  );
  app.get(
    '/seminars/',
    { schema: { tags: TAG, summary: 'Live seminars', response: { 200: Type.Array(Seminar) } } },
    () => listSeminars(ctx),
  );
  app.get(
    '/seminars/:id/',
    {
      schema: {
        tags: TAG,
        summary: 'One seminar',
        params: IdParams,
        response: { 200: Seminar, 404: ErrorBody },
      },
    },
    async (request) => found(request, await getSeminar(ctx, request.params.id)),
  );
  app.get(
    '/books/',
    { schema: { tags: TAG, summary: 'Recommended reading', response: { 200: Type.Array(Book) } } },
    () => listBooks(ctx),
  );
};

const curriculumRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  app.get(
    '/student/:courseId/topics/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'The curriculum for an enrolled student; closed topics carry their opening date and no URLs',
        params: Type.Object({ courseId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        response: { 200: Type.Array(StudentTopic), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const access = await studentInCourse(app, request, request.params.courseId);
      if (!access.courseExists) throw notFound(request);
      if (!access.enrolled) throw forbidden(request);
      return studentTopics(ctx, request.params.courseId);
    },
  );
};

const studentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  app.addHook('preHandler', requireStudent(app));

  app.get(
    '/student/courses/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: "The student's courses",
        response: { 200: Type.Array(Course), 401: ErrorBody },
      },
    },
    (request) => listEnrolledCourses(ctx, signedInStudent(request).id),
  );

  app.post(
    '/questions/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Ask a question under a lecture of an open topic',
        body: Type.Object({ lecture: Type.Integer({ minimum: 1, maximum: 2147483647 }), content: Content }),
        response: { 201: Question, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const student = signedInStudent(request);
      const content = request.body.content.trim();
      if (!content) throw fieldError('content', translate(request.language, 'blank'));
      const access = await lectureAccess(ctx, request.body.lecture, student.id);
      if (access === null)
        throw fieldError(
          'lecture',
          translate(request.language, 'lectureNotFound', { id: request.body.lecture }),
        );
      if (!access.enrolled) throw forbidden(request);
      if (!access.open) throw detailError(403, translate(request.language, 'topicClosed'));
      const row = await insertQuestion(ctx.db, {
        lectureId: request.body.lecture,
        userId: student.id,
        title: titleFrom(content),
        content,
        createdAt: ctx.now(),
      });
      ctx.qaCache.clear();
      return reply.code(201).send(questionBody(ctx, { ...row, ...authorOf(student) }));
    },
  );

  app.post(
    '/answers/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Answer a question',
        body: Type.Object({ question: Type.Integer({ minimum: 1, maximum: 2147483647 }), content: Content }),
        response: { 201: Answer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const student = signedInStudent(request);
      const content = request.body.content.trim();
      if (!content) throw fieldError('content', translate(request.language, 'blank'));
      const lectureId = await questionLecture(ctx.db, request.body.question);
      if (lectureId === null)
        throw fieldError(
          'question',
          translate(request.language, 'lectureNotFound', { id: request.body.question }),
        );
      const access = await lectureAccess(ctx, lectureId, student.id);
      if (access === null || !access.enrolled) throw forbidden(request);
      if (!access.open) throw detailError(403, translate(request.language, 'topicClosed'));
      const row = await insertAnswer(ctx.db, {
        questionId: request.body.question,
        userId: student.id,
        title: titleFrom(content),
        content,
        createdAt: ctx.now(),
      });
      ctx.qaCache.clear();
      return reply.code(201).send(answerBody(ctx, { ...row, ...authorOf(student) }));
    },
  );
};

const courseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(publicRoutes);
  await app.register(curriculumRoutes);
  await app.register(studentRoutes);
};

export default courseRoutes;

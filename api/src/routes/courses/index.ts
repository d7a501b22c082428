import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { StudentRow } from '../../repositories/users';
import { detailError, fieldError } from '../../errors';
import { translate } from '../../i18n/messages';
import { GroupCache, type Loaded } from '../../cache/group-cache';
import type { CacheGroup } from '../../cache/invalidation';
import { PreparedResponses } from '../../cache/prepared-responses';
import {
  admittedFromMemory,
  enrolmentIn,
  requireStudent,
  requireToken,
  signedInStudent,
} from '../../plugins/auth';
import {
  getCourseVideo,
  getPublicTopic,
  getSeminar,
  listBooks,
  loadCourses,
  listOrganisationPeople,
  listPublicTopics,
  listSeminars,
  mediaUrlOf,
  studentTopics,
} from '../../content/course-content';
import { listEnrolledCourses } from '../../repositories/content';
import {
  answerBody,
  lectureAccess,
  questionBody,
  type StudentTopicBody,
  titleFrom,
} from '../../repositories/learning';
import { signedLinksValidUntil, topicsWithSignedMedia } from '../../storage/media-links';
import { insertAnswer, insertQuestion, questionLecture } from '../../repositories/questions';
import { writeAndTell } from '../../notifications/fan-out';
import { enrolmentTerm } from '../../repositories/terms';
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
} from '@academy/contract';
import { AnswerBody, QuestionBody } from '@academy/contract/courses';

const TAG = ['courses'];
const CONTENT: readonly CacheGroup[] = ['content'];
const CONTENT_AND_QA: readonly CacheGroup[] = ['content', 'qa'];
const bearer = [{ bearerAuth: [] }];

const notFound = (request: FastifyRequest) => detailError(404, translate(request.language, 'notFound'));
const forbidden = (request: FastifyRequest) => detailError(403, translate(request.language, 'notEnrolled'));

const authorOf = (student: StudentRow) => ({
  author_id: student.id,
  first_name: student.first_name,
  last_name: student.last_name,
  photo: student.photo,
});

const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  /** Public content as prepared bytes per language, dropped when the database announces a change. */
  const prepared = <K>(load: (key: K) => Promise<Loaded<unknown> | null>) =>
    new PreparedResponses<K>(ctx.cache, {
      groups: CONTENT,
      cacheControl: 'no-cache',
      load,
      notFound,
      // Anyone may read them, so the front answers every caller under the URL's own key.
      early: { front: ctx.front, keyFor: (_caller, key) => key },
    });
  const forever = <T>(value: T | null): Loaded<T> | null => (value === null ? null : { value });

  const courses = prepared<0>(() => loadCourses(ctx));
  const course = prepared<number>(async (id) => {
    const loaded = await loadCourses(ctx);
    const one = loaded.value.find((candidate) => candidate.id === id);
    return one ? { value: one, validUntil: loaded.validUntil } : null;
  });
  const courseVideo = prepared<number>(async (id) => forever(await getCourseVideo(ctx, id)));
  const topics = prepared<0>(async () => forever(await listPublicTopics(ctx)));
  const topic = prepared<number>(async (id) => forever(await getPublicTopic(ctx, id)));
  const people = prepared<0>(async () => forever(await listOrganisationPeople(ctx)));
  const seminars = prepared<0>(async () => forever(await listSeminars(ctx)));
  const seminar = prepared<number>(async (id) => forever(await getSeminar(ctx, id)));
  const books = prepared<0>(async () => forever(await listBooks(ctx)));

  app.get(
    '/course/',
    {
      schema: {
        tags: TAG,
        summary: 'Courses; the first is the main video record',
        response: { 200: Type.Array(Course) },
      },
    },
    (request, reply) => courses.send(request, reply, 0),
  );
  app.get(
    '/teacher_courses/',
    { schema: { tags: TAG, summary: 'Courses', response: { 200: Type.Array(Course) } } },
    (request, reply) => courses.send(request, reply, 0),
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
    (request, reply) => course.send(request, reply, request.params.id),
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
    (request, reply) => courseVideo.send(request, reply, request.params.id),
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
    (request, reply) => topics.send(request, reply, 0),
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
    (request, reply) => topic.send(request, reply, request.params.id),
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
    (request, reply) => people.send(request, reply, 0),
  );
  app.get(
    '/seminars/',
    { schema: { tags: TAG, summary: 'Live seminars', response: { 200: Type.Array(Seminar) } } },
    (request, reply) => seminars.send(request, reply, 0),
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
    (request, reply) => seminar.send(request, reply, request.params.id),
  );
  app.get(
    '/books/',
    { schema: { tags: TAG, summary: 'Recommended reading', response: { 200: Type.Array(Book) } } },
    (request, reply) => books.send(request, reply, 0),
  );
};

const curriculumRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  // The curriculum as every enrolled student sees it, until a write or the next topic opening.
  // One copy per course and term: topics open on days of the student's term (decision 0701).
  const shared = new GroupCache<string, Loaded<StudentTopicBody[]>>(
    ctx.cache,
    CONTENT_AND_QA,
    100,
    'curriculum',
  );
  const sharedTopics = (courseId: number, termId: number | null) =>
    shared.get(`${courseId}:${termId ?? 'none'}`, async () => {
      const topics = await studentTopics(ctx, courseId, termId);
      return { value: topics, ...(topics.validUntil !== undefined ? { validUntil: topics.validUntil } : {}) };
    });
  // Each student's bytes carry their own signed media links, renewed with them; the access check
  // always runs first, so a 304 never skips it.
  const byCourse = new Map<number, PreparedResponses<number>>();
  const curriculumOf = (courseId: number) => {
    let prepared = byCourse.get(courseId);
    if (prepared === undefined) {
      prepared = new PreparedResponses<number>(ctx.cache, {
        groups: CONTENT_AND_QA,
        cacheControl: 'private, no-cache',
        maxEntries: 1000,
        async load(userId) {
          // The term is read with each student's copy, which any enrolment or term write drops.
          const term = await enrolmentTerm(ctx.db, userId, courseId);
          const topics = await sharedTopics(courseId, term?.id ?? null);
          return {
            value: topicsWithSignedMedia(ctx, topics.value, { userId, courseId }),
            validUntil: Math.min(topics.validUntil ?? Infinity, signedLinksValidUntil(ctx)),
          };
        },
        notFound,
        // The front answers a student whose standing in memory admits them, as enrolmentIn would.
        early: {
          front: ctx.front,
          keyFor: (caller) =>
            caller.userId !== null && admittedFromMemory(app, caller.userId, caller.tokenVersion, courseId)
              ? caller.userId
              : undefined,
        },
      });
      byCourse.set(courseId, prepared);
    }
    return prepared;
  };
  app.get(
    '/student/:courseId/topics/',
    {
      onRequest: requireToken,
      schema: {
        tags: TAG,
        security: bearer,
        summary:
          'The curriculum for an enrolled student; closed topics carry their opening date and no URLs. ' +
          'Lecture videos and materials are links signed for this student that expire (MEDIA_LINK_SECONDS).',
        params: Type.Object({ courseId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        response: { 200: Type.Array(StudentTopic), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    (request, reply) => {
      const { courseId } = request.params;
      const enrolled = enrolmentIn(app, request, courseId);
      // Enrolled, so the course exists: one prepared set per real course.
      if (enrolled === true) return curriculumOf(courseId).send(request, reply, signedInStudent(request).id);
      return enrolled.then(() => curriculumOf(courseId).send(request, reply, signedInStudent(request).id));
    },
  );
};

const studentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  const mediaUrl = mediaUrlOf(ctx);
  app.addHook('onRequest', requireStudent(app));
  // Each question or answer clears the shared Q&A cache: a student's posts are limited (0171).
  const postLimits = [app.rateLimitFor('questions'), app.rateLimitFor('questions-daily')];

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
    (request) => listEnrolledCourses(ctx.db, mediaUrl, signedInStudent(request).id),
  );

  app.post(
    '/questions/',
    {
      preHandler: postLimits,
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Ask a question under a lecture of an open topic',
        body: QuestionBody,
        response: { 201: Question, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const student = signedInStudent(request);
      const content = request.body.content.trim();
      if (!content) throw fieldError('content', translate(request.language, 'blank'));
      const access = await lectureAccess(ctx.db, request.body.lecture, student.id, ctx.now());
      if (access === null)
        throw fieldError(
          'lecture',
          translate(request.language, 'lectureNotFound', { id: request.body.lecture }),
        );
      if (!access.enrolled) throw forbidden(request);
      if (!access.open) throw detailError(403, translate(request.language, 'topicClosed'));
      // The instructors are told in the question's transaction (notifications/fan-out.ts).
      const row = await writeAndTell(
        ctx,
        (tx) =>
          insertQuestion(tx, {
            lectureId: request.body.lecture,
            userId: student.id,
            title: titleFrom(content),
            content,
            createdAt: ctx.now(),
          }),
        (asked) => ({ type: 'question_asked', questionId: asked.id, actorId: student.id }),
      );
      return reply.code(201).send(questionBody(mediaUrl, { ...row, ...authorOf(student) }));
    },
  );

  app.post(
    '/answers/',
    {
      preHandler: postLimits,
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Answer a question',
        body: AnswerBody,
        response: { 201: Answer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
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
      const access = await lectureAccess(ctx.db, lectureId, student.id, ctx.now());
      if (access === null || !access.enrolled) throw forbidden(request);
      if (!access.open) throw detailError(403, translate(request.language, 'topicClosed'));
      // The thread's asker and repliers are told in the answer's transaction.
      const row = await writeAndTell(
        ctx,
        (tx) =>
          insertAnswer(tx, {
            questionId: request.body.question,
            userId: student.id,
            title: titleFrom(content),
            content,
            createdAt: ctx.now(),
          }),
        (answered) => ({ type: 'answer_posted', answerId: answered.id, actorId: student.id }),
      );
      return reply.code(201).send(answerBody(mediaUrl, { ...row, ...authorOf(student) }));
    },
  );
};

const courseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(publicRoutes);
  await app.register(curriculumRoutes);
  await app.register(studentRoutes);
};

/** The prefix @fastify/autoload registers this folder's routes under (src/app.ts). */
export const autoPrefix = '/courses';

export default courseRoutes;

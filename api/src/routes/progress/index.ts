import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { detailError, fieldError } from '../../errors';
import { translate } from '../../i18n/messages';
import { enrolmentIn, requireStudent, requireToken, signedInStudent } from '../../plugins/auth';
import { courseProgress, lectureStanding, saveLectureProgress } from '../../repositories/progress';
import { CourseProgress, ErrorBody, LectureProgress } from '@academy/contract';
import { ProgressSaveBody } from '@academy/contract/progress';

const TAG = ['progress'];
const bearer = [{ bearerAuth: [] }];
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/**
 * Each student's position in each lecture and the lectures they completed (registered under
 * /courses). Only the signed-in student's own progress exists here: no path names another student.
 */
const progressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;

  app.get(
    '/student/:courseId/progress/',
    {
      onRequest: requireToken,
      schema: {
        tags: TAG,
        security: bearer,
        summary: "The signed-in student's progress through a course and where to resume",
        description:
          'Completed lectures, per-topic counts, every saved position, and `last`: the most recently saved ' +
          'lecture and its position, which the course-passing page opens on.',
        params: Type.Object({ courseId: Id }),
        response: { 200: CourseProgress, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      // 401 without an account, 404 for no such course, 403 when not enrolled.
      await enrolmentIn(app, request, request.params.courseId);
      return courseProgress(ctx.db, request.params.courseId, signedInStudent(request).id);
    },
  );

  await app.register(savingRoutes);
};

const savingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  app.addHook('onRequest', requireStudent(app));
  app.put(
    '/student/lectures/:lectureId/progress/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Save the position in a lecture, and its completion',
        description:
          'Idempotent: the same body gives the same stored state. `position` is in seconds, at most the ' +
          "lecture's duration; `completed` marks the lecture done (video watched to the end, or material " +
          'opened) and stays set afterwards. Only lectures of open topics of a course the student bought.',
        params: Type.Object({ lectureId: Id }),
        body: ProgressSaveBody,
        response: { 200: LectureProgress, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
      // Validation would coerce null to 0 and silently rewind the student; DRF refuses null instead.
      preValidation: async (request) => {
        const body: unknown = request.body;
        if (typeof body === 'object' && body !== null && 'position' in body && body.position === null)
          throw fieldError('position', translate(request.language, 'nullValue'));
      },
    },
    async (request) => {
      const { position, completed = false } = request.body;
      const language = request.language;
      if (!Number.isFinite(position)) throw fieldError('position', translate(language, 'notNumber'));
      const save = {
        userId: signedInStudent(request).id,
        lectureId: request.params.lectureId,
        position,
        completed,
        now: ctx.now(),
      };
      const saved = await saveLectureProgress(ctx.db, save);
      if (saved) return saved;
      const standing = await lectureStanding(ctx.db, save.lectureId, save.userId, save.now);
      if (standing === null) throw detailError(404, translate(language, 'notFound'));
      if (!standing.enrolled) throw detailError(403, translate(language, 'notEnrolled'));
      if (!standing.open) throw detailError(403, translate(language, 'topicClosed'));
      throw fieldError('position', translate(language, 'maxValue', { max: standing.maxPosition }));
    },
  );
};

/** The prefix @fastify/autoload registers this folder's routes under (src/app.ts). */
export const autoPrefix = '/courses';

export default progressRoutes;

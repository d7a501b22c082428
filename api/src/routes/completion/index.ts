import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { certificatePdf } from '../../completion/certificate-pdf';
import {
  certificateBody,
  issueCertificate,
  verificationUrl,
  verifyCertificate,
} from '../../completion/certificates';
import {
  type EssaySlot,
  type EssayRefusal,
  courseEssays,
  essayOf,
  readEssay,
  saveEssayDraft,
  submitEssayText,
} from '../../completion/essays';
import { checklist } from '../../completion/requirements';
import type { AnswerProblem } from '../../completion/scoring';
import {
  type TestRefusal,
  attemptOf,
  courseTests,
  readTest,
  submitAttempt,
  testAttempts,
} from '../../completion/topic-tests';
import { ApiError, detailError, fieldError } from '../../errors';
import { type CompletionMessageKey, completionMessage } from '../../i18n/completion-messages';
import { translate } from '../../i18n/messages';
import { enrolmentIn, requireStudent, signedInStudent } from '../../plugins/auth';
import { findCertificate, studentCertificates } from '../../repositories/certificates';
import { ErrorBody } from '@academy/contract';
import {
  Attempt,
  AttemptBody,
  AttemptParams,
  AttemptResult,
  Certificate,
  CertificateNumberParams,
  Completion,
  CourseParams,
  Essay,
  EssayDraftBody,
  EssayParams,
  EssaySubmitBody,
  EssayWithVersions,
  PublicCertificate,
  TestParams,
  TestSummary,
  TopicEssayParams,
  TopicTest,
} from '@academy/contract/completion';

const bearer = [{ bearerAuth: [] }];
const TESTS = ['tests'];
const ESSAYS = ['essays'];
const CERTIFICATES = ['certificates'];

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

/** A route's answers: its own success bodies, then each error status it may answer, with the one error body. */
function answers<const Success extends Record<number, unknown>, const Errors extends ErrorStatus[]>(
  success: Success,
  ...errors: Errors
): Success & { [Status in Errors[number]]: typeof ErrorBody } {
  const withErrors: Record<number, unknown> = { ...success };
  for (const status of errors) withErrors[status] = ErrorBody;
  return withErrors as Success & { [Status in Errors[number]]: typeof ErrorBody };
}

const say = (
  request: FastifyRequest,
  key: CompletionMessageKey,
  params: Record<string, string | number> = {},
) => completionMessage(request.language, key, params);

/** A refusal of a test or an essay, worded as the curriculum words them for lectures. */
function refused(request: FastifyRequest, reason: TestRefusal | EssayRefusal): ApiError {
  switch (reason) {
    case 'not_found':
      return detailError(404, translate(request.language, 'notFound'));
    case 'not_enrolled':
      return detailError(403, translate(request.language, 'notEnrolled'));
    case 'topic_closed':
      return detailError(403, translate(request.language, 'topicClosed'));
    case 'read_only':
      return detailError(409, say(request, 'essayReadOnly'), { code: 'essay_read_only' });
  }
}

function invalidAnswers(request: FastifyRequest, problem: AnswerProblem): ApiError {
  switch (problem.kind) {
    case 'unknown_question':
      return fieldError('answers', say(request, 'unknownQuestion', { question: problem.question }));
    case 'repeated_question':
      return fieldError('answers', say(request, 'repeatedQuestion', { question: problem.question }));
    case 'unknown_choice':
      return fieldError('answers', say(request, 'unknownChoice', { choice: problem.choice }));
    case 'repeated_choice':
      return fieldError('answers', say(request, 'repeatedChoice', { choice: problem.choice }));
    case 'one_choice_only':
      return fieldError('answers', say(request, 'oneChoiceOnly', { question: problem.question }));
  }
}

/**
 * Finishing the course (prefix /courses; decisions 0701, 0702, 0703): tests after each topic, essays, the
 * certificate's checklist, the certificate and its public verification. Only the signed-in student's
 * own attempts, essays and certificate are ever answered: an id of anyone else's is 404.
 */
const completionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;

  app.get(
    '/certificates/:number/',
    {
      preHandler: app.rateLimitFor('certificate-lookups'),
      schema: {
        tags: CERTIFICATES,
        summary: 'Verify a certificate by its number (anyone)',
        description:
          'The page a certificate’s QR code opens reads this: the name, the course, the day of issue and ' +
          'whether it is valid or revoked, nothing more. An unknown number is 404.',
        params: CertificateNumberParams,
        response: answers({ 200: PublicCertificate }, 404, 429),
      },
    },
    async (request, reply) => {
      const found = await verifyCertificate(ctx.db, request.params.number);
      if (found === null) throw detailError(404, say(request, 'certificateUnknown'));
      reply.header('cache-control', 'no-cache');
      return found;
    },
  );

  await app.register(studentRoutes);
};

const studentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  app.addHook('onRequest', requireStudent(app));
  const studentId = (request: FastifyRequest) => signedInStudent(request).id;
  const links = { siteUrl: ctx.config.siteUrl, publicUrl: ctx.config.publicUrl };

  // ---- Tests -----------------------------------------------------------------------------------

  app.get(
    '/student/:courseId/tests/',
    {
      schema: {
        tags: TESTS,
        security: bearer,
        summary: "The course's tests and where the student stands with each",
        params: CourseParams,
        response: answers({ 200: Type.Array(TestSummary) }, 401, 403, 404),
      },
    },
    async (request) => {
      await enrolmentIn(app, request, request.params.courseId);
      return courseTests(ctx.db, request.params.courseId, studentId(request), ctx.now());
    },
  );

  app.get(
    '/tests/:testId/',
    {
      schema: {
        tags: TESTS,
        security: bearer,
        summary: 'A test to take: questions and choices, never which are correct',
        description: 'A test of a closed topic is 403 "This topic is not open yet.", as its lectures are.',
        params: TestParams,
        response: answers({ 200: TopicTest }, 401, 403, 404),
      },
    },
    async (request) => {
      const test = await readTest(ctx.db, request.params.testId, studentId(request), ctx.now());
      if (typeof test === 'string') throw refused(request, test);
      return test;
    },
  );

  app.post(
    '/tests/:testId/attempts/',
    {
      schema: {
        tags: TESTS,
        security: bearer,
        summary: 'Submit an attempt: scored on the server',
        description:
          'Answers the score, which questions were answered wrongly, the best score so far and when the ' +
          'next attempt may be made. The correct choices are shown once the student’s test points meet the ' +
          'certificate’s 18 (decision 0702). Too early after the previous attempt: 429 with Retry-After.',
        params: TestParams,
        body: AttemptBody,
        response: answers({ 201: AttemptResult }, 400, 401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      const outcome = await submitAttempt(ctx.db, {
        testId: request.params.testId,
        userId: studentId(request),
        answers: request.body.answers,
        now: ctx.now(),
      });
      switch (outcome.kind) {
        case 'refused':
          throw refused(request, outcome.reason);
        case 'invalid':
          throw invalidAnswers(request, outcome.problem);
        case 'cooldown':
          throw new ApiError(
            429,
            {
              detail: say(request, 'cooldown', { seconds: outcome.retryAfterSeconds }),
              code: 'test_cooldown',
            },
            { 'retry-after': String(outcome.retryAfterSeconds) },
          );
        case 'scored':
          return reply.code(201).send(outcome.attempt);
      }
    },
  );

  app.get(
    '/tests/:testId/attempts/',
    {
      schema: {
        tags: TESTS,
        security: bearer,
        summary: "The student's own attempts at a test, first to last",
        params: TestParams,
        response: answers({ 200: Type.Array(Attempt) }, 401, 403, 404),
      },
    },
    async (request) => {
      const attempts = await testAttempts(ctx.db, request.params.testId, studentId(request), ctx.now());
      if (typeof attempts === 'string') throw refused(request, attempts);
      return attempts;
    },
  );

  app.get(
    '/tests/attempts/:attemptId/',
    {
      schema: {
        tags: TESTS,
        security: bearer,
        summary: 'One of the student’s own attempts (anyone else’s is 404)',
        params: AttemptParams,
        response: answers({ 200: Attempt }, 401, 404),
      },
    },
    async (request) => {
      const attempt = await attemptOf(ctx.db, request.params.attemptId, studentId(request));
      if (attempt === null) throw refused(request, 'not_found');
      return attempt;
    },
  );

  // ---- Essays ----------------------------------------------------------------------------------

  const essayRoutes = (path: string, slotOf: (request: FastifyRequest) => EssaySlot, what: string) => {
    const params = path.includes(':topicId') ? TopicEssayParams : CourseParams;
    app.get(
      path,
      {
        schema: {
          tags: ESSAYS,
          security: bearer,
          summary: `The student's ${what}, with every submitted version`,
          description: 'A blank draft (id null) until something is saved.',
          params,
          response: answers({ 200: EssayWithVersions }, 401, 403, 404),
        },
      },
      async (request) => {
        const slot = slotOf(request);
        await enrolmentIn(app, request, slot.courseId);
        const essay = await readEssay(ctx.db, slot, ctx.now());
        if (typeof essay === 'string') throw refused(request, essay);
        return essay;
      },
    );
    app.put(
      path,
      {
        preHandler: app.rateLimitFor('essays'),
        schema: {
          tags: ESSAYS,
          security: bearer,
          summary: `Save the draft of the ${what}`,
          description:
            'Idempotent (the client saves as the student types, debounced): the same text leaves the same ' +
            'essay. Allowed while a draft or returned for revision; a submitted or accepted essay is 409. ' +
            'A draft may exceed the word limit; submitting may not.',
          params,
          body: EssayDraftBody,
          response: answers({ 200: Essay }, 400, 401, 403, 404, 409, 429),
        },
      },
      async (request) => {
        const slot = slotOf(request);
        await enrolmentIn(app, request, slot.courseId);
        const saved = await saveEssayDraft(ctx.db, slot, request.body.text, ctx.now());
        if (typeof saved === 'string') throw refused(request, saved);
        return saved;
      },
    );
    app.post(
      `${path}submit/`,
      {
        preHandler: app.rateLimitFor('essays'),
        schema: {
          tags: ESSAYS,
          security: bearer,
          summary: `Submit the ${what} for evaluation`,
          description:
            'Submits the saved draft (or `text`, saved first in the same transaction: a draft save that ' +
            'reaches the API after the submission is 409, one before it is replaced by `text`). Refused when ' +
            'blank or over the word limit (400 naming `text`); afterwards read-only until evaluated. Each ' +
            'submission is kept as a version.',
          params,
          body: EssaySubmitBody,
          response: answers({ 200: Essay }, 400, 401, 403, 404, 409, 429),
        },
      },
      async (request) => {
        const slot = slotOf(request);
        await enrolmentIn(app, request, slot.courseId);
        const outcome = await submitEssayText(ctx.db, ctx.jobs, slot, request.body.text, ctx.now());
        if (typeof outcome === 'string') throw refused(request, outcome);
        if ('refused' in outcome) {
          throw outcome.refused === 'blank'
            ? fieldError('text', say(request, 'essayBlank'))
            : fieldError(
                'text',
                say(request, 'essayTooLong', { limit: outcome.limit, count: outcome.count }),
              );
        }
        return outcome;
      },
    );
  };

  app.get(
    '/student/:courseId/essays/',
    {
      schema: {
        tags: ESSAYS,
        security: bearer,
        summary: "Every essay of the student in the course: each topic's, then the final one",
        description:
          'Blank drafts (id null) stand for essays not begun; a closed topic’s essay has is_open false.',
        params: CourseParams,
        response: answers({ 200: Type.Array(Essay) }, 401, 403, 404),
      },
    },
    async (request) => {
      await enrolmentIn(app, request, request.params.courseId);
      return courseEssays(ctx.db, request.params.courseId, studentId(request), ctx.now());
    },
  );
  essayRoutes(
    '/student/:courseId/essays/topics/:topicId/',
    (request) => {
      const params = request.params as { courseId: number; topicId: number };
      return { userId: studentId(request), courseId: params.courseId, topicId: params.topicId };
    },
    'essay after a topic (at most 300 words)',
  );
  essayRoutes(
    '/student/:courseId/essays/final/',
    (request) => ({
      userId: studentId(request),
      courseId: (request.params as { courseId: number }).courseId,
      topicId: null,
    }),
    'final essay (at most 500 words)',
  );
  app.get(
    '/essays/:essayId/',
    {
      schema: {
        tags: ESSAYS,
        security: bearer,
        summary: 'One of the student’s own essays by id, with its versions (anyone else’s is 404)',
        params: EssayParams,
        response: answers({ 200: EssayWithVersions }, 401, 404),
      },
    },
    async (request) => {
      const essay = await essayOf(ctx.db, request.params.essayId, studentId(request));
      if (essay === null) throw refused(request, 'not_found');
      return essay;
    },
  );

  // ---- Completion and the certificate ----------------------------------------------------------

  app.get(
    '/student/:courseId/completion/',
    {
      schema: {
        tags: CERTIFICATES,
        security: bearer,
        summary: "The certificate's requirements, the student's term, and the certificate once issued",
        params: CourseParams,
        response: answers({ 200: Completion }, 401, 403, 404),
      },
    },
    async (request) => {
      const { courseId } = request.params;
      await enrolmentIn(app, request, courseId);
      const userId = studentId(request);
      const [list, held] = await Promise.all([
        checklist(ctx.db, courseId, userId),
        findCertificate(ctx.db, userId, courseId),
      ]);
      return { course: courseId, ...list, certificate: held && certificateBody(held, links) };
    },
  );

  app.post(
    '/student/:courseId/certificate/',
    {
      preHandler: app.rateLimitFor('certificates'),
      schema: {
        tags: CERTIFICATES,
        security: bearer,
        summary: 'Issue the certificate once every requirement is met',
        description:
          'Idempotent: 201 with the new certificate, 200 with the one already issued (parallel requests ' +
          'issue one). 403 `requirements_not_met` until the checklist is complete; 400 `name_required` when ' +
          'the profile has no first and last name to print.',
        params: CourseParams,
        response: answers({ 200: Certificate, 201: Certificate }, 400, 401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      const { courseId } = request.params;
      await enrolmentIn(app, request, courseId);
      const outcome = await issueCertificate(ctx.db, ctx.jobs, {
        userId: studentId(request),
        courseId,
        now: ctx.now(),
      });
      if (outcome.kind === 'requirements_not_met')
        throw detailError(403, say(request, 'requirementsNotMet'), { code: 'requirements_not_met' });
      if (outcome.kind === 'name_required')
        throw detailError(400, say(request, 'nameRequired'), { code: 'name_required' });
      return reply.code(outcome.created ? 201 : 200).send(certificateBody(outcome.certificate, links));
    },
  );

  app.get(
    '/student/certificates/',
    {
      schema: {
        tags: CERTIFICATES,
        security: bearer,
        summary: "The student's certificates of every course, newest first (the profile lists them)",
        response: answers({ 200: Type.Array(Certificate) }, 401),
      },
    },
    async (request) =>
      (await studentCertificates(ctx.db, studentId(request))).map((row) => certificateBody(row, links)),
  );

  app.get(
    '/student/:courseId/certificate/',
    {
      schema: {
        tags: CERTIFICATES,
        security: bearer,
        summary: "The student's certificate for the course; 404 before it is issued",
        params: CourseParams,
        response: answers({ 200: Certificate }, 401, 403, 404),
      },
    },
    async (request) => {
      const { courseId } = request.params;
      await enrolmentIn(app, request, courseId);
      const held = await findCertificate(ctx.db, studentId(request), courseId);
      if (held === null) throw refused(request, 'not_found');
      return certificateBody(held, links);
    },
  );

  app.get(
    '/student/:courseId/certificate/pdf/',
    {
      preHandler: app.rateLimitFor('certificates'),
      schema: {
        tags: CERTIFICATES,
        security: bearer,
        summary: "Download the student's certificate as a PDF (its owner only)",
        description: 'application/pdf, as an attachment; a revoked certificate is 403.',
        params: CourseParams,
        response: answers(
          {
            200: {
              description: 'The certificate (application/pdf, one A4 landscape page)',
              content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
            },
          },
          401,
          403,
          404,
          429,
        ),
      },
    },
    async (request, reply) => {
      const { courseId } = request.params;
      await enrolmentIn(app, request, courseId);
      const held = await findCertificate(ctx.db, studentId(request), courseId);
      if (held === null) throw refused(request, 'not_found');
      if (held.revoked_at !== null)
        throw detailError(403, say(request, 'certificateRevoked'), { code: 'certificate_revoked' });
      const pdf = await certificatePdf({
        number: held.number,
        studentName: held.student_name,
        courseTitle: held.course_title,
        issuedAt: new Date(held.issued_at),
        verificationUrl: verificationUrl(ctx.config.siteUrl, held.number),
      });
      // Bytes, not JSON: the reply is not one of the schemas' bodies.
      const bytes: FastifyReply = reply;
      return bytes
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${held.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};

/** The prefix @fastify/autoload registers this folder's routes under (src/app.ts). */
export const autoPrefix = '/courses';

export default completionRoutes;

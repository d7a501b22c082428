import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { meetingLinkHref } from '@academy/rules';
import { detailError, fieldErrors } from '../../errors';
import { translate } from '../../i18n/messages';
import { teachingMessage } from '../../i18n/teaching-messages';
import { hasInvisibleCharacters } from '../../rules/visible-text';
import {
  type SeminarFields,
  type StaffSeminarRow,
  cancelSeminar,
  findStaffSeminar,
  insertSeminar,
  listStaffSeminars,
  updateSeminar,
} from '../../repositories/seminars';
import { ErrorBody, IdParams } from '@academy/contract';
import { pageWindow, sendPage } from '../../pages';
import {
  SeminarCancellationBody,
  SeminarCreateBody,
  SeminarPatchBody,
  StaffSeminar,
  type StaffSeminarBody,
  StaffSeminarListQuery,
  StaffSeminarPage,
} from '@academy/contract/teaching';
import { STAFF_ERRORS, TAG, bearer } from './shared';
import { signedInInstructor } from '../../plugins/auth';
import { writeAndTell } from '../../notifications/fan-out';

function seminarBody(row: StaffSeminarRow): StaffSeminarBody {
  return {
    id: row.id,
    course: row.course_id,
    title: row.title,
    date: row.date,
    time: row.time,
    teacher_name: row.teacher_name,
    link: row.link,
    cancelled: row.cancelled_at !== null,
    cancelled_at: row.cancelled_at === null ? null : new Date(row.cancelled_at).toISOString(),
    cancellation_reason: row.cancellation_reason,
  };
}

/** Trimmed fields, every problem reported at once as DRF does: blank, invisible characters, a refused link. */
function readSeminarFields<T extends Partial<SeminarFields>>(request: FastifyRequest, body: T): T {
  const errors: Record<string, string[]> = {};
  const fields: Partial<SeminarFields> = {};
  for (const name of ['title', 'teacher_name'] as const) {
    const value = body[name]?.trim();
    if (value === undefined) continue;
    if (value === '') errors[name] = [translate(request.language, 'blank')];
    else if (hasInvisibleCharacters(value))
      errors[name] = [translate(request.language, 'invisibleCharacters')];
    else fields[name] = value;
  }
  if (body.link !== undefined) {
    // Stored as parsed, so that the page, mails and calendar files carry one normalised href.
    const link = meetingLinkHref(body.link);
    if (link === null) errors.link = [teachingMessage(request.language, 'linkNotHttps')];
    else fields.link = link;
  }
  if (body.date !== undefined) fields.date = body.date;
  if (body.time !== undefined) fields.time = body.time;
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { ...body, ...fields };
}

/** Seminars: create, change and cancel; students see the change in their Seminars tab (decision 0134). */
const seminarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;

  app.get(
    '/seminars/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Seminars by date and time, cancelled ones included unless cancelled=false',
        querystring: StaffSeminarListQuery,
        response: { 200: StaffSeminarPage, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const { course, cancelled } = request.query;
      const { count, rows } = await listStaffSeminars(ctx.db, {
        courseId: course ?? null,
        cancelled,
        ...pageWindow(request.query),
      });
      return sendPage(request, ctx.config.publicUrl, request.query, {
        count,
        results: rows.map(seminarBody),
      });
    },
  );

  app.post(
    '/seminars/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Add a seminar to a course',
        body: SeminarCreateBody,
        response: { 201: StaffSeminar, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { course, ...fields } = readSeminarFields(request, request.body);
      const instructor = signedInInstructor(request);
      // The course's students are told in the seminar's transaction (notifications/fan-out.ts).
      const row = await writeAndTell(
        ctx,
        (tx) => insertSeminar(tx, course, fields),
        (added) => added && { type: 'seminar_scheduled', seminarId: added.id, actorId: instructor.id },
      );
      if (!row)
        throw fieldErrors({ course: [teachingMessage(request.language, 'courseUnknown', { id: course })] });
      return reply.code(201).send(seminarBody(row));
    },
  );

  app.patch(
    '/seminars/:id/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Change a seminar: only the fields sent change',
        params: IdParams,
        body: SeminarPatchBody,
        response: { 200: StaffSeminar, ...STAFF_ERRORS, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const instructor = signedInInstructor(request);
      const fields = readSeminarFields(request, request.body);
      // A new date or time tells the course's students, in the change's transaction.
      const { changed: outcome } = await writeAndTell(
        ctx,
        async (tx) => ({
          before: await findStaffSeminar(tx, request.params.id),
          changed: await updateSeminar(tx, request.params.id, fields),
        }),
        ({ before, changed }) =>
          before && changed && changed !== 'cancelled'
            ? {
                type: 'seminar_moved',
                seminarId: changed.id,
                actorId: instructor.id,
                before: { date: before.date, time: before.time },
              }
            : null,
      );
      if (outcome === null) throw detailError(404, translate(request.language, 'notFound'));
      if (outcome === 'cancelled')
        throw detailError(409, teachingMessage(request.language, 'seminarCancelled'), {
          code: 'seminar_cancelled',
        });
      return seminarBody(outcome);
    },
  );

  app.post(
    '/seminars/:id/cancellation/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Cancel a seminar: students no longer see it (repeating it changes nothing)',
        params: IdParams,
        body: SeminarCancellationBody,
        response: { 200: StaffSeminar, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const instructor = signedInInstructor(request);
      // Told once, however often the cancellation is repeated (its event's key).
      const row = await writeAndTell(
        ctx,
        (tx) => cancelSeminar(tx, request.params.id, request.body.reason.trim(), ctx.now()),
        (cancelled) =>
          cancelled && { type: 'seminar_cancelled', seminarId: cancelled.id, actorId: instructor.id },
      );
      if (!row) throw detailError(404, translate(request.language, 'notFound'));
      return seminarBody(row);
    },
  );
};

export default seminarRoutes;

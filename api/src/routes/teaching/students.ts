import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { detailError, fieldError } from '../../errors';
import { completionMessage } from '../../i18n/completion-messages';
import { teachingMessage } from '../../i18n/teaching-messages';
import { signedInInstructor } from '../../plugins/auth';
import { revokeCertificate } from '../../repositories/certificates';
import { writeAndTell } from '../../notifications/fan-out';
import { containsPattern } from '../../repositories/question-listing';
import { type RosterFilter, type RosterRowData, listRoster, rosterBatches } from '../../repositories/roster';
import { ErrorBody } from '@academy/contract';
import { pageWindow, sendPage } from '../../pages';
import {
  NumberParams,
  Revocation,
  RevocationBody,
  RosterExportQuery,
  RosterPage,
  RosterQuery,
  type RosterRowBody,
} from '@academy/contract/teaching';
import { STAFF_ERRORS, TAG, bearer } from './shared';

const iso = (value: Date) => new Date(value).toISOString();

function rosterBody(row: RosterRowData): RosterRowBody {
  return {
    student: { id: row.user_id, email: row.email, first_name: row.first_name, last_name: row.last_name },
    course: row.course_id,
    enrolled_at: iso(row.enrolled_at),
    lectures_completed: row.lectures_completed,
    lectures_total: row.lectures_total,
    test_points: row.test_points,
    essays: { draft: row.draft, submitted: row.submitted, accepted: row.accepted, returned: row.returned },
    final_essay: row.final_essay,
    certificate:
      row.certificate_number === null || row.certificate_issued_at === null
        ? null
        : {
            number: row.certificate_number,
            issued_at: iso(row.certificate_issued_at),
            status: row.certificate_revoked ? 'revoked' : 'valid',
          },
  };
}

const CSV_COLUMNS = [
  'student_id',
  'email',
  'first_name',
  'last_name',
  'course',
  'enrolled_at',
  'lectures_completed',
  'lectures_total',
  'test_points',
  'essays_draft',
  'essays_submitted',
  'essays_accepted',
  'essays_returned',
  'final_essay',
  'certificate_number',
  'certificate_status',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text starting like a
 * spreadsheet formula gets a leading apostrophe, so opening the file runs nothing.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(row: RosterRowData): string {
  const body = rosterBody(row);
  return `${[
    body.student.id,
    body.student.email,
    body.student.first_name,
    body.student.last_name,
    body.course,
    body.enrolled_at,
    body.lectures_completed,
    body.lectures_total,
    body.test_points,
    body.essays.draft,
    body.essays.submitted,
    body.essays.accepted,
    body.essays.returned,
    body.final_essay,
    body.certificate?.number ?? null,
    body.certificate?.status ?? null,
  ]
    .map(csvField)
    .join(',')}\r\n`;
}

/** The roster, its CSV export and certificate revocation (decisions 0136 and 0138). */
const studentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;

  const filterOf = (query: {
    course?: number;
    search: string;
    essays: RosterFilter['essays'];
    certificate: RosterFilter['certificate'];
    sort: RosterFilter['sort'];
  }): RosterFilter => ({
    courseId: query.course ?? null,
    search: query.search,
    essays: query.essays,
    certificate: query.certificate,
    sort: query.sort,
  });

  app.get(
    '/students/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'The roster: one row per student and course, filtered, sorted and paged by the database',
        querystring: RosterQuery,
        response: { 200: RosterPage, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const { count, rows } = await listRoster(
        ctx.db,
        filterOf(request.query),
        pageWindow(request.query),
        containsPattern,
      );
      return sendPage(request, ctx.config.publicUrl, request.query, { count, results: rows.map(rosterBody) });
    },
  );

  app.get(
    '/students/export.csv',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary:
          'The roster as CSV (UTF-8, comma-separated, a header line), as filtered and sorted; streamed',
        querystring: RosterExportQuery,
        response: {
          200: {
            description: 'The roster (text/csv), one line per student and course',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          ...STAFF_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const filter = filterOf(request.query);
      async function* lines() {
        // A byte-order mark, so spreadsheet programs read the names as UTF-8.
        yield `\uFEFF${CSV_COLUMNS.join(',')}\r\n`;
        for await (const batch of rosterBatches(ctx.db, filter, containsPattern))
          yield batch.map(csvLine).join('');
      }
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="students.csv"')
          .header('cache-control', 'no-store')
          // The type provider types bodies by their JSON schemas; a stream is sent as it is.
          .send(Readable.from(lines()) as never)
      );
    },
  );

  app.post(
    '/certificates/:number/revocation/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Revoke a certificate with a reason: its public verification then says revoked',
        params: NumberParams,
        body: RevocationBody,
        response: { 200: Revocation, ...STAFF_ERRORS, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const instructor = signedInInstructor(request);
      const reason = request.body.reason.trim();
      if (reason === '') throw fieldError('reason', teachingMessage(request.language, 'reasonBlank'));
      // The holder is told in the revocation's transaction (notifications/fan-out.ts).
      const outcome = await writeAndTell(
        ctx,
        (tx) =>
          revokeCertificate(tx, {
            number: request.params.number,
            reason,
            revokedBy: instructor.id,
            now: ctx.now(),
          }),
        (revoked) =>
          revoked === null || revoked === 'already'
            ? null
            : { type: 'certificate_revoked', number: revoked.number, actorId: instructor.id },
      );
      if (outcome === null) throw detailError(404, completionMessage(request.language, 'certificateUnknown'));
      if (outcome === 'already')
        throw detailError(409, teachingMessage(request.language, 'certificateAlreadyRevoked'), {
          code: 'already_revoked',
        });
      return {
        number: outcome.number,
        status: 'revoked' as const,
        revoked_at: iso(outcome.revoked_at),
        reason: outcome.revocation_reason,
      };
    },
  );
};

export default studentRoutes;

import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../../cache/prepared-bytes';
import {
  type CalendarAnswer,
  currentFeed,
  feedCalendar,
  renewFeed,
  revokeFeed,
  seminarCalendar,
} from '../../calendar/feeds';
import { detailError } from '../../errors';
import { translate } from '../../i18n/messages';
import { requireStudent, signedInStudent } from '../../plugins/auth';
import { ErrorBody, IdParams } from '@academy/contract';
import { CalendarFeed, FeedSecretParams } from '@academy/contract/calendar';

const TAG = ['calendar'];
const bearer = [{ bearerAuth: [] }];
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

const calendarResponse = (description: string) => ({
  200: { description, content: { 'text/calendar': { schema: { type: 'string' } } } },
  304: { description: 'Unchanged since the ETag sent in If-None-Match', type: 'null' },
  404: ErrorBody,
});

const notFound = (request: FastifyRequest) => detailError(404, translate(request.language, 'notFound'));

/**
 * A calendar's text, or 304 when the caller holds it already. `private, no-cache`: a feed's URL is
 * its credential, so no shared cache keeps it, and every poll is revalidated (decision 0168).
 */
function sendCalendar(request: FastifyRequest, reply: FastifyReply, calendar: CalendarAnswer) {
  reply.header('etag', calendar.etag).header('cache-control', 'private, no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, calendar.etag)) return reply.code(304).send();
  // The type provider types bodies by their JSON schemas; the calendar is sent as the text it is.
  return reply.type(CALENDAR_TYPE).send(calendar.body as never);
}

/**
 * "Add to calendar" files of seminars and each student's iCalendar feed (decision 0168; the table is
 * in contract/src/calendar.ts). Served at the root: the paths sit under /courses and /student.
 */
const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  const signedIn = requireStudent(app);

  app.get(
    '/courses/seminars/:id/calendar.ics',
    {
      schema: {
        tags: TAG,
        summary: 'A seminar\'s "Add to calendar" file (iCalendar); a cancelled one says STATUS:CANCELLED',
        params: IdParams,
        response: calendarResponse('One VEVENT: stable UID, SEQUENCE raised by each change, start in UTC'),
      },
    },
    async (request, reply) => {
      const calendar = await seminarCalendar(ctx, request.params.id);
      if (calendar === null) throw notFound(request);
      reply.header('content-disposition', `attachment; filename="seminar-${request.params.id}.ics"`);
      return sendCalendar(request, reply, calendar);
    },
  );

  app.get(
    '/student/calendar/feed/',
    {
      onRequest: signedIn,
      schema: {
        tags: TAG,
        security: bearer,
        summary: "The student's personal calendar feed, made on the first request",
        response: { 200: CalendarFeed, 401: ErrorBody },
      },
    },
    (request) => currentFeed(ctx, signedInStudent(request).id),
  );

  app.post(
    '/student/calendar/feed/',
    {
      onRequest: signedIn,
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'A new feed URL: the previous one answers 404 from now on',
        response: { 200: CalendarFeed, 401: ErrorBody },
      },
    },
    (request) => renewFeed(ctx, signedInStudent(request).id),
  );

  app.delete(
    '/student/calendar/feed/',
    {
      onRequest: signedIn,
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Revoke the feed: its URL answers 404; the next GET makes a new one',
        response: { 204: Type.Null(), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      await revokeFeed(ctx, signedInStudent(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/student/calendar/feeds/:secret.ics',
    {
      schema: {
        tags: TAG,
        summary:
          "A student's feed (iCalendar), opened by its secret alone: their seminars and topic openings",
        description:
          'No session: the secret in the path is the credential. A malformed, unknown, replaced or revoked ' +
          'secret answers the same 404.',
        params: FeedSecretParams,
        response: calendarResponse(
          'The seminars of the courses, cancelled ones included, and topic openings',
        ),
      },
    },
    async (request, reply) => {
      const calendar = await feedCalendar(ctx, request.params.secret);
      if (calendar === null) throw notFound(request);
      return sendCalendar(request, reply, calendar);
    },
  );
};

/** The prefix @fastify/autoload registers this folder's routes under (src/app.ts): the root. */
export const autoPrefix = '';

export default calendarRoutes;

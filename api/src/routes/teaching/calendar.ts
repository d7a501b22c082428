import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { detailError } from '../../errors';
import { translate } from '../../i18n/messages';
import { teachingMessage } from '../../i18n/teaching-messages';
import {
  type CalendarTopicRow,
  type TermRow,
  listCalendarTopics,
  listTerms,
  setTopicOpening,
} from '../../repositories/calendar';
import { ErrorBody, IdParams } from '@academy/contract';
import {
  Calendar,
  CalendarQuery,
  CalendarTopic,
  type CalendarTopicBody,
  OpeningBody,
} from '@academy/contract/teaching';
import { STAFF_ERRORS, TAG, bearer } from './shared';

const DAY_MS = 86400 * 1000;

/** A topic's schedule and, when it follows the terms, the moment it opens in each of its course's terms. */
function topicBody(row: CalendarTopicRow, terms: TermRow[]): CalendarTopicBody {
  const days = row.opens_after_days;
  return {
    id: row.id,
    course: row.course_id,
    position: row.position,
    title: row.title,
    schedule: days !== null ? 'term' : row.opens_at !== null ? 'fixed' : 'open',
    opens_after_days: days,
    opens_at: row.opens_at === null ? null : new Date(row.opens_at).toISOString(),
    openings:
      days === null
        ? []
        : terms
            .filter((term) => term.course_id === row.course_id)
            .map((term) => ({
              term: term.id,
              opens_at: new Date(new Date(term.starts_at).getTime() + days * DAY_MS).toISOString(),
            })),
  };
}

/** The course calendar: when each topic opens, which drives the locks students see (decision 0701). */
const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;

  app.get(
    '/calendar/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: "The terms and each topic's opening",
        querystring: CalendarQuery,
        response: { 200: Calendar, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const courseId = request.query.course ?? null;
      const [terms, topics] = await Promise.all([
        listTerms(ctx.db, courseId),
        listCalendarTopics(ctx.db, courseId),
      ]);
      return {
        terms: terms.map((term) => ({
          id: term.id,
          course: term.course_id,
          title: term.title,
          starts_at: new Date(term.starts_at).toISOString(),
          ends_at: new Date(term.ends_at).toISOString(),
          enrolment_closes_at: new Date(term.enrolment_closes_at).toISOString(),
        })),
        topics: topics.map((topic) => topicBody(topic, terms)),
      };
    },
  );

  app.put(
    '/topics/:id/opening/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary:
          'Move a topic’s opening: days after each term’s start, a fixed moment, or open from the start',
        description:
          'Send `opens_after_days` or `opens_at`, not both; neither (or both null) opens the topic from the ' +
          'start. Students’ locks follow at their next request.',
        params: IdParams,
        body: OpeningBody,
        response: { 200: CalendarTopic, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const days = request.body.opens_after_days ?? null;
      const at = request.body.opens_at ?? null;
      if (days !== null && at !== null)
        throw detailError(400, teachingMessage(request.language, 'openingBoth'));
      const row = await setTopicOpening(ctx.db, request.params.id, {
        opensAfterDays: days,
        opensAt: at === null ? null : new Date(at),
      });
      if (!row) throw detailError(404, translate(request.language, 'notFound'));
      return topicBody(row, await listTerms(ctx.db, row.course_id));
    },
  );
};

export default calendarRoutes;

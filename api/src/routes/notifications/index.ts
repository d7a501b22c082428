import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { prepareResponse } from '../../cache/prepared-bytes';
import { sendPrepared } from '../../cache/prepared-responses';
import { ErrorBody, IdParams } from '@academy/contract';
import {
  MarkAllReadBody,
  NOTIFICATION_KINDS,
  Notification,
  type NotificationBody,
  type NotificationKind,
  NotificationListQuery,
  NotificationPage,
  NotificationPreferences,
  PreferencesBody,
  STUDENT_NOTIFICATION_KINDS,
  UnreadCount,
  UnsubscribeParams,
  UnsubscribeTarget,
  Unsubscribed,
} from '@academy/contract/notifications';
import { detailError, fieldErrors } from '../../errors';
import type { Language } from '../../i18n/messages';
import { translate } from '../../i18n/messages';
import { kindLabel, notificationMessage } from '../../i18n/notification-messages';
import { notificationLink, notificationText } from '../../notifications/render';
import { readUnsubscribeToken } from '../../notifications/unsubscribe-link';
import { requireStudent, signedInStudent } from '../../plugins/auth';
import {
  type NotificationRow,
  channelOf,
  channelsOf,
  listNotifications,
  markAllRead,
  markRead,
  savePreferences,
  stopMails,
  unreadState,
} from '../../repositories/notifications';
import type { StudentRow } from '../../repositories/users';

const TAG = ['notifications'];
const bearer = [{ bearerAuth: [] }];

/** The kinds an account is told of, by its role (the preferences list them in this order). */
const kindsOf = (account: Pick<StudentRow, 'role'>): readonly NotificationKind[] =>
  account.role === 'instructor' ? NOTIFICATION_KINDS : STUDENT_NOTIFICATION_KINDS;

function notificationBody(language: Language, role: string, row: NotificationRow): NotificationBody {
  return {
    id: row.id,
    kind: row.kind,
    text: notificationText(language, row.kind, row.subject),
    link: notificationLink(row.kind, row.subject, role),
    created_at: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}

/** A person's notifications, the bell's count and the preferences (docs/decisions/0167). */
const signedInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  app.addHook('onRequest', requireStudent(app));

  app.get(
    '/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'The signed-in person’s notifications, newest first, by a keyset cursor',
        querystring: NotificationListQuery,
        response: { 200: NotificationPage, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const person = signedInStudent(request);
      const { cursor, page_size: size, unread } = request.query;
      const [rows, state] = await Promise.all([
        listNotifications(ctx.db, {
          userId: person.id,
          before: cursor ?? null,
          limit: size + 1,
          unreadOnly: unread,
        }),
        unreadState(ctx.db, person.id),
      ]);
      const page = rows.slice(0, size);
      const last = page.at(-1);
      const next =
        rows.length > size && last
          ? `${ctx.config.publicUrl}/student/notifications/?${new URLSearchParams({
              cursor: String(last.id),
              page_size: String(size),
              ...(unread ? { unread: 'true' } : {}),
            })}`
          : null;
      return {
        results: page.map((row) => notificationBody(request.language, person.role, row)),
        next,
        unread: state,
      };
    },
  );

  app.get(
    '/unread/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary:
          'The bell: unread notifications (up to 99) and the newest id; 304 to a matching If-None-Match',
        response: { 200: UnreadCount, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      // The count's bytes and their validator, or 304 when the bell holds them already.
      const state = await unreadState(ctx.db, signedInStudent(request).id);
      return sendPrepared(request, reply, prepareResponse(JSON.stringify(state)), 'private, no-cache');
    },
  );

  app.post(
    '/:id/read/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Mark one of one’s own notifications read (404 for anyone else’s)',
        params: IdParams,
        response: { 200: Notification, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const person = signedInStudent(request);
      const row = await markRead(ctx.db, person.id, request.params.id, ctx.now());
      if (row === null) throw detailError(404, translate(request.language, 'notFound'));
      return notificationBody(request.language, person.role, row);
    },
  );

  app.post(
    '/read/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Mark read every notification up to `up_to` (the newest one seen), or all',
        body: MarkAllReadBody,
        response: { 200: UnreadCount, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const person = signedInStudent(request);
      await markAllRead(ctx.db, person.id, request.body.up_to ?? null, ctx.now());
      return unreadState(ctx.db, person.id);
    },
  );

  const preferencesOf = async (person: StudentRow) => {
    const channels = await channelsOf(ctx.db, person.id);
    return {
      kinds: kindsOf(person).map((kind) => ({ kind, channel: channels.get(kind) ?? 'all' })),
      daily_digest: person.role === 'instructor' ? person.daily_digest : null,
    };
  };

  app.get(
    '/preferences/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary:
          'How each kind of notification reaches the person: in the site and by e-mail, in the site, or not',
        response: { 200: NotificationPreferences, 401: ErrorBody },
      },
    },
    async (request) => preferencesOf(signedInStudent(request)),
  );

  app.put(
    '/preferences/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Change the channels of the kinds sent, and (instructors) the daily digest',
        body: PreferencesBody,
        response: { 200: NotificationPreferences, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const person = signedInStudent(request);
      const { kinds = [], daily_digest: digest } = request.body;
      const allowed = kindsOf(person);
      const errors: Record<string, string[]> = {};
      const wrong = kinds.find((choice) => !allowed.includes(choice.kind));
      if (wrong) errors.kinds = [notificationMessage(request.language, 'kindNotYours', { kind: wrong.kind })];
      if (digest !== undefined && person.role !== 'instructor')
        errors.daily_digest = [notificationMessage(request.language, 'digestStaffOnly')];
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      await savePreferences(ctx.db, person.id, { kinds, ...(digest !== undefined ? { digest } : {}) });
      return preferencesOf({ ...person, daily_digest: digest ?? person.daily_digest });
    },
  );
};

/**
 * RFC 8058's one-click unsubscribe, for anyone holding the mail's link: no session. GET says what it
 * would stop (the site's page asks first); POST, with or without `List-Unsubscribe=One-Click`, stops
 * the mails of that kind. A token that does not verify is 404 and changes nothing.
 */
const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  // A mail client's one-click POST is a form; anything it sends besides is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _body, done) =>
    done(null, {}),
  );
  const target = (request: FastifyRequest, token: string) => {
    const named = readUnsubscribeToken(ctx.secrets.unsubscribe, token);
    if (named === null) throw detailError(404, translate(request.language, 'notFound'));
    return named;
  };

  app.get(
    '/unsubscribe/:token/',
    {
      schema: {
        tags: TAG,
        summary: 'What a mail’s unsubscribe link would stop (no session)',
        params: UnsubscribeParams,
        response: { 200: UnsubscribeTarget, 404: ErrorBody },
      },
    },
    async (request) => {
      const { userId, kind } = target(request, request.params.token);
      return {
        kind,
        label: kindLabel(request.language, kind),
        channel: await channelOf(ctx.db, userId, kind),
      };
    },
  );

  app.post(
    '/unsubscribe/:token/',
    {
      schema: {
        tags: TAG,
        summary: 'One-click unsubscribe (RFC 8058): the mails of the link’s kind stop; no session',
        params: UnsubscribeParams,
        response: { 200: Unsubscribed, 404: ErrorBody },
      },
    },
    async (request) => {
      const { userId, kind } = target(request, request.params.token);
      const channel = await stopMails(ctx.db, userId, kind);
      return {
        kind,
        label: kindLabel(request.language, kind),
        channel,
        detail: notificationMessage(request.language, 'unsubscribed'),
      };
    },
  );
};

const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(unsubscribeRoutes);
  await app.register(signedInRoutes);
};

/** The prefix @fastify/autoload registers this folder's routes under (src/app.ts). */
export const autoPrefix = '/student/notifications';

export default notificationRoutes;

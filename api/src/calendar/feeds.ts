import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import {
  createFeedIfNone,
  deleteFeed,
  feedOpenings,
  feedOwner,
  feedSeminars,
  findFeed,
  replaceFeed,
} from '../repositories/calendar-feeds';
import { findStaffSeminar } from '../repositories/seminars';
import { calendarFile } from './ics-files';

/**
 * Calendar files and personal feeds (decision 0168). A feed's secret is an HMAC of a random nonce
 * under the API's feed key, so the database holds neither the secret nor what it takes to make one:
 * the URL is shown again whenever its owner asks, and a leaked table opens no feed.
 */

export interface FeedDesk {
  db: Queryable;
  config: { publicUrl: string };
  secrets: { calendarFeeds: Buffer };
  now: () => Date;
}

/** Where a feed is read: https for a download, webcal for "subscribe" in calendar programs. */
export interface FeedLinks {
  url: string;
  webcal: string;
}

/** A calendar ready to send: its text and a weak validator of what it says (DTSTAMP aside). */
export interface CalendarAnswer {
  body: string;
  etag: string;
}

/** What X-WR-CALNAME names a subscribed feed. */
export const FEED_NAME = 'Academy: seminars and topic openings';

/** 32 bytes in base64url, the only shape a secret has: anything else is unknown without a lookup. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

function secretOf(desk: FeedDesk, userId: number, nonce: string): string {
  return createHmac('sha256', desk.secrets.calendarFeeds).update(`${userId}\n${nonce}`).digest('base64url');
}

function linksOf(desk: FeedDesk, secret: string): FeedLinks {
  const url = `${desk.config.publicUrl}/student/calendar/feeds/${secret}.ics`;
  return { url, webcal: url.replace(/^https?:/, 'webcal:') };
}

const newNonce = () => randomBytes(16).toString('base64url');

/** A new secret for the account: the feed it had stops answering at once. */
export async function renewFeed(desk: FeedDesk, userId: number): Promise<FeedLinks> {
  const nonce = newNonce();
  const secret = secretOf(desk, userId, nonce);
  await replaceFeed(desk.db, userId, { nonce, secretHash: hashOf(secret) }, desk.now());
  return linksOf(desk, secret);
}

/**
 * The account's live feed, made when it has none. A feed whose secret the key no longer makes (the
 * JWT_SECRET it is derived from was changed) answers nobody, so it is replaced.
 */
export async function currentFeed(desk: FeedDesk, userId: number): Promise<FeedLinks> {
  const nonce = newNonce();
  // Two first requests at once keep one feed: the second finds the first's row.
  await createFeedIfNone(
    desk.db,
    userId,
    { nonce, secretHash: hashOf(secretOf(desk, userId, nonce)) },
    desk.now(),
  );
  const feed = await findFeed(desk.db, userId);
  if (feed === null) return renewFeed(desk, userId);
  const secret = secretOf(desk, userId, feed.nonce);
  return hashOf(secret) === feed.secret_hash ? linksOf(desk, secret) : renewFeed(desk, userId);
}

export function revokeFeed(desk: FeedDesk, userId: number): Promise<void> {
  return deleteFeed(desk.db, userId);
}

const hostOf = (desk: FeedDesk) => new URL(desk.config.publicUrl).hostname;

const etagOf = (what: unknown) =>
  `W/"${createHash('sha256').update(JSON.stringify(what)).digest('base64url').slice(0, 27)}"`;

/** The feed a secret opens; null for a malformed, unknown, replaced or revoked one alike. */
export async function feedCalendar(desk: FeedDesk, secret: string): Promise<CalendarAnswer | null> {
  if (!SECRET_SHAPE.test(secret)) return null;
  const userId = await feedOwner(desk.db, hashOf(secret));
  if (userId === null) return null;
  const seminars = await feedSeminars(desk.db, userId);
  const openings = await feedOpenings(desk.db, userId);
  const host = hostOf(desk);
  return {
    body: calendarFile({ name: FEED_NAME, host, writtenAt: desk.now(), seminars, openings }),
    etag: etagOf([host, seminars, openings]),
  };
}

/** One seminar's "Add to calendar" file, a cancelled one as STATUS:CANCELLED; null when there is none. */
export async function seminarCalendar(desk: FeedDesk, seminarId: number): Promise<CalendarAnswer | null> {
  const seminar = await findStaffSeminar(desk.db, seminarId);
  if (seminar === null) return null;
  const host = hostOf(desk);
  return {
    body: calendarFile({ host, writtenAt: desk.now(), seminars: [seminar], openings: [] }),
    etag: etagOf([host, seminar]),
  };
}

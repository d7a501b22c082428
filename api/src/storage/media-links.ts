import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context';
import type { StudentTopicBody } from '../repositories/learning';

/**
 * Lecture videos and materials are paid content: they are served only through links signed for one
 * student, which expire (HMAC over path, expiry and student). Photos, covers, posters and the course's
 * introductory video stay public.
 */
const PRIVATE_FOLDERS = ['lectures/', 'materials/'];

export function isPrivateMedia(key: string): boolean {
  return PRIVATE_FOLDERS.some((folder) => key.startsWith(folder));
}

function signature(ctx: AppContext, key: string, expires: number, userId: number): string {
  return createHmac('sha256', ctx.secrets.media)
    .update(`${key}\n${expires}\n${userId}`)
    .digest('base64url')
    .slice(0, 32);
}

/** Links expire at a whole hour at least MEDIA_LINK_SECONDS away, so one hour's responses share them. */
function linkExpiry(ctx: AppContext): number {
  const seconds = Math.floor(ctx.now().getTime() / 1000) + ctx.config.mediaLinkSeconds;
  return Math.ceil(seconds / 3600) * 3600;
}

/** The app-clock moment (ms) from which linkExpiry gives the next hour, so signed links change. */
export function signedLinksValidUntil(ctx: AppContext): number {
  return (linkExpiry(ctx) - ctx.config.mediaLinkSeconds + 1) * 1000;
}

/** True when the query carries a valid, unexpired signature for this media key. */
export function verifyMediaLink(ctx: AppContext, key: string, query: unknown): boolean {
  if (typeof query !== 'object' || query === null) return false;
  const { exp, uid, sig } = query as Record<string, unknown>;
  if (typeof exp !== 'string' || typeof uid !== 'string' || typeof sig !== 'string') return false;
  if (!/^\d{1,12}$/.test(exp) || !/^\d{1,10}$/.test(uid)) return false;
  if (Number(exp) * 1000 <= ctx.now().getTime()) return false;
  const expected = Buffer.from(signature(ctx, key, Number(exp), Number(uid)));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A media URL as this student may load it: private ones signed, anything else unchanged. */
function signedUrl(ctx: AppContext, url: string, userId: number, expires: number): string {
  const base = `${ctx.config.publicUrl}/media/`;
  if (url === '' || !url.startsWith(base)) return url;
  const key = url.slice(base.length).split('/').map(decodeURIComponent).join('/');
  if (!isPrivateMedia(key)) return url;
  return `${url}?exp=${expires}&uid=${userId}&sig=${signature(ctx, key, expires, userId)}`;
}

const signedCopies = new WeakMap<StudentTopicBody[], Map<string, StudentTopicBody[]>>();

/**
 * The shared curriculum with this student's signed links. The copy is kept beside the shared list
 * (which lives about a second), so a student's repeated reads within it sign nothing again.
 */
export function topicsWithSignedMedia(
  ctx: AppContext,
  topics: StudentTopicBody[],
  userId: number,
): StudentTopicBody[] {
  const expires = linkExpiry(ctx);
  let copies = signedCopies.get(topics);
  if (!copies) {
    copies = new Map();
    signedCopies.set(topics, copies);
  }
  const cacheKey = `${userId}:${expires}`;
  const cached = copies.get(cacheKey);
  if (cached) return cached;
  const signed = topics.map((entry) =>
    entry.is_open
      ? {
          ...entry,
          topic: {
            ...entry.topic,
            lectures: entry.topic.lectures.map((lecture) => ({
              ...lecture,
              video: signedUrl(ctx, lecture.video, userId, expires),
              material: signedUrl(ctx, lecture.material, userId, expires),
            })),
          },
        }
      : entry,
  );
  if (copies.size >= 256) copies.clear();
  copies.set(cacheKey, signed);
  return signed;
}

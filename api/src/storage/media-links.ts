import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Standing } from '../cache/student-standings';
import type { AppConfig } from '../config';
import type { StudentTopicBody } from '../repositories/learning';

/**
 * Lecture videos, captions (lectures/*.vtt, decision 0175) and materials are paid content: they are served only through links signed for one
 * student and course, which expire (HMAC over path, expiry, student and course), and only while that
 * student is enrolled in that course (docs/decisions/0148). Photos, covers, posters and the course's
 * introductory video stay public.
 */
const PRIVATE_FOLDERS = ['lectures/', 'materials/'];

/** What signing and checking links needs from the app: the key for media links, two settings, the clock. */
export interface MediaSigner {
  secrets: { media: Buffer };
  config: Pick<AppConfig, 'mediaLinkSeconds' | 'publicUrl'>;
  now: () => Date;
}

export function isPrivateMedia(key: string): boolean {
  return PRIVATE_FOLDERS.some((folder) => key.startsWith(folder));
}

/** `name` (a material's download name) is signed too when given, so a link's name cannot be changed. */
function signature(
  signer: MediaSigner,
  key: string,
  expires: number,
  grant: LinkGrant,
  name: string,
): string {
  const named = name === '' ? '' : `\n${name}`;
  return createHmac('sha256', signer.secrets.media)
    .update(`${key}\n${expires}\n${grant.userId}\n${grant.courseId}${named}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The download name a link carries (a material's `material_name`); '' when none or malformed. */
export function linkName(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const { name } = query as Record<string, unknown>;
  return typeof name === 'string' ? name : '';
}

/** Whom a link was signed for: the student and the course whose curriculum gave it. */
export interface LinkGrant {
  userId: number;
  courseId: number;
}

/**
 * The student and course a link's query names; null when it names neither (an unsigned or public
 * URL), 'invalid' when it names them badly. Only the signature, checked with the file's path, makes
 * them trustworthy.
 */
export function linkGrant(query: unknown): LinkGrant | 'invalid' | null {
  if (typeof query !== 'object' || query === null) return null;
  const { uid, cid } = query as Record<string, unknown>;
  if (uid === undefined && cid === undefined) return null;
  if (typeof uid !== 'string' || typeof cid !== 'string') return 'invalid';
  if (!/^\d{1,10}$/.test(uid) || !/^\d{1,10}$/.test(cid)) return 'invalid';
  return { userId: Number(uid), courseId: Number(cid) };
}

/** A link still holds while its student's account exists and is enrolled in its course. */
export function grantHolds(standing: Standing | null, grant: LinkGrant): boolean {
  return standing !== null && standing.student.is_verified && standing.courses.has(grant.courseId);
}

/** Links expire at a whole hour at least MEDIA_LINK_SECONDS away, so one hour's responses share them. */
function linkExpiry(signer: MediaSigner): number {
  const seconds = Math.floor(signer.now().getTime() / 1000) + signer.config.mediaLinkSeconds;
  return Math.ceil(seconds / 3600) * 3600;
}

/** The app-clock moment (ms) from which linkExpiry gives the next hour, so signed links change. */
export function signedLinksValidUntil(signer: MediaSigner): number {
  return (linkExpiry(signer) - signer.config.mediaLinkSeconds + 1) * 1000;
}

/** The media key a link is signed over: its path after /media/, each segment decoded; null when malformed. */
export function mediaKey(encodedPath: string): string | null {
  try {
    return encodedPath.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

/** True when the query carries a valid, unexpired signature for this media key. */
export function verifyMediaLink(signer: MediaSigner, key: string, query: unknown): boolean {
  const grant = linkGrant(query);
  if (grant === null || grant === 'invalid') return false;
  const { exp, sig } = query as Record<string, unknown>;
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 <= signer.now().getTime()) return false;
  const { name } = query as Record<string, unknown>;
  if (name !== undefined && typeof name !== 'string') return false;
  const expected = Buffer.from(signature(signer, key, Number(exp), grant, name ?? ''));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * A media URL as this student may load it: private ones signed, anything else unchanged. A `name`
 * goes into the link, which the media route answers as the file's download name.
 */
function signedUrl(signer: MediaSigner, url: string, grant: LinkGrant, expires: number, name = ''): string {
  const base = `${signer.config.publicUrl}/media/`;
  if (url === '' || !url.startsWith(base)) return url;
  const key = mediaKey(url.slice(base.length));
  if (key === null || !isPrivateMedia(key)) return url;
  const sig = signature(signer, key, expires, grant, name);
  const named = name === '' ? '' : `&name=${encodeURIComponent(name)}`;
  return `${url}?exp=${expires}&uid=${grant.userId}&cid=${grant.courseId}${named}&sig=${sig}`;
}

const signedCopies = new WeakMap<StudentTopicBody[], Map<string, StudentTopicBody[]>>();

/**
 * A course's shared curriculum with this student's signed links. The copy is kept beside the shared
 * list (which lives about a second), so a student's repeated reads within it sign nothing again.
 */
export function topicsWithSignedMedia(
  signer: MediaSigner,
  topics: StudentTopicBody[],
  grant: LinkGrant,
): StudentTopicBody[] {
  const expires = linkExpiry(signer);
  let copies = signedCopies.get(topics);
  if (!copies) {
    copies = new Map();
    signedCopies.set(topics, copies);
  }
  const cacheKey = `${grant.userId}:${grant.courseId}:${expires}`;
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
              video: signedUrl(signer, lecture.video, grant, expires),
              material: signedUrl(signer, lecture.material, grant, expires, lecture.material_name),
              captions: (lecture.captions ?? []).map((caption) => ({
                language: caption.language,
                url: signedUrl(signer, caption.url, grant, expires),
              })),
            })),
          },
        }
      : entry,
  );
  if (copies.size >= 256) copies.clear();
  copies.set(cacheKey, signed);
  return signed;
}

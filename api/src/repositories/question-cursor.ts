import { createHash } from 'node:crypto';
import { CURSOR_MAX_LENGTH } from '@academy/contract';
import type { QuestionFilter, QuestionKey, QuestionSort } from './question-listing';

/**
 * The keyset cursor the questions listing's `next` link carries (decision 0194): the sort key of the
 * last row shown (its id, and for the alphabetical sort its `lower(title)` as the database wrote it),
 * the page number it leads to (for `previous` and the count), and a fingerprint of the listing it was
 * made for. Opaque to clients: base64url of a small JSON object. It is not signed: a cursor made by
 * hand only names another place in a listing the student may read anyway, as `page` does; anything
 * that is not exactly a cursor of this listing is refused (`decodeQuestionCursor` answers null).
 */

/** The listing a cursor belongs to: a cursor of another listing (another sort, say) is refused. */
export interface CursorListing {
  lecture: number;
  search: string;
  filter: QuestionFilter;
  sort: QuestionSort;
  pageSize: number;
}

/** A cursor: the key of the row the page starts after, and the number of that page. */
export interface QuestionCursor {
  page: number;
  after: QuestionKey;
}

const MAX_PAGE = 100000;
const MAX_ID = 2147483647;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Half of a surrogate pair (not a character; a NUL, never in PostgreSQL text, is checked apart). */
const LONE_SURROGATE = /\p{Cs}/u;

interface Payload {
  /** Fingerprint of the listing. */
  l: string;
  /** The page this cursor leads to (2 or more). */
  p: number;
  /** The id of the last row of the page before. */
  i: number;
  /** Its `lower(title)`: the alphabetical sort only. */
  t?: string;
}

function fingerprint(listing: CursorListing): string {
  const identity = JSON.stringify([
    listing.lecture,
    listing.search.trim(),
    listing.filter,
    listing.sort,
    listing.pageSize,
  ]);
  return createHash('sha256').update(identity).digest('base64url').slice(0, 12);
}

/** The cursor for `next`, or undefined when it would be longer than CURSOR_MAX_LENGTH. */
export function encodeQuestionCursor(listing: CursorListing, cursor: QuestionCursor): string | undefined {
  const payload: Payload = {
    l: fingerprint(listing),
    p: cursor.page,
    i: cursor.after.id,
    ...(listing.sort === 'alphabetical' ? { t: cursor.after.title ?? '' } : {}),
  };
  const text = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return text.length <= CURSOR_MAX_LENGTH ? text : undefined;
}

const isInteger = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The cursor `text` names, when it is exactly one this listing wrote for page `page`; else null (not
 * base64url, not UTF-8, not the JSON object, a field of the wrong type or range, a NUL or a lone
 * surrogate in the title, another listing's or another page's cursor).
 */
export function decodeQuestionCursor(
  listing: CursorListing,
  page: number,
  text: string,
): QuestionCursor | null {
  if (text.length > CURSOR_MAX_LENGTH || !BASE64URL.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  // Node skips what it cannot decode: only the canonical spelling of the bytes is a cursor.
  if (bytes.toString('base64url') !== text) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const { l, p, i, t, ...rest } = payload as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (l !== fingerprint(listing) || p !== page || !isInteger(p, 2, MAX_PAGE) || !isInteger(i, 1, MAX_ID))
    return null;
  if (listing.sort !== 'alphabetical') return t === undefined ? { page: p, after: { id: i } } : null;
  if (typeof t !== 'string' || t.includes('\u0000') || LONE_SURROGATE.test(t)) return null;
  return { page: p, after: { id: i, title: t } };
}

import type { FastifyRequest } from 'fastify';
import { detailError } from './errors';
import { translate } from './i18n/messages';
import type { FoundPage } from './repositories/sql';

/**
 * DRF's PageNumberPagination for every list endpoint (decision 0187): `page` and `page_size` in the
 * query (`PageQuery` of contract/src/entities.ts, at most MAX_PAGE_SIZE per page), the body `{count, next,
 * previous, results}`, and a page past the end refused with 404 `{"detail": "Invalid page."}`.
 */

export interface PageParams {
  page: number;
  page_size: number;
}

/** The rows a page covers, for the SQL's LIMIT and OFFSET. */
export function pageWindow(query: PageParams): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/**
 * The page's own URL with another page number, as DRF's PageNumberPagination writes `next`/`previous`;
 * with `cursor`, also the opaque keyset cursor that leads to that page (the questions listing's `next`,
 * decision 0194), else without the cursor the request may have carried.
 */
export function pageUrl(request: FastifyRequest, publicUrl: string, page: number, cursor?: string): string {
  const url = new URL(request.url, publicUrl);
  url.searchParams.delete('cursor');
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  if (cursor !== undefined) url.searchParams.set('cursor', cursor);
  return url.toString();
}

/**
 * DRF's page body around one page of results; the caller refuses an empty page past the first.
 * `nextCursor`: the keyset cursor `next` carries besides the page number.
 */
export function pageBody<T>(
  request: FastifyRequest,
  publicUrl: string,
  page: { number: number; size: number; nextCursor?: string } & FoundPage<T>,
) {
  const more = page.more ?? page.number * page.size < page.count;
  return {
    count: page.count,
    ...(page.countCapped === undefined ? {} : { count_capped: page.countCapped }),
    next: more ? pageUrl(request, publicUrl, page.number + 1, page.nextCursor) : null,
    previous: page.number > 1 ? pageUrl(request, publicUrl, page.number - 1) : null,
    results: page.results,
  };
}

/**
 * The page body for `query`'s page of `count` matching rows, or the 404 DRF answers for an empty page
 * past the first (translated). `nextCursor`: see pageBody.
 */
export function sendPage<T>(
  request: FastifyRequest,
  publicUrl: string,
  query: PageParams,
  found: FoundPage<T>,
  nextCursor?: string,
) {
  if (found.results.length === 0 && query.page > 1)
    throw detailError(404, translate(request.language, 'invalidPage'));
  return pageBody(request, publicUrl, {
    number: query.page,
    size: query.page_size,
    ...(nextCursor === undefined ? {} : { nextCursor }),
    ...found,
  });
}

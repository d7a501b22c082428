import type { FastifyRequest } from 'fastify';

/** The page's own URL with another page number, as DRF's PageNumberPagination writes `next`/`previous`. */
export function pageUrl(request: FastifyRequest, publicUrl: string, page: number): string {
  const url = new URL(request.url, publicUrl);
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/** DRF's page body around one page of results; the caller refuses an empty page past the first. */
export function pageBody<T>(
  request: FastifyRequest,
  publicUrl: string,
  page: { number: number; size: number; count: number; results: T[] },
) {
  return {
    count: page.count,
    next: page.number * page.size < page.count ? pageUrl(request, publicUrl, page.number + 1) : null,
    previous: page.number > 1 ? pageUrl(request, publicUrl, page.number - 1) : null,
    results: page.results,
  };
}

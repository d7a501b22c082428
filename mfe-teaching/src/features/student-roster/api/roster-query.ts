import type { RosterQuery } from '@academy/shared';

/** The roster's query string: only what differs from the API's defaults. */
export function rosterParams(query: RosterQuery, paged: boolean): Record<string, string> {
  const params: Record<string, string> = {};
  const search = query.search?.trim() ?? '';
  if (search !== '') params.search = search;
  if (query.essays && query.essays !== 'any') params.essays = query.essays;
  if (query.certificate && query.certificate !== 'any') params.certificate = query.certificate;
  if (query.sort && query.sort !== 'name') params.sort = query.sort;
  if (paged && query.page && query.page > 1) params.page = String(query.page);
  return params;
}

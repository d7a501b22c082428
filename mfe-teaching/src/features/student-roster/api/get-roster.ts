import { api, type RosterPage, type RosterQuery } from '@academy/shared';
import { rosterParams } from './roster-query';

/** GET /teaching/students/?search=&essays=&certificate=&sort=&page=: one page of the enrolments. */
export function getRoster(query: RosterQuery): Promise<RosterPage> {
  const searchParams = rosterParams(query, true);
  return api.get<RosterPage>('/teaching/students/', {
    fallback: 'coursesFetch',
    ...(Object.keys(searchParams).length > 0 ? { searchParams } : {}),
  });
}

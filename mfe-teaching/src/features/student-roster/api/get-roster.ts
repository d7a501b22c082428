import { api, type RosterPage, type RosterQuery } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';
import { rosterParams } from './roster-query';

/** GET /teaching/students/?search=&essays=&certificate=&sort=&page=: one page of the enrolments. */
export function getRoster(query: RosterQuery): Promise<RosterPage> {
  return api.call(endpoints.roster, { query: rosterParams(query, true) });
}

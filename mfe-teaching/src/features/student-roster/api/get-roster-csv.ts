import { api, type RosterQuery } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';
import { rosterParams } from './roster-query';

/** GET /teaching/students/export.csv: the whole filtered, sorted roster (every page) as CSV. */
export function getRosterCsv(query: RosterQuery): Promise<Blob> {
  return api.call(endpoints.rosterCsv, { query: rosterParams(query, false) });
}

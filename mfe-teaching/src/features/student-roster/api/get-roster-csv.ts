import { api, type RosterQuery } from '@academy/shared';
import { rosterParams } from './roster-query';

/** GET /teaching/students/export.csv: the whole filtered, sorted roster (every page) as CSV. */
export function getRosterCsv(query: RosterQuery): Promise<Blob> {
  const params = new URLSearchParams(rosterParams(query, false)).toString();
  return api.download(`/teaching/students/export.csv${params ? `?${params}` : ''}`, {
    fallback: 'materialDownload',
    // The API streams it; a large course takes longer than a JSON call.
    timeout: 120_000,
  });
}

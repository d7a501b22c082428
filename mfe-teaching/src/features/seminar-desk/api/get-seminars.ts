import { api, type StaffSeminarPage } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /teaching/seminars/?page=: every seminar of the course, cancelled ones included. */
export function getSeminars(page = 1): Promise<StaffSeminarPage> {
  return api.call(endpoints.seminars, { query: { page: page > 1 ? String(page) : undefined } });
}

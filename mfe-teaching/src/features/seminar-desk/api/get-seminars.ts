import { api, type StaffSeminarPage } from '@academy/shared';

/** GET /teaching/seminars/?page=: every seminar of the course, cancelled ones included. */
export function getSeminars(page = 1): Promise<StaffSeminarPage> {
  return api.get<StaffSeminarPage>('/teaching/seminars/', {
    fallback: 'seminarsFetch',
    ...(page > 1 ? { searchParams: { page: String(page) } } : {}),
  });
}

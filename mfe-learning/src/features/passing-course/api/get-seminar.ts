import { api, type Seminar } from '@academy/shared';

/** GET /courses/seminars/{id}/ */
export function getSeminar(id: number): Promise<Seminar> {
  return api.get<Seminar>(`/courses/seminars/${id}/`, { fallback: 'seminarsFetch' });
}

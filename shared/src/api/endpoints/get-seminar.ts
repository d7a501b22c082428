import { api } from '../client';
import type { Seminar } from '../types';

/** GET /courses/seminars/{id}/ */
export function getSeminar(id: number): Promise<Seminar> {
  return api.get<Seminar>(`/courses/seminars/${id}/`, { fallback: 'seminarsFetch' });
}

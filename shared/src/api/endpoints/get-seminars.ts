import { api } from '../client';
import type { Seminar } from '../types';

/** GET /courses/seminars/ */
export function getSeminars(): Promise<Seminar[]> {
  return api.get<Seminar[]>('/courses/seminars/', { fallback: 'seminarsFetch' });
}

import { api, type StaffEssay } from '@academy/shared';

/** GET /teaching/essays/{id}/: the essay's latest text, its earlier versions and its `revision`. */
export function getEssay(id: number): Promise<StaffEssay> {
  return api.get<StaffEssay>(`/teaching/essays/${id}/`, { fallback: 'essaysFetch' });
}

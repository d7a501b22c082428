import { api, type SeminarPatchPayload, type StaffSeminar } from '@academy/shared';

/** PATCH /teaching/seminars/{id}/: the edited seminar's fields (all but its course). */
export function patchSeminar(id: number, changes: SeminarPatchPayload): Promise<StaffSeminar> {
  return api.patch<StaffSeminar>(`/teaching/seminars/${id}/`, { fallback: 'seminarsFetch', json: changes });
}

import { api, type StaffSeminar } from '@academy/shared';

/** POST /teaching/seminars/{id}/cancellation/: cancels it (students no longer see it), with a reason. */
export function postCancellation(id: number, reason: string): Promise<StaffSeminar> {
  return api.post<StaffSeminar>(`/teaching/seminars/${id}/cancellation/`, {
    fallback: 'seminarsFetch',
    json: { reason },
  });
}

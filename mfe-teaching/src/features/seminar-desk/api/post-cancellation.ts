import { api, type StaffSeminar } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /teaching/seminars/{id}/cancellation/: cancels it (students no longer see it), with a reason. */
export function postCancellation(id: number, reason: string): Promise<StaffSeminar> {
  return api.call(endpoints.cancelSeminar, { params: { seminarId: id }, json: { reason } });
}

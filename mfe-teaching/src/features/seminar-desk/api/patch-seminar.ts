import { api, type SeminarPatchPayload, type StaffSeminar } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** PATCH /teaching/seminars/{id}/: the edited seminar's fields (all but its course). */
export function patchSeminar(id: number, changes: SeminarPatchPayload): Promise<StaffSeminar> {
  return api.call(endpoints.editSeminar, { params: { seminarId: id }, json: changes });
}

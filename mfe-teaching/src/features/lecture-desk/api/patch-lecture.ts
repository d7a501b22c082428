import { api, type LecturePatchPayload, type StaffLecture } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** PATCH /teaching/lectures/{id}/: a new title or teacher; students see it at their next request. */
export function patchLecture(id: number, changes: LecturePatchPayload): Promise<StaffLecture> {
  return api.call(endpoints.editLecture, { params: { lectureId: id }, json: changes });
}

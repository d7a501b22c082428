import { api, type SeminarCreatePayload, type StaffSeminar } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /teaching/seminars/: a new seminar, which students see in their Seminars tab. */
export function postSeminar(seminar: SeminarCreatePayload): Promise<StaffSeminar> {
  return api.call(endpoints.createSeminar, { json: seminar });
}

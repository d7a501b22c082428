import { api, type SeminarCreatePayload, type StaffSeminar } from '@academy/shared';

/** POST /teaching/seminars/: a new seminar, which students see in their Seminars tab. */
export function postSeminar(seminar: SeminarCreatePayload): Promise<StaffSeminar> {
  return api.post<StaffSeminar>('/teaching/seminars/', { fallback: 'seminarsFetch', json: seminar });
}

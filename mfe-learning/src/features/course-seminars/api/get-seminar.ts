import { api, type Seminar } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/seminars/{id}/ */
export function getSeminar(id: number): Promise<Seminar> {
  return api.call(endpoints.seminar, { params: { seminarId: id } });
}

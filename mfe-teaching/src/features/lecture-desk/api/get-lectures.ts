import { api, type StaffLecturePage } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /teaching/lectures/?page=: the lectures by topic and position, with the uploads' limits. */
export function getLectures(page = 1): Promise<StaffLecturePage> {
  return api.call(endpoints.lectures, { query: { page: page > 1 ? String(page) : undefined } });
}

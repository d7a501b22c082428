import { api, type StaffEssayPage, type StaffEssayQuery } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /teaching/essays/?status=&topic=&page=: submitted essays, oldest submission first. */
export function getEssays(query: StaffEssayQuery): Promise<StaffEssayPage> {
  return api.call(endpoints.essays, {
    query: {
      status: query.status || undefined,
      topic: query.topic ? String(query.topic) : undefined,
      page: query.page && query.page > 1 ? String(query.page) : undefined,
    },
  });
}

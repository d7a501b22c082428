import { api, type StaffEssayPage, type StaffEssayQuery, type StaffEssayQueueStatus } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/**
 * The API's own default status, the essays waiting for evaluation: never sent (so the queue's first view
 * is the route's early call, routes.json) and left out of the screen's address.
 */
export const DEFAULT_STATUS: StaffEssayQueueStatus = 'submitted';

/** GET /teaching/essays/?status=&topic=&page=: submitted essays, oldest submission first. */
export function getEssays(query: StaffEssayQuery): Promise<StaffEssayPage> {
  return api.call(endpoints.essays, {
    query: {
      status: query.status && query.status !== DEFAULT_STATUS ? query.status : undefined,
      topic: query.topic ? String(query.topic) : undefined,
      page: query.page && query.page > 1 ? String(query.page) : undefined,
    },
  });
}

import { api, type StaffTest } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /teaching/topics/{id}/test/: the topic's test with its key (id null: no test yet). */
export function getStaffTest(topicId: number): Promise<StaffTest> {
  return api.call(endpoints.test, { params: { topicId } });
}

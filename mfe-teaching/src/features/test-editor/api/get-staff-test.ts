import { api, type StaffTest } from '@academy/shared';

/** GET /teaching/topics/{id}/test/: the topic's test with its key (id null: no test yet). */
export function getStaffTest(topicId: number): Promise<StaffTest> {
  return api.get<StaffTest>(`/teaching/topics/${topicId}/test/`, { fallback: 'testsFetch' });
}

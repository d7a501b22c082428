import { api, type StaffTest, type TestReplacePayload } from '@academy/shared';

/** PUT /teaching/topics/{id}/test/: replaces the question set; the answer is the new version. */
export function putStaffTest(topicId: number, test: TestReplacePayload): Promise<StaffTest> {
  return api.put<StaffTest>(`/teaching/topics/${topicId}/test/`, { fallback: 'testsFetch', json: test });
}

import { api, type StaffTest, type TestReplacePayload } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** PUT /teaching/topics/{id}/test/: replaces the question set; the answer is the new version. */
export function putStaffTest(topicId: number, test: TestReplacePayload): Promise<StaffTest> {
  return api.call(endpoints.replaceTest, { params: { topicId }, json: test });
}

import { api, type TestSummary } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/student/{courseId}/tests/ */
export function getTests(courseId: number): Promise<TestSummary[]> {
  return api.call(endpoints.tests, { params: { courseId } });
}

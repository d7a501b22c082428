import { api, type TopicTest } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/tests/{testId}/: the questions and choices, never the key (decision 0702). */
export function getTest(testId: number): Promise<TopicTest> {
  return api.call(endpoints.test, { params: { testId } });
}

import { api, type TopicTest } from '@academy/shared';

/** GET /courses/tests/{testId}/: the questions and choices, never the key (decision 0702). */
export function getTest(testId: number): Promise<TopicTest> {
  return api.get<TopicTest>(`/courses/tests/${testId}/`, {
    fallback: 'testsFetch',
    addition: { name: 'completion', probe: false },
  });
}

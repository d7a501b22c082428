import { api, type TestSummary } from '@academy/shared';

/** GET /courses/student/{courseId}/tests/ */
export function getTests(courseId: number): Promise<TestSummary[]> {
  return api.get<TestSummary[]>(`/courses/student/${courseId}/tests/`, {
    fallback: 'testsFetch',
    addition: { name: 'completion', probe: false },
  });
}

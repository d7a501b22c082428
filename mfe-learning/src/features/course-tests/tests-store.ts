import { createResource, type TestSummary } from '@academy/shared';
import { refreshCompletion } from '../../resources/completion';
import { getTests } from './api/get-tests';

/** The course's topic tests with the student's standing in each (decision 0702). */
export const useCourseTests = createResource({
  fetch: (courseId: number) => getTests(courseId),
  fallback: 'testsFetch',
  initialData: [] as TestSummary[],
});

/**
 * Keeps a test's new standing after a submitted attempt, and has the certification checklist read
 * its test points again.
 */
export function keepStanding(
  standing: Pick<TestSummary, 'id' | 'best_score' | 'next_attempt_at' | 'attempts'>,
): void {
  useCourseTests
    .getState()
    .setData((list) =>
      (list ?? []).map((item) => (item.id === standing.id ? { ...item, ...standing } : item)),
    );
  refreshCompletion();
}

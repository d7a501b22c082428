import { createResource, type TestSummary } from '@academy/shared';
import { getTests } from './api/get-tests';

/** The course's topic tests with the student's standing in each (decision 0702). */
export const useCourseTests = createResource({
  fetch: (courseId: number) => getTests(courseId),
  fallback: 'testsFetch',
  initialData: [] as TestSummary[],
});

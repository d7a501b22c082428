import { createResource } from '@academy/shared';
import { getCompletion } from './api/get-completion';

/**
 * The certificate's requirements for one course, what the student has met, and the certificate once
 * issued. The Certification tab shows it; the tests and essays beside it change it.
 */
export const useCompletion = createResource({
  fetch: (courseId: number) => getCompletion(courseId),
  fallback: 'completionFetch',
});

/**
 * Reads the checklist again after something it counts changed (a submitted test, an essay whose
 * state changed), so it never shows a stale "not done". Nothing happens before it was first loaded.
 */
export function refreshCompletion(): void {
  void useCompletion.getState().reload();
}

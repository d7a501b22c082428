import { createResource } from '@academy/shared';
import { getCompletion } from './api/get-completion';

/** The certificate's requirements for one course, what the student has met, and the certificate once issued. */
export const useCompletion = createResource({
  fetch: (courseId: number) => getCompletion(courseId),
  fallback: 'completionFetch',
});

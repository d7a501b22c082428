import { createResource, type Essay } from '@academy/shared';
import { getEssays } from './api/get-essays';

/** The student's essays of one course: one per topic and the final one. */
export const useCourseEssays = createResource({
  fetch: (courseId: number) => getEssays(courseId),
  fallback: 'essaysFetch',
  initialData: [] as Essay[],
});

/** Replaces the held essay of the same slot (topic, or the final essay) with the server's answer. */
export function keepEssay(saved: Essay): void {
  useCourseEssays
    .getState()
    .setData((list) =>
      (list ?? []).map((essay) => (essay.kind === saved.kind && essay.topic === saved.topic ? saved : essay)),
    );
}

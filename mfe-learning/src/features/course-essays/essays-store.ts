import { createResource, type Essay } from '@academy/shared';
import { refreshCompletion } from '../../resources/completion';
import { getEssays } from './api/get-essays';

/** The student's essays of one course: one per topic and the final one. */
export const useCourseEssays = createResource({
  fetch: (courseId: number) => getEssays(courseId),
  fallback: 'essaysFetch',
  initialData: [] as Essay[],
});

const sameSlot = (one: Essay, other: Essay) => one.kind === other.kind && one.topic === other.topic;

/**
 * Replaces the held essay of the same slot (topic, or the final essay) with the server's answer. When
 * its state changed (a submission), the certification checklist reads its essays again; a saved
 * draft leaves the checklist as it was.
 */
export function keepEssay(saved: Essay): void {
  const held = (useCourseEssays.getState().data ?? []).find((essay) => sameSlot(essay, saved));
  useCourseEssays
    .getState()
    .setData((list) => (list ?? []).map((essay) => (sameSlot(essay, saved) ? saved : essay)));
  if (held?.status !== saved.status) refreshCompletion();
}

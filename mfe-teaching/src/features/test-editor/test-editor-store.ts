import { createMutation, createResource, type StaffTest, type TestReplacePayload } from '@academy/shared';
import { getStaffTest } from './api/get-staff-test';
import { putStaffTest } from './api/put-staff-test';

/** The open topic's test, with its key. */
export const useStaffTest = createResource<StaffTest, [number]>({
  fetch: (topicId) => getStaffTest(topicId),
  fallback: 'testsFetch',
});

/** Saving the whole question set; the saved version replaces the one shown. */
export const useSaveTest = createMutation({
  mutate: (topicId: number, test: TestReplacePayload) => putStaffTest(topicId, test),
  fallback: 'testsFetch',
  onSuccess: (saved: StaffTest) => useStaffTest.getState().setData(() => saved),
});

export function resetTestEditor(): void {
  useStaffTest.getState().reset();
  useSaveTest.getState().reset();
}

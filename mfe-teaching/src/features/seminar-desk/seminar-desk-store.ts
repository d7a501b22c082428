import {
  createMutation,
  createResource,
  type SeminarCreatePayload,
  type StaffSeminar,
  type StaffSeminarPage,
} from '@academy/shared';
import { getSeminars } from './api/get-seminars';
import { patchSeminar } from './api/patch-seminar';
import { postCancellation } from './api/post-cancellation';
import { postSeminar } from './api/post-seminar';
import { placeSeminar } from './seminar-order';

/** One page of the seminars. */
export const useStaffSeminars = createResource<StaffSeminarPage, [number]>({
  fetch: (page) => getSeminars(page),
  fallback: 'seminarsFetch',
});

/** Puts the seminar the API answered where the API's list would have it (by date and time). */
function showSeminar(saved: StaffSeminar): void {
  useStaffSeminars.getState().setData((page) => (page ? placeSeminar(page, saved) : page));
}

/** Creating (no id) or editing a seminar; field errors come back per field. */
export const useSaveSeminar = createMutation({
  mutate: (id: number | null, seminar: SeminarCreatePayload) =>
    id === null ? postSeminar(seminar) : patchSeminar(id, withoutCourse(seminar)),
  fallback: 'seminarsFetch',
  onSuccess: showSeminar,
});

function withoutCourse({ course: _course, ...changes }: SeminarCreatePayload) {
  return changes;
}

export const useCancelSeminar = createMutation({
  mutate: (id: number, reason: string) => postCancellation(id, reason),
  fallback: 'seminarsFetch',
  onSuccess: showSeminar,
});

export function resetSeminarDesk(): void {
  useStaffSeminars.getState().reset();
  useSaveSeminar.getState().reset();
  useCancelSeminar.getState().reset();
}

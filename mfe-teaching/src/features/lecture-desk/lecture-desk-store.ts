import {
  createMutation,
  createResource,
  type LecturePatchPayload,
  type StaffLecture,
  type StaffLecturePage,
} from '@academy/shared';
import { getLectures } from './api/get-lectures';
import { patchLecture } from './api/patch-lecture';

/** One page of the lectures (a page holds a whole course), with what the uploads accept. */
export const useStaffLectures = createResource<StaffLecturePage, [number]>({
  fetch: (page) => getLectures(page),
  fallback: 'topicsFetch',
});

/** Puts the lecture the API answered (after an edit or an upload) in place of the one listed. */
export function showLecture(saved: StaffLecture): void {
  useStaffLectures
    .getState()
    .setData((page) =>
      page
        ? { ...page, results: page.results.map((lecture) => (lecture.id === saved.id ? saved : lecture)) }
        : page,
    );
}

/** A new title or teacher; the API's field errors come back per field. */
export const useSaveLecture = createMutation({
  mutate: (id: number, changes: LecturePatchPayload) => patchLecture(id, changes),
  fallback: 'topicsFetch',
  onSuccess: showLecture,
});

export function resetLectureDesk(): void {
  useStaffLectures.getState().reset();
  useSaveLecture.getState().reset();
}

import {
  createResource,
  isOffered,
  isSignedIn,
  offeredOr,
  type CourseProgress,
  type LectureProgress,
} from '@academy/shared';
import { getCourseProgress } from './api/get-course-progress';
import { putLectureProgress } from './api/put-lecture-progress';
import { createProgressSaver, type ProgressSave } from './progress-saver';

/**
 * The student's progress through the course being studied: completed lectures, positions, resume
 * point; null from a backend that keeps no progress (decision 0211), and nothing about it is shown.
 */
export const useCourseProgress = createResource({
  fetch: (courseId: number) => offeredOr(getCourseProgress(courseId), () => null),
  fallback: 'progressFetch',
  initialData: null as CourseProgress | null,
});

/** The saved position of a lecture in seconds (0 when never played). */
export function savedPosition(progress: CourseProgress | null, lectureId: number): number {
  return progress?.lectures.find((entry) => entry.lecture === lectureId)?.position ?? 0;
}

/** Shows a save at once (the tick in the curriculum, the resume point), before the server answers. */
function applySave(save: ProgressSave): void {
  useCourseProgress.getState().setData((progress) => {
    if (!progress) return progress;
    const previous = progress.lectures.find((entry) => entry.lecture === save.lectureId);
    const completed = save.completed || previous?.completed === true;
    const entry: LectureProgress = {
      lecture: save.lectureId,
      position: save.position,
      completed,
      updated_at: new Date().toISOString(),
    };
    const newlyCompleted = completed && !progress.completed_lectures.includes(save.lectureId);
    return {
      ...progress,
      lectures: [...progress.lectures.filter((other) => other.lecture !== save.lectureId), entry],
      completed_lectures: newlyCompleted
        ? [...progress.completed_lectures, save.lectureId]
        : progress.completed_lectures,
      last: { lecture: save.lectureId, position: save.position },
    };
  });
}

/** Each save is shown in the page as it is sent: the tick in the curriculum, the resume point. */
export const progressSaver = createProgressSaver({
  send: (save, leaving) => {
    applySave(save);
    if (!isSignedIn() || !isOffered('progress')) return Promise.resolve(null);
    return putLectureProgress(
      save.lectureId,
      { position: save.position, completed: save.completed },
      { leaving },
    );
  },
});

/** Records the player's position; the saver decides when it is sent (and shown in the page). */
export function recordProgress(save: ProgressSave, urgent = false): void {
  progressSaver.record(save, urgent);
}

/** The student opened a lecture's material: the lecture counts as completed; its video position stays. */
export function markCompleted(lectureId: number): void {
  const position = savedPosition(useCourseProgress.getState().data, lectureId);
  progressSaver.record({ lectureId, position, completed: true }, true);
}

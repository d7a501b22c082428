export {
  useCourseProgress,
  savedPosition,
  recordProgress,
  markCompleted,
  progressSaver,
} from './progress-store';
export type { CourseProgress, LectureProgress } from './api/get-course-progress';
export { SAVE_INTERVAL_MS } from './progress-saver';

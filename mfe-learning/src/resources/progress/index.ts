export {
  useCourseProgress,
  savedPosition,
  recordProgress,
  markCompleted,
  progressSaver,
} from './progress-store';
export { SAVE_INTERVAL_MS } from './progress-saver';

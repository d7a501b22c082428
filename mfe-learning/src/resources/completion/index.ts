export { useCompletion, refreshCompletion } from './completion-store';

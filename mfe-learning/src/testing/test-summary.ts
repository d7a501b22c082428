import type { TestSummary } from '@academy/shared';

/** A topic's test as the course's list answers it: open, not taken yet. Tests change what they need. */
export const testSummary = (over: Partial<TestSummary> = {}): TestSummary => ({
  id: 3,
  topic: 1,
  title: 'Arbitration basics',
  question_count: 2,
  max_score: 4,
  is_open: true,
  attempts: 0,
  best_score: null,
  next_attempt_at: null,
  ...over,
});

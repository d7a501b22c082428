import {
  ApiError,
  createMutation,
  createResource,
  errorMessage,
  i18n,
  type EvaluationPayload,
  type StaffEssay,
} from '@academy/shared';
import { getEssay } from './api/get-essay';
import { postEvaluation } from './api/post-evaluation';

/** The essay open for evaluation. */
export const useEvaluatedEssay = createResource<StaffEssay, [number]>({
  fetch: (id) => getEssay(id),
  fallback: 'essaysFetch',
});

/** The API's codes of a refused evaluation that another change caused (the essay moved on). */
export const CONFLICT_CODES = ['stale_revision', 'essay_not_submitted'] as const;

/**
 * A 409 says in this area's words what happened (the API's `detail` is the server's language of
 * record); any other failure shows the server's words.
 */
function evaluationMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409)
    return i18n.t(
      error.code === 'essay_not_submitted'
        ? 'teaching:evaluation.notWaiting'
        : 'teaching:evaluation.conflict',
    );
  return errorMessage(error, 'essaySave');
}

/** Accepting or returning the essay; the evaluated essay replaces the one shown. */
export const useEvaluateEssay = createMutation({
  mutate: (id: number, evaluation: EvaluationPayload) => postEvaluation(id, evaluation),
  fallback: 'essaySave',
  message: evaluationMessage,
  onSuccess: (essay: StaffEssay) => useEvaluatedEssay.getState().setData(() => essay),
});

/** Forgets the open essay and the last evaluation's outcome (another essay is opened). */
export function resetEvaluation(): void {
  useEvaluatedEssay.getState().reset();
  useEvaluateEssay.getState().reset();
}

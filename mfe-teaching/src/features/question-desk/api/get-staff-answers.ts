import { api, type StaffAnswerPage } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /teaching/questions/{id}/answers/?page=: one page of the question's whole thread, oldest first. */
export function getStaffAnswers(questionId: number, page: number): Promise<StaffAnswerPage> {
  return api.call(endpoints.answers, {
    params: { questionId },
    query: { page: page > 1 ? String(page) : undefined },
  });
}

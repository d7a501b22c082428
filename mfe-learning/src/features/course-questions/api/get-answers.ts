import { api, type AnswerPage } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/questions/{id}/answers/?page=: one page of a question's whole thread, newest first. */
export function getAnswers(questionId: number, page: number): Promise<AnswerPage> {
  return api.call(endpoints.answers, {
    params: { questionId: String(questionId) },
    query: { page: page > 1 ? String(page) : undefined },
  });
}

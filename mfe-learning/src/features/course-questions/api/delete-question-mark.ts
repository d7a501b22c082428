import { api, type QuestionMark } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** DELETE /courses/questions/{id}/important/ */
export function deleteQuestionMark(questionId: number): Promise<QuestionMark> {
  return api.call(endpoints.unmarkQuestion, { params: { questionId } });
}

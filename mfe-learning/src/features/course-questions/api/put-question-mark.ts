import { api, type QuestionMark } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** PUT /courses/questions/{id}/important/ */
export function putQuestionMark(questionId: number): Promise<QuestionMark> {
  return api.call(endpoints.markQuestion, { params: { questionId } });
}

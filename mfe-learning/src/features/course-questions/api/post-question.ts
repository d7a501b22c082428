import { api, type QuestionPayload, type Question } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /courses/questions/ */
export function postQuestion(payload: QuestionPayload): Promise<Question> {
  return api.call(endpoints.question, { json: payload });
}

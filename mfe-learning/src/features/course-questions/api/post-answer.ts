import { api, type AnswerPayload, type Answer } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /courses/answers/ */
export function postAnswer(payload: AnswerPayload): Promise<Answer> {
  return api.call(endpoints.answer, { json: payload });
}

import { api, type AnswerPayload, type Answer } from '@academy/shared';

/** POST /courses/answers/ */
export function postAnswer(payload: AnswerPayload): Promise<Answer> {
  return api.post<Answer>('/courses/answers/', { fallback: 'answer', json: payload });
}

import { api } from '../client';
import type { AnswerPayload, Answer } from '../types';

/** POST /courses/answers/ */
export function postAnswer(payload: AnswerPayload): Promise<Answer> {
  return api.post<Answer>('/courses/answers/', { fallback: 'answer', json: payload });
}

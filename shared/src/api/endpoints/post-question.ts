import { api } from '../client';
import type { QuestionPayload, Question } from '../types';

/** POST /courses/questions/ */
export function postQuestion(payload: QuestionPayload): Promise<Question> {
  return api.post<Question>('/courses/questions/', { fallback: 'question', json: payload });
}

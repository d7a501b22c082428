import { api, type QuestionPayload, type Question } from '@academy/shared';

/** POST /courses/questions/ */
export function postQuestion(payload: QuestionPayload): Promise<Question> {
  return api.post<Question>('/courses/questions/', { fallback: 'question', json: payload });
}

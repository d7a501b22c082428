import { api, type QuestionMark } from '@academy/shared';

/** PUT /courses/questions/{id}/important/ */
export function putQuestionMark(questionId: number): Promise<QuestionMark> {
  return api.request<QuestionMark>('put', `/courses/questions/${questionId}/important/`, {
    fallback: 'questionMark',
    addition: { name: 'questions', probe: false },
  });
}

import { api, type QuestionMark } from '@academy/shared';

/** DELETE /courses/questions/{id}/important/ */
export function deleteQuestionMark(questionId: number): Promise<QuestionMark> {
  return api.delete<QuestionMark>(`/courses/questions/${questionId}/important/`, {
    fallback: 'questionMark',
    addition: { name: 'questions', probe: false },
  });
}

import { api } from '@academy/shared';
import type { QuestionMark } from './put-question-mark';

/** DELETE /courses/questions/{id}/important/ */
export function deleteQuestionMark(questionId: number): Promise<QuestionMark> {
  return api.delete<QuestionMark>(`/courses/questions/${questionId}/important/`, {
    fallback: 'questionMark',
    addition: { name: 'questions', probe: false },
  });
}

import { api, type ImportantMark } from '@academy/shared';

/** PUT /teaching/questions/{id}/important/: marks a question important (or not) for every student. */
export function putImportant(questionId: number, important: boolean): Promise<ImportantMark> {
  return api.put<ImportantMark>(`/teaching/questions/${questionId}/important/`, {
    fallback: 'questionMark',
    json: { important },
  });
}

import { api, type ImportantMark } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** PUT /teaching/questions/{id}/important/: marks a question important (or not) for every student. */
export function putImportant(questionId: number, important: boolean): Promise<ImportantMark> {
  return api.call(endpoints.important, { params: { questionId }, json: { important } });
}

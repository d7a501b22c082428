import { api } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** DELETE /student/student/delete/ */
export function deleteAccount(): Promise<void> {
  return api.call(endpoints.accountDeletion);
}

import { api, type Essay } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/student/{courseId}/essays/: every topic essay and the final one. */
export function getEssays(courseId: number): Promise<Essay[]> {
  return api.call(endpoints.essays, { params: { courseId } });
}

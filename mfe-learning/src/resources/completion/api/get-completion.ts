import { api, type Completion } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/student/{courseId}/completion/: the requirements checklist and the certificate. */
export function getCompletion(courseId: number): Promise<Completion> {
  return api.call(endpoints.completion, { params: { courseId } });
}

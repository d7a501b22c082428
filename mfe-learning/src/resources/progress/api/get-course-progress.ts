import { api, type CourseProgress } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/student/{courseId}/progress/ */
export function getCourseProgress(courseId: number): Promise<CourseProgress> {
  return api.call(endpoints.courseProgress, { params: { courseId } });
}

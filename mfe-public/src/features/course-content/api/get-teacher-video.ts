import { api, type CourseVideo } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/teacher_videos/{id}/ */
export function getTeacherVideo(id: number): Promise<CourseVideo> {
  return api.call(endpoints.teacherVideo, { params: { videoId: id } });
}

import { api, type CourseVideo } from '@academy/shared';

/** GET /courses/teacher_videos/{id}/ */
export function getTeacherVideo(id: number): Promise<CourseVideo> {
  return api.get<CourseVideo>(`/courses/teacher_videos/${id}/`, { fallback: 'coursesFetch' });
}

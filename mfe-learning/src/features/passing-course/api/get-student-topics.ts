import { api, type StudentTopic } from '@academy/shared';

/** GET /courses/student/{courseId}/topics/ */
export function getStudentTopics(courseId: number): Promise<StudentTopic[]> {
  return api.get<StudentTopic[]>(`/courses/student/${courseId}/topics/`, { fallback: 'topicsFetch' });
}

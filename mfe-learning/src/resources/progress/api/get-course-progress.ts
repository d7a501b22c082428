import { api } from '@academy/shared';

export interface LectureProgress {
  lecture: number;
  /** Seconds into the video. */
  position: number;
  completed: boolean;
  updated_at: string;
}

/** The signed-in student's progress through one course (decision 0170). */
export interface CourseProgress {
  course: number;
  completed_lectures: number[];
  lectures: LectureProgress[];
  topics: { topic: number; completed: number; total: number }[];
  /** The most recently saved lecture and its position: where the page resumes. */
  last: { lecture: number; position: number } | null;
}

/** GET /courses/student/{courseId}/progress/ */
export function getCourseProgress(courseId: number): Promise<CourseProgress> {
  return api.get<CourseProgress>(`/courses/student/${courseId}/progress/`, {
    fallback: 'progressFetch',
    // A 404 here says the call is not served, or that there is no such course: no progress either way.
    addition: { name: 'progress', probe: true },
  });
}

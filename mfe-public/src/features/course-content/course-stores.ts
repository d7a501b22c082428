import { createResource, type Course, type PublicTopic } from '@academy/shared';
import { create } from 'zustand';
import { getTeacherCourse } from './api/get-teacher-course';
import { getTeacherCourses } from './api/get-teacher-courses';
import { getTeacherTopic } from './api/get-teacher-topic';
import { getTeacherVideo } from './api/get-teacher-video';
import { getTopics } from './api/get-topics';

/** The course page's server data (courses and topics), one resource each. */
export const useTeacherCourses = createResource({
  fetch: () => getTeacherCourses(),
  fallback: 'coursesFetch',
  initialData: [] as Course[],
});

export const useTeacherCourse = createResource({
  fetch: (id: number) => getTeacherCourse(id),
  fallback: 'coursesFetch',
});

/** The `video` field of GET /courses/teacher_videos/{id}/ ("" when none). */
export const useTeacherVideo = createResource({
  fetch: async (id: number) => (await getTeacherVideo(id)).video,
  fallback: 'coursesFetch',
  initialData: '',
});

/** The public topic list of the course page (GET /courses/topic/). */
export const useCourseTopics = createResource({
  fetch: () => getTopics(),
  fallback: 'topicsFetch',
  initialData: [] as PublicTopic[],
});

/** One topic by id (GET /courses/teacher_topics/{id}). */
export const useTeacherTopic = createResource({
  fetch: (id: number) => getTeacherTopic(id),
  fallback: 'topicsFetch',
});

/** The expanded topic of the course page's list, or null when all are collapsed. */
export const useExpandedTopic = create<{
  topicNo: number | null;
  toggleTopic: (topicId: number) => void;
  collapse: () => void;
}>()((set, get) => ({
  topicNo: null,
  collapse: () => set({ topicNo: null }),
  toggleTopic: (topicId) => {
    if (get().topicNo === topicId) set({ topicNo: null });
    else if ((useCourseTopics.getState().data ?? []).some((topic) => topic.id === topicId))
      set({ topicNo: topicId });
  },
}));

import { create } from 'zustand';
import { errorMessage } from '../api/errors';
import { getCourses } from '../api/endpoints/get-courses';
import { getTeacherCourse } from '../api/endpoints/get-teacher-course';
import { getTeacherCourses } from '../api/endpoints/get-teacher-courses';
import { getTeacherVideo } from '../api/endpoints/get-teacher-video';
import type { Course } from '../api/types';

/** Courses state of SPEC section 3. */
export interface CoursesState {
  items: Course[];
  course: Course | null;
  /** The `video` field of GET /courses/teacher_videos/{id}/ ("" when none). */
  videoUrl: string;
  /** First element of GET /courses/course/: introductory video and prices. */
  mainVideo: Course | null;
  loading: boolean;
  error: string | null;
  fetchCourses: () => Promise<void>;
  fetchCourse: (id: number) => Promise<void>;
  fetchVideo: (id: number) => Promise<void>;
  fetchMainVideo: () => Promise<void>;
}

export const useCoursesStore = create<CoursesState>()((set) => {
  async function run(work: () => Promise<Partial<CoursesState>>): Promise<void> {
    set({ loading: true, error: null });
    try {
      set({ ...(await work()), loading: false });
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'coursesFetch') });
    }
  }
  return {
    items: [],
    course: null,
    videoUrl: '',
    mainVideo: null,
    loading: false,
    error: null,
    fetchCourses: () => run(async () => ({ items: await getTeacherCourses() })),
    fetchCourse: (id) => run(async () => ({ course: await getTeacherCourse(id) })),
    fetchVideo: (id) => run(async () => ({ videoUrl: (await getTeacherVideo(id)).video })),
    fetchMainVideo: () => run(async () => ({ mainVideo: (await getCourses())[0] ?? null })),
  };
});

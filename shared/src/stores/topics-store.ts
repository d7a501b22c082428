import { create } from 'zustand';
import { errorMessage } from '../api/errors';
import { getStudentTopics } from '../api/endpoints/get-student-topics';
import { getTeacherTopic } from '../api/endpoints/get-teacher-topic';
import { getTopics } from '../api/endpoints/get-topics';
import type { Answer, Lecture, PublicTopic, StudentTopic } from '../api/types';

/** Topics state of SPEC section 3: the curriculum, the expanded topic (topicNo) and the selected lecture. */
export interface TopicsState {
  /** Curriculum of the course being studied (GET /courses/student/{id}/topics/). */
  items: StudentTopic[];
  /** Public topic list of the course page (GET /courses/topic/). */
  publicTopics: PublicTopic[];
  /** One topic loaded by id (GET /courses/teacher_topics/{id}). */
  topic: PublicTopic | null;
  /** Id of the expanded topic, or null when all are collapsed. */
  topicNo: number | null;
  selectedLecture: Lecture | null;
  courseId: number | null;
  loading: boolean;
  error: string | null;
  fetchStudentTopics: (courseId: number) => Promise<boolean>;
  /** Reloads the curriculum of the last course, keeping the selected lecture. */
  reloadCurriculum: () => Promise<boolean>;
  fetchTopics: () => Promise<void>;
  fetchTopic: (id: number) => Promise<void>;
  /** Expands or collapses a topic; closed topics (is_open false) never expand. */
  toggleTopic: (topicId: number) => void;
  collapseTopics: () => void;
  selectLecture: (lecture: Lecture) => void;
  /** Answer creation prepends the new answer to its question. */
  prependAnswer: (questionId: number, answer: Answer) => void;
}

/** The first lecture of the first open topic with lectures (a closed topic's lectures carry no video). */
export function firstLecture(topics: readonly StudentTopic[]): { topicId: number; lecture: Lecture } | null {
  const withLectures = topics.filter((entry) => entry.topic.lectures.length > 0);
  const entry = withLectures.find((candidate) => candidate.is_open) ?? withLectures[0];
  const lecture = entry?.topic.lectures[0];
  return entry && lecture ? { topicId: entry.topic.id, lecture } : null;
}

function findLecture(topics: readonly StudentTopic[], lectureId: number): Lecture | null {
  for (const entry of topics) {
    const lecture = entry.topic.lectures.find((candidate) => candidate.id === lectureId);
    if (lecture) return lecture;
  }
  return null;
}

export const useTopicsStore = create<TopicsState>()((set, get) => ({
  items: [],
  publicTopics: [],
  topic: null,
  topicNo: null,
  selectedLecture: null,
  courseId: null,
  loading: false,
  error: null,

  fetchStudentTopics: async (courseId) => {
    set({ loading: true, error: null, courseId });
    try {
      const items = await getStudentTopics(courseId);
      const previous = get().selectedLecture;
      const kept = previous ? findLecture(items, previous.id) : null;
      if (kept) {
        set({ items, loading: false, selectedLecture: kept });
      } else {
        const first = firstLecture(items);
        set({ items, loading: false, selectedLecture: first?.lecture ?? null, topicNo: first?.topicId ?? null });
      }
      return true;
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'topicsFetch') });
      return false;
    }
  },

  reloadCurriculum: async () => {
    const { courseId, fetchStudentTopics } = get();
    return courseId === null ? false : fetchStudentTopics(courseId);
  },

  fetchTopics: async () => {
    set({ loading: true, error: null });
    try {
      set({ publicTopics: await getTopics(), loading: false });
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'topicsFetch') });
    }
  },

  fetchTopic: async (id) => {
    set({ loading: true, error: null });
    try {
      set({ topic: await getTeacherTopic(id), loading: false });
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'topicsFetch') });
    }
  },

  toggleTopic: (topicId) => {
    const { items, topicNo, publicTopics } = get();
    if (topicNo === topicId) {
      set({ topicNo: null });
      return;
    }
    const entry = items.find((candidate) => candidate.topic.id === topicId);
    if (entry ? entry.is_open : publicTopics.some((topic) => topic.id === topicId)) set({ topicNo: topicId });
  },

  collapseTopics: () => set({ topicNo: null }),

  selectLecture: (lecture) => set({ selectedLecture: lecture }),

  prependAnswer: (questionId, answer) => {
    const addTo = (lecture: Lecture): Lecture =>
      lecture.questions.some((question) => question.id === questionId)
        ? {
            ...lecture,
            questions: lecture.questions.map((question) =>
              question.id === questionId ? { ...question, answers: [answer, ...question.answers] } : question,
            ),
          }
        : lecture;
    const items = get().items.map((entry) => ({
      ...entry,
      topic: { ...entry.topic, lectures: entry.topic.lectures.map(addTo) },
    }));
    const selected = get().selectedLecture;
    set({ items, selectedLecture: selected ? addTo(selected) : null });
  },
}));

import { ApiError, createResource, type Answer, type Lecture, type StudentTopic } from '@academy/shared';
import { create } from 'zustand';
import { getStudentTopics } from './api/get-student-topics';

/** Whether the last curriculum load was refused because the student has not bought the course (403). */
export const useCourseAccess = create<{ notBought: boolean }>()(() => ({ notBought: false }));

/** The curriculum of the course being studied (GET /courses/student/{id}/topics/), fetched in one place. */
export const useCurriculum = createResource({
  fetch: async (courseId: number) => {
    try {
      const topics = await getStudentTopics(courseId);
      useCourseAccess.setState({ notBought: false });
      return topics;
    } catch (error) {
      useCourseAccess.setState({ notBought: error instanceof ApiError && error.status === 403 });
      throw error;
    }
  },
  fallback: 'topicsFetch',
  initialData: [] as StudentTopic[],
});

/**
 * Who chose the lecture on screen: the page (first lecture), the resume point, a link into the page
 * (a notification's `?lecture=`), or the student.
 */
export type SelectedBy = 'auto' | 'resume' | 'link' | 'student';

/** What the student has open in the curriculum: the expanded topic (topicNo) and the selected lecture. */
export interface CourseViewState {
  topicNo: number | null;
  selectedLecture: Lecture | null;
  selectedBy: SelectedBy | null;
  /** Expands or collapses a topic; closed topics (is_open false) never expand. */
  toggleTopic: (topicId: number) => void;
  collapseTopics: () => void;
  /** The student picks a lecture. */
  selectLecture: (lecture: Lecture) => void;
  /** Opens the lecture the student last studied, unless they (or a link) already picked one. */
  resume: (lectureId: number) => boolean;
  /** Opens the lecture a link names, with its topic; false when it is not in an open topic. */
  openLecture: (lectureId: number) => boolean;
  /** Expands the topic a link names (an open one only). */
  openTopic: (topicId: number) => boolean;
}

/** The first lecture of the first open topic with lectures (a closed topic's lectures carry no video). */
export function firstLecture(topics: readonly StudentTopic[]): { topicId: number; lecture: Lecture } | null {
  const withLectures = topics.filter((entry) => entry.topic.lectures.length > 0);
  const entry = withLectures.find((candidate) => candidate.is_open) ?? withLectures[0];
  const lecture = entry?.topic.lectures[0];
  return entry && lecture ? { topicId: entry.topic.id, lecture } : null;
}

/** A lecture and its topic, looked up by id. */
export function findLecture(
  topics: readonly StudentTopic[],
  lectureId: number,
): { topic: StudentTopic; lecture: Lecture } | null {
  for (const entry of topics) {
    const lecture = entry.topic.lectures.find((candidate) => candidate.id === lectureId);
    if (lecture) return { topic: entry, lecture };
  }
  return null;
}

export const useCourseView = create<CourseViewState>()((set, get) => ({
  topicNo: null,
  selectedLecture: null,
  selectedBy: null,

  toggleTopic: (topicId) => {
    if (get().topicNo === topicId) {
      set({ topicNo: null });
      return;
    }
    const entry = (useCurriculum.getState().data ?? []).find((candidate) => candidate.topic.id === topicId);
    if (entry?.is_open) set({ topicNo: topicId });
  },
  collapseTopics: () => set({ topicNo: null }),
  selectLecture: (lecture) => set({ selectedLecture: lecture, selectedBy: 'student' }),
  resume: (lectureId) => {
    const selectedBy = get().selectedBy;
    if (selectedBy === 'student' || selectedBy === 'link') return false;
    const found = findLecture(useCurriculum.getState().data ?? [], lectureId);
    if (!found || !found.topic.is_open) return false;
    set({ selectedLecture: found.lecture, topicNo: found.topic.topic.id, selectedBy: 'resume' });
    return true;
  },
  openLecture: (lectureId) => {
    const found = findLecture(useCurriculum.getState().data ?? [], lectureId);
    if (!found || !found.topic.is_open) return false;
    set({ selectedLecture: found.lecture, topicNo: found.topic.topic.id, selectedBy: 'link' });
    return true;
  },
  openTopic: (topicId) => {
    const entry = (useCurriculum.getState().data ?? []).find((candidate) => candidate.topic.id === topicId);
    if (!entry?.is_open) return false;
    set({ topicNo: topicId });
    return true;
  },
}));

// Each new curriculum (first load, reload after a question, a new answer) keeps the selected lecture,
// now with its fresh questions; without one, the first lecture is selected and its topic expanded.
useCurriculum.subscribe((state, previous) => {
  if (state.data === previous.data) return;
  const topics = state.data ?? [];
  const selected = useCourseView.getState().selectedLecture;
  const kept = selected ? findLecture(topics, selected.id) : null;
  if (kept) {
    useCourseView.setState({ selectedLecture: kept.lecture });
  } else {
    const first = firstLecture(topics);
    useCourseView.setState({
      selectedLecture: first?.lecture ?? null,
      topicNo: first?.topicId ?? null,
      selectedBy: first ? 'auto' : null,
    });
  }
});

/** Answer creation prepends the new answer to its question. */
export function prependAnswer(questionId: number, answer: Answer): void {
  const addTo = (lecture: Lecture): Lecture =>
    lecture.questions.some((question) => question.id === questionId)
      ? {
          ...lecture,
          questions: lecture.questions.map((question) =>
            question.id === questionId ? { ...question, answers: [answer, ...question.answers] } : question,
          ),
        }
      : lecture;
  useCurriculum.getState().setData((topics) =>
    (topics ?? []).map((entry) => ({
      ...entry,
      topic: { ...entry.topic, lectures: entry.topic.lectures.map(addTo) },
    })),
  );
}

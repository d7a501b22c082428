import { createResource, type Answer, type Lecture, type StudentTopic } from '@academy/shared';
import { create } from 'zustand';
import { getStudentTopics } from './api/get-student-topics';

/** The curriculum of the course being studied (GET /courses/student/{id}/topics/), fetched in one place. */
export const useCurriculum = createResource({
  fetch: (courseId: number) => getStudentTopics(courseId),
  fallback: 'topicsFetch',
  initialData: [] as StudentTopic[],
});

/** What the student has open in the curriculum: the expanded topic (topicNo) and the selected lecture. */
export interface CourseViewState {
  topicNo: number | null;
  selectedLecture: Lecture | null;
  /** Expands or collapses a topic; closed topics (is_open false) never expand. */
  toggleTopic: (topicId: number) => void;
  collapseTopics: () => void;
  selectLecture: (lecture: Lecture) => void;
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

export const useCourseView = create<CourseViewState>()((set, get) => ({
  topicNo: null,
  selectedLecture: null,

  toggleTopic: (topicId) => {
    if (get().topicNo === topicId) {
      set({ topicNo: null });
      return;
    }
    const entry = (useCurriculum.getState().data ?? []).find((candidate) => candidate.topic.id === topicId);
    if (entry?.is_open) set({ topicNo: topicId });
  },
  collapseTopics: () => set({ topicNo: null }),
  selectLecture: (lecture) => set({ selectedLecture: lecture }),
}));

// Each new curriculum (first load, reload after a question, a new answer) keeps the selected lecture,
// now with its fresh questions; without one, the first lecture is selected and its topic expanded.
useCurriculum.subscribe((state, previous) => {
  if (state.data === previous.data) return;
  const topics = state.data ?? [];
  const selected = useCourseView.getState().selectedLecture;
  const kept = selected ? findLecture(topics, selected.id) : null;
  if (kept) {
    useCourseView.setState({ selectedLecture: kept });
  } else {
    const first = firstLecture(topics);
    useCourseView.setState({ selectedLecture: first?.lecture ?? null, topicNo: first?.topicId ?? null });
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
  useCurriculum
    .getState()
    .setData((topics) =>
      (topics ?? []).map((entry) => ({
        ...entry,
        topic: { ...entry.topic, lectures: entry.topic.lectures.map(addTo) },
      })),
    );
}

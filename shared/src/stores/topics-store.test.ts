import { act } from '@testing-library/react';
import { getStudentTopics } from '../api/endpoints/get-student-topics';
import { getTeacherTopic } from '../api/endpoints/get-teacher-topic';
import { getTopics } from '../api/endpoints/get-topics';
import { postAnswer } from '../api/endpoints/post-answer';
import { postQuestion } from '../api/endpoints/post-question';
import type { Answer, Lecture, Question, StudentTopic } from '../api/types';
import { initTestI18n } from '../testing';
import { useQuestionsStore } from './questions-store';
import { useTopicsStore } from './topics-store';

jest.mock('../api/endpoints/get-student-topics');
jest.mock('../api/endpoints/get-teacher-topic');
jest.mock('../api/endpoints/get-topics');
jest.mock('../api/endpoints/post-answer');
jest.mock('../api/endpoints/post-question');

const answer = (id: number, question: number): Answer => ({
  id,
  question,
  title: '',
  content: `Answer ${id}`,
  created_at: '2026-11-20T10:00:00Z',
  user: { first_name: 'Ada', last_name: 'L', photo: null },
});

const question = (id: number, lecture: number, answers: Answer[] = []): Question => ({
  id,
  lecture,
  title: `Question ${id}`,
  content: 'Why?',
  created_at: '2026-11-20T10:00:00Z',
  user: null,
  answers,
});

const lecture = (id: number, questions: Question[] = []): Lecture => ({
  id,
  title: `Lecture ${id}`,
  video: `http://127.0.0.1:8000/v${id}.mp4`,
  duration: 42.4,
  material: '',
  material_name: '',
  teacher_name: 'Dr Smith',
  questions,
});

const topic = (id: number, isOpen: boolean, lectures: Lecture[]): StudentTopic => ({
  id,
  is_open: isOpen,
  opens_at: isOpen ? null : '2027-01-01T00:00:00Z',
  topic: { id, title: `Topic ${id}`, lectures },
});

const initial = useTopicsStore.getState();

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useTopicsStore.setState(initial, true);
});

describe('curriculum', () => {
  it('selects the first lecture of the first topic that has lectures, and expands it', async () => {
    jest.mocked(getStudentTopics).mockResolvedValue([topic(1, true, []), topic(2, true, [lecture(21), lecture(22)])]);
    await act(() => useTopicsStore.getState().fetchStudentTopics(1));
    expect(getStudentTopics).toHaveBeenCalledWith(1);
    expect(useTopicsStore.getState()).toMatchObject({ topicNo: 2, loading: false, error: null });
    expect(useTopicsStore.getState().selectedLecture?.id).toBe(21);
  });

  it('prefers an open topic over a closed one for the automatic selection', async () => {
    jest.mocked(getStudentTopics).mockResolvedValue([topic(1, false, [lecture(11)]), topic(2, true, [lecture(21)])]);
    await act(() => useTopicsStore.getState().fetchStudentTopics(1));
    expect(useTopicsStore.getState().selectedLecture?.id).toBe(21);
  });

  it('changes the selected lecture on click', async () => {
    jest.mocked(getStudentTopics).mockResolvedValue([topic(1, true, [lecture(11), lecture(12)])]);
    await act(() => useTopicsStore.getState().fetchStudentTopics(1));
    act(() => useTopicsStore.getState().selectLecture(lecture(12)));
    expect(useTopicsStore.getState().selectedLecture?.id).toBe(12);
  });

  it('expands only open topics and collapses an expanded one on a second click', async () => {
    jest.mocked(getStudentTopics).mockResolvedValue([topic(1, true, [lecture(11)]), topic(2, false, [lecture(21)])]);
    await act(() => useTopicsStore.getState().fetchStudentTopics(1));
    act(() => useTopicsStore.getState().toggleTopic(1));
    expect(useTopicsStore.getState().topicNo).toBeNull();
    act(() => useTopicsStore.getState().toggleTopic(2));
    expect(useTopicsStore.getState().topicNo).toBeNull();
    act(() => useTopicsStore.getState().toggleTopic(1));
    expect(useTopicsStore.getState().topicNo).toBe(1);
    act(() => useTopicsStore.getState().collapseTopics());
    expect(useTopicsStore.getState().topicNo).toBeNull();
  });

  it('stores the error message text when loading fails', async () => {
    jest.mocked(getStudentTopics).mockRejectedValue(new Error('boom'));
    expect(await act(() => useTopicsStore.getState().fetchStudentTopics(1))).toBe(false);
    expect(useTopicsStore.getState()).toMatchObject({ loading: false, error: 'Topics fetch error' });
  });

  it('loads the public topic list and one topic by id', async () => {
    jest.mocked(getTopics).mockResolvedValue([{ id: 1, title: 'Topic 1', lectures: [] }]);
    jest.mocked(getTeacherTopic).mockResolvedValue({ id: 5, title: 'Topic 5', lectures: [] });
    await act(() => useTopicsStore.getState().fetchTopics());
    await act(() => useTopicsStore.getState().fetchTopic(5));
    expect(useTopicsStore.getState().publicTopics).toHaveLength(1);
    expect(useTopicsStore.getState().topic?.id).toBe(5);
    act(() => useTopicsStore.getState().toggleTopic(1));
    expect(useTopicsStore.getState().topicNo).toBe(1);
  });
});

describe('questions and answers', () => {
  it('sends a question and reloads the curriculum, keeping the selected lecture', async () => {
    const asked = question(9, 12);
    jest
      .mocked(getStudentTopics)
      .mockResolvedValueOnce([topic(1, true, [lecture(11), lecture(12)])])
      .mockResolvedValueOnce([topic(1, true, [lecture(11), lecture(12, [asked])])]);
    jest.mocked(postQuestion).mockResolvedValue(asked);
    await act(() => useTopicsStore.getState().fetchStudentTopics(1));
    act(() => useTopicsStore.getState().selectLecture(lecture(12)));
    const result = await act(() => useQuestionsStore.getState().askQuestion(12, '  Why?  '));
    expect(result).toEqual(asked);
    expect(postQuestion).toHaveBeenCalledWith({ lecture: 12, content: 'Why?' });
    expect(getStudentTopics).toHaveBeenCalledTimes(2);
    expect(useTopicsStore.getState().selectedLecture?.questions).toEqual([asked]);
  });

  it('does not send an empty question', async () => {
    expect(await useQuestionsStore.getState().askQuestion(12, '   ')).toBeNull();
    expect(postQuestion).not.toHaveBeenCalled();
  });

  it('prepends a new answer to its question', async () => {
    jest
      .mocked(getStudentTopics)
      .mockResolvedValue([topic(1, true, [lecture(11, [question(5, 11, [answer(50, 5)])])])]);
    jest.mocked(postAnswer).mockResolvedValue(answer(51, 5));
    await act(() => useTopicsStore.getState().fetchStudentTopics(1));
    await act(() => useQuestionsStore.getState().answerQuestion(5, 'Because.'));
    expect(postAnswer).toHaveBeenCalledWith({ question: 5, content: 'Because.' });
    const answers = useTopicsStore.getState().items[0]?.topic.lectures[0]?.questions[0]?.answers ?? [];
    expect(answers.map((a) => a.id)).toEqual([51, 50]);
    expect(useTopicsStore.getState().selectedLecture?.questions[0]?.answers.map((a) => a.id)).toEqual([51, 50]);
  });

  it('does not send an empty answer', async () => {
    expect(await useQuestionsStore.getState().answerQuestion(5, '')).toBeNull();
    expect(postAnswer).not.toHaveBeenCalled();
  });

  it('keeps the failure in the store', async () => {
    jest.mocked(postAnswer).mockRejectedValue(new Error('boom'));
    await act(() => useQuestionsStore.getState().answerQuestion(5, 'Because.'));
    expect(useQuestionsStore.getState()).toMatchObject({ loading: false, error: 'Answer submission error' });
    jest.mocked(postQuestion).mockRejectedValue(new Error('boom'));
    await act(() => useQuestionsStore.getState().askQuestion(5, 'Why?'));
    expect(useQuestionsStore.getState().error).toBe('Question submission error');
  });
});

import { act } from '@testing-library/react';
import type { Answer, Lecture, Question, StudentTopic } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { getStudentTopics } from './api/get-student-topics';
import { postAnswer } from './api/post-answer';
import { postQuestion } from './api/post-question';
import { useCourseView, useCurriculum } from './curriculum-store';
import { answerQuestion, askQuestion, useAnswerQuestion, useAskQuestion } from './questions-store';

jest.mock('./api/get-student-topics');
jest.mock('./api/post-answer');
jest.mock('./api/post-question');

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

const initialView = useCourseView.getState();
const view = () => useCourseView.getState();

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useCurriculum.getState().reset();
  useCourseView.setState(initialView, true);
  useAskQuestion.getState().reset();
  useAnswerQuestion.getState().reset();
});

describe('curriculum', () => {
  it('selects the first lecture of the first topic that has lectures, and expands it', async () => {
    jest
      .mocked(getStudentTopics)
      .mockResolvedValue([topic(1, true, []), topic(2, true, [lecture(21), lecture(22)])]);
    await act(() => useCurriculum.getState().load(1));
    expect(getStudentTopics).toHaveBeenCalledWith(1);
    expect(view().topicNo).toBe(2);
    expect(useCurriculum.getState()).toMatchObject({ status: 'success', error: null });
    expect(view().selectedLecture?.id).toBe(21);
  });

  it('prefers an open topic over a closed one for the automatic selection', async () => {
    jest
      .mocked(getStudentTopics)
      .mockResolvedValue([topic(1, false, [lecture(11)]), topic(2, true, [lecture(21)])]);
    await act(() => useCurriculum.getState().load(1));
    expect(view().selectedLecture?.id).toBe(21);
  });

  it('changes the selected lecture on click', async () => {
    jest.mocked(getStudentTopics).mockResolvedValue([topic(1, true, [lecture(11), lecture(12)])]);
    await act(() => useCurriculum.getState().load(1));
    act(() => useCourseView.getState().selectLecture(lecture(12)));
    expect(view().selectedLecture?.id).toBe(12);
  });

  it('expands only open topics and collapses an expanded one on a second click', async () => {
    jest
      .mocked(getStudentTopics)
      .mockResolvedValue([topic(1, true, [lecture(11)]), topic(2, false, [lecture(21)])]);
    await act(() => useCurriculum.getState().load(1));
    act(() => useCourseView.getState().toggleTopic(1));
    expect(view().topicNo).toBeNull();
    act(() => useCourseView.getState().toggleTopic(2));
    expect(view().topicNo).toBeNull();
    act(() => useCourseView.getState().toggleTopic(1));
    expect(view().topicNo).toBe(1);
    act(() => useCourseView.getState().collapseTopics());
    expect(view().topicNo).toBeNull();
  });

  it('stores the error message text when loading fails', async () => {
    jest.mocked(getStudentTopics).mockRejectedValue(new Error('boom'));
    expect(await act(() => useCurriculum.getState().load(1))).toBe(false);
    expect(useCurriculum.getState()).toMatchObject({ status: 'error', error: 'Topics fetch error' });
  });

  it('asks the server once when two screens load the same course at the same time', async () => {
    jest.mocked(getStudentTopics).mockResolvedValue([topic(1, true, [lecture(11)])]);
    await act(() => Promise.all([useCurriculum.getState().load(1), useCurriculum.getState().load(1)]));
    expect(getStudentTopics).toHaveBeenCalledTimes(1);
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
    await act(() => useCurriculum.getState().load(1));
    act(() => useCourseView.getState().selectLecture(lecture(12)));
    const result = await act(() => askQuestion(12, '  Why?  '));
    expect(result).toEqual(asked);
    expect(postQuestion).toHaveBeenCalledWith({ lecture: 12, content: 'Why?' });
    expect(getStudentTopics).toHaveBeenCalledTimes(2);
    expect(view().selectedLecture?.questions).toEqual([asked]);
  });

  it('does not send an empty question', async () => {
    expect(await askQuestion(12, '   ')).toBeNull();
    expect(postQuestion).not.toHaveBeenCalled();
  });

  it('prepends a new answer to its question', async () => {
    jest
      .mocked(getStudentTopics)
      .mockResolvedValue([topic(1, true, [lecture(11, [question(5, 11, [answer(50, 5)])])])]);
    jest.mocked(postAnswer).mockResolvedValue(answer(51, 5));
    await act(() => useCurriculum.getState().load(1));
    await act(() => answerQuestion(5, 'Because.'));
    expect(postAnswer).toHaveBeenCalledWith({ question: 5, content: 'Because.' });
    const answers = useCurriculum.getState().data?.[0]?.topic.lectures[0]?.questions[0]?.answers ?? [];
    expect(answers.map((a) => a.id)).toEqual([51, 50]);
    expect(view().selectedLecture?.questions[0]?.answers.map((a) => a.id)).toEqual([51, 50]);
  });

  it('does not send an empty answer', async () => {
    expect(await answerQuestion(5, '')).toBeNull();
    expect(postAnswer).not.toHaveBeenCalled();
  });

  it('keeps the failure in the store', async () => {
    jest.mocked(postAnswer).mockRejectedValue(new Error('boom'));
    await act(() => answerQuestion(5, 'Because.'));
    expect(useAnswerQuestion.getState()).toMatchObject({ pending: false, error: 'Answer submission error' });
    jest.mocked(postQuestion).mockRejectedValue(new Error('boom'));
    await act(() => askQuestion(5, 'Why?'));
    expect(useAskQuestion.getState().error).toBe('Question submission error');
  });
});

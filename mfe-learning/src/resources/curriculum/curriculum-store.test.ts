import { act } from '@testing-library/react';
import { ApiError, type Answer, type Lecture, type Question, type StudentTopic } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { getStudentTopics } from './api/get-student-topics';
import { prependAnswer, useCourseAccess, useCourseView, useCurriculum } from './curriculum-store';

jest.mock('./api/get-student-topics');

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
  captions: [],
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
  useCourseAccess.setState({ notBought: false });
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

describe('resume and access', () => {
  it('opens the lecture studied last, with its topic, unless the student already picked one', async () => {
    jest
      .mocked(getStudentTopics)
      .mockResolvedValue([topic(1, true, [lecture(11)]), topic(2, true, [lecture(21), lecture(22)])]);
    await act(() => useCurriculum.getState().load(1));
    expect(view()).toMatchObject({ selectedBy: 'auto', topicNo: 1 });
    act(() => {
      useCourseView.getState().resume(22);
    });
    expect(view()).toMatchObject({ selectedBy: 'resume', topicNo: 2 });
    expect(view().selectedLecture?.id).toBe(22);
    act(() => useCourseView.getState().selectLecture(lecture(11)));
    expect(useCourseView.getState().resume(21)).toBe(false);
    expect(view().selectedLecture?.id).toBe(11);
  });

  it('does not resume into a topic that is closed or a lecture that is gone', async () => {
    jest
      .mocked(getStudentTopics)
      .mockResolvedValue([topic(1, true, [lecture(11)]), topic(2, false, [lecture(21)])]);
    await act(() => useCurriculum.getState().load(1));
    expect(useCourseView.getState().resume(21)).toBe(false);
    expect(useCourseView.getState().resume(99)).toBe(false);
    expect(view().selectedLecture?.id).toBe(11);
  });

  it('tells a refusal (course not bought) apart from any other failure', async () => {
    jest
      .mocked(getStudentTopics)
      .mockRejectedValueOnce(
        new ApiError({ kind: 'http', status: 403, message: 'You do not have permission.' }),
      )
      .mockRejectedValueOnce(new ApiError({ kind: 'offline', message: 'No connection' }));
    await act(() => useCurriculum.getState().load(1));
    expect(useCourseAccess.getState().notBought).toBe(true);
    expect(useCurriculum.getState().error).toBe('You do not have permission.');
    await act(() => useCurriculum.getState().reload());
    expect(useCourseAccess.getState().notBought).toBe(false);
    expect(useCurriculum.getState().error).toBe('No connection');
  });

  it('prepends a new answer to its question in the held curriculum', async () => {
    jest
      .mocked(getStudentTopics)
      .mockResolvedValue([topic(1, true, [lecture(11, [question(5, 11, [answer(50, 5)])])])]);
    await act(() => useCurriculum.getState().load(1));
    act(() => prependAnswer(5, answer(51, 5)));
    const answers = useCurriculum.getState().data?.[0]?.topic.lectures[0]?.questions[0]?.answers ?? [];
    expect(answers.map((a) => a.id)).toEqual([51, 50]);
    expect(view().selectedLecture?.questions[0]?.answers.map((a) => a.id)).toEqual([51, 50]);
  });
});

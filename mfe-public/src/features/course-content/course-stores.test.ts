import { act } from '@testing-library/react';
import { ApiError, getSeminars, type Course, type Seminar } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { getTeacherCourse } from './api/get-teacher-course';
import { getTeacherCourses } from './api/get-teacher-courses';
import { getTeacherTopic } from './api/get-teacher-topic';
import { getTeacherVideo } from './api/get-teacher-video';
import { getTopics } from './api/get-topics';
import {
  useCourseTopics,
  useExpandedTopic,
  useTeacherCourse,
  useTeacherCourses,
  useTeacherTopic,
  useTeacherVideo,
} from './course-stores';
import { useSeminars } from './seminars-store';

jest.mock('@academy/shared/src/api/endpoints/get-seminars');
jest.mock('./api/get-teacher-course');
jest.mock('./api/get-teacher-courses');
jest.mock('./api/get-teacher-topic');
jest.mock('./api/get-teacher-video');
jest.mock('./api/get-topics');

const course = (id: number): Course => ({
  id,
  title: `Course ${id}`,
  course_description: 'International arbitration',
  introductory_video: `http://127.0.0.1:8000/media/intro-${id}.mp4`,
  tenge_price: '225000.00',
  new_price: '450.00',
  old_price: '600.00',
  discount_percentage: 20,
  lessons_count: 35,
  students_count: 10,
  total_minutes: 3378,
  last_update: '2026-11-01',
  next_lesson_at: null,
});

const seminar = (id: number): Seminar => ({
  id,
  title: `Seminar ${id}`,
  date: '2026-12-01',
  time: '18:00:00',
  teacher: { teacher_name: 'Dr Smith' },
  link: 'https://meet.example.org/1',
});

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  for (const store of [
    useTeacherCourses,
    useTeacherCourse,
    useTeacherVideo,
    useCourseTopics,
    useTeacherTopic,
    useSeminars,
  ]) {
    store.getState().reset();
  }
  useExpandedTopic.setState({ topicNo: null });
});

describe('courses', () => {
  it('loads the list, one course by id and the video url', async () => {
    jest.mocked(getTeacherCourses).mockResolvedValue([course(1)]);
    jest.mocked(getTeacherCourse).mockResolvedValue(course(3));
    jest
      .mocked(getTeacherVideo)
      .mockResolvedValue({ id: 4, title: 'Lecture', video: 'http://127.0.0.1:8000/v.mp4' });
    const pending = useTeacherCourses.getState().load();
    expect(useTeacherCourses.getState().status).toBe('loading');
    await act(() => pending);
    await act(() => useTeacherCourse.getState().load(3));
    await act(() => useTeacherVideo.getState().load(4));
    expect(getTeacherCourse).toHaveBeenCalledWith(3);
    expect(useTeacherCourses.getState().data).toEqual([course(1)]);
    expect(useTeacherCourse.getState().data).toEqual(course(3));
    expect(useTeacherVideo.getState().data).toBe('http://127.0.0.1:8000/v.mp4');
  });

  it('stores the error message text on failure', async () => {
    jest
      .mocked(getTeacherCourses)
      .mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection' }));
    await act(() => useTeacherCourses.getState().load());
    expect(useTeacherCourses.getState()).toMatchObject({ status: 'error', error: 'No connection' });
    jest.mocked(getTeacherCourse).mockRejectedValue(new Error('boom'));
    await act(() => useTeacherCourse.getState().load(1));
    expect(useTeacherCourse.getState().error).toBe('Courses fetch error');
  });
});

describe('topics', () => {
  it('loads the public topic list and one topic by id, and expands a listed topic', async () => {
    jest.mocked(getTopics).mockResolvedValue([{ id: 1, title: 'Topic 1', lectures: [] }]);
    jest.mocked(getTeacherTopic).mockResolvedValue({ id: 5, title: 'Topic 5', lectures: [] });
    await act(() => useCourseTopics.getState().load());
    await act(() => useTeacherTopic.getState().load(5));
    expect(useCourseTopics.getState().data).toHaveLength(1);
    expect(useTeacherTopic.getState().data?.id).toBe(5);
    act(() => useExpandedTopic.getState().toggleTopic(7));
    expect(useExpandedTopic.getState().topicNo).toBeNull();
    act(() => useExpandedTopic.getState().toggleTopic(1));
    expect(useExpandedTopic.getState().topicNo).toBe(1);
    act(() => useExpandedTopic.getState().toggleTopic(1));
    expect(useExpandedTopic.getState().topicNo).toBeNull();
  });

  it('reports Topics fetch error', async () => {
    jest.mocked(getTopics).mockRejectedValue(new Error('boom'));
    await act(() => useCourseTopics.getState().load());
    expect(useCourseTopics.getState()).toMatchObject({ data: [], error: 'Topics fetch error' });
  });
});

describe('seminars', () => {
  it('holds the list', async () => {
    jest.mocked(getSeminars).mockResolvedValue([seminar(1), seminar(2)]);
    await act(() => useSeminars.getState().load());
    expect(useSeminars.getState().data).toHaveLength(2);
  });

  it('reports a failure', async () => {
    jest.mocked(getSeminars).mockRejectedValue(new Error('boom'));
    await act(() => useSeminars.getState().load());
    expect(useSeminars.getState()).toMatchObject({ status: 'error', error: 'Seminars fetch error' });
  });
});

import { act } from '@testing-library/react';
import { getSeminars, type Course, type Seminar } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { getSeminar } from './api/get-seminar';
import { getStudentCourses } from './api/get-student-courses';
import { useCourseSeminars } from './seminars-store';
import { useStudentCourses } from './student-courses-store';

jest.mock('@academy/shared/src/api/endpoints/get-seminars');
jest.mock('./api/get-seminar');
jest.mock('./api/get-student-courses');

const seminar = (id: number): Seminar => ({
  id,
  title: `Seminar ${id}`,
  date: '2026-12-01',
  time: '18:00:00',
  teacher: { teacher_name: 'Dr Smith' },
  link: 'https://meet.example.org/1',
});

const course: Course = {
  id: 1,
  title: 'Course 1',
  course_description: 'International arbitration',
  introductory_video: 'http://127.0.0.1:8000/media/intro-1.mp4',
  tenge_price: '225000.00',
  new_price: '450.00',
  old_price: '600.00',
  discount_percentage: 20,
  lessons_count: 35,
  students_count: 10,
  total_minutes: 3378,
  last_update: '2026-11-01',
  next_lesson_at: null,
};

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useStudentCourses.getState().reset();
  useCourseSeminars.getState().reset();
});

describe('student courses', () => {
  it('keeps the courses the student bought', async () => {
    jest.mocked(getStudentCourses).mockResolvedValue([course]);
    expect(await act(() => useStudentCourses.getState().load())).toBe(true);
    expect(useStudentCourses.getState()).toMatchObject({ data: [course], status: 'success', error: null });
  });

  it('reports Courses fetch error', async () => {
    jest.mocked(getStudentCourses).mockRejectedValue(new Error('boom'));
    await act(() => useStudentCourses.getState().load());
    expect(useStudentCourses.getState()).toMatchObject({
      data: [],
      status: 'error',
      error: 'Courses fetch error',
    });
  });
});

describe('seminars', () => {
  it('holds the list, replaced by the single seminar after a fetch by id', async () => {
    jest.mocked(getSeminars).mockResolvedValue([seminar(1), seminar(2)]);
    jest.mocked(getSeminar).mockResolvedValue(seminar(2));
    await act(() => useCourseSeminars.getState().load());
    expect(useCourseSeminars.getState().data).toHaveLength(2);
    await act(() => useCourseSeminars.getState().load(2));
    expect(useCourseSeminars.getState().data).toEqual([seminar(2)]);
  });

  it('reports a failure', async () => {
    jest.mocked(getSeminars).mockRejectedValue(new Error('boom'));
    await act(() => useCourseSeminars.getState().load());
    expect(useCourseSeminars.getState()).toMatchObject({ status: 'error', error: 'Seminars fetch error' });
  });
});

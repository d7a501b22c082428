import { act } from '@testing-library/react';
import { ApiError } from '../api/errors';
import { getBooks } from '../api/endpoints/get-books';
import { getCourses } from '../api/endpoints/get-courses';
import { getOrganisationalStructure } from '../api/endpoints/get-organisational-structure';
import { getSeminar } from '../api/endpoints/get-seminar';
import { getSeminars } from '../api/endpoints/get-seminars';
import { getTeacherCourse } from '../api/endpoints/get-teacher-course';
import { getTeacherCourses } from '../api/endpoints/get-teacher-courses';
import { getTeacherVideo } from '../api/endpoints/get-teacher-video';
import type { Course, OrganisationPerson, Seminar } from '../api/types';
import { initTestI18n } from '../testing';
import { useBooksStore } from './books-store';
import { useCoursesStore } from './courses-store';
import { useOrganisationStore } from './organisation-store';
import { useSeminarsStore } from './seminars-store';

jest.mock('../api/endpoints/get-books');
jest.mock('../api/endpoints/get-courses');
jest.mock('../api/endpoints/get-organisational-structure');
jest.mock('../api/endpoints/get-seminar');
jest.mock('../api/endpoints/get-seminars');
jest.mock('../api/endpoints/get-teacher-course');
jest.mock('../api/endpoints/get-teacher-courses');
jest.mock('../api/endpoints/get-teacher-video');

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

beforeEach(() => jest.resetAllMocks());

describe('courses', () => {
  it('takes the first record of the course list as the main video', async () => {
    jest.mocked(getCourses).mockResolvedValue([course(1), course(2)]);
    const pending = useCoursesStore.getState().fetchMainVideo();
    expect(useCoursesStore.getState().loading).toBe(true);
    await act(() => pending);
    expect(useCoursesStore.getState()).toMatchObject({ mainVideo: course(1), loading: false, error: null });
  });

  it('has no main video for an empty list', async () => {
    jest.mocked(getCourses).mockResolvedValue([]);
    await act(() => useCoursesStore.getState().fetchMainVideo());
    expect(useCoursesStore.getState().mainVideo).toBeNull();
  });

  it('loads the list, one course by id and the video url', async () => {
    jest.mocked(getTeacherCourses).mockResolvedValue([course(1)]);
    jest.mocked(getTeacherCourse).mockResolvedValue(course(3));
    jest.mocked(getTeacherVideo).mockResolvedValue({ id: 4, title: 'Lecture', video: 'http://127.0.0.1:8000/v.mp4' });
    await act(() => useCoursesStore.getState().fetchCourses());
    await act(() => useCoursesStore.getState().fetchCourse(3));
    await act(() => useCoursesStore.getState().fetchVideo(4));
    expect(getTeacherCourse).toHaveBeenCalledWith(3);
    expect(useCoursesStore.getState()).toMatchObject({
      items: [course(1)],
      course: course(3),
      videoUrl: 'http://127.0.0.1:8000/v.mp4',
    });
  });

  it('stores the error message text on failure', async () => {
    jest.mocked(getTeacherCourses).mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection' }));
    await act(() => useCoursesStore.getState().fetchCourses());
    expect(useCoursesStore.getState()).toMatchObject({ loading: false, error: 'No connection' });
    jest.mocked(getTeacherCourse).mockRejectedValue(new Error('boom'));
    await act(() => useCoursesStore.getState().fetchCourse(1));
    expect(useCoursesStore.getState().error).toBe('Courses fetch error');
  });
});

describe('organisational structure', () => {
  it('keeps the people and their groups', async () => {
    const people: OrganisationPerson[] = [
      { id: 1, full_name: 'A', position: 'President', photo: '', description: '', location: '', status: 'MEMBER' },
      { id: 2, full_name: 'B', position: 'Lecturer', photo: '', description: '', location: '', status: 'INSTRUCTOR' },
    ];
    jest.mocked(getOrganisationalStructure).mockResolvedValue(people);
    await act(() => useOrganisationStore.getState().fetchOrganisationalStructure());
    const state = useOrganisationStore.getState();
    expect(state.items).toEqual(people);
    expect(state.organisationalStructure.instructors.map((p) => p.id)).toEqual([2]);
    expect(state.organisationalStructure.board.map((p) => p.id)).toEqual([1]);
  });

  it('stores the error for the carousel', async () => {
    jest.mocked(getOrganisationalStructure).mockRejectedValue(new Error('boom'));
    await act(() => useOrganisationStore.getState().fetchOrganisationalStructure());
    expect(useOrganisationStore.getState()).toMatchObject({ loading: false, error: 'Organisational structure fetch error' });
  });
});

describe('books', () => {
  it('loads the recommended reading', async () => {
    const books = [{ id: 1, title: 'Arbitration', author: 'Born', cover: 'c.jpg', link: 'https://example.org' }];
    jest.mocked(getBooks).mockResolvedValue(books);
    await act(() => useBooksStore.getState().fetchBooks());
    expect(useBooksStore.getState()).toMatchObject({ items: books, loading: false, error: null });
  });

  it('reports a failure', async () => {
    jest.mocked(getBooks).mockRejectedValue(new Error('boom'));
    await act(() => useBooksStore.getState().fetchBooks());
    expect(useBooksStore.getState().error).toBe('Books fetch error');
  });
});

describe('seminars', () => {
  it('holds the list, replaced by the single seminar after a fetch by id', async () => {
    jest.mocked(getSeminars).mockResolvedValue([seminar(1), seminar(2)]);
    jest.mocked(getSeminar).mockResolvedValue(seminar(2));
    await act(() => useSeminarsStore.getState().fetchSeminars());
    expect(useSeminarsStore.getState().items).toHaveLength(2);
    await act(() => useSeminarsStore.getState().fetchSeminar(2));
    expect(useSeminarsStore.getState().items).toEqual([seminar(2)]);
  });

  it('reports a failure', async () => {
    jest.mocked(getSeminars).mockRejectedValue(new Error('boom'));
    await act(() => useSeminarsStore.getState().fetchSeminars());
    expect(useSeminarsStore.getState()).toMatchObject({ loading: false, error: 'Seminars fetch error' });
  });
});

import { act } from '@testing-library/react';
import { getCourses, type Course } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { useMainVideo } from './main-video-store';

jest.mock('@academy/shared/src/api/endpoints/get-courses');

const course = (id: number) =>
  ({ id, introductory_video: `http://127.0.0.1:8000/media/intro-${id}.mp4` }) as Course;

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useMainVideo.getState().reset();
});

it('takes the first record of the course list as the main video', async () => {
  jest.mocked(getCourses).mockResolvedValue([course(1), course(2)]);
  const pending = useMainVideo.getState().load();
  expect(useMainVideo.getState().status).toBe('loading');
  await act(() => pending);
  expect(useMainVideo.getState()).toMatchObject({ data: course(1), status: 'success', error: null });
});

it('has no main video for an empty list', async () => {
  jest.mocked(getCourses).mockResolvedValue([]);
  await act(() => useMainVideo.getState().load());
  expect(useMainVideo.getState().data).toBeNull();
});

it('reports Courses fetch error', async () => {
  jest.mocked(getCourses).mockRejectedValue(new Error('boom'));
  await act(() => useMainVideo.getState().load());
  expect(useMainVideo.getState()).toMatchObject({ status: 'error', error: 'Courses fetch error' });
});

/**
 * @jest-environment ../test-support/jsdom-with-fetch.cjs
 */
import { useTokenStore } from '@academy/shared';
import { fakeApi, initTestI18n, json, type FakeHandler } from '@academy/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { CurriculumPanel } from './CurriculumPanel';
import { useCurriculum } from '../../resources/curriculum';
import { progressSaver, recordProgress, useCourseProgress } from '../../resources/progress';

/** Lecture progress against a backend that keeps none, and against ours when it cannot be reached (decision 0211). */

const lecture = (id: number) => ({
  id,
  title: `Lecture ${id}`,
  video: `http://api.test/media/${id}.mp4`,
  duration: 30,
  material: '',
  material_name: '',
  teacher_name: 'Prof. Born',
  questions: [],
});

const TOPICS = [
  { is_open: true, topic: { id: 1, title: 'Foundations', lectures: [lecture(3), lecture(4)] } },
];

function backend(progress: FakeHandler, save: FakeHandler = () => json(200, {})) {
  return fakeApi({
    'GET /courses/student/1/topics/': () => json(200, TOPICS),
    'GET /courses/student/1/progress/': progress,
    'PUT /courses/student/lectures/3/progress/': save,
  });
}

let lectureNo = 0;
/** A save the saver has not sent yet (it skips a position it already sent). */
function playSomething() {
  lectureNo = lectureNo === 3 ? 4 : 3;
  recordProgress({ lectureId: 3, position: 10 + lectureNo, completed: false }, true);
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.restoreAllMocks();
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
  useCurriculum.getState().reset();
  useCourseProgress.getState().reset();
  progressSaver.flush();
});

async function loadCourse() {
  await act(async () => {
    await Promise.all([useCurriculum.getState().load(1), useCourseProgress.getState().load(1)]);
  });
}

it('shows no progress and no error, and saves nothing, when the API keeps no progress (404)', async () => {
  const calls = backend(() => json(404, { detail: 'Not found.' }));
  await loadCourse();
  expect(useCourseProgress.getState()).toMatchObject({ status: 'success', data: null, error: null });
  render(<CurriculumPanel />);
  expect(screen.getByText('Foundations')).toBeInTheDocument();
  expect(screen.queryByText(/completed/)).not.toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  playSomething();
  await act(() => Promise.resolve());
  expect(calls.filter((call) => call.route.startsWith('PUT'))).toHaveLength(0);
});

it('learns it from a 405 on the save too, and stops saving', async () => {
  const calls = backend(
    () => json(200, { course: 1, completed_lectures: [], lectures: [], topics: [], last: null }),
    () => json(405, { detail: 'Method "PUT" not allowed.' }),
  );
  await loadCourse();
  playSomething();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  playSomething();
  await act(() => Promise.resolve());
  expect(calls.filter((call) => call.route.startsWith('PUT'))).toHaveLength(1);
});

it('keeps counting and saving when progress is served but cannot be reached for now', async () => {
  const calls = backend(() => Promise.reject(new TypeError('fetch failed')));
  await loadCourse();
  expect(useCourseProgress.getState()).toMatchObject({
    status: 'error',
    error: 'No connection to the server. Check your internet connection and try again.',
  });
  render(<CurriculumPanel />);
  expect(screen.getByText(/0 of 2 completed/)).toBeInTheDocument();
  playSomething();
  await act(() => Promise.resolve());
  expect(calls.filter((call) => call.route.startsWith('PUT'))).toHaveLength(1);
});

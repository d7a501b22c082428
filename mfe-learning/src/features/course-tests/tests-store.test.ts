import type { Completion } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { act } from '@testing-library/react';
import { useCompletion } from '../../resources/completion';
import { getCompletion } from '../../resources/completion/api/get-completion';
import { getTests } from './api/get-tests';
import { testSummary } from '../../testing/test-summary';
import { keepStanding, useCourseTests } from './tests-store';

jest.mock('../../resources/completion/api/get-completion');
jest.mock('./api/get-tests');

const summary = testSummary();

const completion = (points: number): Completion => ({
  course: 1,
  term: null,
  requirements: {
    lectures: { completed: 12, total: 12, met: true },
    topic_essays: { submitted: 3, total: 3, met: true },
    final_essay: { status: 'accepted', met: true },
    tests: { points, required: 18, max: 30, met: points >= 18 },
  },
  eligible: points >= 18,
  certificate: null,
});

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useCompletion.getState().reset();
  useCourseTests.getState().reset();
});

it('keeps the new standing of a submitted test and reads the checklist again: no stale "not done"', async () => {
  jest.mocked(getTests).mockResolvedValue([summary, { ...summary, id: 4, topic: 2 }]);
  jest.mocked(getCompletion).mockResolvedValueOnce(completion(16)).mockResolvedValueOnce(completion(20));
  await act(() => useCourseTests.getState().load(1));
  await act(() => useCompletion.getState().load(1));
  expect(useCompletion.getState().data?.requirements.tests.met).toBe(false);

  act(() => keepStanding({ id: 3, best_score: 4, next_attempt_at: '2026-11-28T12:00:00Z', attempts: 1 }));

  expect(useCourseTests.getState().data).toEqual([
    { ...summary, best_score: 4, next_attempt_at: '2026-11-28T12:00:00Z', attempts: 1 },
    { ...summary, id: 4, topic: 2 },
  ]);
  await act(async () => {
    await Promise.resolve();
  });
  expect(getCompletion).toHaveBeenCalledTimes(2);
  expect(getCompletion).toHaveBeenLastCalledWith(1);
  expect(useCompletion.getState().data?.requirements.tests).toMatchObject({ points: 20, met: true });
  expect(useCompletion.getState().data?.eligible).toBe(true);
});

it('keeps the checklist it has when reading it again fails, and shows the failure', async () => {
  jest.mocked(getTests).mockResolvedValue([summary]);
  jest
    .mocked(getCompletion)
    .mockResolvedValueOnce(completion(16))
    .mockRejectedValueOnce(new Error('network down'));
  await act(() => useCourseTests.getState().load(1));
  await act(() => useCompletion.getState().load(1));
  act(() => keepStanding({ id: 3, best_score: 2, next_attempt_at: null, attempts: 1 }));
  await act(async () => {
    await Promise.resolve();
  });
  expect(useCompletion.getState()).toMatchObject({ status: 'error', error: 'Completion fetch error' });
  expect(useCompletion.getState().data?.requirements.tests.points).toBe(16);
});

it('asks for no checklist when none was shown yet', async () => {
  jest.mocked(getTests).mockResolvedValue([summary]);
  await act(() => useCourseTests.getState().load(1));
  act(() => keepStanding({ id: 3, best_score: 4, next_attempt_at: null, attempts: 1 }));
  expect(getCompletion).not.toHaveBeenCalled();
});

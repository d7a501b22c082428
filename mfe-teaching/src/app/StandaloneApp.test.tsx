import { useSessionStore, useTokenStore } from '@academy/shared';
import { initTestI18n, setTestRuntimeConfig } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import { StandaloneApp } from '@academy/shared/standalone';
import { getEssays } from '../features/essay-queue/api/get-essays';
import { getCalendar } from '../resources/course-topics/api/get-calendar';
import { calendar, essayPage, essaySummary } from '../testing/samples';
import { instructor } from '../testing/test-utils';
import { standaloneRoutes } from './routes';

jest.mock('../features/essay-queue/api/get-essays');
jest.mock('../resources/course-topics/api/get-calendar');

beforeAll(async () => {
  await initTestI18n('en');
  setTestRuntimeConfig('http://api.test');
});

beforeEach(() => {
  jest.resetAllMocks();
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
  useSessionStore.setState({ user: instructor, profileStatus: 'success', profileError: null });
});

it('runs alone with its screens at the paths the shell gives them (frame behaviour: @academy/shared/standalone)', async () => {
  jest.mocked(getEssays).mockResolvedValue(essayPage([essaySummary()]));
  jest.mocked(getCalendar).mockResolvedValue(calendar);
  window.history.pushState({}, '', '/teaching');
  render(<StandaloneApp remoteName="mfe_teaching" routes={standaloneRoutes} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Essays to evaluate' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Aruzhan Sadykova' })).toHaveAttribute(
    'href',
    '/teaching/essays/41',
  );
  expect(standaloneRoutes.map((route) => route.path)).toEqual([
    '/teaching',
    '/teaching/essays',
    '/teaching/essays/:essayId',
    '/teaching/questions',
    '/teaching/seminars',
    '/teaching/calendar',
    '/teaching/tests',
    '/teaching/lectures',
    '/teaching/students',
  ]);
});

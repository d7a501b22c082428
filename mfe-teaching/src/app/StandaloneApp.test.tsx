import { getProfile, postLogin, useSessionStore, useTokenStore } from '@academy/shared';
import { initTestI18n, setTestRuntimeConfig } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneApp } from '@academy/shared/standalone';
import { getEssays } from '../features/essay-queue/api/get-essays';
import { getCalendar } from '../resources/course-topics/api/get-calendar';
import { calendar, essayPage, essaySummary } from '../testing/samples';
import { instructor } from '../testing/test-utils';
import { standaloneRoutes } from './routes';

jest.mock('../features/essay-queue/api/get-essays');
jest.mock('../resources/course-topics/api/get-calendar');
jest.mock('@academy/shared/src/api/endpoints/post-login');
jest.mock('@academy/shared/src/api/endpoints/get-profile');

beforeAll(async () => {
  await initTestI18n('en');
  setTestRuntimeConfig('http://api.test');
});

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  useSessionStore.getState().signOut();
});

function signedInAsInstructor() {
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
  useSessionStore.setState({ user: instructor, profileStatus: 'success', profileError: null });
}

async function signInAlone(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

function openAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<StandaloneApp remoteName="mfe_teaching" routes={standaloneRoutes} />);
}

it('runs alone with its screens at the paths the shell gives them (frame behaviour: @academy/shared/standalone)', async () => {
  signedInAsInstructor();
  jest.mocked(getEssays).mockResolvedValue(essayPage([essaySummary()]));
  jest.mocked(getCalendar).mockResolvedValue(calendar);
  openAt('/teaching');
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

describe('signing in alone (the kernel’s form, docs/decisions/0802)', () => {
  it('asks a signed-out instructor to sign in on the screen’s path, then shows the queue', async () => {
    jest.mocked(postLogin).mockResolvedValue({ access: 'a-1', refresh: 'r-1' });
    jest.mocked(getProfile).mockResolvedValue(instructor);
    jest.mocked(getEssays).mockResolvedValue(essayPage([essaySummary()]));
    jest.mocked(getCalendar).mockResolvedValue(calendar);
    openAt('/teaching/essays');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to teach' })).toBeInTheDocument();
    expect(getEssays).not.toHaveBeenCalled();
    await signInAlone('instructor@academy.test', 'Teaching-2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'Essays to evaluate' })).toBeInTheDocument();
    expect(postLogin).toHaveBeenCalledWith({ email: 'instructor@academy.test', password: 'Teaching-2026' });
    expect(window.location.pathname).toBe('/teaching/essays');
  });

  it('tells a student that the area is for instructors, and calls none of its endpoints', async () => {
    jest.mocked(postLogin).mockResolvedValue({ access: 'a-2', refresh: 'r-2' });
    jest.mocked(getProfile).mockResolvedValue({ ...instructor, role: 'student' });
    openAt('/teaching/seminars');
    await signInAlone('demo@academy.test', 'Arbitration-2026');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'For instructors only' }),
    ).toBeInTheDocument();
    expect(getEssays).not.toHaveBeenCalled();
    expect(getCalendar).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/errors';
import { getProfile } from '../api/endpoints/get-profile';
import { postLogin } from '../api/endpoints/post-login';
import type { User } from '../api/types';
import { useSessionStore } from '../session/session-store';
import { useTokenStore } from '../session/token-store';
import { addTestCatalogs, initTestI18n, setTestRuntimeConfig } from '../testing';
import { StandaloneApp, type StandaloneRoute } from './StandaloneApp';
import { standaloneRoutesFrom } from './route-declarations';
import { signInFirst } from './StandaloneSignIn';

jest.mock('../api/endpoints/post-login');
jest.mock('../api/endpoints/get-profile');

addTestCatalogs('desk', {
  en: { pages: { desk: 'Desk' }, standalone: { title: 'Sign in to the desk', note: 'The desk alone.' } },
  ru: { pages: { desk: 'Стол' }, standalone: { title: 'Войдите', note: 'Стол отдельно.' } },
  kk: { pages: { desk: 'Үстел' }, standalone: { title: 'Кіріңіз', note: 'Үстел бөлек.' } },
});

function Desk() {
  const { t } = useTranslation('desk');
  return <h1>{t('pages.desk')}</h1>;
}

const TEXTS = { titleKey: 'desk:standalone.title', noteKey: 'desk:standalone.note' };
const account: User = { id: 4, email: 'dana@academy.test', first_name: 'Dana', last_name: 'A', photo: null };

function openAt(route: Omit<StandaloneRoute, 'path' | 'titleKey' | 'Component'> = {}) {
  const routes = [
    signInFirst(
      { path: '/desk', link: '/desk', titleKey: 'desk:pages.desk', Component: Desk, ...route },
      TEXTS,
    ),
  ];
  window.history.pushState({}, '', '/desk');
  return render(<StandaloneApp remoteName="mfe_desk" routes={routes} />);
}

async function signIn(email = 'dana@academy.test', password = 'Teaching-2026') {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeAll(async () => {
  await initTestI18n('en');
  setTestRuntimeConfig('http://api.test');
});

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  useSessionStore.getState().signOut();
});

describe('a screen that needs an account, in the standalone frame', () => {
  it('asks a signed-out developer to sign in on the screen’s own path, then shows the screen', async () => {
    jest.mocked(postLogin).mockResolvedValue({ access: 'a-1', refresh: 'r-1' });
    openAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the desk' })).toBeInTheDocument();
    expect(screen.getByText('The desk alone.')).toBeInTheDocument();
    await signIn(' dana@academy.test ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Desk' })).toBeInTheDocument();
    expect(postLogin).toHaveBeenCalledWith({ email: 'dana@academy.test', password: 'Teaching-2026' });
    expect(useTokenStore.getState()).toMatchObject({ token: 'a-1', refreshToken: 'r-1' });
    expect(window.location.pathname).toBe('/desk');
  });

  it('shows the API’s refusal and stays signed out', async () => {
    const message = 'No active account found with the given credentials';
    jest
      .mocked(postLogin)
      .mockRejectedValue(new ApiError({ kind: 'http', status: 401, message, detail: message }));
    openAt();
    await signIn('dana@academy.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(useTokenStore.getState().token).toBeNull();
  });

  it('shows the screen at once to a developer already signed in', async () => {
    useTokenStore.getState().setTokens('a-1', 'r-1');
    openAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Desk' })).toBeInTheDocument();
    expect(getProfile).not.toHaveBeenCalled();
  });
});

describe('a screen for instructors (routes.json access), in the standalone frame', () => {
  it('opens for an instructor once the profile says so', async () => {
    jest.mocked(postLogin).mockResolvedValue({ access: 'a-1', refresh: 'r-1' });
    jest.mocked(getProfile).mockResolvedValue({ ...account, role: 'instructor' });
    openAt({ access: 'instructor' });
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Desk' })).toBeInTheDocument();
  });

  it.each([
    ['a student', { ...account, role: 'student' as const }],
    ['an account whose profile has no role (a DRF backend)', account],
  ])('tells %s it is for instructors, and signing out brings the form back', async (_who, user) => {
    jest.mocked(postLogin).mockResolvedValue({ access: 'a-1', refresh: 'r-1' });
    jest.mocked(getProfile).mockResolvedValue(user);
    openAt({ access: 'instructor' });
    await signIn('demo@academy.test', 'Arbitration-2026');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'For instructors only' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Desk' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the desk' })).toBeInTheDocument();
    expect(useTokenStore.getState().token).toBeNull();
  });

  it('says so while the account is checked, and when it cannot be, with a retry', async () => {
    useTokenStore.getState().setTokens('a-1', 'r-1');
    let answer: (user: User) => void = () => undefined;
    jest
      .mocked(getProfile)
      .mockRejectedValueOnce(new ApiError({ kind: 'offline', message: 'No connection to the server' }))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    openAt({ access: 'instructor' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be checked');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    answer({ ...account, role: 'instructor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Desk' })).toBeInTheDocument();
  });
});

describe('routes.json access in the frame’s routes', () => {
  const load = () => Promise.resolve({ default: Desk });

  it('carries a route’s access to each of its paths', () => {
    const routes = standaloneRoutesFrom(
      [
        {
          expose: './DeskPage',
          screen: 'DeskPage.tsx',
          paths: ['/desk', '/desk/all'],
          access: 'instructor',
          title: 'pages.desk',
        },
        { expose: './OpenPage', screen: 'OpenPage.tsx', paths: ['/open'], title: 'pages.desk' },
      ],
      'desk',
      load,
    );
    expect(routes.map(({ path, access }) => [path, access])).toEqual([
      ['/desk', 'instructor'],
      ['/desk/all', 'instructor'],
      ['/open', undefined],
    ]);
  });

  it('refuses an access it does not know, rather than leave the screen open', () => {
    expect(() =>
      standaloneRoutesFrom(
        [
          {
            expose: './DeskPage',
            screen: 'DeskPage.tsx',
            paths: ['/desk'],
            access: 'admin',
            title: 'pages.desk',
          },
        ],
        'desk',
        load,
      ),
    ).toThrow('routes.json: ./DeskPage has an unknown access "admin"');
  });
});

import { ApiError, getProfile, useSessionStore, useTokenStore, type User } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import { renderAppAt, setViewportWidth } from '../../test-utils/render-app';
import { clearRemoteScreenCache } from '../../app/remotes/remote-screen';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('@academy/shared/src/api/endpoints/get-profile');

const loadRemoteMock = jest.mocked(loadRemote);

const account: User = {
  id: 3,
  email: 'erlan@academy.test',
  first_name: 'Erlan',
  last_name: 'B',
  photo: null,
};

function signInAs(user: User | null) {
  useTokenStore.getState().setTokens('access', 'refresh');
  useSessionStore.setState({
    user,
    profileStatus: user ? 'success' : 'error',
    profileError: 'Authorization error',
  });
}

beforeAll(() => initTestI18n('en'));

beforeEach(() => {
  setViewportWidth(1280);
  document.body.innerHTML = '<div id="root" data-pending=""></div>';
  clearRemoteScreenCache();
  loadRemoteMock.mockReset();
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <p>screen {id}</p> }));
});

afterEach(() => {
  act(() => {
    useTokenStore.getState().clearTokens();
    useSessionStore.setState({ user: null, profileStatus: 'idle', profileError: null });
  });
});

/** The teaching remote's modules asked for (a signed-in header also asks for the profile's bell). */
const teachingLoads = () =>
  loadRemoteMock.mock.calls.map(([id]) => id).filter((id) => id.startsWith('mfe_teaching/'));

describe("the instructors' routes (routes.json access: instructor)", () => {
  it('send a visitor to sign in and back, without fetching the teaching code', async () => {
    renderAppAt('/teaching/essays?status=submitted');
    expect(await screen.findByText('screen mfe_auth/SignInPage')).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.map(([id]) => id)).toEqual(['mfe_auth/SignInPage']);
  });

  it.each([
    ['a student', { ...account, role: 'student' as const }],
    ['an account whose profile has no role (a DRF backend)', account],
  ])('tell %s that they are for instructors, without fetching the teaching code', async (_who, user) => {
    signInAs(user);
    renderAppAt('/teaching');
    expect(await screen.findByRole('heading', { name: 'For instructors only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the main page' })).toHaveAttribute('href', '/');
    expect(teachingLoads()).toEqual([]);
    // The answer takes the page over from the prerendered frame, as a screen does.
    expect(document.getElementById('root')).not.toHaveAttribute('data-pending');
  });

  it('open for an instructor', async () => {
    signInAs({ ...account, role: 'instructor' });
    renderAppAt('/teaching/essays/12');
    expect(await screen.findByText('screen mfe_teaching/EssayReviewPage')).toBeInTheDocument();
  });

  it('say so when the account cannot be checked, without fetching the teaching code', async () => {
    jest
      .mocked(getProfile)
      .mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection to the server' }));
    signInAs(null);
    renderAppAt('/teaching');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be checked');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(teachingLoads()).toEqual([]);
  });
});

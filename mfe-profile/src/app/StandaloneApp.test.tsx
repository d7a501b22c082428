import { ApiError, getProfile, postLogin, useSessionStore, useTokenStore } from '@academy/shared';
import { initTestI18n, setTestRuntimeConfig } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneApp } from '@academy/shared/standalone';
import { standaloneRoutes } from './routes';

jest.mock('@academy/shared/src/api/endpoints/post-login');
// The purchases list has its own tests (Purchases.test.tsx); here it stays out of the way.
jest.mock('../features/purchases/Purchases', () => ({ Purchases: () => null }));
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

function openAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<StandaloneApp remoteName="mfe_profile" routes={standaloneRoutes} />);
}

describe('the remote running alone (frame behaviour is tested in @academy/shared/standalone)', () => {
  it('asks a signed-out developer to sign in right at /profile, then shows the profile', async () => {
    jest.mocked(postLogin).mockResolvedValue({ access: 'a-1', refresh: 'r-1' });
    jest.mocked(getProfile).mockResolvedValue({
      id: 1,
      email: 'demo@academy.test',
      first_name: 'Aruzhan',
      last_name: 'Sadykova',
      photo: null,
    });
    openAt('/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to see your profile' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'demo@academy.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Arbitration-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findByText('Aruzhan Sadykova')).toBeInTheDocument();
    expect(useTokenStore.getState().token).toBe('a-1');
    expect(postLogin).toHaveBeenCalledWith({ email: 'demo@academy.test', password: 'Arbitration-2026' });
  });

  it('shows the API message when the standalone sign-in is refused', async () => {
    const message = 'No active account found with the given credentials';
    jest
      .mocked(postLogin)
      .mockRejectedValue(new ApiError({ kind: 'http', status: 401, message, detail: message }));
    openAt('/profile');
    await userEvent.type(await screen.findByLabelText('Email'), 'demo@academy.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useTokenStore.getState().token).toBeNull();
  });
});

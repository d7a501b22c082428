import { initTestI18n } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import { StandaloneApp } from '@academy/shared/standalone';
import { standaloneRoutes } from './routes';

beforeAll(() => initTestI18n('en'));

function openAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<StandaloneApp remoteName="mfe_auth" routes={standaloneRoutes} />);
}

describe('the remote running alone (frame behaviour is tested in @academy/shared/standalone)', () => {
  it.each([
    ['/signin', 'Sign in'],
    ['/signup', 'Sign up'],
    ['/forgot', 'Password recovery'],
  ])('shows %s with its translated title inside the standalone frame', async (path, title) => {
    openAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });
});

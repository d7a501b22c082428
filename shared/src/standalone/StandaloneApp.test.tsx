import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { addTestCatalogs, initTestI18n } from '../testing';
import { StandaloneApp, type StandaloneRoute } from './StandaloneApp';

addTestCatalogs('demo', {
  en: { pages: { signIn: 'Sign in' } },
  ru: { pages: { signIn: 'Вход' } },
  kk: { pages: { signIn: 'Кіру' } },
});

function Screen() {
  const { t } = useTranslation('demo');
  return <h1>{t('pages.signIn')}</h1>;
}

const routes: StandaloneRoute[] = [
  { path: '/signin', link: '/signin', titleKey: 'demo:pages.signIn', Component: Screen },
];

beforeAll(() => initTestI18n('en'));

function openAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<StandaloneApp remoteName="mfe_auth" routes={routes} />);
}

describe('a remote running alone', () => {
  it('shows the screen of the path inside a frame naming the remote, with links to its screens', async () => {
    openAt('/signin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('mfe_auth')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('switches the screen and the frame to another language', async () => {
    openAt('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Язык' }), 'en');
  });

  it('answers a path the remote does not serve with 404', async () => {
    openAt('/not-in-this-remote');
    const main = screen.getByRole('main');
    expect(await within(main).findByText('404')).toBeInTheDocument();
  });
});

import { changeLanguage } from '@academy/shared';
import { initTestI18n, leaf } from '@academy/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { renderAppAt, setViewportWidth } from '../test-utils/render-app';
import { CATALOGS } from '../locales/test-catalogs';
import { clearRemoteScreenCache } from './remotes/remote-screen';
import { REMOTE_ROUTES } from './routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** Every remote screen resolves to a component that names the federation id it stands for. */
function remotesServeTheirScreens() {
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <p>screen {id}</p> }));
}

beforeAll(() => initTestI18n('en'));

beforeEach(() => {
  setViewportWidth(1280);
  clearRemoteScreenCache();
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => changeLanguage('en'));
});

describe('route table', () => {
  it.each([
    ['/', 'mfe_public/HomePage'],
    ['/aboutoaa', 'mfe_public/AboutOrganisationPage'],
    ['/aboutthecourse', 'mfe_public/AboutCoursePage'],
    ['/certification', 'mfe_public/CertificationPage'],
    ['/terms', 'mfe_public/TermsPage'],
    ['/privacy_policy', 'mfe_public/PrivacyPage'],
    ['/privacy', 'mfe_public/PrivacyPage'],
    ['/organisation', 'mfe_public/OrganisationPage'],
    ['/tuition-waiver', 'mfe_public/TuitionWaiverPage'],
    ['/signin', 'mfe_auth/SignInPage'],
    ['/signup', 'mfe_auth/SignUpPage'],
    ['/forget', 'mfe_auth/PasswordRecoveryPage'],
    ['/forgot', 'mfe_auth/PasswordRecoveryPage'],
    ['/profile', 'mfe_profile/ProfilePage'],
    ['/passingcourse/1', 'mfe_learning/PassingCoursePage'],
  ])('%s shows %s inside the layout', async (path, id) => {
    remotesServeTheirScreens();
    renderAppAt(path);
    expect(await screen.findByText(`screen ${id}`)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.map(([requested]) => requested)).toEqual([id]);
  });

  it('loads no remote code for a path it does not know', () => {
    renderAppAt('/no/such/page');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});

describe('document title', () => {
  it("is the route's page title with the brand, before and whether or not the remote loads", async () => {
    loadRemoteMock.mockRejectedValue(new Error('remoteEntry.js 404'));
    renderAppAt('/signup');
    await waitFor(() => expect(document.title).toBe('Sign up | Arbitration Academy'));
    await act(() => changeLanguage('ru'));
    await waitFor(() => expect(document.title).toMatch(/^Регистрация \| /));
  });

  it('is "Page not found" on the not-found screen', async () => {
    renderAppAt('/definitely-missing');
    await waitFor(() => expect(document.title).toBe('Page not found | Arbitration Academy'));
  });
});

describe('the route table', () => {
  it("titles every route of every remote's routes.json in the shell's catalogs", () => {
    expect(REMOTE_ROUTES.length).toBeGreaterThan(0);
    for (const language of ['en', 'ru', 'kk'] as const) {
      for (const { path, titleKey } of REMOTE_ROUTES) {
        expect([path, language, leaf(CATALOGS[language], titleKey)]).toEqual([
          path,
          language,
          expect.any(String),
        ]);
      }
    }
  });
});

describe('not-found screen', () => {
  it('shows 404, a title, a description and a button back to the main page', async () => {
    remotesServeTheirScreens();
    renderAppAt('/definitely-missing');
    const main = screen.getByRole('main');
    expect(within(main).getByText('404')).toBeInTheDocument();
    expect(within(main).getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(
      within(main).getByText("Sorry, we couldn't find the page you're looking for."),
    ).toBeInTheDocument();

    await userEvent.click(within(main).getByRole('link', { name: 'Back to the main page' }));
    expect(await screen.findByText('screen mfe_public/HomePage')).toBeInTheDocument();
  });
});

describe('language switcher', () => {
  it('re-renders the layout and the mounted remote screen in the chosen language', async () => {
    loadRemoteMock.mockImplementation(async () => ({
      default: function TranslatedScreen() {
        const { t } = useTranslation('shell');
        return <h1>{t('nav.certification')}</h1>;
      },
    }));
    renderAppAt('/aboutoaa');
    expect(await screen.findByRole('heading', { name: 'Certification' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru');

    expect(await screen.findByRole('heading', { name: 'Сертификация' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).getByRole('link', { name: 'Об организации' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/signin?next=%2Faboutoaa');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Все права защищены');
    expect(screen.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
  });

  it('offers English, Russian and Kazakh', () => {
    renderAppAt('/missing');
    const options = within(screen.getByRole('combobox', { name: 'Language' })).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['en', 'ru', 'kk']);
  });
});

describe('a remote that cannot be loaded', () => {
  it('costs only its own route: a translated fallback with a retry, header and footer intact', async () => {
    loadRemoteMock.mockRejectedValue(new Error('remoteEntry.js 404'));
    renderAppAt('/signin');

    expect(
      await screen.findByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Site links' })).toBeInTheDocument();
  });

  it('loads the screen afresh when the visitor presses retry', async () => {
    loadRemoteMock.mockRejectedValue(new Error('network down'));
    renderAppAt('/profile');
    const retry = await screen.findByRole('button', { name: 'Try again' });

    remotesServeTheirScreens();
    await userEvent.click(retry);
    expect(await screen.findByText('screen mfe_profile/ProfilePage')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the fallback when the remote screen throws while rendering', async () => {
    loadRemoteMock.mockResolvedValue({
      default: () => {
        throw new Error('broken screen');
      },
    });
    renderAppAt('/passingcourse/1');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps the rest of the site working: another area still opens', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id.startsWith('mfe_auth/')) throw new Error('mfe_auth is down');
      return { default: () => <p>screen {id}</p> };
    });
    renderAppAt('/signin');
    await screen.findByRole('button', { name: 'Try again' });

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: 'About the course' }));
    expect(await screen.findByText('screen mfe_public/AboutCoursePage')).toBeInTheDocument();
  });
});

import { useSessionStore, useTokenStore } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { setViewportWidth } from '../../test-utils/render-app';
import { Header } from './Header';
import { forgetBell } from './NotificationBellSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );
}

function signIn(role?: 'student' | 'instructor') {
  useTokenStore.getState().setTokens('access-token', 'refresh-token');
  useSessionStore.setState({
    user: {
      id: 7,
      email: 'aida@example.test',
      first_name: 'Aida',
      last_name: 'Nurlanova',
      photo: null,
      ...(role ? { role } : {}),
    },
  });
}

beforeAll(() => initTestI18n('en'));

// A signed-in header asks for the bell; outside the bell's own tests it never arrives.
beforeEach(() => {
  forgetBell();
  loadRemoteMock.mockReset();
  loadRemoteMock.mockReturnValue(new Promise(() => undefined));
});

afterEach(() => {
  act(() => {
    useTokenStore.getState().clearTokens();
    useSessionStore.setState({ user: null, rememberedName: null, profileStatus: 'idle' });
  });
});

describe('Header on a wide screen', () => {
  beforeEach(() => setViewportWidth(1280));

  it('offers log in and sign up to a signed-out visitor, and no course or profile links', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'My course' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it.each([
    ['/aboutthecourse', '/aboutthecourse'],
    ['/passingcourse/1?payment=abc#seminars', '/passingcourse/1?payment=abc#seminars'],
  ])('asks sign-in and sign-up to bring the visitor back to %s', (path, back) => {
    renderHeader(path);
    const next = `?next=${encodeURIComponent(back)}`;
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/signin${next}`);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/signup${next}`);
  });

  it.each(['/', '/signin', '/signup?next=%2Fprofile', '/forgot', '/forget'])(
    'adds no way back on %s',
    (path) => {
      renderHeader(path);
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signin');
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    },
  );

  it('shows the five navigation links', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Main page', 'About the organisation', 'About the course', 'Certification', 'Tuition Waiver']);
  });

  it('shows the Teaching link to an instructor only', () => {
    signIn('instructor');
    const { unmount } = renderHeader();
    expect(screen.getByRole('link', { name: 'Teaching' })).toHaveAttribute('href', '/teaching');
    unmount();
    act(() => signIn('student'));
    renderHeader();
    expect(screen.getByRole('link', { name: 'My course' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Teaching' })).not.toBeInTheDocument();
  });

  it('shows no Teaching link when the profile has no role (a DRF backend: a student)', () => {
    signIn();
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Teaching' })).not.toBeInTheDocument();
  });

  it('shows My course and a profile button with first and last name to a signed-in student', () => {
    signIn();
    renderHeader();
    expect(screen.getByRole('link', { name: 'My course' })).toHaveAttribute('href', '/passingcourse/1');
    expect(screen.getByRole('link', { name: 'Aida Nurlanova' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('names the student as on their last visit until the profile arrives, then as the profile says', () => {
    // The profile is on its way (a load in flight is not started again).
    useSessionStore.setState({ rememberedName: 'Aida Nurlanova', profileStatus: 'loading' });
    useTokenStore.getState().setTokens('access-token', 'refresh-token');
    renderHeader();
    expect(screen.getByRole('link', { name: 'Aida Nurlanova' })).toHaveAttribute('href', '/profile');
    act(() =>
      useSessionStore.setState({
        user: { id: 7, email: 'aida@example.test', first_name: 'Aida', last_name: 'Karimova', photo: null },
        profileStatus: 'success',
      }),
    );
    expect(screen.getByRole('link', { name: 'Aida Karimova' })).toBeInTheDocument();
  });

  it("shows the student's photo in the profile button and follows a new one at once", () => {
    signIn();
    const { container } = renderHeader();
    const link = screen.getByRole('link', { name: 'Aida Nurlanova' });
    expect(link.querySelector('img')).toBeNull();
    act(() => useSessionStore.getState().updateUser({ photo: 'http://api.test/media/photos/new.png' }));
    expect(link.querySelector('img')).toHaveAttribute('src', 'http://api.test/media/photos/new.png');
    act(() => useSessionStore.getState().updateUser({ photo: null }));
    expect(container.querySelector('img')).toBeNull();
  });

  it('highlights the link of the current page and moves the highlight after a click', async () => {
    renderHeader('/aboutoaa');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'About the organisation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Main page' })).not.toHaveAttribute('aria-current');

    await userEvent.click(within(nav).getByRole('link', { name: 'Certification' }));
    expect(within(nav).getByRole('link', { name: 'Certification' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'About the organisation' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('Header at 1024 px or less', () => {
  beforeEach(() => setViewportWidth(1024));

  it('hides the links behind a menu button that opens the slide-in menu', async () => {
    const { container } = renderHeader();
    const menu = container.querySelector('#site-menu') as HTMLElement;
    expect(menu).not.toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'About the course' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Log in' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menu).not.toBeVisible();
  });

  it('closes the menu once a link in it is followed', async () => {
    const { container } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Certification' }));
    expect(container.querySelector('#site-menu')).not.toBeVisible();
  });

  it('shows a signed-in student only a profile icon, without the name or My course button', () => {
    signIn();
    renderHeader();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByText('Aida Nurlanova')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it("puts an instructor's Teaching link in the menu", async () => {
    signIn('instructor');
    const { container } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = container.querySelector('#site-menu') as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Teaching' })).toHaveAttribute('href', '/teaching');
  });
});

describe('Header rendered at build time (no window to ask which layout fits)', () => {
  /** As the shell's prerender renders it: to a string, where the media query has no answer. */
  function prerenderHeader(path = '/aboutthecourse') {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter initialEntries={[path]}>
        <Header />
      </MemoryRouter>,
    );
    return container;
  }

  it('carries both layouts, each marked for the media query that shows it', () => {
    const markup = prerenderHeader();
    const header = within(markup);
    expect(header.getByRole('navigation', { name: 'Main navigation' })).toHaveClass('wideOnly');
    expect(markup.querySelector('#site-menu')).toHaveClass('narrowOnly');
    expect(header.getByRole('button', { name: 'Open menu' })).toHaveClass('narrowOnly');
    const [logIn] = header.getAllByRole('link', { name: 'Log in', hidden: true });
    expect(logIn?.parentElement).toHaveClass('wideOnly', 'signedOutOnly');
    expect(logIn).toHaveAttribute('href', `/signin?next=${encodeURIComponent('/aboutthecourse')}`);
  });

  it('carries both sessions: the signed-in links, with no name yet, marked for the visitor script', () => {
    const header = within(prerenderHeader());
    const [myCourse, inDrawer] = header.getAllByRole('link', { name: 'My course', hidden: true });
    expect(myCourse?.parentElement).toHaveClass('wideOnly', 'signedInOnly');
    expect(inDrawer).toHaveClass('signedInOnly');
    const [profile, profileIcon] = header.getAllByRole('link', { name: 'Profile', hidden: true });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(profileIcon).toHaveClass('narrowOnly', 'signedInOnly');
    expect(header.getByRole('banner')).toHaveClass('eitherSession');
  });

  it('leaves the profile button a place for the name the visitor script remembers, its label until then', () => {
    const markup = prerenderHeader();
    const [profile] = within(markup).getAllByRole('link', { name: 'Profile', hidden: true });
    const name = profile?.querySelector('.rememberedName');
    expect(name).toHaveClass('profileName');
    expect(name?.querySelector('.nameFallback')).toHaveTextContent('Profile');
  });

  it('marks nothing once the media query answers', () => {
    setViewportWidth(1280);
    renderHeader();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).not.toHaveClass('wideOnly');
  });
});

describe('the notification bell (the profile remote, decision 0045)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('loads nothing for a visitor', async () => {
    renderHeader();
    await act(async () => undefined);
    expect(loadRemoteMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('is only an empty box of its size, for signed-in readers, in the page rendered at build time', () => {
    signIn();
    const html = renderToString(
      <MemoryRouter initialEntries={['/']}>
        <Header />
      </MemoryRouter>,
    );
    // The box holds the bell's space before any script runs (decision 0014); CSS hides it for a visitor.
    expect(html).toContain('<span class="bellSlot signedInOnly"></span>');
    expect(html).not.toContain('Notifications');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it("loads the profile remote's bell for a signed-in person and shows it in the header", async () => {
    loadRemoteMock.mockResolvedValue({
      default: () => <button type="button">Notifications, 2 unread</button>,
    });
    signIn();
    renderHeader();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.parentElement).toHaveClass('bellSlot');
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_profile/NotificationBell');
  });

  it('leaves the header working, with no bell and no space for it, when the profile remote is dead', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockRejectedValue(new Error('mf-manifest.json unreachable'));
    signIn();
    const { container } = renderHeader();
    expect(container.querySelector('.bellSlot')).not.toBeNull();
    await act(async () => undefined);
    expect(container.querySelector('.bellSlot')).toBeNull();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Aida Nurlanova' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});

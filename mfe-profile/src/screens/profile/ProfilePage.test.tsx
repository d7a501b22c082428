import { ApiError, useSessionStore, useTokenStore } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getProfile } from '@academy/shared';
import { deleteAccount } from '../../features/account-security/api/delete-account';
import { getCertificates } from '../../features/certificates/api/get-certificates';
import { getNotificationPreferences } from '../../features/notification-preferences/api/get-notification-preferences';
import ProfilePage from './ProfilePage';
import {
  renderAtProfile,
  setScreenWidth,
  signInAs,
  signOutEverywhere,
  student,
} from '../../testing/test-utils';

jest.mock('@academy/shared/src/api/endpoints/get-profile');
jest.mock('../../features/account-security/api/delete-account');
// The purchases list has its own tests (Purchases.test.tsx); here it stays out of the way.
jest.mock('../../features/purchases/Purchases', () => ({ Purchases: () => null }));
jest.mock('../../features/certificates/api/get-certificates');
jest.mock('../../features/notification-preferences/api/get-notification-preferences');
jest.mock('../../features/personal-data/api/patch-profile');
jest.mock('../../features/personal-data/api/patch-photo');
jest.mock('../../features/personal-data/api/delete-photo');
jest.mock('../../features/account-security/api/patch-password');

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  // The certificates have their own tests (CertificatesSection.test.tsx): here the student has none.
  jest.mocked(getCertificates).mockResolvedValue([]);
  // So are the notification preferences (NotificationPreferencesSection.test.tsx).
  jest.mocked(getNotificationPreferences).mockResolvedValue({ kinds: [], daily_digest: null });
  signOutEverywhere();
  setScreenWidth(false);
});

const card = () => screen.getByRole('complementary', { name: 'Your account' });

describe('getting to the profile', () => {
  it('sends a visitor without a token to /signin, with the way back to /profile', async () => {
    renderAtProfile(<ProfilePage />);
    expect(await screen.findByText('Sign-in page at /signin?next=%2Fprofile')).toBeInTheDocument();
    expect(getProfile).not.toHaveBeenCalled();
  });

  it('loads the profile when only the token is known, showing a loading state meanwhile', async () => {
    useTokenStore.getState().setTokens('access-1', 'refresh-1');
    let answer: (value: typeof student) => void = () => undefined;
    jest.mocked(getProfile).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAtProfile(<ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading your profile...')).toBeInTheDocument();
    // The card keeps its shape meanwhile: the default photo, and what needs the profile waits for it.
    expect(within(card()).getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
    expect(card()).toHaveAttribute('aria-busy', 'true');
    expect(within(card()).getByRole('button', { name: 'Personal Data' })).toBeDisabled();
    expect(within(card()).getByRole('button', { name: 'Edit name' })).toBeDisabled();
    expect(within(card()).getByRole('button', { name: 'Log Out' })).toBeEnabled();
    await act(async () => answer(student));
    expect(card()).not.toHaveAttribute('aria-busy');
    expect(within(card()).getByRole('button', { name: 'Personal Data' })).toBeEnabled();
    expect(within(card()).getByText('Aruzhan Sadykova')).toBeInTheDocument();
  });

  it('shows a refused profile read as a readable message and goes to sign-in (the token is removed)', async () => {
    useTokenStore.getState().setTokens('access-1', 'refresh-1');
    jest
      .mocked(getProfile)
      .mockRejectedValue(
        new ApiError({ kind: 'http', status: 401, message: 'User not found', code: 'user_not_found' }),
      );
    renderAtProfile(<ProfilePage />);
    expect(await screen.findByText('Sign-in page at /signin?next=%2Fprofile')).toBeInTheDocument();
    expect(useTokenStore.getState().token).toBeNull();
  });

  it('keeps the token when offline, shows the message in the red box and tries again on request', async () => {
    useTokenStore.getState().setTokens('access-1', 'refresh-1');
    jest
      .mocked(getProfile)
      .mockRejectedValueOnce(new ApiError({ kind: 'offline', message: 'No connection to the server.' }));
    renderAtProfile(<ProfilePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No connection to the server.');
    expect(alert.textContent).not.toMatch(/[{}"]/);
    jest.mocked(getProfile).mockResolvedValueOnce(student);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByText('Aruzhan Sadykova')).toBeInTheDocument();
  });
});

describe('the left card', () => {
  it('shows the default photo, the full name with Edit, the e-mail and the four actions', () => {
    signInAs();
    renderAtProfile(<ProfilePage />);
    const left = card();
    expect(within(left).getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
    expect(within(left).getByText('Aruzhan Sadykova')).toBeInTheDocument();
    expect(within(left).getByRole('button', { name: 'Edit name' })).toBeInTheDocument();
    expect(within(left).getByText('aruzhan@academy.test')).toBeInTheDocument();
    for (const action of ['Personal Data', 'Account Security', 'Log Out', 'Delete Account']) {
      expect(within(left).getByRole('button', { name: action })).toBeInTheDocument();
    }
  });

  it("shows the student's photo when there is one", () => {
    signInAs({ ...student, photo: 'http://api.test/media/photos/me.png' });
    renderAtProfile(<ProfilePage />);
    expect(within(card()).getByRole('img', { name: 'Photo of Aruzhan Sadykova' })).toHaveAttribute(
      'src',
      'http://api.test/media/photos/me.png',
    );
  });

  it('opens personal data first, with the payment and certificates sections below it, and switches to account security', async () => {
    signInAs();
    renderAtProfile(<ProfilePage />);
    const personal = screen.getByRole('region', { name: 'Personal Data' });
    expect(
      within(personal)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Photo', 'Name', 'Details', 'Payment', 'Certificates', 'Notifications', 'Calendar feed']);
    await userEvent.click(screen.getByRole('button', { name: 'Account Security' }));
    expect(screen.getByRole('region', { name: 'Account Security' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Personal Data' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account Security' })).toHaveAttribute('aria-current', 'true');
  });

  it('Edit opens the name fields for editing, the surname focused', async () => {
    signInAs();
    renderAtProfile(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Account Security' }));
    await userEvent.click(within(card()).getByRole('button', { name: 'Edit name' }));
    const surname = screen.getByRole('textbox', { name: 'Surname' });
    expect(surname).not.toHaveAttribute('readonly');
    expect(surname).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

describe('below 768 px', () => {
  beforeEach(() => setScreenWidth(true));

  it('opens a panel full-screen with a Back button that returns to the card', async () => {
    signInAs();
    renderAtProfile(<ProfilePage />);
    const panel = screen.getByRole('region', { name: 'Personal Data' });
    expect(panel).not.toHaveAttribute('data-open-on-phone');

    const opener = screen.getByRole('button', { name: 'Account Security' });
    await userEvent.click(opener);
    const security = screen.getByRole('region', { name: 'Account Security' });
    expect(security).toHaveAttribute('data-open-on-phone');
    expect(screen.getByRole('heading', { level: 2, name: 'Account Security' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(within(security).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('region', { name: 'Account Security' })).not.toHaveAttribute(
      'data-open-on-phone',
    );
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it("the card's Edit opens personal data full-screen with the surname focused, not the heading", async () => {
    signInAs();
    renderAtProfile(<ProfilePage />);
    await userEvent.click(within(card()).getByRole('button', { name: 'Edit name' }));
    expect(screen.getByRole('region', { name: 'Personal Data' })).toHaveAttribute('data-open-on-phone');
    const surname = screen.getByRole('textbox', { name: 'Surname' });
    expect(surname).not.toHaveAttribute('readonly');
    expect(surname).toHaveFocus();
  });

  it('goes back with Escape too', async () => {
    signInAs();
    renderAtProfile(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Personal Data' }));
    expect(screen.getByRole('region', { name: 'Personal Data' })).toHaveAttribute('data-open-on-phone');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Personal Data' })).not.toHaveAttribute('data-open-on-phone');
  });
});

describe('log out', () => {
  it('clears the tokens, the form token and the user, and goes to /signin', async () => {
    signInAs();
    useSessionStore.setState({ formToken: 'form-1' });
    renderAtProfile(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Sign-in page at /signin')).toBeInTheDocument();
    expect(useTokenStore.getState()).toMatchObject({ token: null, refreshToken: null });
    expect(useSessionStore.getState()).toMatchObject({ user: null, formToken: null });
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('delete account', () => {
  const openDialog = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    return screen.getByRole('dialog', { name: 'Delete account' });
  };

  it("asks with the spec's text; No closes it and calls nothing", async () => {
    signInAs();
    renderAtProfile(<ProfilePage />);
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete your account? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toHaveFocus();
  });

  it("'Yes, I do' deletes the account, clears everything and lands on / signed out", async () => {
    signInAs();
    jest.mocked(deleteAccount).mockResolvedValue(undefined);
    renderAtProfile(<ProfilePage />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, I do' }));
    expect(await screen.findByText('Home page at /')).toBeInTheDocument();
    expect(deleteAccount).toHaveBeenCalledTimes(1);
    expect(useTokenStore.getState().token).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('shows a failure in the dialog and clears nothing', async () => {
    signInAs();
    jest
      .mocked(deleteAccount)
      .mockRejectedValue(new ApiError({ kind: 'http', status: 500, message: 'A server error occurred.' }));
    renderAtProfile(<ProfilePage />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, I do' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A server error occurred.');
    expect(useTokenStore.getState().token).toBe('access-1');
    expect(useSessionStore.getState().user).toEqual(student);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes, I do' })).toBeEnabled());
  });
});

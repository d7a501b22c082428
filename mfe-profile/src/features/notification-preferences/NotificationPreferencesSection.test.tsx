import { ApiError, type NotificationPreferences } from '@academy/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { eachTestSignedIn } from '../../testing/test-utils';
import { getNotificationPreferences } from './api/get-notification-preferences';
import { putNotificationPreferences } from './api/put-notification-preferences';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';
import { resetNotificationPreferences } from './notification-preferences-store';

jest.mock('./api/get-notification-preferences');
jest.mock('./api/put-notification-preferences');

const student: NotificationPreferences = {
  kinds: [
    { kind: 'question_answered', channel: 'all' },
    { kind: 'seminar_reminder', channel: 'site' },
  ],
  daily_digest: null,
};

eachTestSignedIn();
beforeEach(() => resetNotificationPreferences());

function renderSection() {
  return render(
    <MemoryRouter>
      <NotificationPreferencesSection />
    </MemoryRouter>,
  );
}

const row = (name: string) => screen.getByRole('group', { name });

it('shows a row of three choices for every kind the API lists, and no digest for a student', async () => {
  jest.mocked(getNotificationPreferences).mockResolvedValue(student);
  renderSection();
  const answered = await screen.findByRole('group', { name: 'An instructor answered my question' });
  expect(within(answered).getByRole('radio', { name: 'In the site and by e-mail' })).toBeChecked();
  expect(
    within(answered)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['all', 'site', 'off']);
  expect(
    within(row('A reminder before a seminar')).getByRole('radio', { name: 'In the site only' }),
  ).toBeChecked();
  expect(screen.getAllByRole('group')).toHaveLength(2);
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

it('offers an instructor the daily digest and saves every choice with a clear message', async () => {
  const instructor: NotificationPreferences = {
    kinds: [{ kind: 'question_asked', channel: 'all' }],
    daily_digest: false,
  };
  jest.mocked(getNotificationPreferences).mockResolvedValue(instructor);
  jest.mocked(putNotificationPreferences).mockResolvedValue({
    kinds: [{ kind: 'question_asked', channel: 'off' }],
    daily_digest: true,
  });
  renderSection();
  await userEvent.click(
    within(await screen.findByRole('group', { name: 'A student asked a question' })).getByRole('radio', {
      name: 'Off',
    }),
  );
  await userEvent.click(screen.getByRole('checkbox', { name: /one e-mail a day/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
  expect(putNotificationPreferences).toHaveBeenCalledWith({
    kinds: [{ kind: 'question_asked', channel: 'off' }],
    daily_digest: true,
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Your notification settings are saved.');
  expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked();
});

it("keeps the person's choices on screen when the API refuses them, with its message", async () => {
  jest.mocked(getNotificationPreferences).mockResolvedValue(student);
  jest.mocked(putNotificationPreferences).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 400,
      message: 'Unknown kind: topic_closed.',
      fieldErrors: { kinds: ['Unknown kind: topic_closed.'] },
    }),
  );
  renderSection();
  const answered = await screen.findByRole('group', { name: 'An instructor answered my question' });
  await userEvent.click(within(answered).getByRole('radio', { name: 'Off' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The settings were not saved. Unknown kind: topic_closed.',
  );
  expect(within(answered).getByRole('radio', { name: 'Off' })).toBeChecked();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('says when the settings could not be loaded, and loads them again', async () => {
  jest
    .mocked(getNotificationPreferences)
    .mockRejectedValueOnce(new ApiError({ kind: 'offline', message: 'No connection.' }))
    .mockResolvedValueOnce(student);
  renderSection();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The notification settings could not be loaded. No connection.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('group', { name: 'An instructor answered my question' }),
  ).toBeInTheDocument();
});

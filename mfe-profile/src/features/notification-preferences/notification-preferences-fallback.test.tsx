/**
 * @jest-environment ../test-support/jsdom-with-fetch.cjs
 */
import { fakeApi, json } from '@academy/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { eachTestSignedIn } from '../../testing/test-utils';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';
import { resetNotificationPreferences } from './notification-preferences-store';

/** The notification settings against a backend without notifications (decision 0211), and against ours. */

eachTestSignedIn();

beforeEach(() => {
  jest.restoreAllMocks();
  resetNotificationPreferences();
});

function renderSection() {
  return render(
    <MemoryRouter>
      <NotificationPreferencesSection />
    </MemoryRouter>,
  );
}

it('hides the settings, without an error, when the API serves no notifications', async () => {
  const calls = fakeApi({});
  const first = renderSection();
  expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument(),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  first.unmount();
  // The profile opened again: nothing asked, nothing shown.
  renderSection();
  expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument();
  expect(calls.map((call) => call.route)).toEqual(['GET /student/notifications/preferences/']);
});

it('shows them as usual when the API serves them', async () => {
  fakeApi({
    'GET /student/notifications/preferences/': () =>
      json(200, { kinds: [{ kind: 'question_answered', channel: 'all' }], daily_digest: null }),
  });
  renderSection();
  expect(
    await screen.findByRole('group', { name: 'An instructor answered my question' }),
  ).toBeInTheDocument();
});

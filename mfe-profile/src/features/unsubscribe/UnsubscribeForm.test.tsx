import { ApiError, useSessionStore } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getUnsubscribeTarget } from './api/get-unsubscribe-target';
import { postUnsubscribe } from './api/post-unsubscribe';
import { UnsubscribeForm } from './UnsubscribeForm';

jest.mock('./api/get-unsubscribe-target');
jest.mock('./api/post-unsubscribe');

beforeAll(() => initTestI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  // A visitor: the mail's link is the only proof needed.
  useSessionStore.getState().signOut();
});

function renderForm(token = 'tok-1') {
  return render(
    <MemoryRouter>
      <UnsubscribeForm token={token} />
    </MemoryRouter>,
  );
}

it('asks before it stops the mails, then says they stopped and the notices stay in the site', async () => {
  jest
    .mocked(getUnsubscribeTarget)
    .mockResolvedValue({ kind: 'seminar_reminder', label: 'Seminar reminders', channel: 'all' });
  jest.mocked(postUnsubscribe).mockResolvedValue({
    kind: 'seminar_reminder',
    label: 'Seminar reminders',
    channel: 'site',
    detail: 'Unsubscribed.',
  });
  renderForm();
  expect(await screen.findByText('Stop e-mails about “Seminar reminders”?')).toBeInTheDocument();
  expect(getUnsubscribeTarget).toHaveBeenCalledWith('tok-1');
  expect(postUnsubscribe).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
  expect(postUnsubscribe).toHaveBeenCalledWith('tok-1');
  const done = await screen.findByRole('status');
  expect(done).toHaveTextContent('E-mails about “Seminar reminders” are stopped.');
  expect(done).toHaveTextContent('The notices stay in the site');
  expect(screen.getByRole('link', { name: 'Change your notification settings' })).toHaveAttribute(
    'href',
    '/profile#notification-preferences',
  );
});

it('says a link that does not verify is not valid, and offers no button', async () => {
  jest
    .mocked(getUnsubscribeTarget)
    .mockRejectedValue(new ApiError({ kind: 'http', status: 404, message: 'Not found.' }));
  renderForm('forged');
  expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('keeps the question and says why when stopping failed', async () => {
  jest
    .mocked(getUnsubscribeTarget)
    .mockResolvedValue({ kind: 'topic_opened', label: 'New topics', channel: 'all' });
  jest
    .mocked(postUnsubscribe)
    .mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection.' }));
  renderForm();
  await userEvent.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No connection.');
  expect(screen.getByRole('button', { name: 'Stop these e-mails' })).toBeEnabled();
});

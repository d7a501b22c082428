import type { Notification } from '@academy/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getNotifications } from '../../features/notifications/api/get-notifications';
import { postNotificationsRead } from '../../features/notifications/api/post-notifications-read';
import { eachTestSignedIn, signOutEverywhere } from '../../testing/test-utils';
import NotificationsPage from './NotificationsPage';

jest.mock('../../features/notifications/api/get-notifications');
jest.mock('../../features/notifications/api/post-notifications-read');

const notice = (id: number, read = false): Notification => ({
  id,
  kind: 'essay_returned',
  text: `Notice ${id}`,
  link: `/teaching/essays/${id}`,
  created_at: '2026-12-01T10:00:00Z',
  read,
});
const unread = { unread: 2, capped: false, latest: 30 };

eachTestSignedIn();

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/notifications']}>
      <Routes>
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="/signin" element={<p>Sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const texts = () =>
  within(screen.getByRole('list', { name: 'Notifications' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('time')?.previousSibling?.textContent);

it('pages by the cursor of next, older notifications after the newer ones', async () => {
  jest
    .mocked(getNotifications)
    .mockResolvedValueOnce({
      results: [notice(30), notice(29)],
      next: 'http://api.test/student/notifications/?cursor=29&page_size=2',
      unread,
    })
    .mockResolvedValueOnce({ results: [notice(12, true)], next: null, unread });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  await screen.findByRole('link', { name: /Notice 30/ });
  expect(getNotifications).toHaveBeenLastCalledWith({ unread: false });
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(getNotifications).toHaveBeenLastCalledWith({ cursor: '29', unread: false });
  await screen.findByRole('link', { name: /Notice 12/ });
  expect(texts()).toEqual(['Unread: Notice 30', 'Unread: Notice 29', 'Notice 12']);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
    'href',
    '/profile#notification-preferences',
  );
});

it('shows the unread ones only when asked, and marks them all read up to the newest shown', async () => {
  jest
    .mocked(getNotifications)
    .mockResolvedValueOnce({ results: [notice(30), notice(20, true)], next: null, unread })
    .mockResolvedValueOnce({ results: [notice(30)], next: null, unread });
  jest.mocked(postNotificationsRead).mockResolvedValue({ unread: 0, capped: false, latest: 30 });
  renderPage();
  await screen.findByRole('link', { name: /Notice 20/ });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
  expect(getNotifications).toHaveBeenLastCalledWith({ unread: true });
  await screen.findByRole('link', { name: /Notice 30/ });
  expect(screen.queryByRole('link', { name: /Notice 20/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(postNotificationsRead).toHaveBeenCalledWith(30);
  expect(await screen.findByRole('link', { name: 'Notice 30 1 December 2026' })).toBeInTheDocument();
});

it('says when there is no unread notification', async () => {
  jest.mocked(getNotifications).mockResolvedValue({ results: [], next: null, unread });
  renderPage();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Unread only' }));
  expect(await screen.findByText('You have no unread notifications.')).toBeInTheDocument();
});

it('sends a visitor to sign in', () => {
  signOutEverywhere();
  renderPage();
  expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  expect(getNotifications).not.toHaveBeenCalled();
});

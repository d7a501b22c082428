/**
 * @jest-environment ../test-support/jsdom-with-fetch.cjs
 */
import type { Notification, UnreadCount } from '@academy/shared';
import { fakeApi, json, type FakeHandler } from '@academy/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { eachTestSignedIn } from '../../testing/test-utils';
import NotificationBell from './NotificationBell';

/** A request the fake API answered, with what the bell sends beside its route: the query and headers. */
interface Answered {
  route: string;
  /** The path and query, without the API's base URL. */
  url: string;
  headers: Headers;
  body: unknown;
}

/** fakeApi, keeping every answered request whole; a route it does not know answers 404. */
function serve(routes: Record<string, FakeHandler>): Answered[] {
  const seen: Answered[] = [];
  fakeApi(
    Object.fromEntries(
      Object.entries(routes).map(([route, handler]) => [
        route,
        (body: unknown, request: Request) => {
          const url = new URL(request.url);
          seen.push({ route, url: `${url.pathname}${url.search}`, headers: request.headers, body });
          return handler(body, request);
        },
      ]),
    ),
  );
  return seen;
}

const count = (unread: number, capped = false, latest = 12): UnreadCount => ({ unread, capped, latest });

const notice = (id: number, read = false): Notification => ({
  id,
  kind: 'question_answered',
  text: `Notice ${id}`,
  link: `/passingcourse/1?lecture=21&question=${id}`,
  created_at: '2026-12-01T10:00:00Z',
  read,
});

const page = (results: Notification[], next: string | null = null, unread = count(2)) => ({
  results,
  next,
  unread,
});

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname}
      {location.search}
    </p>
  );
}

function renderBell() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <NotificationBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const unreadCalls = <Call extends { route: string }>(seen: Call[]): Call[] =>
  seen.filter((call) => call.route === 'GET /student/notifications/unread/');

eachTestSignedIn();

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('the badge', () => {
  it('names the count in the button and shows it as a badge', async () => {
    serve({ 'GET /student/notifications/unread/': () => json(200, count(3)) });
    renderBell();
    const button = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(button).toHaveTextContent('3');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows 99+ when the API capped the count', async () => {
    serve({ 'GET /student/notifications/unread/': () => json(200, count(99, true)) });
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent('99+');
  });

  it('shows no badge when nothing is unread', async () => {
    const seen = serve({ 'GET /student/notifications/unread/': () => json(200, count(0)) });
    renderBell();
    await waitFor(() => expect(unreadCalls(seen)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  });
});

describe('polling', () => {
  it('asks again every 60 s with If-None-Match and keeps the count on a 304', async () => {
    jest.useFakeTimers();
    let first = true;
    const seen = serve({
      'GET /student/notifications/unread/': () => {
        if (!first) return new Response(null, { status: 304 });
        first = false;
        return json(200, count(4), { ETag: '"n-4"' });
      },
    });
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(unreadCalls(seen)[0]?.headers.get('If-None-Match')).toBeNull();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(59_000);
    });
    expect(unreadCalls(seen)).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(unreadCalls(seen)).toHaveLength(2);
    expect(unreadCalls(seen)[1]?.headers.get('If-None-Match')).toBe('"n-4"');
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  });

  it('asks nothing while the tab is hidden, and asks at once when it is seen again', async () => {
    jest.useFakeTimers();
    const seen = serve({ 'GET /student/notifications/unread/': () => json(200, count(1)) });
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5 * 60_000);
    });
    expect(unreadCalls(seen)).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(unreadCalls(seen)).toHaveLength(2);
  });

  it('waits longer after each failure', async () => {
    jest.useFakeTimers();
    const seen = serve({ 'GET /student/notifications/unread/': () => json(503, {}) });
    renderBell();
    await waitFor(() => expect(unreadCalls(seen)).toHaveLength(1));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(unreadCalls(seen)).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(unreadCalls(seen)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});

describe('against a backend without notifications (docs/decisions/0211)', () => {
  it('shows no bell once the count is refused, and asks nothing more', async () => {
    jest.useFakeTimers();
    const seen = fakeApi({});
    renderBell();
    await waitFor(() => expect(unreadCalls(seen)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument(),
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30 * 60_000);
      window.dispatchEvent(new Event('focus'));
    });
    expect(seen).toHaveLength(1);
  });
});

describe('the panel', () => {
  it('opens from the keyboard, lists the newest first, and Escape closes it with focus back on the bell', async () => {
    const seen = serve({
      'GET /student/notifications/unread/': () => json(200, count(2)),
      'GET /student/notifications/': () => json(200, page([notice(12), notice(11), notice(9, true)])),
    });
    renderBell();
    const button = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    const list = await within(panel as HTMLElement).findByRole('list', { name: 'Notifications' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('Notice 12'),
      expect.stringContaining('Notice 11'),
      expect.stringContaining('Notice 9'),
    ]);
    expect(seen.some((call) => call.url === '/student/notifications/')).toBe(true);

    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('marks all as read up to the newest notification shown', async () => {
    const seen = serve({
      'GET /student/notifications/unread/': () => json(200, count(2)),
      'GET /student/notifications/': () => json(200, page([notice(12), notice(11)])),
      'POST /student/notifications/read/': () => json(200, count(0)),
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    const post = seen.find((call) => call.route.startsWith('POST'));
    expect(post?.route).toBe('POST /student/notifications/read/');
    expect(post?.body).toEqual({ up_to: 12 });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks an entry read and goes where it links to', async () => {
    const seen = serve({
      'GET /student/notifications/unread/': () => json(200, count(1)),
      'GET /student/notifications/': () => json(200, page([notice(12)])),
      'POST /student/notifications/12/read/': () => json(200, notice(12, true)),
    });
    renderBell();
    const button = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('link', { name: /Notice 12/ }));
    expect(screen.getByText('at /passingcourse/1?lecture=21&question=12')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(seen.map((call) => call.route)).toContain('POST /student/notifications/12/read/'),
    );
  });

  it('says when there is no notification', async () => {
    serve({
      'GET /student/notifications/unread/': () => json(200, count(0, false, 0)),
      'GET /student/notifications/': () => json(200, page([], null, count(0, false, 0))),
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and loads it again on Try again', async () => {
    let fail = true;
    serve({
      'GET /student/notifications/unread/': () => json(200, count(1)),
      'GET /student/notifications/': () => (fail ? json(500, {}) : json(200, page([notice(12)]))),
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The notifications could not be loaded. Notifications fetch error');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Notice 12/ })).toBeInTheDocument();
  });
});

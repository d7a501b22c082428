/**
 * @jest-environment ../test-support/jsdom-with-fetch.cjs
 */
import { changeLanguage } from '@academy/shared';
import { fakeApi, initTestI18n, json } from '@academy/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import { useBooks } from './books-store';
import { CourseOverview } from './CourseOverview';

/** The Overview tab against a backend with neither book list nor translation (decision 0211), and against ours offline. */

const BOOK_TITLES = [
  'International Commercial Arbitration',
  'Redfern and Hunter on International Arbitration',
  'Fouchard Gaillard Goldman on International Commercial Arbitration',
  'Principles of International Investment Law',
];

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(async () => {
  jest.restoreAllMocks();
  useBooks.getState().reset();
  await act(() => changeLanguage('ru'));
});

afterAll(async () => {
  await act(() => changeLanguage('en'));
});

it('shows the original description and the four recommended books, without an error', async () => {
  const calls = fakeApi({});
  render(<CourseOverview description="A course on arbitration (no translation)." />);
  const books = await screen.findAllByRole('link', { name: /International/ });
  expect(books.map((link) => within(link).getByText(/International/).textContent)).toEqual(BOOK_TITLES);
  for (const link of books) {
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/search\.worldcat\.org\//));
    expect(link.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
  }
  expect(await screen.findByText('A course on arbitration (no translation).')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls.map((call) => call.route).sort()).toEqual(['GET /courses/books/', 'POST /courses/translate/']);
});

it('still shows the usual errors when books and translation are served but cannot be reached', async () => {
  fakeApi({
    'GET /courses/books/': () => json(500, {}),
    'POST /courses/translate/': () => Promise.reject(new TypeError('fetch failed')),
  });
  render(<CourseOverview description="A course on arbitration (offline)." />);
  expect(await screen.findByText('Ошибка: Ошибка загрузки книг')).toHaveAttribute('role', 'alert');
  expect(await screen.findByText(/^Ошибка перевода: Нет связи с сервером/)).toHaveAttribute('role', 'alert');
  expect(screen.getByText('A course on arbitration (offline).')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /International/ })).not.toBeInTheDocument();
});

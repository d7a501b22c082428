import { ApiError, changeLanguage, getBooks, postTranslate } from '@academy/shared';
import { forgetTranslations, initTestI18n } from '@academy/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { useBooks } from './books-store';
import { CourseOverview } from './CourseOverview';

jest.mock('@academy/shared/src/api/endpoints/post-translate');
jest.mock('@academy/shared/src/api/endpoints/get-books');

const books = [1, 2, 3, 4].map((id) => ({
  id,
  title: `Book ${id}`,
  author: `Author ${id}`,
  cover: `http://api.test/media/books/${id}.svg`,
  link: `https://library.example/${id}`,
}));

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(async () => {
  jest.resetAllMocks();
  useBooks.getState().reset();
  forgetTranslations();
  jest.mocked(getBooks).mockResolvedValue(books);
  await act(() => changeLanguage('en'));
});

it('shows the English description as written and the four books with external links', async () => {
  render(<CourseOverview description="A course on arbitration." />);
  expect(screen.getByText('A course on arbitration.')).toBeInTheDocument();
  expect(postTranslate).not.toHaveBeenCalled();
  const link = await screen.findByRole('link', { name: /^Book 3\s*Author 3/ });
  expect(link).toHaveAttribute('href', 'https://library.example/3');
  expect(link).toHaveAttribute('target', '_blank');
  expect(screen.getAllByRole('link', { name: /^Book \d/ })).toHaveLength(4);
  expect(link).toHaveAccessibleName(/opens in a new tab/);
});

it('shows the machine translation in another interface language', async () => {
  await act(() => changeLanguage('ru'));
  jest
    .mocked(postTranslate)
    .mockResolvedValue({ translations: [{ text: 'Курс об арбитраже.', translated: true }] });
  render(<CourseOverview description="A course on arbitration (ru)." />);
  expect(screen.getByText('A course on arbitration (ru).')).toBeInTheDocument();
  expect(await screen.findByText('Курс об арбитраже.')).toBeInTheDocument();
  expect(postTranslate).toHaveBeenCalledWith({ texts: ['A course on arbitration (ru).'], target: 'ru' });
});

it('keeps the original description and shows the translation error in red when translation fails', async () => {
  await act(() => changeLanguage('kk'));
  jest
    .mocked(postTranslate)
    .mockRejectedValue(new ApiError({ kind: 'http', status: 503, message: 'Translation is unavailable.' }));
  render(<CourseOverview description="A course on arbitration (kk)." />);
  expect(await screen.findByRole('status')).toHaveTextContent('Аударылуда...');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Translation is unavailable.');
  expect(alert.className).toMatch(/error/);
  expect(screen.getByText('A course on arbitration (kk).')).toBeInTheDocument();
});

it('shows the books error with its message', async () => {
  jest.mocked(getBooks).mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection' }));
  render(<CourseOverview description="" />);
  expect(await screen.findByText('Error: No connection')).toBeInTheDocument();
});

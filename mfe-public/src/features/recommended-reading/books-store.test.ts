import { act } from '@testing-library/react';
import { getBooks } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { useBooks } from './books-store';

jest.mock('@academy/shared/src/api/endpoints/get-books');

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useBooks.getState().reset();
});

describe('books', () => {
  it('loads the recommended reading', async () => {
    const books = [
      { id: 1, title: 'Arbitration', author: 'Born', cover: 'c.jpg', link: 'https://example.org' },
    ];
    jest.mocked(getBooks).mockResolvedValue(books);
    await act(() => useBooks.getState().load());
    expect(useBooks.getState()).toMatchObject({ data: books, status: 'success', error: null });
  });

  it('reports a failure', async () => {
    jest.mocked(getBooks).mockRejectedValue(new Error('boom'));
    await act(() => useBooks.getState().load());
    expect(useBooks.getState().error).toBe('Books fetch error');
  });
});

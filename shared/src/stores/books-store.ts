import { create } from 'zustand';
import { errorMessage } from '../api/errors';
import { getBooks } from '../api/endpoints/get-books';
import type { Book } from '../api/types';

/** Recommended reading (four books) shown on the course page and the course-passing overview. */
export interface BooksState {
  items: Book[];
  loading: boolean;
  error: string | null;
  fetchBooks: () => Promise<void>;
}

export const useBooksStore = create<BooksState>()((set) => ({
  items: [],
  loading: false,
  error: null,
  fetchBooks: async () => {
    set({ loading: true, error: null });
    try {
      set({ items: await getBooks(), loading: false });
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'booksFetch') });
    }
  },
}));

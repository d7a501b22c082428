import { api } from '../client';
import type { Book } from '../types';

/** GET /courses/books/ */
export function getBooks(): Promise<Book[]> {
  return api.get<Book[]>('/courses/books/', { fallback: 'booksFetch' });
}

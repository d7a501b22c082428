import { bookCoverSvg, RECOMMENDED_BOOKS } from '@academy/contract/content/recommended-books';
import type { Book } from './types';

/**
 * The recommended books as the course page shows them when the API does not serve GET /courses/books/
 * (docs/decisions/0211): the seed's four books, their covers drawn in the page as `data:` images
 * (the site's Content-Security-Policy allows them). Loaded only then, in a chunk of its own.
 */
export const RECOMMENDED_BOOK_LIST: Book[] = RECOMMENDED_BOOKS.map((book, index) => ({
  id: index + 1,
  title: book.title,
  author: book.author,
  link: book.link,
  cover: `data:image/svg+xml,${encodeURIComponent(bookCoverSvg(book, index))}`,
}));

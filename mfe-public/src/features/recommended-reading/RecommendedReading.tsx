import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyCarousel } from '../../components/lazy-carousel/LazyCarousel';
import { NAMESPACE } from '../../locales';
import { BookCard } from './BookCard';
import { useBooks } from './books-store';

/**
 * Recommended reading (docs/product/public-pages.md#about-the-course): the books' carousel, fetched
 * when the screen opens; the carousel's code comes when the section nears the screen.
 */
export function RecommendedReading() {
  const { t } = useTranslation(NAMESPACE);
  const books = useBooks((state) => state.data);
  const status = useBooks((state) => state.status);
  const error = useBooks((state) => state.error);
  const loadBooks = useBooks((state) => state.load);

  useEffect(() => {
    void loadBooks();
  }, [loadBooks]);

  return (
    <LazyCarousel
      title={t('course.readingTitle')}
      shape="books"
      status={status}
      error={error}
      slides={(books ?? []).map((book) => ({
        key: book.id,
        node: <BookCard book={book} byline={t('course.bookBy', { author: book.author })} />,
      }))}
    />
  );
}

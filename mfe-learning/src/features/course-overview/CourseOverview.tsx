import { type Book, useTranslatedTexts, VisuallyHidden } from '@academy/shared';
import { Carousel, type CarouselProps } from '@academy/shared/carousel';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBooks } from './books-store';
import styles from './course-overview.module.css';

/** 2.1 books on small screens, 4 on wide ones (docs/product/constants.md#carousel-slides). */
export const BOOK_BREAKPOINTS: NonNullable<CarouselProps<Book>['breakpoints']> = {
  0: { slidesPerView: 2.1, spaceBetween: 12 },
  768: { slidesPerView: 4, spaceBetween: 20 },
};

export interface CourseOverviewProps {
  description: string;
}

/** The course description in the interface language (the original kept on a failed translation) and the books. */
export function CourseOverview({ description }: CourseOverviewProps) {
  const { t } = useTranslation('learning');
  const translated = useTranslatedTexts([description]);
  const books = useBooks();

  useEffect(() => {
    if (useBooks.getState().status === 'idle') void useBooks.getState().load();
  }, []);

  return (
    <div className={styles.overview}>
      <section aria-labelledby="course-overview-description">
        <h3 id="course-overview-description" className={styles.heading}>
          {t('overview.description')}
        </h3>
        {translated.translating ? (
          <p role="status" className={styles.translating}>
            {t('common:status.translating')}
          </p>
        ) : null}
        {translated.error ? (
          <p role="alert" className={styles.error}>
            {t('errors.translationError', { error: translated.error })}
          </p>
        ) : null}
        <p className={styles.description}>{translated.texts[0]}</p>
      </section>
      <h3 className={styles.heading}>{t('overview.books')}</h3>
      <Carousel<Book>
        label={t('overview.books')}
        items={books.data ?? []}
        loading={books.status === 'loading' || books.status === 'idle'}
        error={books.status === 'error' ? books.error : null}
        breakpoints={BOOK_BREAKPOINTS}
        getKey={(book) => book.id}
        className={styles.books}
        renderItem={(book) => (
          <a className={styles.book} href={book.link} target="_blank" rel="noopener noreferrer">
            <img className={styles.cover} src={book.cover} alt="" loading="lazy" />
            <span className={styles.bookTitle}>{book.title}</span>
            <span className={styles.bookAuthor}>{book.author}</span>
            <VisuallyHidden>{t('overview.newTab')}</VisuallyHidden>
          </a>
        )}
      />
    </div>
  );
}

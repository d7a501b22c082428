import type { Book } from '@academy/shared';
import styles from './recommended-reading.module.css';

/** A recommended book: cover, title and author, opening the book's page in a new tab when it has one. */
export function BookCard({ book, byline }: { book: Book; byline: string }) {
  const content = (
    <>
      <img className={styles.bookCover} src={book.cover} alt="" width={200} height={300} loading="lazy" />
      <span className={styles.bookTitle}>{book.title}</span>
      <span className={styles.bookAuthor}>{byline}</span>
    </>
  );
  return book.link ? (
    <a className={styles.book} href={book.link} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <div className={styles.book}>{content}</div>
  );
}

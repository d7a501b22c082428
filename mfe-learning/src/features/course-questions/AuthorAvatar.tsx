import type { QuestionAuthor } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import defaultAvatar from './default-avatar.svg';
import styles from './course-questions.module.css';

/** The author's photo, or the default avatar when there is none (or the account is gone). */
export function AuthorAvatar({ author }: { author: QuestionAuthor | null }) {
  const { t } = useTranslation('learning');
  const name = authorName(author, t('questions.anonymous'));
  return (
    <img
      className={styles.avatar}
      src={author?.photo || defaultAvatar}
      alt={t('questions.avatarAlt', { name })}
      width={40}
      height={40}
      loading="lazy"
    />
  );
}

/** First and last name; the first alone from a backend that sends no last name (decision 0211). */
export function authorName(author: QuestionAuthor | null, anonymous: string): string {
  if (!author) return anonymous;
  const name = [author.first_name, author.last_name]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter((part) => part !== '')
    .join(' ');
  return name || anonymous;
}

import { Button, ErrorText } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../locales';
import styles from './list-states.module.css';

interface PagerProps {
  /** What is paged, for the navigation's name. */
  label: string;
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** Previous and next under a paged list (DRF's page answers); nothing when there is one page. */
export function Pager({ label, page, hasPrevious, hasNext, onPage }: PagerProps) {
  const { t } = useTranslation(NAMESPACE);
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className={styles.pages} aria-label={label}>
      <Button variant="secondary" disabled={!hasPrevious} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span>{t('pageOf', { page })}</span>
      <Button variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}

/** A load that failed: its message and a retry. */
export function LoadFailure({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.state}>
      <ErrorText>{message}</ErrorText>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** The line that says a list is empty, or how many it holds. */
export function ListNote({ children }: { children: string }) {
  return <p className={styles.note}>{children}</p>;
}

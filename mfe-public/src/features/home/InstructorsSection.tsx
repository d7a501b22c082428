import { useOrganisationStore } from '@academy/shared';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './instructors-section.module.css';

const InstructorsCarousel = lazy(() => import('./InstructorsCarousel'));

/** "Our instructors": the organisation people with status INSTRUCTOR, fetched when the screen opens. */
export function InstructorsSection() {
  const { t } = useTranslation('public');
  const instructors = useOrganisationStore((state) => state.organisationalStructure.instructors);
  const loading = useOrganisationStore((state) => state.loading);
  const error = useOrganisationStore((state) => state.error);
  const fetchOrganisationalStructure = useOrganisationStore((state) => state.fetchOrganisationalStructure);

  useEffect(() => {
    void fetchOrganisationalStructure();
  }, [fetchOrganisationalStructure]);

  const title = t('instructors.title');
  return (
    <div className={styles.instructors}>
      <Suspense
        fallback={
          <section className={styles.pending} aria-label={title} aria-busy="true">
            <h2 className={styles.title}>{title}</h2>
            <p className={styles.status}>{t('common:carousel.loading')}</p>
          </section>
        }
      >
        <InstructorsCarousel title={title} instructors={instructors} loading={loading} error={error} />
      </Suspense>
    </div>
  );
}

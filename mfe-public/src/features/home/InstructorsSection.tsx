import type { OrganisationPerson } from '@academy/shared';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import { useOrganisationStore } from '../../resources/organisation/organisation-store';
import { useInView } from 'react-intersection-observer';
import styles from './instructors-section.module.css';

const NO_ONE: OrganisationPerson[] = [];

const InstructorsCarousel = lazy(() => import('./InstructorsCarousel'));

/**
 * "Our instructors": the organisation people with status INSTRUCTOR, fetched when the screen opens.
 * The carousel's code (swiper) is requested only when the section comes near the screen, so a visitor
 * who reads the hero does not pay for it on a cold visit of `/`.
 */
export function InstructorsSection() {
  const { t } = useTranslation(NAMESPACE);
  const instructors = useOrganisationStore((state) => state.data?.groups.instructors ?? NO_ONE);
  const loading = useOrganisationStore((state) => state.status === 'loading');
  const error = useOrganisationStore((state) => state.error);
  const loadOrganisation = useOrganisationStore((state) => state.load);

  useEffect(() => {
    void loadOrganisation();
  }, [loadOrganisation]);

  const { ref, inView } = useInView({ rootMargin: '0px', triggerOnce: true, fallbackInView: true });

  const title = t('instructors.title');
  const pending = (
    <section className={styles.pending} aria-label={title} aria-busy="true">
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.status}>{t('common:carousel.loading')}</p>
    </section>
  );
  return (
    <div className={styles.instructors} ref={ref}>
      {inView ? (
        <Suspense fallback={pending}>
          <InstructorsCarousel title={title} instructors={instructors} loading={loading} error={error} />
        </Suspense>
      ) : (
        pending
      )}
    </div>
  );
}

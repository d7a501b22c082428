import type { ResourceStatus } from '@academy/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from 'react-intersection-observer';
import type { CarouselShape, Slide } from './slides';
import styles from './lazy-carousel.module.css';

export type { CarouselShape, Slide } from './slides';

const CarouselChunk = lazy(() => import('./CarouselChunk'));

export interface LazyCarouselProps {
  title: string;
  slides: readonly Slide[];
  status: ResourceStatus;
  error: string | null;
  shape: CarouselShape;
  /** Previous/next buttons (the board carousel has none). */
  arrows?: boolean;
  /** People cards with a position line under the name at every width (board), not a location on phones only. */
  detailLine?: boolean;
}

/**
 * A carousel whose code (swiper) is fetched only when it comes near the screen. Until its data and
 * code are there, a placeholder of the same size holds its place and says what is happening
 * (loading, the error with its message, nothing to show), so nothing below it moves when it fills in.
 */
export function LazyCarousel({
  title,
  slides,
  status,
  error,
  shape,
  arrows = true,
  detailLine = false,
}: LazyCarouselProps) {
  const { t } = useTranslation('common');
  const { ref, inView } = useInView({ rootMargin: '200px 0px', triggerOnce: true, fallbackInView: true });
  const ready = inView && status === 'success' && slides.length > 0;

  const placeholder = (message: ReactNode, alert = false) => (
    <section
      className={[styles.placeholder, styles[shape], detailLine ? styles.withDetail : ''].join(' ')}
      aria-label={title}
      aria-busy={!alert && status !== 'success' ? true : undefined}
    >
      <h2 className={styles.title}>{title}</h2>
      <div className={styles.track}>
        {arrows && <span className={styles.arrow} />}
        <div className={styles.slides} aria-hidden="true">
          {[1, 2, 3, 4, 5].map((index) => (
            <div key={index} className={styles.card}>
              <div className={styles.image} />
              <div className={styles.firstLine} />
              <div className={styles.secondLine} />
            </div>
          ))}
        </div>
        {arrows && <span className={styles.arrow} />}
        <p
          className={alert ? `${styles.status} ${styles.error}` : styles.status}
          role={alert ? 'alert' : undefined}
        >
          {message}
        </p>
      </div>
    </section>
  );

  let content: ReactNode;
  if (ready)
    content = (
      <Suspense fallback={placeholder(t('carousel.loading'))}>
        <CarouselChunk title={title} slides={slides} arrows={arrows} shape={shape} />
      </Suspense>
    );
  else if (status === 'error') content = placeholder(t('carousel.error', { error }), true);
  else if (status === 'success' && slides.length === 0) content = placeholder(t('carousel.empty'));
  else content = placeholder(t('carousel.loading'));

  return (
    <div ref={ref} className={styles.holder}>
      {content}
    </div>
  );
}

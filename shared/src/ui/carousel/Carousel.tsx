import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/swiper.css';
import styles from './carousel.module.css';

/**
 * 2 / 4 / 5 / 5 slides at 320 / 768 / 1024 / 1280 px, 20 px apart
 * (docs/product/constants.md#carousel-slides).
 */
export const INSTRUCTOR_BREAKPOINTS: NonNullable<SwiperOptions['breakpoints']> = {
  320: { slidesPerView: 2, spaceBetween: 20 },
  768: { slidesPerView: 4, spaceBetween: 20 },
  1024: { slidesPerView: 5, spaceBetween: 20 },
  1280: { slidesPerView: 5, spaceBetween: 20 },
};

/** Swiper's window breakpoints need matchMedia; without it (old engines, jsdom) the carousel keeps its base 2 slides. */
function canUseBreakpoints(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
  /** Visible heading, also the carousel's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  loading?: boolean;
  /** Error message; shown as "Error: {message}". */
  error?: string | null;
  /** Previous/next arrow buttons (the board carousel has none). */
  arrows?: boolean;
  breakpoints?: SwiperOptions['breakpoints'];
  className?: string;
}

export function Carousel<T>({
  items,
  renderItem,
  getKey,
  title,
  label,
  loading = false,
  error = null,
  arrows = true,
  breakpoints = INSTRUCTOR_BREAKPOINTS,
  className,
}: CarouselProps<T>) {
  const { t } = useTranslation('common');
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const trackEdges = (instance: SwiperInstance) =>
    setEdges({ start: instance.isBeginning, end: instance.isEnd });

  let body: ReactNode;
  if (loading) body = <p className={styles.status}>{t('carousel.loading')}</p>;
  else if (error)
    body = (
      <p role="alert" className={styles.error}>
        {t('carousel.error', { error })}
      </p>
    );
  else if (items.length === 0) body = <p className={styles.status}>{t('carousel.empty')}</p>;
  else
    body = (
      <div className={styles.track}>
        {arrows && (
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('carousel.previous')}
            disabled={edges.start}
            onClick={() => swiper?.slidePrev()}
          >
            ‹
          </button>
        )}
        <Swiper
          className={styles.swiper}
          slidesPerView={2}
          spaceBetween={20}
          breakpoints={canUseBreakpoints() ? breakpoints : undefined}
          onSwiper={(instance) => {
            setSwiper(instance);
            trackEdges(instance);
          }}
          onSlideChange={trackEdges}
          onBreakpoint={trackEdges}
        >
          {items.map((item) => (
            <SwiperSlide key={getKey(item)}>{renderItem(item)}</SwiperSlide>
          ))}
        </Swiper>
        {arrows && (
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('carousel.next')}
            disabled={edges.end}
            onClick={() => swiper?.slideNext()}
          >
            ›
          </button>
        )}
      </div>
    );

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-label={typeof title === 'string' ? title : label}
      aria-busy={loading || undefined}
    >
      {title !== undefined && <h2 className={styles.title}>{title}</h2>}
      {body}
    </section>
  );
}

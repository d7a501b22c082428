import { Carousel, INSTRUCTOR_BREAKPOINTS } from '@academy/shared/carousel';
import type { CarouselShape, Slide } from './slides';

/**
 * People: 2 / 4 / 5 / 5 slides (docs/product/constants.md#carousel-slides). Books: four covers, all visible
 * from 1024 px.
 */
export const BREAKPOINTS = {
  people: INSTRUCTOR_BREAKPOINTS,
  books: {
    320: { slidesPerView: 2, spaceBetween: 20 },
    768: { slidesPerView: 3, spaceBetween: 20 },
    1024: { slidesPerView: 4, spaceBetween: 20 },
  },
} as const;

export interface CarouselChunkProps {
  title: string;
  slides: readonly Slide[];
  arrows: boolean;
  shape: CarouselShape;
}

/** Loaded on demand by LazyCarousel, so swiper stays out of a page's first paint. */
export default function CarouselChunk({ title, slides, arrows, shape }: CarouselChunkProps) {
  return (
    <Carousel<Slide>
      title={title}
      items={slides}
      getKey={(slide) => slide.key}
      renderItem={(slide) => slide.node}
      arrows={arrows}
      breakpoints={BREAKPOINTS[shape]}
    />
  );
}

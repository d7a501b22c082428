import type { ReactNode } from 'react';

/** One slide of a lazily loaded carousel: a key and what it shows. */
export interface Slide {
  key: string | number;
  node: ReactNode;
}

/** The card shape (people or book covers), so that the placeholder is exactly as tall as the cards it stands for. */
export type CarouselShape = 'people' | 'books';

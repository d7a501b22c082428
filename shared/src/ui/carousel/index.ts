export { Carousel, INSTRUCTOR_BREAKPOINTS, type CarouselProps } from './Carousel';

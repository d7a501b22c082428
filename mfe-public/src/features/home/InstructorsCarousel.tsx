import type { OrganisationPerson } from '@academy/shared';
import { Carousel } from '@academy/shared/carousel';
import { InstructorCard } from './InstructorCard';

export interface InstructorsCarouselProps {
  title: string;
  instructors: readonly OrganisationPerson[];
  loading: boolean;
  error: string | null;
}

/** Loaded on demand by InstructorsSection, so swiper stays out of the first paint. */
export default function InstructorsCarousel({
  title,
  instructors,
  loading,
  error,
}: InstructorsCarouselProps) {
  return (
    <Carousel<OrganisationPerson>
      title={title}
      items={instructors}
      getKey={(person) => person.id}
      renderItem={(person) => <InstructorCard person={person} />}
      loading={loading}
      error={error}
    />
  );
}

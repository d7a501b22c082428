import type { OrganisationPerson } from '@academy/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyCarousel } from '../../components/lazy-carousel/LazyCarousel';
import { PersonCard } from '../../components/person-card/PersonCard';
import { NAMESPACE } from '../../locales';
import { useOrganisationStore } from '../../resources/organisation/organisation-store';

const NO_ONE: OrganisationPerson[] = [];

/**
 * "Our instructors": the organisation people with status INSTRUCTOR, fetched when the screen opens.
 * The carousel's code (swiper) is requested only when the section comes near the screen.
 */
export function InstructorsSection() {
  const { t } = useTranslation(NAMESPACE);
  const instructors = useOrganisationStore((state) => state.data?.groups.instructors ?? NO_ONE);
  const status = useOrganisationStore((state) => state.status);
  const error = useOrganisationStore((state) => state.error);
  const loadOrganisation = useOrganisationStore((state) => state.load);

  useEffect(() => {
    void loadOrganisation();
  }, [loadOrganisation]);

  return (
    <LazyCarousel
      title={t('instructors.title')}
      shape="people"
      status={status}
      error={error}
      slides={instructors.map((person) => ({ key: person.id, node: <PersonCard person={person} /> }))}
    />
  );
}

import type { OrganisationPerson } from '@academy/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import { useOrganisationStore } from '../../resources/organisation/organisation-store';
import { LazyCarousel } from '../../components/lazy-carousel/LazyCarousel';
import { PersonCard } from '../../components/person-card/PersonCard';

const NO_ONE: OrganisationPerson[] = [];

/**
 * The organisation page's carousels (docs/product/public-pages.md#organisation-page): the board (President,
 * Vice President, Director) without arrows, then the academic council and the selection committee with
 * previous and next arrows, all from GET /courses/organisational-structure/, loaded when the screen opens.
 */
export function OrganisationStructure() {
  const { t } = useTranslation(NAMESPACE);
  const groups = useOrganisationStore((state) => state.data?.groups);
  const status = useOrganisationStore((state) => state.status);
  const error = useOrganisationStore((state) => state.error);
  const loadOrganisation = useOrganisationStore((state) => state.load);

  useEffect(() => {
    void loadOrganisation();
  }, [loadOrganisation]);

  const slides = (people: OrganisationPerson[] | undefined, withPosition = false) =>
    (people ?? NO_ONE).map((person) => ({
      key: person.id,
      node: <PersonCard person={person} detail={withPosition ? 'position' : 'location'} />,
    }));

  return (
    <>
      <LazyCarousel
        title={t('organisation.board')}
        shape="people"
        arrows={false}
        detailLine
        status={status}
        error={error}
        slides={slides(groups?.board, true)}
      />
      <LazyCarousel
        title={t('organisation.academicCouncil')}
        shape="people"
        status={status}
        error={error}
        slides={slides(groups?.academicCouncil)}
      />
      <LazyCarousel
        title={t('organisation.selectionCommittee')}
        shape="people"
        status={status}
        error={error}
        slides={slides(groups?.selectionCommittee)}
      />
    </>
  );
}

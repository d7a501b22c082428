import { VisuallyHidden } from '@academy/shared';
import type { OrganisationPerson } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import styles from './person-card.module.css';

/**
 * What a card shows under the name: the location on small screens only
 * (docs/product/public-pages.md#people-carousels), or the board position.
 */
export type PersonDetail = 'location' | 'position';

const BOARD_POSITION_KEYS: Record<string, string> = {
  president: 'organisation.positions.president',
  'vice president': 'organisation.positions.vicePresident',
  director: 'organisation.positions.director',
};

/** Photo and name of a person, opening their description page in a new tab (and saying so). */
export function PersonCard({
  person,
  detail = 'location',
}: {
  person: OrganisationPerson;
  detail?: PersonDetail;
}) {
  const { t } = useTranslation(NAMESPACE);
  const positionKey = BOARD_POSITION_KEYS[person.position.trim().toLowerCase()];
  return (
    <a className={styles.card} href={person.description} target="_blank" rel="noopener noreferrer">
      <img className={styles.photo} src={person.photo} alt="" width={300} height={400} loading="lazy" />
      <span className={styles.name}>{person.full_name}</span>
      {detail === 'position' ? (
        <span className={styles.position}>{positionKey ? t(positionKey) : person.position}</span>
      ) : (
        <span className={styles.location}>{person.location}</span>
      )}
      {/* The visible text stays the link's name (axe label-content-name-mismatch); the new tab is said after it. */}
      <VisuallyHidden> {t('instructors.newTab')}</VisuallyHidden>
    </a>
  );
}

import type { OrganisationPerson } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import styles from './instructor-card.module.css';

/** Photo and name of an instructor, opening their description page in a new tab; the location shows on small screens only. */
export function InstructorCard({ person }: { person: OrganisationPerson }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <a
      className={styles.card}
      href={person.description}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('instructors.openProfile', { name: person.full_name })}
    >
      <img className={styles.photo} src={person.photo} alt="" loading="lazy" />
      <span className={styles.name}>{person.full_name}</span>
      {person.location && <span className={styles.location}>{person.location}</span>}
    </a>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { NAMESPACE } from '../locales';
import styles from './teaching-nav.module.css';

/** The instructors' screens, in the order of the day's work. */
const SECTIONS = [
  { to: '/teaching/essays', labelKey: 'nav.essays' },
  { to: '/teaching/questions', labelKey: 'nav.questions' },
] as const;

/** The links between the instructors' screens, above each of them. */
export function TeachingNav() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {SECTIONS.map(({ to, labelKey }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) => [styles.link, isActive && styles.active].filter(Boolean).join(' ')}
        >
          {t(labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink, useMatch } from 'react-router-dom';
import { screenPaths } from '../lib/screen-paths';
import { NAMESPACE } from '../locales';
import styles from './teaching-nav.module.css';

/** The instructors' screens, in the order of the day's work. */
const SECTIONS = [
  { to: screenPaths.essays, labelKey: 'nav.essays' },
  { to: screenPaths.questions, labelKey: 'nav.questions' },
  { to: screenPaths.seminars, labelKey: 'nav.seminars' },
  { to: screenPaths.calendar, labelKey: 'nav.calendar' },
  { to: screenPaths.tests, labelKey: 'nav.tests' },
  { to: screenPaths.lectures, labelKey: 'nav.lectures' },
  { to: screenPaths.students, labelKey: 'nav.students' },
] as const;

/** The links between the instructors' screens, above each of them. */
export function TeachingNav() {
  const { t } = useTranslation(NAMESPACE);
  // /teaching is the essays queue's second path (routes.json).
  const home = useMatch(screenPaths.home) !== null;
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {SECTIONS.map(({ to, labelKey }) => (
        <NavLink
          key={to}
          // At /teaching, the queue's second path, the Essays link is the current page.
          to={home && to === screenPaths.essays ? screenPaths.home : to}
          end={home}
          className={({ isActive }) => [styles.link, isActive && styles.active].filter(Boolean).join(' ')}
        >
          {t(labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}

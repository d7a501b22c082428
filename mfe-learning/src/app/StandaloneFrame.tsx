import { changeLanguage, currentLanguage, SUPPORTED_LANGUAGES, type Language } from '@academy/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import type { StandaloneRoute } from './routes';
import styles from './standalone-frame.module.css';

/**
 * A minimal frame for developing and testing this remote alone: links to its
 * screens and a language switch, the real layout being the shell's.
 */
export function StandaloneFrame({ routes }: { routes: StandaloneRoute[] }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <strong>mfe_learning</strong>
        <nav className={styles.links}>
          {routes.map(({ link, titleKey }) => (
            <NavLink
              key={link}
              to={link}
              className={({ isActive }) => (isActive ? styles.active : undefined)}
            >
              {t(titleKey)}
            </NavLink>
          ))}
        </nav>
        <label>
          {t('language.label')}{' '}
          <select
            value={currentLanguage()}
            onChange={(event) => void changeLanguage(event.target.value as Language)}
          >
            {SUPPORTED_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main className={styles.content}>
        <Suspense fallback={<p>{t('remote.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

function NotHere() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.content}>
      <h1>{t('notFound.code')}</h1>
      <p>{t('notFound.title')}</p>
    </section>
  );
}

StandaloneFrame.NotHere = NotHere;

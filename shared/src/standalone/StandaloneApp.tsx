import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, NavLink, Outlet, Route, Routes, useNavigate } from 'react-router-dom';
// Through the package name, never relatively: the i18n instance and the navigation registry must be
// the federation singletons, not a second copy bundled with this entry.
import {
  changeLanguage,
  setNavigate,
  SUPPORTED_LANGUAGES,
  useLanguage,
  type Language,
} from '@academy/shared';
import styles from './standalone-frame.module.css';

/** Who may open a screen (routes.json `access`); absent: anyone the screen itself lets in. */
export type RouteAccess = 'instructor';

export interface StandaloneRoute {
  path: string;
  /** Where the frame's link to this screen goes; a route without one (a second spelling) gets no link. */
  link?: string;
  /** Key of the screen's title with its namespace (e.g. `auth:pages.signIn`), shown in the frame's links. */
  titleKey: string;
  Component: ComponentType;
  /** Who may open it (routes.json `access`); `signInFirst` checks it in the frame. */
  access?: RouteAccess;
}

export interface StandaloneAppProps {
  /** The remote's federation name, shown in the frame's bar. */
  remoteName: string;
  routes: StandaloneRoute[];
}

/**
 * A minimal frame for developing and testing one remote alone: links to its
 * screens and a language switch, the real layout being the shell's.
 */
function StandaloneFrame({ remoteName, routes }: StandaloneAppProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <strong>{remoteName}</strong>
        <nav className={styles.links}>
          {routes.flatMap(({ link, titleKey }) =>
            link === undefined
              ? []
              : [
                  <NavLink
                    key={link}
                    to={link}
                    className={({ isActive }) => (isActive ? styles.active : undefined)}
                  >
                    {t(titleKey)}
                  </NavLink>,
                ],
          )}
        </nav>
        <label>
          {t('language.label')}{' '}
          <select value={language} onChange={(event) => void changeLanguage(event.target.value as Language)}>
            {SUPPORTED_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main className={styles.content}>
        <Suspense fallback={<p>{t('status.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

function NotHere() {
  const { t } = useTranslation('common');
  return (
    <section className={styles.content}>
      <h1>{t('notFound.code')}</h1>
      <p>{t('notFound.title')}</p>
    </section>
  );
}

function NavigateRegistration() {
  const navigate = useNavigate();
  useEffect(() => setNavigate((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/** One remote alone: its screens inside a minimal frame with the shell's providers. */
export function StandaloneApp({ remoteName, routes }: StandaloneAppProps) {
  return (
    <BrowserRouter>
      <NavigateRegistration />
      <Suspense fallback={null}>
        <Routes>
          <Route element={<StandaloneFrame remoteName={remoteName} routes={routes} />}>
            {routes.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            <Route path="*" element={<NotHere />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}

import { useCurrentUser, useIsSignedIn, useStudentName } from '@academy/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styles from './header.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';
import { returnPathFrom } from '../../app/routes';
import { MAIN_LINKS, MY_COURSE_PATH, TEACHING_PATH } from './nav-links';
import { NARROW_HEADER_QUERY, useMediaQuery } from './use-media-query';
import { NotificationBellSlot } from './NotificationBellSlot';

function classes(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** "Arbitration Academy" → "AA": the brand where the full name does not fit beside a signed-in header. */
function monogram(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function navClass({ isActive }: { isActive: boolean }): string {
  return classes(styles.navLink, isActive && styles.active);
}

function ProfileIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The student's photo where the profile icon would be; the link's text or label names it. */
function StudentIcon({ photo }: { photo: string | null }) {
  return photo ? (
    <img className={styles.avatar} src={photo} alt="" width={24} height={24} />
  ) : (
    <ProfileIcon />
  );
}

export function Header() {
  const { t } = useTranslation('shell');
  const signedIn = useIsSignedIn();
  const studentName = useStudentName();
  const user = useCurrentUser();
  const studentPhoto = user?.photo ?? null;
  // Only an instructor's profile shows the staff area; it is not prerendered (no page knows the role).
  const instructor = user?.role === 'instructor';
  const narrowQuery = useMediaQuery(NARROW_HEADER_QUERY);
  // Rendered at build time (null: no window) the header carries both layouts and both sessions; CSS
  // shows one of each, by the media query and by the visitor script's `data-session` (decision 0012).
  const prerendering = narrowQuery === null;
  const wide = narrowQuery !== true;
  const narrow = narrowQuery !== false;
  const wideOnly = prerendering ? styles.wideOnly : undefined;
  const narrowOnly = prerendering ? styles.narrowOnly : undefined;
  const signedOut = prerendering || !signedIn;
  const signedInHere = prerendering || signedIn;
  const signedOutOnly = prerendering ? styles.signedOutOnly : undefined;
  const signedInOnly = prerendering ? styles.signedInOnly : undefined;
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const { pathname } = location;
  const returnPath = returnPathFrom(location);
  const comeBack = (path: string) => (returnPath ? `${path}?next=${encodeURIComponent(returnPath)}` : path);

  useEffect(() => setMenuOpen(false), [pathname, narrow]);

  const navLinks = MAIN_LINKS.map(({ to, labelKey }) => (
    <NavLink key={to} to={to} end className={navClass}>
      {t(labelKey)}
    </NavLink>
  ));

  const signedOutLinks = (
    <>
      <Link to={comeBack('/signin')} className={styles.signIn}>
        {t('account.signIn')}
      </Link>
      <Link to={comeBack('/signup')} className={styles.signUp}>
        {t('account.signUp')}
      </Link>
    </>
  );

  return (
    <header
      className={classes(styles.header, signedIn && styles.signedIn, prerendering && styles.eitherSession)}
    >
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={t('brand')}>
          <span className={styles.brandFull} aria-hidden="true">
            {t('brand')}
          </span>
          <span className={styles.brandShort} aria-hidden="true">
            {monogram(t('brand'))}
          </span>
        </Link>

        {wide && (
          <nav className={classes(styles.nav, wideOnly)} aria-label={t('nav.label')}>
            {navLinks}
          </nav>
        )}

        <div className={styles.actions}>
          <LanguageSwitcher />
          {/* Its space is held from the first paint; its code is fetched in the browser (decision 0045). */}
          {signedInHere && <NotificationBellSlot live={signedIn && !prerendering} className={signedInOnly} />}
          {wide && signedOut && (
            <span className={classes(styles.accountLinks, wideOnly, signedOutOnly)}>{signedOutLinks}</span>
          )}
          {wide && signedInHere && (
            <span className={classes(styles.accountLinks, wideOnly, signedInOnly)}>
              {instructor && (
                <Link to={TEACHING_PATH} className={styles.myCourse}>
                  {t('account.teaching')}
                </Link>
              )}
              <Link to={MY_COURSE_PATH} className={styles.myCourse}>
                {t('account.myCourse')}
              </Link>
              <Link to="/profile" className={styles.profileButton} title={studentName ?? undefined}>
                <StudentIcon photo={studentPhoto} />
                {prerendering ? (
                  // Filled before the first paint with the name the visitor script found (decision 0012).
                  <span className={classes(styles.profileName, styles.rememberedName)}>
                    <span className={styles.nameFallback}>{t('account.profile')}</span>
                  </span>
                ) : (
                  <span className={styles.profileName}>{studentName ?? t('account.profile')}</span>
                )}
              </Link>
            </span>
          )}
          {narrow && signedInHere && (
            <Link
              to="/profile"
              className={classes(styles.profileIcon, narrowOnly, signedInOnly)}
              aria-label={t('account.profile')}
            >
              <StudentIcon photo={studentPhoto} />
            </Link>
          )}
          {narrow && (
            <button
              type="button"
              className={classes(styles.menuButton, narrowOnly)}
              aria-label={menuOpen ? t('menu.close') : t('menu.open')}
              aria-expanded={menuOpen}
              aria-controls="site-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className={styles.menuBar} />
              <span className={styles.menuBar} />
              <span className={styles.menuBar} />
            </button>
          )}
        </div>
      </div>

      {narrow && (
        <>
          <div
            className={classes(styles.backdrop, menuOpen && styles.backdropVisible, narrowOnly)}
            onClick={() => setMenuOpen(false)}
            aria-hidden="true"
          />
          <nav
            id="site-menu"
            className={classes(styles.drawer, menuOpen && styles.drawerOpen, narrowOnly)}
            aria-label={t('nav.label')}
            hidden={!menuOpen}
          >
            {navLinks}
            {signedInHere && (
              <Link to={MY_COURSE_PATH} className={classes(styles.navLink, signedInOnly)}>
                {t('account.myCourse')}
              </Link>
            )}
            {instructor && (
              <Link to={TEACHING_PATH} className={styles.navLink}>
                {t('account.teaching')}
              </Link>
            )}
            {signedOut && (
              <div className={classes(styles.drawerAccount, signedOutOnly)}>{signedOutLinks}</div>
            )}
          </nav>
        </>
      )}
    </header>
  );
}

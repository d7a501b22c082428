import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ScreenLoading } from '../../app/remotes/remote-screen';
import { TakeOver } from '../../../../first-screen/browser/take-over';
import { OverrideBanner } from '../../app/qa-override/OverrideBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './layout.module.css';

/** Header, page content, footer: the common layout of every screen. */
export function Layout() {
  const { pathname } = useLocation();
  // A new route starts at the top; the first one keeps where the visitor may have scrolled the
  // prerendered page to before React took it over.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className={styles.page}>
      <TakeOver whenStale />
      <OverrideBanner />
      <Header />
      <main className={styles.content}>
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

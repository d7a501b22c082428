import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ScreenLoading } from '../../app/remotes/remote-screen';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './layout.module.css';

/** Header, page content, footer: the common layout of every screen. */
export function Layout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className={styles.page}>
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

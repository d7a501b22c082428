import { setNavigate } from '@academy/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { forgetEarlyResponses } from '../../../first-screen/browser/handoff';
import { Layout } from '../features/layout/Layout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RouteAccessGate } from '../features/route-access/RouteAccessGate';
import { RemoteScreen } from './remotes/remote-screen';
import { TakeOver } from '../../../first-screen/browser/take-over';
import { REMOTE_ROUTES } from './routes';

/** Lets @academy/shared send a signed-out student to /signin through the router. */
function NavigateRegistration() {
  const navigate = useNavigate();
  useEffect(() => setNavigate((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/** The API responses started before the scripts serve the first screen only: the next route asks afresh. */
function FirstScreenData() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) forgetEarlyResponses();
  }, [pathname]);
  return null;
}

/**
 * "Page | Brand" from the shell's own `pages.*` texts: the shell titles every
 * route of its table, also while the remote's code is loading or unavailable.
 */
function DocumentTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shell');
  const title = `${t(titleKey)} | ${t('brand')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** The route table inside the layout; used by the app and by tests with a memory router. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {REMOTE_ROUTES.map(({ path, remote, titleKey, access }) => (
          <Route
            key={path}
            path={path}
            element={
              <>
                <DocumentTitle titleKey={titleKey} />
                <RouteAccessGate access={access}>
                  <RemoteScreen id={remote} />
                </RouteAccessGate>
              </>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <>
              <DocumentTitle titleKey="pages.notFound" />
              <NotFoundPage />
              <TakeOver />
            </>
          }
        />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <NavigateRegistration />
      <FirstScreenData />
      <AppRoutes />
    </BrowserRouter>
  );
}

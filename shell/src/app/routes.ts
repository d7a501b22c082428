import { matchPath } from 'react-router-dom';

/**
 * The route table of the site (docs/product/screens-and-routes.md#route-table), built from each remote's
 * `routes.json` (webpack/site-map.cjs): each route names the remote screen it
 * shows; the screen's code is fetched only when the route renders.
 */
export interface RemoteRoute {
  path: string;
  /** Federation id: remote name / exposed module. */
  remote: string;
  /** The remote's text namespace. */
  namespace: string;
  /** Key of the page title (routes.json `title`), in the remote's namespace and the shell's. */
  titleKey: string;
  /** API paths the screen's first view reads, for anyone and for a signed-in student (routes.json). */
  data: readonly string[];
  signedInData: readonly string[];
  /** Who may open it (routes.json `access`); absent: anyone. Checked before the screen's code loads. */
  access?: RouteAccess;
}

/** `instructor`: a staff screen, for accounts whose profile `role` is instructor (docs/decisions/0800). */
export type RouteAccess = 'instructor';

declare const __SITE_ROUTES__: readonly RemoteRoute[];

export const REMOTE_ROUTES: readonly RemoteRoute[] = __SITE_ROUTES__;

/** The remote route that renders at `pathname`, if any (the same patterns the router matches). */
export function remoteRouteAt(pathname: string): RemoteRoute | undefined {
  return REMOTE_ROUTES.find((route) => matchPath(route.path, pathname));
}

/** The auth remote's screens (its routes.json): a link to them never asks to come back to them. */
const AUTH_ROUTES = REMOTE_ROUTES.filter((route) => route.namespace === 'auth');

/**
 * Where the header's Log in and Sign up should bring the student back to (docs/decisions/0500): the
 * current page with its query and hash, or nothing on the main page (sign-in returns there anyway)
 * and on the auth screens themselves.
 */
export function returnPathFrom({
  pathname,
  search,
  hash,
}: {
  pathname: string;
  search: string;
  hash: string;
}) {
  if (pathname === '/' || AUTH_ROUTES.some((route) => matchPath(route.path, pathname))) return undefined;
  return `${pathname}${search}${hash}`;
}

import { matchPath } from 'react-router-dom';

/**
 * The route table of the site (SPEC section 2), built from each remote's
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
}

declare const __SITE_ROUTES__: readonly RemoteRoute[];

export const REMOTE_ROUTES: readonly RemoteRoute[] = __SITE_ROUTES__;

/** The remote route that renders at `pathname`, if any (the same patterns the router matches). */
export function remoteRouteAt(pathname: string): RemoteRoute | undefined {
  return REMOTE_ROUTES.find((route) => matchPath(route.path, pathname));
}

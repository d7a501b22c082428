import { standaloneRoutesFrom } from '@academy/shared/standalone';
import { lazy } from 'react';
import declarations from '../../routes.json';
import { NAMESPACE } from '../locales';

const StandaloneProfile = lazy(() => import('./standalone-sign-in/StandaloneProfile'));

/**
 * The screens this remote exposes (routes.json), at the same paths the shell gives them. Alone, the
 * frame has no sign-in screen, so the profile route lets a signed-out developer sign in in place.
 */
export const standaloneRoutes = standaloneRoutesFrom(
  declarations,
  NAMESPACE,
  (screen) => import(/* webpackInclude: /Page\.tsx$/ */ `../${screen}`),
).map((route) => (route.path === '/profile' ? { ...route, Component: StandaloneProfile } : route));

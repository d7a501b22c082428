import type { StandaloneRoute } from '@academy/shared/standalone';
import { lazy } from 'react';

const StandaloneProfile = lazy(() => import('./standalone-sign-in/StandaloneProfile'));

/** The screens this remote exposes, at the same paths the shell gives them. */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/profile', link: '/profile', titleKey: 'profile:pages.profile', Component: StandaloneProfile },
];

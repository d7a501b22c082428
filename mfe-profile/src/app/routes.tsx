import type { StandaloneRoute } from '@academy/shared/standalone';
import { lazy } from 'react';

const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));

/** The screens this remote exposes, at the same paths the shell gives them. */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/profile', link: '/profile', titleKey: 'profile:pages.profile', Component: ProfilePage },
];

import { lazy, type ComponentType } from 'react';

const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));

export interface StandaloneRoute {
  path: string;
  link: string;
  titleKey: string;
  Component: ComponentType;
}

/** The screens this remote exposes, at the same paths the shell gives them. */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/profile', link: '/profile', titleKey: 'pages.profile', Component: ProfilePage },
];

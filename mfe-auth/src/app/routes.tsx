import type { StandaloneRoute } from '@academy/shared/standalone';
import { lazy } from 'react';

const SignInPage = lazy(() => import('../features/sign-in/SignInPage'));
const SignUpPage = lazy(() => import('../features/sign-up/SignUpPage'));
const PasswordRecoveryPage = lazy(() => import('../features/password-recovery/PasswordRecoveryPage'));

/** The screens this remote exposes, at the same paths the shell gives them. */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/signin', link: '/signin', titleKey: 'auth:pages.signIn', Component: SignInPage },
  { path: '/signup', link: '/signup', titleKey: 'auth:pages.signUp', Component: SignUpPage },
  {
    path: '/forgot',
    link: '/forgot',
    titleKey: 'auth:pages.passwordRecovery',
    Component: PasswordRecoveryPage,
  },
];

import type { StandaloneRoute } from '@academy/shared/standalone';
import { lazy } from 'react';

const PassingCoursePage = lazy(() => import('../features/passing-course/PassingCoursePage'));

/** The screens this remote exposes, at the same paths the shell gives them. */
export const standaloneRoutes: StandaloneRoute[] = [
  {
    path: '/passingcourse/:id',
    link: '/passingcourse/1',
    titleKey: 'learning:pages.passingCourse',
    Component: PassingCoursePage,
  },
];

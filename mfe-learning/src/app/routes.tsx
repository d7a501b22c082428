import { lazy, type ComponentType } from 'react';

const PassingCoursePage = lazy(() => import('../features/passing-course/PassingCoursePage'));

export interface StandaloneRoute {
  path: string;
  link: string;
  titleKey: string;
  Component: ComponentType;
}

/** The screens this remote exposes, at the same paths the shell gives them. */
export const standaloneRoutes: StandaloneRoute[] = [
  {
    path: '/passingcourse/:id',
    link: '/passingcourse/1',
    titleKey: 'pages.passingCourse',
    Component: PassingCoursePage,
  },
];

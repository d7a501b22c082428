import type { StandaloneRoute } from '@academy/shared/standalone';
import { lazy } from 'react';

const HomePage = lazy(() => import('../features/home/HomePage'));
const AboutOrganisationPage = lazy(() => import('../features/about-organisation/AboutOrganisationPage'));
const AboutCoursePage = lazy(() => import('../features/about-course/AboutCoursePage'));
const CertificationPage = lazy(() => import('../features/certification/CertificationPage'));
const TermsPage = lazy(() => import('../features/terms/TermsPage'));
const PrivacyPage = lazy(() => import('../features/privacy/PrivacyPage'));
const OrganisationPage = lazy(() => import('../features/organisation/OrganisationPage'));
const TuitionWaiverPage = lazy(() => import('../features/tuition-waiver/TuitionWaiverPage'));

/** The screens this remote exposes, at the same paths the shell gives them. */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/', link: '/', titleKey: 'public:pages.home', Component: HomePage },
  {
    path: '/aboutoaa',
    link: '/aboutoaa',
    titleKey: 'public:pages.aboutOrganisation',
    Component: AboutOrganisationPage,
  },
  {
    path: '/aboutthecourse',
    link: '/aboutthecourse',
    titleKey: 'public:pages.aboutCourse',
    Component: AboutCoursePage,
  },
  {
    path: '/certification',
    link: '/certification',
    titleKey: 'public:pages.certification',
    Component: CertificationPage,
  },
  { path: '/terms', link: '/terms', titleKey: 'public:pages.terms', Component: TermsPage },
  {
    path: '/privacy_policy',
    link: '/privacy_policy',
    titleKey: 'public:pages.privacy',
    Component: PrivacyPage,
  },
  {
    path: '/organisation',
    link: '/organisation',
    titleKey: 'public:pages.organisation',
    Component: OrganisationPage,
  },
  {
    path: '/tuition-waiver',
    link: '/tuition-waiver',
    titleKey: 'public:pages.tuitionWaiver',
    Component: TuitionWaiverPage,
  },
];

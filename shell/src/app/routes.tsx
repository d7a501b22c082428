/**
 * The route table of the site (SPEC section 2). Each route names the remote
 * screen it shows; the screen's code is fetched only when the route renders.
 */
export interface RemoteRoute {
  path: string;
  /** Federation id: remote name / exposed module. */
  remote: string;
  /** Key in the shell namespace for the document title. */
  titleKey: string;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'mfe_public/HomePage', titleKey: 'pages.home' },
  { path: '/aboutoaa', remote: 'mfe_public/AboutOrganisationPage', titleKey: 'pages.aboutOrganisation' },
  { path: '/aboutthecourse', remote: 'mfe_public/AboutCoursePage', titleKey: 'pages.aboutCourse' },
  { path: '/certification', remote: 'mfe_public/CertificationPage', titleKey: 'pages.certification' },
  { path: '/terms', remote: 'mfe_public/TermsPage', titleKey: 'pages.terms' },
  { path: '/privacy_policy', remote: 'mfe_public/PrivacyPage', titleKey: 'pages.privacy' },
  { path: '/privacy', remote: 'mfe_public/PrivacyPage', titleKey: 'pages.privacy' },
  { path: '/organisation', remote: 'mfe_public/OrganisationPage', titleKey: 'pages.organisation' },
  { path: '/tuition-waiver', remote: 'mfe_public/TuitionWaiverPage', titleKey: 'pages.tuitionWaiver' },
  { path: '/signin', remote: 'mfe_auth/SignInPage', titleKey: 'pages.signIn' },
  { path: '/signup', remote: 'mfe_auth/SignUpPage', titleKey: 'pages.signUp' },
  { path: '/forget', remote: 'mfe_auth/PasswordRecoveryPage', titleKey: 'pages.passwordRecovery' },
  { path: '/forgot', remote: 'mfe_auth/PasswordRecoveryPage', titleKey: 'pages.passwordRecovery' },
  { path: '/profile', remote: 'mfe_profile/ProfilePage', titleKey: 'pages.profile' },
  { path: '/passingcourse/:id', remote: 'mfe_learning/PassingCoursePage', titleKey: 'pages.passingCourse' },
];

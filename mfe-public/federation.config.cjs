/** Federation settings of the mfe_public remote: its route-level screens. */
const { sharedSingletons } = require('../webpack/shared-singletons.cjs');
const packageJson = require('./package.json');

module.exports = {
  name: 'mfe_public',
  filename: 'remoteEntry.js',
  manifest: true,
  shareStrategy: 'loaded-first',
  exposes: {
    './HomePage': './src/features/home/HomePage.tsx',
    './AboutOrganisationPage': './src/features/about-organisation/AboutOrganisationPage.tsx',
    './AboutCoursePage': './src/features/about-course/AboutCoursePage.tsx',
    './CertificationPage': './src/features/certification/CertificationPage.tsx',
    './TermsPage': './src/features/terms/TermsPage.tsx',
    './PrivacyPage': './src/features/privacy/PrivacyPage.tsx',
    './OrganisationPage': './src/features/organisation/OrganisationPage.tsx',
    './TuitionWaiverPage': './src/features/tuition-waiver/TuitionWaiverPage.tsx',
  },
  shared: sharedSingletons(packageJson),
  // A remote loads no other remote and runs only in browsers: leave that runtime code out of remoteEntry.js.
  experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
};

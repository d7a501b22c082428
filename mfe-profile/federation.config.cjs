/** Federation settings of the mfe_profile remote: its route-level screens. */
const { sharedSingletons } = require('../webpack/shared-singletons.cjs');
const packageJson = require('./package.json');

module.exports = {
  name: 'mfe_profile',
  filename: 'remoteEntry.js',
  manifest: true,
  shareStrategy: 'loaded-first',
  exposes: {
    './ProfilePage': './src/features/profile/ProfilePage.tsx',
  },
  shared: sharedSingletons(packageJson),
};

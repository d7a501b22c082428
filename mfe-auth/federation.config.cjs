/** Federation settings of the mfe_auth remote: its route-level screens. */
const { sharedSingletons } = require('../webpack/shared-singletons.cjs');
const packageJson = require('./package.json');

module.exports = {
  name: 'mfe_auth',
  filename: 'remoteEntry.js',
  manifest: true,
  shareStrategy: 'loaded-first',
  exposes: {
    './SignInPage': './src/app/pages/SignInPage.tsx',
    './SignUpPage': './src/app/pages/SignUpPage.tsx',
    './PasswordRecoveryPage': './src/app/pages/PasswordRecoveryPage.tsx',
  },
  shared: sharedSingletons(packageJson),
  // A remote loads no other remote and runs only in browsers: leave that runtime code out of remoteEntry.js.
  experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
};

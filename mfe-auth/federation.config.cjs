/** Federation settings of the mfe_auth remote: its route-level screens. */
const { sharedSingletons } = require('../webpack/shared-singletons.cjs');
const packageJson = require('./package.json');

module.exports = {
  name: 'mfe_auth',
  filename: 'remoteEntry.js',
  manifest: true,
  shareStrategy: 'loaded-first',
  exposes: {
    './SignInPage': './src/features/sign-in/SignInPage.tsx',
    './SignUpPage': './src/features/sign-up/SignUpPage.tsx',
    './PasswordRecoveryPage': './src/features/password-recovery/PasswordRecoveryPage.tsx',
  },
  shared: sharedSingletons(packageJson),
  // A remote loads no other remote and runs only in browsers: leave that runtime code out of remoteEntry.js.
  experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
};

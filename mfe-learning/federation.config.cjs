/** Federation settings of the mfe_learning remote: its route-level screens. */
const { sharedSingletons } = require('../webpack/shared-singletons.cjs');
const packageJson = require('./package.json');

module.exports = {
  name: 'mfe_learning',
  filename: 'remoteEntry.js',
  manifest: true,
  shareStrategy: 'loaded-first',
  exposes: {
    './PassingCoursePage': './src/app/routes/passing-course/PassingCoursePage.tsx',
  },
  shared: sharedSingletons(packageJson),
  // A remote loads no other remote and runs only in browsers: leave that runtime code out of remoteEntry.js.
  experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
};

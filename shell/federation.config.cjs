/**
 * Federation settings of the shell host. Remote locations are runtime
 * configuration (/config.json, registered with registerRemotes at start-up),
 * so the build takes them as an optional argument and the default build
 * bakes in none: redeploying a remote never requires rebuilding the shell.
 */
const { sharedSingletons } = require('../webpack/shared-singletons.cjs');
const packageJson = require('./package.json');

module.exports = (remotes = {}) => ({
  name: require('../webpack/site-map.cjs').sites.shell.name,
  remotes,
  manifest: true,
  // version-first would fetch every remote entry at start-up, so one dead
  // remote would blank the whole site before any error boundary runs.
  shareStrategy: 'loaded-first',
  shared: sharedSingletons(packageJson),
  // Browser only: leave the federation runtime's Node loading code out of the bundle.
  experiments: { optimization: { target: 'web' } },
});

/**
 * Federation settings of the shell host. Remote locations are runtime
 * configuration (/config.json, registered with registerRemotes at start-up),
 * so the build takes them as an optional argument and the default build
 * bakes in none: redeploying a remote never requires rebuilding the shell.
 * What every bundle declares alike is in webpack/federation.cjs.
 */
const { bundleFederation } = require('../webpack/federation.cjs');

module.exports = (remotes = {}) => ({
  name: require('../webpack/site-map.cjs').sites.shell.name,
  remotes,
  ...bundleFederation(__dirname),
  // Browser only: leave the federation runtime's Node loading code out of the bundle.
  experiments: { optimization: { target: 'web' } },
});

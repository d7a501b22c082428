/**
 * The webpack config of every remote, so a remote's folder holds only its sources, package.json and
 * routes.json: its webpack.config.cjs is the one line webpack-cli needs,
 * `module.exports = require('../webpack/remote.cjs').remoteConfig(__dirname);`.
 */
const path = require('node:path');
const { createConfig } = require('./create-config.cjs');
const { remoteFederation } = require('./federation.cjs');
const { remotePrerender } = require('../first-screen/build/prerender.cjs');
const { siteByWorkspace } = require('./site-map.cjs');

/**
 * @param {string} packageDir absolute path of the remote's workspace
 * @param {object} [federation] its federation settings; another release built for a test
 *   (e2e/support/build-redeployed-remote.cjs) passes edited ones
 */
function remoteConfig(packageDir, federation = remoteFederation(packageDir)) {
  const site = siteByWorkspace(path.basename(packageDir));
  return (_env, argv) =>
    createConfig({
      packageDir,
      port: site.port,
      title: `Academy — ${site.name} (standalone)`,
      federation,
      mode: argv.mode === 'development' ? 'development' : 'production',
      prerender: remotePrerender(packageDir, site),
    });
}

module.exports = { remoteConfig };

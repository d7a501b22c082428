/** Federation settings of this remote: its name from sites.json, its screens from routes.json. */
const { sharedSingletons } = require('../webpack/shared-singletons.cjs');
const { exposesOf, siteByWorkspace } = require('../webpack/site-map.cjs');
const path = require('node:path');
const packageJson = require('./package.json');

const site = siteByWorkspace(path.basename(__dirname));

module.exports = {
  name: site.name,
  filename: 'remoteEntry.js',
  manifest: true,
  shareStrategy: 'loaded-first',
  exposes: exposesOf(site.workspace),
  shared: sharedSingletons(packageJson),
  // A remote loads no other remote and runs only in browsers: leave that runtime code out of remoteEntry.js.
  experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
};

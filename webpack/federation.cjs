/**
 * Federation settings. What the shell and every remote declare alike is written once here; a
 * remote's own settings come from the site map (its name) and its routes.json (its screens), so a
 * remote has no federation file of its own. The shell's is shell/federation.config.cjs.
 */
const path = require('node:path');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { exposesOf, siteByWorkspace } = require('./site-map.cjs');

/** Every bundle: a manifest, and the shared singletons at the versions its package.json asks for. */
function bundleFederation(packageDir) {
  return {
    manifest: true,
    // version-first would fetch every remote entry at start-up, so one dead
    // remote would blank the whole site before any error boundary runs.
    shareStrategy: 'loaded-first',
    shared: sharedSingletons(require(path.join(packageDir, 'package.json'))),
  };
}

/** A remote: its name from sites.json, its screens from routes.json. */
function remoteFederation(packageDir) {
  const site = siteByWorkspace(path.basename(packageDir));
  return {
    name: site.name,
    filename: 'remoteEntry.js',
    ...bundleFederation(packageDir),
    exposes: exposesOf(site.workspace),
    // A remote loads no other remote and runs only in browsers: leave that runtime code out of remoteEntry.js.
    experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
  };
}

module.exports = { bundleFederation, remoteFederation };

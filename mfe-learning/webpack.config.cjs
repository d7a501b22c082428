const path = require('node:path');
const { createConfig } = require('../webpack/create-config.cjs');
const { remotePrerender } = require('../webpack/prerender.cjs');
const federation = require('./federation.config.cjs');
const { siteByWorkspace } = require('../webpack/site-map.cjs');

const site = siteByWorkspace(path.basename(__dirname));

module.exports = (_env, argv) =>
  createConfig({
    packageDir: __dirname,
    port: site.port,
    title: `Academy — ${site.name} (standalone)`,
    federation,
    mode: argv.mode === 'development' ? 'development' : 'production',
    prerender: remotePrerender(__dirname, site),
  });

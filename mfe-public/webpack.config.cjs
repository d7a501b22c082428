const { createConfig } = require('../webpack/create-config.cjs');
const federation = require('./federation.config.cjs');

module.exports = (_env, argv) =>
  createConfig({
    packageDir: __dirname,
    port: 3001,
    title: 'Academy — mfe_public (standalone)',
    federation,
    mode: argv.mode === 'development' ? 'development' : 'production',
  });

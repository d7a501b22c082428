const { createConfig } = require('../webpack/create-config.cjs');
const federation = require('./federation.config.cjs');

module.exports = (_env, argv) =>
  createConfig({
    packageDir: __dirname,
    port: 3004,
    title: 'Academy — mfe_learning (standalone)',
    federation,
    mode: argv.mode === 'development' ? 'development' : 'production',
  });

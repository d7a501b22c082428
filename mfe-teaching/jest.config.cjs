module.exports = require('../jest.frontend.cjs')(__dirname, {
  // The bundle's own catalogs for initTestI18n.
  setupFilesAfterEnv: [require.resolve('./src/locales/test-catalogs.ts')],
});

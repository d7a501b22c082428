module.exports = require('../jest.frontend.cjs')(__dirname, {
  // The shell's own catalogs for initTestI18n.
  setupFilesAfterEnv: [require.resolve('./jest.setup.ts'), require.resolve('./src/locales/test-catalogs.ts')],
});

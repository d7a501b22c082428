module.exports = require('../jest.frontend.cjs')(__dirname, {
  // jsdom plus Node's fetch: screen tests fake the API at the network edge (src/testing/fake-api.ts).
  testEnvironment: require.resolve('./jest-environment.cjs'),
  // The bundle's own catalogs for initTestI18n.
  setupFilesAfterEnv: [require.resolve('./src/locales/test-catalogs.ts')],
});

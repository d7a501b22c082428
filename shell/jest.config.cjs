const { shellRoutes } = require('../webpack/site-map.cjs');

module.exports = require('../jest.frontend.cjs')(__dirname, {
  // The first screen's browser code (early start, visitor script, take-over) is the shell's page:
  // its tests run in the shell's project, so the shell's pipeline runs them (first-screen/README.md).
  roots: ['<rootDir>/src', '<rootDir>/../first-screen'],
  // The shell's own catalogs for initTestI18n.
  setupFilesAfterEnv: [require.resolve('./jest.setup.ts'), require.resolve('./src/locales/test-catalogs.ts')],
  // The route table webpack defines from the remotes' routes.json.
  globals: { __SITE_ROUTES__: shellRoutes() },
});

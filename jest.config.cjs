/** Every package's unit tests, one project per workspace of sites.json; browser tests live in e2e/ (Playwright). */
const { sites, frontEnds } = require('./webpack/site-map.cjs');

module.exports = {
  // One worker per core. Jest's default leaves one core to itself, which on a 2-core machine runs the
  // API's database-bound files one after another (docs/measurements/0044-suite-time.md).
  maxWorkers: '100%',
  projects: [sites.kernel, ...frontEnds, sites.rules, sites.api].map((site) => `<rootDir>/${site.workspace}`),
};

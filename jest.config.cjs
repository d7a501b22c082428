/** Every package's unit tests, one project per workspace of sites.json; browser tests live in e2e/ (Playwright). */
const { sites, frontEnds } = require('./webpack/site-map.cjs');

module.exports = {
  projects: [sites.kernel, ...frontEnds, sites.rules, sites.api].map((site) => `<rootDir>/${site.workspace}`),
};

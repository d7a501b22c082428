const base = require('../jest.frontend.cjs')(__dirname, {
  setupFilesAfterEnv: [require.resolve('./jest.setup.ts')],
});

// swiper ships only .mjs files, which the shared transform pattern does not match.
const [[pattern, swc]] = Object.entries(base.transform);
module.exports = { ...base, transform: { [pattern]: swc, '^.+\\.mjs$': swc } };

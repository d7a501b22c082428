module.exports = require('../jest.frontend.cjs')(__dirname, {
  setupFilesAfterEnv: [require.resolve('./jest.setup.ts')],
});

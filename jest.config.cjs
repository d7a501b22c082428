/** Every package's unit tests; browser tests live in e2e/ and run with Playwright. */
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mfe-public', '<rootDir>/mfe-auth', '<rootDir>/mfe-profile', '<rootDir>/mfe-learning', '<rootDir>/api'],
};

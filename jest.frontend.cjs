/**
 * Jest settings every front-end package shares: TypeScript and JSX through
 * SWC, jsdom, jest-dom matchers, and CSS imports stubbed.
 * Usage in a package: module.exports = require('../jest.frontend.cjs')(__dirname);
 */
const path = require('node:path');

module.exports = function frontendJestConfig(packageDir, overrides = {}) {
  const name = path.basename(packageDir);
  return {
    displayName: name,
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(m?js|tsx?|jsx)$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Packages published as ES modules only are compiled for jest too.
    transformIgnorePatterns: ['/node_modules/(?!(ky|swiper|ssr-window|dom7)/)'],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.(css)$': require.resolve('./test-support/style-stub.cjs'),
      '\\.(png|jpe?g|svg|webp|gif|mp4|pdf)$': require.resolve('./test-support/file-stub.cjs'),
      // The pure rules shared with the API, from source (decision 0215).
      '^@academy/rules$': require.resolve('./rules/src/index.ts'),
      // The wire contract's content (its schemas reach the front end as types only), from source.
      '^@academy/contract/(.*)$': path.join(__dirname, 'contract', 'src', '$1'),
      ...(overrides.moduleNameMapper ?? {}),
    },
    setupFilesAfterEnv: [
      require.resolve('./test-support/jest-setup.ts'),
      ...(overrides.setupFilesAfterEnv ?? []),
    ],
    ...Object.fromEntries(
      Object.entries(overrides).filter(([k]) => k !== 'moduleNameMapper' && k !== 'setupFilesAfterEnv'),
    ),
  };
};

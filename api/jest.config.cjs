/** API tests: each file builds its own app on a fresh database and calls it with inject. */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j|mj|cj)s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // A few dependencies ship ES modules or dynamic import(); node runs them, jest's CommonJS runtime needs them compiled.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(content-disposition|cookie|@fastify/cookie|typebox|@electric-sql/pglite|openid-client|oauth4webapi|jose)/).*/node_modules/',
  ],
  setupFilesAfterEnv: ['<rootDir>/src/test-helpers/jest-setup.ts'],
  // The pure rules and the contract shared with the browser, from source (the built API loads their
  // dist/; decisions 0215, 0040).
  moduleNameMapper: {
    '^@academy/rules$': '<rootDir>/../rules/src/index.ts',
    '^@academy/contract$': '<rootDir>/../contract/src/index.ts',
    '^@academy/contract/(.*)$': '<rootDir>/../contract/src/$1',
    // The front end's endpoint tables, which the contract test reads (decision 0210): their one import.
    '^@academy/shared/endpoint$': '<rootDir>/../shared/src/api/endpoint.ts',
  },
};

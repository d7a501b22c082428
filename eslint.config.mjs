/**
 * Lint rules of the whole monorepo. Beyond the recommended sets, the
 * architecture's boundaries are rules, not hopes: a remote never imports
 * another remote's source or the shell, the shell never imports a remote's
 * source (remotes are loaded through federation), and no package imports
 * the shell. Inline `eslint-disable` comments are not honoured.
 */
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs, { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import tseslint from 'typescript-eslint';
import { wireRules } from './eslint.wire.mjs';

const require = createRequire(import.meta.url);
const { ROUTER_EXPORTS, I18N_REACT_EXPORTS } = require('./webpack/shared-singletons.cjs');
const { sites, frontEnds, remoteRoutes } = require('./webpack/site-map.cjs');

const REMOTES = sites.remotes.map((remote) => remote.workspace);
const SHELL = sites.shell.workspace;
const KERNEL = sites.kernel.workspace;

/** Feature folders of a front end (every folder a routes.json screen lives in, plus any other). */
function featureFolders(workspace) {
  const declared =
    workspace === SHELL
      ? []
      : remoteRoutes(workspace)
          .filter((route) => route.screen.startsWith('features/'))
          .map((route) => route.screen.split('/')[1]);
  const present = existsSync(`./${workspace}/src/features`)
    ? readdirSync(`./${workspace}/src/features`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  return [...new Set([...declared, ...present])];
}

/** Features never import each other: each feature folder may import only itself among its siblings. */
const featureZones = frontEnds
  .flatMap(({ workspace }) => {
    const features = featureFolders(workspace);
    return features.map((feature) => ({
      target: `./${workspace}/src/features/${feature}`,
      from: features
        .filter((other) => other !== feature)
        .map((other) => `./${workspace}/src/features/${other}`),
      message:
        'Features never import each other; move what both need into the kernel or into src/resources/ of this remote.',
    }));
  })
  .filter((zone) => zone.from.length > 0);

const boundaryZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: [`./${SHELL}`, ...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`)],
    message:
      'A remote may import only its own source and @academy/shared, never another remote or the shell.',
  })),
  {
    target: `./${SHELL}`,
    from: REMOTES.map((remote) => `./${remote}`),
    message:
      'The shell loads remote screens through Module Federation (loadRemote), never by importing their source.',
  },
  {
    target: [`./${KERNEL}`, `./${sites.api.workspace}`, './e2e', './scripts'],
    from: `./${SHELL}`,
    message: 'No package imports the shell.',
  },
  {
    target: `./${KERNEL}`,
    from: REMOTES.map((remote) => `./${remote}`),
    message: '@academy/shared must not depend on a remote.',
  },
  ...featureZones,
];

// API layers: a route plugin never imports another route module, SQL lives only in api/src/repositories,
// and a repository is handed the database, not the app context.
const API_ROUTES = fs
  .readdirSync(new URL('./api/src/routes', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiRouteZones = API_ROUTES.map((route) => ({
  target: `./api/src/routes/${route}`,
  from: './api/src/routes',
  except: [`./${route}`],
  message: 'A route never imports another route module: move what both need out of routes/.',
}));
const apiRepositoryZone = {
  target: './api/src/repositories',
  from: './api/src/context.ts',
  message:
    'A repository takes the database (db/database.ts) and explicit values (a clock reading, a limit), never the app context.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.e2e-tmp/**',
      '**/.data/**',
      '**/.cache/**',
    ],
  },
  { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones, ...apiRouteZones, apiRepositoryZone] },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': true, 'ts-ignore': true, 'ts-nocheck': true },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-warning-comments': ['error', { terms: ['todo', 'fixme'], location: 'anywhere' }],
    },
  },
  {
    files: [KERNEL, ...frontEnds.map((site) => site.workspace)].map(
      (workspace) => `${workspace}/**/*.{ts,tsx}`,
    ),
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The shared react-router-dom is tree-shaken to this list (webpack/shared-singletons.cjs).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: ROUTER_EXPORTS,
              message:
                'The shared react-router-dom keeps only the exports listed in webpack/shared-singletons.cjs; add it there first.',
            },
            { name: 'react-router', message: 'Import from react-router-dom, the shared singleton.' },
            {
              name: 'react-i18next',
              allowImportNames: I18N_REACT_EXPORTS,
              message:
                'The shared react-i18next keeps only the exports listed in webpack/shared-singletons.cjs; add it there first.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}', 'api/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['api/src/routes/**/*.ts', 'api/src/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='query'], CallExpression[callee.property.name='transaction']",
          message: 'SQL lives in api/src/repositories; call a repository function instead.',
        },
      ],
    },
  },
  // One road to the wire (decision 0208): its own block, in eslint.wire.mjs.
  ...wireRules,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test-support/**/*'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);

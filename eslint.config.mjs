/**
 * Lint rules of the whole monorepo. Beyond the recommended sets, the
 * architecture's boundaries are rules, not hopes: a remote never imports
 * another remote's source or the shell, the shell never imports a remote's
 * source (remotes are loaded through federation), and no package imports
 * the shell; inside a front end, features, screens, resources, components and lib keep to the one
 * shape of decision 0206. Inline `eslint-disable` comments are not honoured.
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
/** The first request's home (first-screen/README.md): its browser/ code is the shell's page. */
const FIRST_SCREEN = 'first-screen';

/** The folders directly under `<workspace>/src/<layer>` (features, screens, resources). */
function foldersOf(workspace, layer) {
  const root = `./${workspace}/src/${layer}`;
  return existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

/**
 * Screen folders of a remote (decision 0206): every routes.json screen is `screens/<screen>/<Name>Page.tsx`,
 * and every folder in screens/ is a route's. Checked for every remote.
 */
function screenFolders(workspace) {
  if (workspace === SHELL) return foldersOf(workspace, 'screens');
  const declared = remoteRoutes(workspace).map((route) => {
    const match = /^screens\/([a-z0-9-]+)\/[A-Z]\w*Page\.tsx$/.exec(route.screen);
    if (!match)
      throw new Error(
        `${workspace}/routes.json: the screen of ${route.expose} is ${route.screen}, not screens/<screen>/<Name>Page.tsx (decision 0206)`,
      );
    return match[1];
  });
  const strays = foldersOf(workspace, 'screens').filter((folder) => !declared.includes(folder));
  if (strays.length > 0)
    throw new Error(
      `${workspace}/src/screens/ holds ${strays.join(', ')}, which no route of routes.json names: a screen folder is one route's (decision 0206)`,
    );
  return [...new Set(declared)];
}

/**
 * The one shape of every front end (decision 0206): a feature imports no other feature and no screen; a
 * screen imports no other screen and no endpoint file (screens make no calls; their tests may); resources,
 * components and lib import no feature or screen, and components and lib no resource (no state, no calls).
 */
const shapeZones = frontEnds.flatMap(({ workspace }) => {
  const src = `./${workspace}/src`;
  const features = foldersOf(workspace, 'features');
  const screens = screenFolders(workspace);
  const present = (paths) => paths.filter((candidate) => existsSync(candidate));
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: present([
        ...features.filter((other) => other !== feature).map((other) => `${src}/features/${other}`),
        `${src}/screens`,
      ]),
      message:
        'Features never import each other or a screen; move what several need into src/resources/ (server data), src/components/ (UI) or src/lib/ (pure helpers) of this remote, or into the kernel.',
    })),
    ...screens.map((screen) => ({
      target: `${src}/screens/${screen}`,
      from: present(screens.filter((other) => other !== screen).map((other) => `${src}/screens/${other}`)),
      message:
        "A screen's sections are its own; what two screens show is a feature (state or calls) or a component (presentational).",
    })),
    {
      target: `${src}/resources`,
      from: present([`${src}/features`, `${src}/screens`]),
      message: 'A resource is server data its features read; it imports no feature and no screen.',
    },
    {
      target: present([`${src}/components`, `${src}/lib`]),
      from: present([`${src}/features`, `${src}/screens`, `${src}/resources`, `${src}/api`]),
      message:
        'components/ and lib/ hold no state and make no calls: they import no feature, screen, resource or endpoint table.',
    },
  ].filter((zone) => zone.from.length > 0 && [zone.target].flat().length > 0);
});

/** Endpoint files of a front end: the api/ folder of each feature and resource, and its endpoint table. */
const screenCallZones = frontEnds.flatMap(({ workspace }) => {
  const src = `./${workspace}/src`;
  const endpoints = [
    ...['features', 'resources'].flatMap((layer) =>
      foldersOf(workspace, layer).map((folder) => `${src}/${layer}/${folder}/api`),
    ),
    // The workspace's endpoint table (decision 0210).
    `${src}/api`,
  ].filter((candidate) => existsSync(candidate));
  return endpoints.length > 0 && existsSync(`${src}/screens`)
    ? [
        {
          target: `${src}/screens`,
          from: endpoints,
          message: 'A screen makes no calls: the feature that shows the data calls its endpoint.',
        },
      ]
    : [];
});

const boundaryZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: [
      `./${SHELL}`,
      `./${FIRST_SCREEN}/browser`,
      ...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`),
    ],
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
    target: [`./${KERNEL}`, `./${sites.api.workspace}`, './e2e', './scripts', `./${FIRST_SCREEN}`],
    from: `./${SHELL}`,
    message: 'No package imports the shell.',
  },
  {
    target: `./${KERNEL}`,
    from: REMOTES.map((remote) => `./${remote}`),
    message: '@academy/shared must not depend on a remote.',
  },
  {
    // The wire contract is its own package (decision 0040); the browser tests (e2e/) drive the API
    // and may read its seed.
    target: [KERNEL, ...frontEnds.map((site) => site.workspace), 'rules', 'contract', 'scripts'].map(
      (workspace) => `./${workspace}`,
    ),
    from: `./${sites.api.workspace}/src`,
    message:
      "Only the API imports api/src: the wire's schemas, types and shared content are @academy/contract, the shared rules @academy/rules (decision 0040).",
  },
  {
    target: './contract',
    from: [KERNEL, ...frontEnds.map((site) => site.workspace)].map((workspace) => `./${workspace}`),
    message: 'The contract depends on typebox and @academy/rules only: both sides read it (decision 0040).',
  },
  ...shapeZones,
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
    // Screens make no calls (decision 0206); their tests may import an endpoint's type to mock it.
    files: frontEnds.map((site) => `${site.workspace}/src/screens/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...screenCallZones] }],
    },
  },
  {
    files: [KERNEL, ...frontEnds.map((site) => site.workspace), FIRST_SCREEN].map(
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

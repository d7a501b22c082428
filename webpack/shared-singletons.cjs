/**
 * The singletons every bundle shares. `requiredVersion` comes from the
 * bundle's own package.json and `strictVersion` makes a mismatch throw at
 * start-up instead of silently loading a second copy. A library that one bundle alone uses
 * (pdfjs-dist, @tanstack/react-virtual in mfe-learning) is not listed: it is bundled where it is
 * used, and its own imports of react and react-dom resolve to these singletons.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@academy/shared',
];

/**
 * react-router-dom shared whole costs about 60 KB gzip on every page; shared
 * tree-shaken to this list it costs about 13 KB. Every bundle's copy keeps
 * exactly these exports, and eslint (no-restricted-imports) allows only
 * these, so no bundle can need an export the loaded copy lacks.
 */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'useNavigate',
  'useLocation',
  'useParams',
  'useSearchParams',
  'useMatch',
  'useHref',
  'useResolvedPath',
  'useInRouterContext',
  'useOutletContext',
  'generatePath',
  'matchPath',
  'createSearchParams',
];

/** react-i18next shared tree-shaken the same way (about 10 KB gzip whole). */
const I18N_REACT_EXPORTS = ['useTranslation', 'initReactI18next', 'Trans', 'I18nextProvider'];

/** Subpath keys ('react/', 'react-dom/') cover react/jsx-runtime and react-dom/client. */
const SUBPATH_PREFIXES = { 'react/': 'react', 'react-dom/': 'react-dom' };

function sharedSingletons(packageJson) {
  const dependencies = { ...packageJson.peerDependencies, ...packageJson.dependencies };
  const missing = SINGLETONS.filter((name) => !dependencies[name]);
  if (missing.length > 0) {
    throw new Error(
      `${packageJson.name}: package.json must depend on the shared singletons ${missing.join(', ')}`,
    );
  }
  const entry = (name) => ({ singleton: true, strictVersion: true, requiredVersion: dependencies[name] });
  const shared = Object.fromEntries(SINGLETONS.map((name) => [name, entry(name)]));
  for (const [prefix, name] of Object.entries(SUBPATH_PREFIXES)) shared[prefix] = entry(name);
  shared['react-router-dom'].treeShaking = { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS };
  shared['react-i18next'].treeShaking = { mode: 'runtime-infer', usedExports: I18N_REACT_EXPORTS };
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS, ROUTER_EXPORTS, I18N_REACT_EXPORTS };

/**
 * One road to the wire (docs/decisions/0208), as lint rules of eslint.config.mjs: every request of
 * the front end is built by the kernel's client (shared/src/api/), so no other file builds an
 * Authorization or Accept-Language header, maps a language to Accept-Language, reads the token from
 * storage or reads the language other than through currentLanguage()/useLanguage(); a remote sends nothing by itself (no fetch, XMLHttpRequest or sendBeacon) and never
 * imports the API's source at run time (shared pure rules are @academy/rules).
 * shared/src/api/wire-lint.test.ts checks that these rules hold in the repository's config.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { sites } = require('./webpack/site-map.cjs');

const KERNEL = sites.kernel.workspace;
const HEADERS = '/^(authorization|accept-language)$/i';
const CLIENT = `Requests are built by the kernel's client (${KERNEL}/src/api/client.ts, requestHeaders): decision 0208.`;

const everywhere = [
  { selector: `Property[key.name=${HEADERS}]`, message: CLIENT },
  { selector: `Property[key.value=${HEADERS}]`, message: CLIENT },
  { selector: `AssignmentExpression > MemberExpression.left[property.name=${HEADERS}]`, message: CLIENT },
  { selector: `AssignmentExpression > MemberExpression.left[property.value=${HEADERS}]`, message: CLIENT },
  {
    selector: `CallExpression[callee.property.name=/^(set|append|setRequestHeader)$/] > Literal[value=${HEADERS}]`,
    message: CLIENT,
  },
  { selector: "Identifier[name='ACCEPT_LANGUAGES']", message: CLIENT },
  {
    selector: 'Identifier[name=/^(localStorage|sessionStorage|TOKEN_KEY|REFRESH_TOKEN_KEY)$/]',
    message: `Stored values are read through the kernel (${KERNEL}/src/session, the token store, useLanguage): decision 0208.`,
  },
  {
    selector:
      "MemberExpression[property.name=/^(token|refreshToken)$/] > CallExpression.object[callee.property.name='getState'][callee.object.name='useTokenStore']",
    message: `The token goes on a request through the kernel's client only: decision 0208.`,
  },
  {
    selector: "MemberExpression[object.name='i18n'][property.name=/^(language|resolvedLanguage|languages)$/]",
    message: 'The language is read with currentLanguage() or useLanguage() from the kernel: decision 0208.',
  },
  {
    selector: "ImportDeclaration[importKind!='type'][source.value=/(^|\\/)api\\/src\\//]",
    message:
      'The front end imports the API only for types; rules both apply are @academy/rules (decision 0208).',
  },
];

const remotesOnly = [
  {
    selector:
      "CallExpression[callee.name='fetch'], CallExpression[callee.property.name=/^(fetch|sendBeacon)$/], NewExpression[callee.name='XMLHttpRequest']",
    message: `A remote calls the API through the kernel's client (api.get/post/put/patch/delete/download): decision 0208.`,
  },
];

const TESTS = ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-utils/**', '**/test-utils.tsx'];

export const wireRules = [
  {
    files: [KERNEL, sites.shell.workspace].map((workspace) => `${workspace}/src/**/*.{ts,tsx}`),
    // The kernel's client, its session, its i18n and the entries that re-export them are the one road itself.
    ignores: [
      ...TESTS,
      `${KERNEL}/src/api/**`,
      `${KERNEL}/src/session/**`,
      `${KERNEL}/src/i18n/**`,
      `${KERNEL}/src/early/**`,
      `${KERNEL}/src/index.ts`,
    ],
    rules: { 'no-restricted-syntax': ['error', ...everywhere] },
  },
  {
    files: sites.remotes.map((remote) => `${remote.workspace}/src/**/*.{ts,tsx}`),
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...everywhere, ...remotesOnly] },
  },
];

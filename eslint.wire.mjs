/**
 * One road to the wire (docs/decisions/0208), as lint rules of eslint.config.mjs: every request of
 * the front end is built by the kernel's client (shared/src/api/), so no other file builds an
 * Authorization or Accept-Language header, maps a language to Accept-Language, reads the token from
 * storage or reads the language other than through currentLanguage()/useLanguage(); a remote sends nothing by itself (no fetch, XMLHttpRequest or sendBeacon) and takes
 * only types from @academy/contract (decision 0040; no file outside api/ imports api/src, eslint.config.mjs). Every call is a definition of
 * the workspace's endpoint table called with api.call: outside the kernel's client, lint refuses a call
 * by method and path (api.get/post/put/patch/delete/request), a download of a path written in place, and
 * endpoint() outside a table (decision 0210).
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
];

/** The contract's schemas are TypeBox code for the API: the browser takes their types, and only its content/ at run time. */
const contractTypesOnly = [
  {
    selector:
      "ImportDeclaration[importKind!='type'][source.value=/^@academy\\/contract(\\/(?!content\\/).*)?$/]",
    message:
      'The front end imports @academy/contract for types only (import type); its content/ data is the one run-time import (decision 0040).',
  },
];

const TABLE = `Calls go through a definition of the workspace's endpoint table: api.call(endpoints.<name>, ...) (decision 0210).`;

/** Outside the kernel's client: no call by method and path, no download of an API path, no endpoint declared outside a table. */
const tableCalls = [
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.object.name='api'][callee.property.name=/^(get|post|put|patch|delete|request)$/]",
    message: TABLE,
  },
  {
    selector:
      "CallExpression[callee.object.name='api'][callee.property.name='download'] > :matches(Literal, TemplateLiteral).arguments:first-child",
    message: TABLE,
  },
];

const declarations = [
  {
    selector: "CallExpression[callee.name='endpoint']",
    message: `Endpoints are declared in the workspace's table only (src/api/endpoints.ts; the kernel's api/endpoints/table.ts): decision 0210.`,
  },
];

const remotesOnly = [
  {
    selector:
      "CallExpression[callee.name='fetch'], CallExpression[callee.property.name=/^(fetch|sendBeacon)$/], NewExpression[callee.name='XMLHttpRequest']",
    message: `A remote calls the API through the kernel's client (api.call with its endpoint table, api.download for a link): decision 0208, decision 0210.`,
  },
];

const TESTS = ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-utils/**', '**/test-utils.tsx'];
const TABLES = [
  `${KERNEL}/src/api/endpoints/table.ts`,
  ...[sites.shell, ...sites.remotes].map((site) => `${site.workspace}/src/api/endpoints.ts`),
];

export const wireRules = [
  {
    // The first screen's browser code (first-screen/browser/) is the shell's page, under the same rules.
    files: [
      ...[KERNEL, sites.shell.workspace].map((workspace) => `${workspace}/src/**/*.{ts,tsx}`),
      'first-screen/**/*.{ts,tsx}',
    ],
    // The kernel's client, its session, its i18n and the entries that re-export them are the one road itself.
    ignores: [
      ...TESTS,
      `${KERNEL}/src/api/**`,
      `${KERNEL}/src/session/**`,
      `${KERNEL}/src/i18n/**`,
      `${KERNEL}/src/early/**`,
      `${KERNEL}/src/index.ts`,
    ],
    rules: {
      'no-restricted-syntax': ['error', ...everywhere, ...contractTypesOnly, ...tableCalls, ...declarations],
    },
  },
  {
    // The kernel's client and its endpoint functions: the low-level call is the client's own.
    files: [`${KERNEL}/src/api/**/*.{ts,tsx}`],
    ignores: [...TESTS, `${KERNEL}/src/api/client.ts`, `${KERNEL}/src/api/endpoint.ts`, ...TABLES],
    rules: { 'no-restricted-syntax': ['error', ...contractTypesOnly, ...tableCalls, ...declarations] },
  },
  {
    files: sites.remotes.map((remote) => `${remote.workspace}/src/**/*.{ts,tsx}`),
    ignores: [...TESTS, ...TABLES],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...everywhere,
        ...contractTypesOnly,
        ...remotesOnly,
        ...tableCalls,
        ...declarations,
      ],
    },
  },
  {
    files: TABLES.filter((table) => !table.startsWith(`${KERNEL}/`)),
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': ['error', ...everywhere, ...contractTypesOnly, ...remotesOnly, ...tableCalls],
    },
  },
];

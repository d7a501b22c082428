/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * One road to the wire (docs/decisions/0208): outside the kernel's client nothing builds an
 * Authorization or Accept-Language header, maps a language to Accept-Language or reads the token from
 * storage, and a remote sends nothing by itself; only the API imports api/src (docs/decisions/0040).
 * The repository's own ESLint config (eslint.wire.mjs and the import zones of eslint.config.mjs)
 * enforces it; this lints samples with it, so a rule lost in a merge of eslint.config.mjs fails here.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** The rules that keep the road: the wire's syntax rules and the import zones (eslint.config.mjs). */
const WIRE_RULES = ['no-restricted-syntax', 'import-x/no-restricted-paths'];

/** Lints each sample as the file it names, with the repository's config; the wire rule's messages of each. */
function lint(samples: Record<string, { file: string; code: string }>): Record<string, string[]> {
  const script = `
    import { ESLint } from 'eslint';
    import path from 'node:path';
    const samples = JSON.parse(process.argv[1]);
    const rules = JSON.parse(process.argv[2]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const found = {};
    for (const [name, { file, code }] of Object.entries(samples)) {
      const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
      found[name] = result.messages
        .filter((message) => rules.includes(message.ruleId) || message.fatal)
        .map((message) => message.message);
    }
    console.log(JSON.stringify(found));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(samples), JSON.stringify(WIRE_RULES)],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as Record<string, string[]>;
}

const REMOTE = 'mfe-profile/src/features/profile/api/sample.ts';
const SHELL = 'shell/src/app/sample.ts';
/** The shell's scripts that run before any bundle (first-screen/README.md). */
const FIRST_SCREEN = 'first-screen/browser/sample.ts';
const KERNEL = 'shared/src/rules/sample.ts';

const refused = {
  'an XMLHttpRequest header': {
    file: REMOTE,
    code: "declare const xhr: XMLHttpRequest; xhr.setRequestHeader('Authorization', 'Bearer t');",
  },
  'a header object': { file: SHELL, code: "export const headers = { 'Accept-Language': 'ru-RU' };" },
  'a header set on an object': {
    file: KERNEL,
    code: "const headers: Record<string, string> = {}; headers.Authorization = 'Bearer t'; export { headers };",
  },
  'a Headers entry': { file: FIRST_SCREEN, code: "new Headers().set('accept-language', 'kk-KZ');" },
  'the language map': {
    file: REMOTE,
    code: "import { ACCEPT_LANGUAGES } from '@academy/shared'; ACCEPT_LANGUAGES.en;",
  },
  'the token read from the store for a request': {
    file: REMOTE,
    code: "import { useTokenStore } from '@academy/shared'; export const t = useTokenStore.getState().token;",
  },
  'the token read from storage': {
    file: FIRST_SCREEN,
    code: "export const t = window.localStorage.getItem('token');",
  },
  'the language read from i18n': {
    file: 'mfe-learning/src/features/sample.ts',
    code: "import { i18n } from '@academy/shared'; export const l = i18n.resolvedLanguage ?? i18n.language;",
  },
  'a fetch of its own': { file: REMOTE, code: "void fetch('http://api.test/courses/');" },
  'an XMLHttpRequest of its own': { file: REMOTE, code: 'export const xhr = new XMLHttpRequest();' },
  'a beacon': { file: REMOTE, code: "navigator.sendBeacon('/x', '');" },
};

/** Only the API reads api/src; the front end takes the contract's types and content (docs/decisions/0040). */
const outsideTheContract = {
  "the API's source at run time": {
    file: 'mfe-auth/src/lib/sample.ts',
    code: "import { hasInvisibleCharacters } from '../../../api/src/rules/visible-text'; hasInvisibleCharacters('a');",
  },
  "a type from the API's source": {
    file: KERNEL,
    code: "import type { Config } from '../../../api/src/config'; export type C = Config;",
  },
  "the API's source in a test": {
    file: 'mfe-learning/src/features/sample.test.ts',
    code: "import { DEMO_TESTS } from '../../../api/src/seed/demo-tests'; export const t = DEMO_TESTS;",
  },
  "the API's source in the rules": {
    file: 'rules/src/sample.ts',
    code: "import type { Config } from '../../api/src/config'; export type C = Config;",
  },
  "a contract's schema at run time": {
    file: REMOTE,
    code: "import { Course } from '@academy/contract'; export const schema = Course;",
  },
  "a route group's schema at run time, in the kernel's client": {
    file: 'shared/src/api/sample.ts',
    code: "import { LoginBody } from '@academy/contract/auth'; export const schema = LoginBody;",
  },
};

/** Every call is a definition of the workspace's endpoint table (docs/decisions/0210). */
const outsideTheTable = {
  'a call by method and path': {
    file: REMOTE,
    code: "import { api } from '@academy/shared'; export const get = () => api.get('/courses/payments/', { fallback: 'paymentFetch' });",
  },
  'a PUT through request()': {
    file: 'mfe-learning/src/features/course-questions/api/sample.ts',
    code: "import { api } from '@academy/shared'; export const put = (id: number) => api.request('put', `/courses/questions/${id}/important/`, { fallback: 'questionMark' });",
  },
  'a download of a path written in place': {
    file: 'mfe-learning/src/features/certification/api/sample.ts',
    code: "import { api } from '@academy/shared'; export const pdf = (id: number) => api.download(`/courses/student/${id}/certificate/pdf/`, { fallback: 'certificate' });",
  },
  'an endpoint declared in a feature': {
    file: REMOTE,
    code: "import { endpoint } from '@academy/shared/endpoint'; export const e = endpoint()({ method: 'get', path: '/x/', fallback: 'authorization' });",
  },
  'a call by method in the shell': {
    file: SHELL,
    code: "import { api } from '@academy/shared'; export const get = () => api.get('/student/student/detail/', { fallback: 'authorization' });",
  },
  'a call by method in a kernel endpoint function': {
    file: 'shared/src/api/endpoints/get-sample.ts',
    code: "import { api } from '../client'; export const get = () => api.post('/courses/translate/', { fallback: 'translation' });",
  },
};

const allowed = {
  'an endpoint function': {
    file: REMOTE,
    code: "import { api } from '@academy/shared'; import { endpoints } from '../../../api/endpoints'; export const put = () => api.call(endpoints.lectureProgress, { params: { lectureId: 1 }, json: {}, keepalive: true });",
  },
  "the remote's table": {
    file: 'mfe-profile/src/api/endpoints.ts',
    code: "import { endpoint } from '@academy/shared/endpoint'; export const endpoints = { payments: endpoint()({ method: 'get', path: '/courses/payments/', fallback: 'paymentFetch' }) };",
  },
  "the kernel's table": {
    file: 'shared/src/api/endpoints/table.ts',
    code: "import { endpoint } from '../endpoint'; export const kernelEndpoints = { courses: endpoint()({ method: 'get', path: '/courses/course/', fallback: 'coursesFetch' }) };",
  },
  'the download of a link the API gave': {
    file: 'mfe-learning/src/lib/sample.ts',
    code: "import { api } from '@academy/shared'; export const file = (url: string) => api.download(url, { fallback: 'materialDownload' });",
  },
  "the contract's types": {
    file: KERNEL,
    code: "import type { Static } from '@academy/contract'; import type * as Auth from '@academy/contract/auth'; export type S = Static<typeof Auth.LoginBody>;",
  },
  "the contract's content at run time": {
    file: REMOTE,
    code: "import { RECOMMENDED_BOOKS } from '@academy/contract/content/recommended-books'; export const books = RECOMMENDED_BOOKS;",
  },
  "the API's seed in a browser test": {
    file: 'e2e/tests/sample.spec.ts',
    code: "import { DEMO_TESTS } from '../../api/src/seed/demo-tests'; export const tests = DEMO_TESTS;",
  },
  'whether a student is signed in, in a screen': {
    file: 'mfe-profile/src/features/profile/Sample.tsx',
    code: "import { useTokenStore } from '@academy/shared'; export const useToken = () => useTokenStore((state) => state.token);",
  },
  'the kernel client itself': {
    file: 'shared/src/api/sample.ts',
    code: "export const h = { Authorization: 'Bearer t', 'Accept-Language': 'en-US' }; localStorage.getItem('token');",
  },
  'a test reading the headers sent': {
    file: 'mfe-profile/src/features/profile/api/sample.test.ts',
    code: "localStorage.setItem('token', 'a'); export const h = { Authorization: 'Bearer a' };",
  },
};

let found: Record<string, string[]>;

beforeAll(() => {
  found = lint({ ...refused, ...outsideTheTable, ...outsideTheContract, ...allowed });
}, 120_000);

it.each(Object.keys(refused))('refuses %s outside the kernel client', (name) => {
  expect(found[name]?.length).toBeGreaterThan(0);
  expect(found[name]?.join(' ')).toMatch(/decision 0208/);
});

it.each(Object.keys(outsideTheTable))('refuses %s', (name) => {
  expect(found[name]?.length).toBeGreaterThan(0);
  expect(found[name]?.join(' ')).toMatch(/decision 0210/);
});

it.each(Object.keys(outsideTheContract))('refuses %s', (name) => {
  expect(found[name]?.length).toBeGreaterThan(0);
  expect(found[name]?.join(' ')).toMatch(/decision 0040/);
});

it.each(Object.keys(allowed))('allows %s', (name) => {
  expect(found[name]).toEqual([]);
});

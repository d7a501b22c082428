/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * One road to the wire (docs/decisions/0208): outside the kernel's client nothing builds an
 * Authorization or Accept-Language header, maps a language to Accept-Language or reads the token from
 * storage, and a remote sends nothing by itself. The repository's own ESLint config (eslint.wire.mjs)
 * enforces it; this lints samples with it, so a rule lost in a merge of eslint.config.mjs fails here.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Lints each sample as the file it names, with the repository's config; the wire rule's messages of each. */
function lint(samples: Record<string, { file: string; code: string }>): Record<string, string[]> {
  const script = `
    import { ESLint } from 'eslint';
    import path from 'node:path';
    const samples = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const found = {};
    for (const [name, { file, code }] of Object.entries(samples)) {
      const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
      found[name] = result.messages
        .filter((message) => message.ruleId === 'no-restricted-syntax' || message.fatal)
        .map((message) => message.message);
    }
    console.log(JSON.stringify(found));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(samples)],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as Record<string, string[]>;
}

const REMOTE = 'mfe-profile/src/features/profile/api/sample.ts';
const SHELL = 'shell/src/early-start/sample.ts';
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
  'a Headers entry': { file: SHELL, code: "new Headers().set('accept-language', 'kk-KZ');" },
  'the language map': {
    file: REMOTE,
    code: "import { ACCEPT_LANGUAGES } from '@academy/shared'; ACCEPT_LANGUAGES.en;",
  },
  'the token read from the store for a request': {
    file: REMOTE,
    code: "import { useTokenStore } from '@academy/shared'; export const t = useTokenStore.getState().token;",
  },
  'the token read from storage': {
    file: SHELL,
    code: "export const t = window.localStorage.getItem('token');",
  },
  'the language read from i18n': {
    file: 'mfe-learning/src/features/sample.ts',
    code: "import { i18n } from '@academy/shared'; export const l = i18n.resolvedLanguage ?? i18n.language;",
  },
  'a fetch of its own': { file: REMOTE, code: "void fetch('http://api.test/courses/');" },
  'an XMLHttpRequest of its own': { file: REMOTE, code: 'export const xhr = new XMLHttpRequest();' },
  'a beacon': { file: REMOTE, code: "navigator.sendBeacon('/x', '');" },
  "the API's source at run time": {
    file: 'mfe-auth/src/lib/sample.ts',
    code: "import { isSitePath } from '../../../api/src/rules/site-path'; isSitePath('/');",
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
  "the API's types": {
    file: KERNEL,
    code: "import type { Static } from '../../../api/src/schemas'; export type S = Static<never>;",
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
  found = lint({ ...refused, ...outsideTheTable, ...allowed });
}, 120_000);

it.each(Object.keys(refused))('refuses %s outside the kernel client', (name) => {
  expect(found[name]?.length).toBeGreaterThan(0);
  expect(found[name]?.join(' ')).toMatch(/decision 0208/);
});

it.each(Object.keys(outsideTheTable))('refuses %s', (name) => {
  expect(found[name]?.length).toBeGreaterThan(0);
  expect(found[name]?.join(' ')).toMatch(/decision 0210/);
});

it.each(Object.keys(allowed))('allows %s', (name) => {
  expect(found[name]).toEqual([]);
});

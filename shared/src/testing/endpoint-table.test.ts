/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoint } from '../api/endpoint';
import { endpointTableProblems } from './endpoint-table';

let root: string;
let src: string;

function write(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
    fs.writeFileSync(path.join(src, file), text);
  }
}

const endpoints = {
  topics: endpoint<{ response: string[] }>()({
    method: 'get',
    path: '/courses/student/:courseId/topics/',
    fallback: 'topicsFetch',
  }),
};

const TABLE =
  "export const endpoints = { topics: endpoint()({ method: 'get', path: '/courses/student/:courseId/topics/' }) };";
const CALL =
  "import { endpoints } from '../../api/endpoints'; api.call(endpoints.topics, { params: { courseId: 1 } });";

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'endpoint-table-'));
  src = path.join(root, 'src');
  write({ 'api/endpoints.ts': TABLE, 'features/topics/get-topics.ts': CALL });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const check = () => endpointTableProblems({ src, table: 'api/endpoints.ts', endpoints });

it('finds nothing in a workspace that calls only through its table', () => {
  write({ 'features/topics/get-topics.test.ts': "api.get('/courses/course/', {});" });
  expect(check()).toEqual([]);
});

it.each([
  [
    'a call by method and path',
    "api.get<Course[]>('/courses/course/', { fallback: 'coursesFetch' });",
    'calls the client by method',
  ],
  [
    'a PUT by request()',
    "api.request('put', `/courses/questions/${id}/important/`, {});",
    'calls the client by method',
  ],
  [
    'a download of an API path',
    'api.download(`/courses/student/${id}/certificate/pdf/`, {});',
    'downloads an API path',
  ],
  ['an API path kept for later', "export const PATH = '/student/student/detail/';", 'writes an API path'],
  [
    'a second table',
    "export const more = endpoint()({ method: 'get', path: '/x/', fallback: 'x' });",
    'declares an endpoint',
  ],
])('refuses %s outside the table', (_, text, problem) => {
  write({ 'features/other/sample.ts': text });
  expect(check()).toContainEqual(expect.stringContaining(`features/other/sample.ts: ${problem}`));
});

it("refuses a routes.json path that no table declares, and accepts the kernel's and the table's", () => {
  write({
    '../routes.json': JSON.stringify([
      {
        expose: './Page',
        data: ['/courses/course/', '/courses/books/'],
        signedInData: ['/courses/student/:id/topics/'],
      },
      { expose: './Other', data: ['/courses/topic/'] },
    ]),
  });
  expect(
    endpointTableProblems({
      src,
      table: 'api/endpoints.ts',
      endpoints,
      routes: path.join(root, 'routes.json'),
    }),
  ).toEqual([expect.stringContaining('./Other: /courses/topic/ is not a GET')]);
});

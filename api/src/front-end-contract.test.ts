/**
 * The front end's half of the wire contract: every endpoint function of the
 * kernel and the remotes (`api.get/post/put/patch/delete(path, ...)` in their
 * source) names a method and path this API serves, per its OpenAPI document.
 * The front end's types of every body it sends or reads are the Static<> of
 * the schemas the routes validate and serialise with (api/src/schemas.ts and
 * api/src/routes/<group>/schemas.ts, through shared/src/api/types.ts), so
 * only the paths can drift; this test catches it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type TestApp, createTestApp } from './test-helpers/test-app';

const ROOT = path.resolve(__dirname, '..', '..');
const sites = JSON.parse(fs.readFileSync(path.join(ROOT, 'sites.json'), 'utf8')) as {
  kernel: { workspace: string };
  shell: { workspace: string };
  remotes: { workspace: string }[];
};

interface Call {
  file: string;
  method: string;
  path: string;
}

const CALL = /\bapi\.(get|post|put|patch|delete)\s*(?:<[\s\S]*?>)?\(\s*(['"`])([\s\S]*?)\2/g;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every endpoint call in the front-end sources: method and path, `${…}` standing for a parameter. */
export function endpointCalls(source: string, file: string): Call[] {
  return [...source.matchAll(CALL)].map((match) => ({
    file,
    method: (match[1] ?? '').toUpperCase(),
    path: match[3] ?? '',
  }));
}

/** `/courses/student/${courseId}/topics/` and `/courses/student/{courseId}/topics/` both read `/courses/student/{}/topics`. */
function normalise(route: string): string {
  return (
    route
      .replace(/\$\{[^}]*\}/g, '{}')
      .replace(/\{[^}]*\}/g, '{}')
      .replace(/\/+$/, '') || '/'
  );
}

const workspaces = [sites.kernel, sites.shell, ...sites.remotes].map((site) => site.workspace);
const calls = workspaces.flatMap((workspace) =>
  sourceFiles(path.join(ROOT, workspace, 'src')).flatMap((file) =>
    endpointCalls(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file)),
  ),
);

describe('the front-end endpoint functions', () => {
  let t: TestApp;
  let served: Set<string>;

  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: false });
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    served = new Set(
      Object.entries(document.paths).flatMap(([route, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${normalise(route)}`),
      ),
    );
  });
  afterAll(() => t.close());

  it('are found in the kernel and every remote', () => {
    expect(calls.length).toBeGreaterThan(25);
    for (const workspace of [sites.kernel, ...sites.remotes].map((site) => site.workspace)) {
      expect([workspace, calls.some((call) => call.file.startsWith(`${workspace}/`))]).toEqual([
        workspace,
        true,
      ]);
    }
  });

  it('name only methods and paths the API serves', () => {
    const unknown = calls
      .filter((call) => !served.has(`${call.method} ${normalise(call.path)}`))
      .map((call) => `${call.file}: ${call.method} ${call.path}`);
    expect(unknown).toEqual([]);
  });

  it('would catch a wrong method or a wrong path', () => {
    const [wrongMethod, wrongPath] = endpointCalls(
      "api.delete<Course[]>('/courses/course/', {}); api.get(`/courses/students/${id}/topics/`)",
      'probe.ts',
    );
    expect(served.has(`${wrongMethod?.method} ${normalise(wrongMethod?.path ?? '')}`)).toBe(false);
    expect(served.has(`${wrongPath?.method} ${normalise(wrongPath?.path ?? '')}`)).toBe(false);
    expect(served.has(`GET ${normalise('/courses/student/${id}/topics/')}`)).toBe(true);
  });
});

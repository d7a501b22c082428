/**
 * The front end's half of the wire contract (docs/decisions/0210): every endpoint the kernel, the
 * shell and the remotes call is a definition of their endpoint tables (`endpoint()` of
 * `@academy/shared/endpoint`; each workspace's own test proves its source calls nothing else), and
 * this test reads those tables, not the source: each declared method and path must be served by this
 * API, per its OpenAPI document, and each API path a `routes.json` has the shell start for a screen's
 * first view (decision 0008) must be served and declared in that remote's table or the kernel's. The
 * bodies are typed from the route schemas (shared/src/api/types.ts), so the paths are what is left to
 * drift.
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

/** What this test reads of a definition (shared/src/api/endpoint.ts: plain, frozen data). */
interface Declared {
  method: string;
  path: string;
  upload: boolean;
  download: boolean;
  keepalive: boolean;
}

interface Table {
  workspace: string;
  file: string;
  endpoints: Record<string, Declared>;
}

/** Where each workspace keeps its table, and the name of its object of definitions. */
const KERNEL_TABLE = { file: 'src/api/endpoints/table.ts', name: 'kernelEndpoints' };
const WORKSPACE_TABLE = { file: 'src/api/endpoints.ts', name: 'endpoints' };

function isDeclared(value: unknown): value is Declared {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Declared).method === 'string' &&
    typeof (value as Declared).path === 'string'
  );
}

/** A workspace's table as its module exports it (loaded like any module: a definition is data). */
function loadTable(workspace: string, { file, name }: { file: string; name: string }): Table | null {
  const full = path.join(ROOT, workspace, file);
  if (!fs.existsSync(full)) return null;
  // Found through sites.json, so loaded by path (through jest's transform, like any test import).
  const exported = jest.requireActual<Record<string, unknown>>(full)[name];
  if (typeof exported !== 'object' || exported === null)
    throw new Error(`${workspace}/${file} exports no ${name}`);
  const entries = Object.entries(exported);
  const wrong = entries.filter(([, value]) => !isDeclared(value)).map(([key]) => key);
  if (wrong.length > 0)
    throw new Error(`${workspace}/${file}: ${wrong.join(', ')} are not endpoint definitions`);
  return {
    workspace,
    file: `${workspace}/${file}`,
    endpoints: Object.fromEntries(entries) as Record<string, Declared>,
  };
}

const kernel = loadTable(sites.kernel.workspace, KERNEL_TABLE);
const frontEnds = [sites.shell, ...sites.remotes].map((site) => site.workspace);
const tables = [kernel, ...frontEnds.map((workspace) => loadTable(workspace, WORKSPACE_TABLE))].filter(
  (table): table is Table => table !== null,
);

/** `/courses/student/:courseId/topics/` and the OpenAPI `/courses/student/{courseId}/topics/` both read `/courses/student/{}/topics`. */
function normalise(route: string): string {
  return (
    route
      .replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '{}')
      .replace(/\{[^}]*\}/g, '{}')
      .replace(/\/+$/, '') || '/'
  );
}

const key = (method: string, route: string) => `${method.toUpperCase()} ${normalise(route)}`;

/** Every definition of these tables whose method and path the API does not serve. */
export function unserved(of: readonly Table[], served: ReadonlySet<string>): string[] {
  return of.flatMap((table) =>
    Object.entries(table.endpoints)
      .filter(([, declared]) => !served.has(key(declared.method, declared.path)))
      .map(([name, declared]) => `${table.file} ${name}: ${declared.method.toUpperCase()} ${declared.path}`),
  );
}

interface RouteData {
  expose: string;
  data?: string[];
  signedInData?: string[];
}

/** Every first-view path of these routes that the API does not serve, or neither table declares as a GET. */
export function undeclaredData(
  workspace: string,
  routes: readonly RouteData[],
  of: readonly Table[],
  served: ReadonlySet<string>,
): string[] {
  const declared = new Set(
    of
      .filter((table) => table === kernel || table.workspace === workspace)
      .flatMap((table) => Object.values(table.endpoints))
      .filter((definition) => definition.method === 'get')
      .map((definition) => key('get', definition.path)),
  );
  return routes.flatMap((route) =>
    [...(route.data ?? []), ...(route.signedInData ?? [])].flatMap((data) => [
      ...(served.has(key('get', data)) ? [] : [`${workspace} ${route.expose}: GET ${data} is not served`]),
      ...(declared.has(key('get', data)) ? [] : [`${workspace} ${route.expose}: GET ${data} is in no table`]),
    ]),
  );
}

function routesOf(workspace: string): RouteData[] {
  const file = path.join(ROOT, workspace, 'routes.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RouteData[]) : [];
}

describe("the front end's endpoint tables", () => {
  let t: TestApp;
  let served: Set<string>;

  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: false });
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    served = new Set(
      Object.entries(document.paths).flatMap(([route, operations]) =>
        Object.keys(operations).map((method) => key(method, route)),
      ),
    );
  });
  afterAll(() => t.close());

  it("are read from the kernel's and every remote's table, with the PUTs, the upload and the download", () => {
    expect(tables.map((table) => table.workspace)).toEqual(
      expect.arrayContaining([sites.kernel.workspace, ...sites.remotes.map((remote) => remote.workspace)]),
    );
    const all = tables.flatMap((table) => Object.values(table.endpoints));
    expect(all.length).toBeGreaterThan(40);
    const calls = new Set(all.map((declared) => key(declared.method, declared.path)));
    expect(calls).toContain('PUT /courses/questions/{}/important');
    expect(calls).toContain('PUT /courses/student/lectures/{}/progress');
    expect(all.find((declared) => declared.upload)).toMatchObject({
      method: 'patch',
      path: '/student/student/update_photo/',
    });
    expect(all.some((declared) => declared.keepalive)).toBe(true);
    expect(all.some((declared) => declared.download)).toBe(true);
  });

  it('name only methods and paths the API serves', () => {
    expect(unserved(tables, served)).toEqual([]);
  });

  it("have every first-view path of a routes.json served and declared in that remote's table or the kernel's", () => {
    const routes = sites.remotes.map((remote) => ({
      workspace: remote.workspace,
      routes: routesOf(remote.workspace),
    }));
    expect(routes.flatMap((remote) => remote.routes).some((route) => (route.data ?? []).length > 0)).toBe(
      true,
    );
    expect(
      routes.flatMap(({ workspace, routes: of }) => undeclaredData(workspace, of, tables, served)),
    ).toEqual([]);
  });

  it('would catch a table with a wrong method or a wrong path, and a first-view path no table declares', () => {
    // A table written like any other, with the mistakes a merge could bring.
    const { endpoint } = jest.requireActual<{
      endpoint: () => (spec: { method: string; path: string; fallback: string }) => Declared;
    }>('@academy/shared/endpoint');
    const wrong: Table = {
      workspace: 'mfe-sample',
      file: 'mfe-sample/src/api/endpoints.ts',
      endpoints: {
        deleteCourses: endpoint()({ method: 'delete', path: '/courses/course/', fallback: 'coursesFetch' }),
        topics: endpoint()({
          method: 'get',
          path: '/courses/students/:courseId/topics/',
          fallback: 'topicsFetch',
        }),
        progress: endpoint()({
          method: 'put',
          path: '/courses/student/lectures/:id/progress/',
          fallback: 'progressSave',
        }),
      },
    };
    expect(unserved([wrong], served)).toEqual([
      'mfe-sample/src/api/endpoints.ts deleteCourses: DELETE /courses/course/',
      'mfe-sample/src/api/endpoints.ts topics: GET /courses/students/:courseId/topics/',
    ]);
    expect(
      undeclaredData(
        'mfe-sample',
        [{ expose: './Page', data: ['/courses/course/', '/courses/topic/', '/courses/nothing/'] }],
        [...tables, wrong],
        served,
      ),
    ).toEqual([
      'mfe-sample ./Page: GET /courses/topic/ is in no table',
      'mfe-sample ./Page: GET /courses/nothing/ is not served',
      'mfe-sample ./Page: GET /courses/nothing/ is in no table',
    ]);
  });
});

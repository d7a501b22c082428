import fs from 'node:fs';
import path from 'node:path';
import { isEndpoint, type AnyEndpoint } from '../api/endpoint';
import { kernelEndpoints } from '../api/endpoints/table';

/**
 * The one road of a workspace's calls (docs/decisions/0210), checked over its source: every request is
 * made with `api.call` on a definition of its table (or of the kernel's), the table is the only module
 * that declares an endpoint or writes an API path, and every API path its routes.json has the first
 * view read is a GET the tables declare.
 */
export interface EndpointTableCheck {
  /** The workspace's `src` folder (absolute). */
  src: string;
  /** The table module, relative to `src`; none for a workspace that calls only the kernel's endpoints. */
  table: string | null;
  /** The table's object of definitions (its `endpoints`), empty without a table. */
  endpoints: Readonly<Record<string, unknown>>;
  /** The name the workspace reads the table's object by (`endpoints`; the kernel's `kernelEndpoints`). */
  name?: string;
  /** Files relative to `src` that may also write API paths or call the client by method (the kernel's client). */
  allowed?: readonly string[];
  /** The workspace's routes.json (absolute), whose `data` and `signedInData` the tables must declare. */
  routes?: string;
}

/** A source file of the workspace and its text: TypeScript, not a test, not a test helper. */
export interface SourceFile {
  file: string;
  text: string;
}

const TEST_FILE = /\.test\.tsx?$|(^|\/)(testing|test-utils|test-support)(\/|$)|(^|\/)test-utils\.tsx$/;

/** Every TypeScript source of `src` except tests and test helpers, with paths relative to `src`. */
export function sourceFiles(src: string, dir = src): SourceFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const file = path.relative(src, full).split(path.sep).join('/');
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(src, full);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts') || TEST_FILE.test(file)) return [];
    return [{ file, text: fs.readFileSync(full, 'utf8') }];
  });
}

/** `/courses/student/:courseId/topics/` and `/courses/student/:id/topics/` read alike. */
export function pathShape(template: string): string {
  return template.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':');
}

/** The definitions a table module exports (its values that are endpoints), by name. */
export function definitionsOf(table: Readonly<Record<string, unknown>>): [string, AnyEndpoint][] {
  return Object.entries(table).filter((entry): entry is [string, AnyEndpoint] => isEndpoint(entry[1]));
}

/** The first segments of the API paths the tables declare (`/courses/`, `/student/`). */
function apiPrefixes(definitions: readonly AnyEndpoint[]): string[] {
  return [...new Set(definitions.map((definition) => `/${definition.path.split('/')[1] ?? ''}/`))];
}

const DECLARATION = /\bendpoint\s*(<[^>]*>\s*)?\(/;
const METHOD_CALL = /\bapi\s*\.\s*(get|post|put|patch|delete|request)\s*[<(]/;
const DOWNLOAD_OF_A_PATH = /\bapi\s*\.\s*download\s*\(\s*['"`]\//;

/** Which files break the rules, each with the rule; an empty list when the workspace keeps them. */
export function endpointTableProblems(check: EndpointTableCheck): string[] {
  const own = definitionsOf(check.endpoints).map(([, definition]) => definition);
  const declared = [...own, ...definitionsOf(kernelEndpoints).map(([, definition]) => definition)];
  const pathLiteral = new RegExp(
    `['"\`](${apiPrefixes(declared)
      .map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|')})`,
  );
  const exempt = new Set([...(check.table ? [check.table] : []), ...(check.allowed ?? [])]);
  const problems = sourceFiles(check.src).flatMap(({ file, text }) => {
    if (exempt.has(file)) return [];
    return [
      DECLARATION.test(text) && `${file}: declares an endpoint outside the table`,
      pathLiteral.test(text) && `${file}: writes an API path outside the table`,
      METHOD_CALL.test(text) && `${file}: calls the client by method and path instead of api.call`,
      DOWNLOAD_OF_A_PATH.test(text) && `${file}: downloads an API path instead of a table's definition`,
    ].filter((problem): problem is string => typeof problem === 'string');
  });
  if (check.routes) {
    const gets = new Set(declared.filter((d) => d.method === 'get').map((d) => pathShape(d.path)));
    const routes = JSON.parse(fs.readFileSync(check.routes, 'utf8')) as {
      expose: string;
      data?: string[];
      signedInData?: string[];
    }[];
    for (const route of routes)
      for (const data of [...(route.data ?? []), ...(route.signedInData ?? [])])
        if (!gets.has(pathShape(data)))
          problems.push(
            `routes.json ${route.expose}: ${data} is not a GET of this workspace's or the kernel's table`,
          );
  }
  return problems;
}

/** The jest tests of one workspace's table (each workspace's `src/api/endpoints.test.ts`). */
export function describeEndpointTable(check: EndpointTableCheck): void {
  describe('the endpoint table', () => {
    it('is the only road of the workspace to the API', () => {
      expect(endpointTableProblems(check)).toEqual([]);
    });

    it('holds only definitions, each method and path once', () => {
      const definitions = definitionsOf(check.endpoints);
      expect(Object.keys(check.endpoints)).toEqual(definitions.map(([name]) => name));
      const keys = definitions.map(([, d]) => `${d.method.toUpperCase()} ${pathShape(d.path)}`);
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    });

    it('has every definition called from the workspace', () => {
      const sources = sourceFiles(check.src).filter(({ file }) => file !== check.table);
      const table = check.name ?? 'endpoints';
      const unused = definitionsOf(check.endpoints)
        .map(([name]) => name)
        .filter((name) => !sources.some(({ text }) => new RegExp(`\\b${table}\\.${name}\\b`).test(text)));
      expect(unused).toEqual([]);
    });
  });
}

import {
  DEMO,
  INSTRUCTOR,
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  signIn,
} from '../test-helpers/test-app';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
}
interface Operation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
interface Protected {
  method: string;
  path: string;
  operation: Operation;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the OpenAPI document that declares it needs a bearer token. */
function protectedOperations(document: { paths: Record<string, Record<string, Operation>> }): Protected[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method, operation]) => METHODS.includes(method) && (operation.security?.length ?? 0) > 0)
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/**
 * Requests no validator would let through: path parameters that are not ids, every query parameter
 * `bogus`, and bodies that are empty, of the wrong shape or with every field of the wrong type.
 */
function garbageRequests({ method, path, operation }: Protected) {
  const query = new URLSearchParams({ sort: 'bogus' });
  for (const parameter of operation.parameters ?? [])
    if (parameter.in === 'query') query.set(parameter.name, 'bogus');
  const urls = ['1', 'bogus'].map((id) => `${path.replace(/\{[^}]+\}/g, id)}?${query.toString()}`);
  if (method === 'GET') return urls.map((url) => ({ method, url }));
  const fields = Object.keys(operation.requestBody?.content['application/json']?.schema?.properties ?? {});
  const payloads: object[] = [{}, [1, 2], Object.fromEntries(fields.map((field) => [field, { wrong: [] }]))];
  return urls.flatMap((url) => payloads.map((payload) => ({ method, url, payload })));
}

type Request = ReturnType<typeof garbageRequests>[number];

describe.each(databaseTargets())(
  'protected routes on %s: who asks is checked before what is asked',
  (target) => {
    let t: TestApp;
    let operations: Protected[];
    let student: string;
    let instructor: string;

    beforeAll(async () => {
      t = await createTestApp(target);
      const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
        paths: Record<string, Record<string, Operation>>;
      }>();
      operations = protectedOperations(document);
      student = (await signIn(t.app, DEMO.email, DEMO.password)).access;
      instructor = (await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password)).access;
    });
    afterAll(() => t.close());

    /** Each request that does not answer `status`, as `METHOD url body -> status body`. */
    async function answeredOtherwise(
      requests: Request[],
      status: number,
      headers: Record<string, string> = {},
    ) {
      const wrong: string[] = [];
      for (const request of requests) {
        const response = await t.app.inject({ ...request, method: request.method as 'GET', headers });
        if (response.statusCode !== status)
          wrong.push(
            `${request.method} ${request.url} ${JSON.stringify('payload' in request ? request.payload : '')} -> ` +
              `${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      }
      return wrong;
    }

    it('finds the staff and the student operations in the document', () => {
      const names = operations.map((operation) => `${operation.method} ${operation.path}`);
      expect(names).toEqual(
        expect.arrayContaining([
          'POST /teaching/seminars/',
          'GET /teaching/students/',
          'PUT /teaching/topics/{id}/test/',
          'PATCH /student/student/update/',
          'GET /courses/student/{courseId}/topics/',
        ]),
      );
      expect(operations.length).toBeGreaterThan(40);
    });

    it('answers a visitor 401 on every protected operation, whatever the path, query and body', async () => {
      const wrong = await answeredOtherwise(operations.flatMap(garbageRequests), 401);
      expect(wrong).toEqual([]);
    });

    it('answers a student 403 on every staff operation, whatever the path, query and body', async () => {
      const staff = operations.filter((operation) => operation.path.startsWith('/teaching/'));
      expect(staff.length).toBeGreaterThan(15);
      const wrong = await answeredOtherwise(staff.flatMap(garbageRequests), 403, bearer(student));
      expect(wrong).toEqual([]);
    });

    it("still validates an instructor's request after the checks", async () => {
      const asInstructor = { headers: bearer(instructor) };
      const seminar = await t.app.inject({
        method: 'POST',
        url: '/teaching/seminars/',
        payload: {},
        ...asInstructor,
      });
      expect(seminar.statusCode).toBe(400);
      const students = await t.app.inject({
        method: 'GET',
        url: '/teaching/students/?sort=bogus',
        ...asInstructor,
      });
      expect(students.statusCode).toBe(400);
      const test = await t.app.inject({
        method: 'PUT',
        url: '/teaching/topics/1/test/',
        payload: {},
        ...asInstructor,
      });
      expect(test.statusCode).toBe(400);
      const profile = await t.app.inject({
        method: 'PATCH',
        url: '/student/student/update/',
        payload: { first_name: { wrong: [] } },
        headers: bearer(student),
      });
      expect(profile.statusCode).toBe(400);
    });
  },
);

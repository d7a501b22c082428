/**
 * A stand-in for the Django REST backend the front end was first written for: only the paths and
 * shapes of the original contract (docs/product/api-calls.md, the "original" rows), answered the way
 * Django REST Framework and SimpleJWT answer them. Prices are decimal strings ("450.00"), errors are
 * `{"detail": ...}` or `{"field": ["message"]}`, a known path asked with another method is 405
 * `Method "GET" not allowed.`, a path no URL pattern matches is Django's HTML 404, questions live
 * inside each lecture of the topics answer and their authors carry only `first_name` and `photo`.
 * Tokens are SimpleJWT-shaped HS256 JWTs from /student/auth/token/, rotated by its refresh.
 *
 * Plain node:http on loopback, state in memory, one student. The browser test
 * e2e/tests/drf-backend.spec.ts serves the built site against it (decision 0209).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { REPO_ROOT } from './servers';
import { HOST } from './site-config';

export const STAND_IN_STUDENT = {
  email: 'bench@drf.test',
  password: 'Bench-Seat-2026',
  first_name: 'Bench',
  last_name: 'Marlow',
};

export interface SeenRequest {
  method: string;
  path: string;
  status: number;
}

export interface DrfStandIn {
  url: string;
  /** Every request answered, in order (preflights left out). */
  requests: SeenRequest[];
  close(): Promise<void>;
}

type Json = object;

interface Answer {
  status: number;
  body?: Json;
  headers?: Record<string, string>;
}

interface Request {
  params: string[];
  body: Record<string, unknown>;
  userId: number | null;
}

type Handler = (request: Request) => Answer;

const SECRET = 'stand-in-signing-key';
const ACCESS_SECONDS = 300;
const REFRESH_SECONDS = 86_400;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function sign(payload: Record<string, unknown>): string {
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', SECRET).update(head).digest('base64url')}`;
}

/** The payload of a token this server signed and that has not expired, else null. */
function verify(token: string, type: 'access' | 'refresh'): Record<string, unknown> | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url');
  if (expected !== signature) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (claims.token_type !== type || typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now())
    return null;
  return claims;
}

function tokenPair(userId: number): { access: string; refresh: string } {
  const now = Math.floor(Date.now() / 1000);
  const claims = (type: string, lifetime: number) => ({
    token_type: type,
    exp: now + lifetime,
    iat: now,
    jti: randomUUID().replaceAll('-', ''),
    user_id: userId,
  });
  return {
    access: sign(claims('access', ACCESS_SECONDS)),
    refresh: sign(claims('refresh', REFRESH_SECONDS)),
  };
}

const detail = (status: number, text: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { detail: text, ...extra },
});
const ok = (body: Json, status = 200): Answer => ({ status, body });
const NOT_FOUND = detail(404, 'Not found.');

const DJANGO_NOT_FOUND =
  '<!doctype html>\n<html lang="en">\n<head>\n  <title>Not Found</title>\n</head>\n<body>\n  <h1>Not Found</h1><p>The requested resource was not found on this server.</p>\n</body>\n</html>\n';

function required(body: Record<string, unknown>, fields: string[]): Answer | null {
  const missing = fields.filter((field) => typeof body[field] !== 'string' || body[field] === '');
  if (missing.length === 0) return null;
  return ok(
    Object.fromEntries(
      missing.map((field) => [
        field,
        [body[field] === '' ? 'This field may not be blank.' : 'This field is required.'],
      ]),
    ),
    400,
  );
}

/** The demo content in the original contract's shapes. */
function content(mediaUrl: string) {
  const people = ['Prof. Helena Marsh', 'Dr. Amina Yusupova', 'Sir Edward Lang', 'Prof. Daniyar Sapar'].map(
    (full_name, index) => ({
      id: index + 1,
      full_name,
      position: index === 0 ? 'President' : 'Academic Council',
      photo: `${mediaUrl}/people/${index + 1}.svg`,
      description: 'https://www.example.org/',
      location: 'Almaty',
      status: 'INSTRUCTOR',
    }),
  );
  const lecture = (id: number, title: string, withVideo: boolean, open: boolean) => ({
    id,
    title,
    video: open && withVideo ? `${mediaUrl}/lecture.mp4` : '',
    duration: 42.5,
    material: open && !withVideo ? `${mediaUrl}/reading-material.pdf` : '',
    material_name: withVideo ? '' : 'Reading: the New York Convention.pdf',
    teacher_name: 'Prof. Helena Marsh',
    questions: [] as Question[],
  });
  const topics = [
    {
      is_open: true,
      topic: {
        id: 1,
        title: 'Foundations of international arbitration',
        lectures: [
          lecture(1, 'What arbitration is and why parties choose it', true, true),
          lecture(2, 'The New York Convention', false, true),
        ],
      },
    },
    {
      is_open: false,
      topic: {
        id: 2,
        title: 'The arbitration agreement',
        lectures: [lecture(3, 'Separability', true, false)],
      },
    },
  ];
  const first = topics[0]?.topic.lectures[0];
  first?.questions.push({
    id: 1,
    title: 'Can the parties choose the seat after the dispute arises?',
    content: 'Can the parties choose the seat after the dispute arises?',
    created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    user: { first_name: 'Dana', photo: null },
    answers: [
      {
        id: 1,
        title: 'Yes, by a later agreement.',
        content: 'Yes, by a later agreement.',
        created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        user: { first_name: 'Helena', photo: null },
      },
    ],
  });
  return {
    course: {
      id: 1,
      course_description: 'An English-language course on international arbitration.',
      introductory_video: `${mediaUrl}/lecture.mp4`,
      tenge_price: '220000.00',
      new_price: '450.00',
      old_price: '600.00',
      discount_percentage: 25,
    },
    topics,
    seminars: [
      {
        id: 1,
        title: 'Drafting an arbitration clause',
        date: '2026-10-05',
        time: '15:00:00',
        teacher: { teacher_name: 'Dr. Amina Yusupova' },
        link: 'https://meet.example.org/clause',
      },
    ],
    people,
  };
}

interface Author {
  first_name: string;
  photo: string | null;
}
interface Answered {
  id: number;
  title: string;
  content: string;
  created_at: string;
  user: Author;
}
interface Question extends Answered {
  answers: Answered[];
}

const titleOf = (text: string) => (text.length <= 80 ? text : `${text.slice(0, 79)}…`);

const MEDIA_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};

function personSvg(index: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" fill="hsl(${index * 70} 45% 42%)"/></svg>`;
}

/** Starts the stand-in on loopback; `allowedOrigins` get CORS answers, as django-cors-headers gives them. */
export async function startDrfStandIn(port: number, allowedOrigins: string[]): Promise<DrfStandIn> {
  const origin = `http://${HOST}:${port}`;
  const mediaUrl = `${origin}/media`;
  const data = content(mediaUrl);
  const student = { id: 1, ...STAND_IN_STUDENT, photo: null as string | null };
  const usedRefresh = new Set<string>();
  let nextQuestion = 2;
  let nextAnswer = 2;
  const requests: SeenRequest[] = [];

  const lectures = () => data.topics.flatMap((entry) => entry.topic.lectures);
  const author = (): Author => ({ first_name: student.first_name, photo: student.photo });
  const signedIn =
    (handler: Handler): Handler =>
    (request) =>
      request.userId === null
        ? {
            ...detail(401, 'Authentication credentials were not provided.'),
            headers: { 'WWW-Authenticate': 'Bearer realm="api"' },
          }
        : handler(request);

  /** path pattern → method → handler; `{id}` matches digits. */
  const routes: [string, Record<string, Handler>][] = [
    [
      '/student/auth/token/',
      {
        POST: ({ body }) => {
          const invalid = required(body, ['email', 'password']);
          if (invalid) return invalid;
          if (body.email !== student.email || body.password !== STAND_IN_STUDENT.password)
            return detail(401, 'No active account found with the given credentials');
          return ok(tokenPair(student.id));
        },
      },
    ],
    [
      '/student/auth/token/refresh/',
      {
        POST: ({ body }) => {
          const invalid = required(body, ['refresh']);
          if (invalid) return invalid;
          const refresh = String(body.refresh);
          const claims = verify(refresh, 'refresh');
          if (!claims || usedRefresh.has(refresh))
            return detail(401, 'Token is invalid or expired', { code: 'token_not_valid' });
          usedRefresh.add(refresh);
          return ok(tokenPair(Number(claims.user_id)));
        },
      },
    ],
    ['/student/student/detail/', { GET: signedIn(() => ok(student)) }],
    [
      '/student/student/update/',
      {
        PATCH: signedIn(({ body }) => {
          for (const field of ['first_name', 'last_name'] as const)
            if (typeof body[field] === 'string') student[field] = body[field];
          return ok(student);
        }),
      },
    ],
    ['/courses/course/', { GET: () => ok([data.course]) }],
    ['/courses/student/courses/', { GET: signedIn(() => ok([data.course])) }],
    [
      '/courses/student/{id}/topics/',
      { GET: signedIn(({ params }) => (params[0] === '1' ? ok(data.topics) : NOT_FOUND)) },
    ],
    [
      '/courses/topic/',
      {
        GET: () =>
          ok(
            data.topics.map((entry) => ({
              id: entry.topic.id,
              title: entry.topic.title,
              lectures: entry.topic.lectures.map(({ id, title, duration, teacher_name }) => ({
                id,
                title,
                duration,
                teacher_name,
              })),
            })),
          ),
      },
    ],
    [
      '/courses/questions/',
      {
        POST: signedIn(({ body }) => {
          const lecture = lectures().find((candidate) => candidate.id === body.lecture);
          if (typeof body.content !== 'string' || body.content.trim() === '')
            return ok({ content: ['This field may not be blank.'] }, 400);
          if (!lecture)
            return ok({ lecture: [`Invalid pk "${String(body.lecture)}" - object does not exist.`] }, 400);
          const question: Question = {
            id: nextQuestion++,
            title: titleOf(body.content),
            content: body.content,
            created_at: new Date().toISOString(),
            user: author(),
            answers: [],
          };
          lecture.questions.push(question);
          const { answers: _answers, ...created } = question;
          return ok(created, 201);
        }),
      },
    ],
    [
      '/courses/answers/',
      {
        POST: signedIn(({ body }) => {
          const question = lectures()
            .flatMap((lecture) => lecture.questions)
            .find((candidate) => candidate.id === body.question);
          if (typeof body.content !== 'string' || body.content.trim() === '')
            return ok({ content: ['This field may not be blank.'] }, 400);
          if (!question)
            return ok({ question: [`Invalid pk "${String(body.question)}" - object does not exist.`] }, 400);
          const answer: Answered = {
            id: nextAnswer++,
            title: titleOf(body.content),
            content: body.content,
            created_at: new Date().toISOString(),
            user: author(),
          };
          question.answers.unshift(answer);
          return ok(answer, 201);
        }),
      },
    ],
    ['/courses/seminars/', { GET: () => ok(data.seminars) }],
    [
      '/courses/seminars/{id}/',
      {
        GET: ({ params }) => {
          const seminar = data.seminars.find((candidate) => String(candidate.id) === params[0]);
          return seminar ? ok(seminar) : NOT_FOUND;
        },
      },
    ],
    ['/courses/organisational-structure/', { GET: () => ok(data.people) }],
  ];

  const compiled = routes.map(([pattern, methods]) => ({
    pattern: new RegExp(`^${pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{id\}/g, '(\\d+)')}$`),
    methods,
  }));

  function cors(request: http.IncomingMessage, response: http.ServerResponse) {
    const from = request.headers.origin;
    if (!from || !allowedOrigins.includes(from)) return;
    response.setHeader('Access-Control-Allow-Origin', from);
    response.setHeader('Vary', 'Origin');
  }

  function send(response: http.ServerResponse, answer: Answer) {
    const body = answer.body === undefined ? '' : JSON.stringify(answer.body);
    response.writeHead(answer.status, {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...answer.headers,
    });
    response.end(body);
  }

  function media(pathname: string, response: http.ServerResponse): boolean {
    const person = /^\/media\/people\/(\d)\.svg$/.exec(pathname);
    if (person) {
      response.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      response.end(personSvg(Number(person[1])));
      return true;
    }
    const file = /^\/media\/(lecture\.mp4|reading-material\.pdf)$/.exec(pathname)?.[1];
    if (!file) return false;
    response.writeHead(200, {
      'Content-Type': MEDIA_TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(path.join(REPO_ROOT, 'api', 'assets', file)));
    return true;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      cors(request, response);
      const method = request.method ?? 'GET';
      const { pathname } = new URL(request.url ?? '/', origin);
      if (method === 'OPTIONS') {
        response.writeHead(200, {
          'Access-Control-Allow-Methods': 'DELETE, GET, OPTIONS, PATCH, POST, PUT',
          'Access-Control-Allow-Headers': 'accept, accept-language, authorization, content-type',
          'Access-Control-Max-Age': '86400',
        });
        response.end();
        return;
      }
      const answer = (status: number, write: () => void) => {
        requests.push({ method, path: pathname, status });
        write();
      };
      // Django serves the media files too (MEDIA_URL), like its development server does.
      if (method === 'GET' && media(pathname, response)) {
        requests.push({ method, path: pathname, status: 200 });
        return;
      }
      const route = compiled
        .map(({ pattern, methods }) => ({ match: pattern.exec(pathname), methods }))
        .find(({ match }) => match !== null);
      if (!route?.match) {
        answer(404, () => {
          response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
          response.end(DJANGO_NOT_FOUND);
        });
        return;
      }
      const handler = route.methods[method];
      if (!handler) {
        const allow = [...Object.keys(route.methods), 'OPTIONS'].join(', ');
        answer(405, () =>
          send(response, { ...detail(405, `Method "${method}" not allowed.`), headers: { Allow: allow } }),
        );
        return;
      }
      let body: Record<string, unknown> = {};
      const text = Buffer.concat(chunks).toString('utf8');
      if (text !== '') {
        try {
          const parsed: unknown = JSON.parse(text);
          if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
            answer(400, () =>
              send(
                response,
                ok({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] }, 400),
              ),
            );
            return;
          }
          body = parsed as Record<string, unknown>;
        } catch (error) {
          answer(400, () => send(response, detail(400, `JSON parse error - ${(error as Error).message}`)));
          return;
        }
      }
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      let userId: number | null = null;
      if (bearer) {
        const claims = verify(bearer, 'access');
        if (!claims) {
          const refused = detail(401, 'Given token not valid for any token type', {
            code: 'token_not_valid',
            messages: [
              { token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' },
            ],
          });
          answer(401, () => send(response, refused));
          return;
        }
        userId = Number(claims.user_id);
      }
      const result = handler({ params: route.match.slice(1), body, userId });
      answer(result.status, () => send(response, result));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve());
  });
  return {
    url: origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

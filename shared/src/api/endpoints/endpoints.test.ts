/**
 * @jest-environment node
 */
import { useTokenStore } from '../../auth/token-store';
import { initTestI18n, setTestRuntimeConfig } from '../../testing';
import * as endpoints from '.';

interface Seen {
  method: string;
  url: string;
  body: unknown;
  auth: string | null;
}

let seen: Seen[] = [];

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  seen = [];
  setTestRuntimeConfig('http://127.0.0.1:8000');
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const type = request.headers.get('Content-Type') ?? '';
    let body: unknown = null;
    if (type.includes('json')) body = await request.json();
    else if (type.includes('multipart')) body = Object.fromEntries((await request.formData()).entries());
    seen.push({ method: request.method, url: request.url.replace('http://127.0.0.1:8000', ''), body, auth: request.headers.get('Authorization') });
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => jest.restoreAllMocks());

const cases: Array<[string, () => Promise<unknown>, string, string, unknown, boolean]> = [
  ['postRegister', () => endpoints.postRegister({ email: 'a@b.c', password1: 'p', password2: 'p' }), 'POST', '/student/auth/register/', { email: 'a@b.c', password1: 'p', password2: 'p' }, false],
  ['postVerifyEmail', () => endpoints.postVerifyEmail({ email: 'a@b.c', code: '1234' }), 'POST', '/student/auth/verify-email/', { email: 'a@b.c', code: '1234' }, false],
  ['postResendCode', () => endpoints.postResendCode({ email: 'a@b.c' }), 'POST', '/student/auth/resend-code/', { email: 'a@b.c' }, false],
  ['postLogin', () => endpoints.postLogin({ email: 'a@b.c', password: 'p' }), 'POST', '/student/auth/token/', { email: 'a@b.c', password: 'p' }, false],
  ['postTokenRefresh', () => endpoints.postTokenRefresh({ refresh: 'r' }), 'POST', '/student/auth/token/refresh/', { refresh: 'r' }, false],
  ['postPasswordReset', () => endpoints.postPasswordReset({ email: 'a@b.c' }), 'POST', '/student/auth/password-reset/', { email: 'a@b.c' }, false],
  ['postPasswordResetVerify', () => endpoints.postPasswordResetVerify({ email: 'a@b.c', code: '1234' }), 'POST', '/student/auth/password-reset/verify/', { email: 'a@b.c', code: '1234' }, false],
  ['postPasswordResetConfirm', () => endpoints.postPasswordResetConfirm({ reset_token: 't', new_password1: 'n', new_password2: 'n' }), 'POST', '/student/auth/password-reset/confirm/', { reset_token: 't', new_password1: 'n', new_password2: 'n' }, false],
  ['getProfile', () => endpoints.getProfile(), 'GET', '/student/student/detail/', null, true],
  ['patchProfile', () => endpoints.patchProfile({ first_name: 'Ada', last_name: 'L' }), 'PATCH', '/student/student/update/', { first_name: 'Ada', last_name: 'L' }, true],
  ['patchPassword', () => endpoints.patchPassword({ email: 'a@b.c', new_password: 'n' }), 'PATCH', '/student/reset-password/', { email: 'a@b.c', new_password: 'n' }, true],
  ['deleteAccount', () => endpoints.deleteAccount(), 'DELETE', '/student/student/delete/', null, true],
  ['getCourses', () => endpoints.getCourses(), 'GET', '/courses/course/', null, true],
  ['getTeacherCourses', () => endpoints.getTeacherCourses(), 'GET', '/courses/teacher_courses/', null, true],
  ['getTeacherCourse', () => endpoints.getTeacherCourse(7), 'GET', '/courses/teacher_courses/7', null, true],
  ['getTeacherVideo', () => endpoints.getTeacherVideo(7), 'GET', '/courses/teacher_videos/7/', null, true],
  ['getTopics', () => endpoints.getTopics(), 'GET', '/courses/topic/', null, true],
  ['getTeacherTopic', () => endpoints.getTeacherTopic(3), 'GET', '/courses/teacher_topics/3', null, true],
  ['getOrganisationalStructure', () => endpoints.getOrganisationalStructure(), 'GET', '/courses/organisational-structure/', null, true],
  ['getSeminars', () => endpoints.getSeminars(), 'GET', '/courses/seminars/', null, true],
  ['getSeminar', () => endpoints.getSeminar(2), 'GET', '/courses/seminars/2/', null, true],
  ['getBooks', () => endpoints.getBooks(), 'GET', '/courses/books/', null, true],
  ['getStudentCourses', () => endpoints.getStudentCourses(), 'GET', '/courses/student/courses/', null, true],
  ['getStudentTopics', () => endpoints.getStudentTopics(1), 'GET', '/courses/student/1/topics/', null, true],
  ['postQuestion', () => endpoints.postQuestion({ lecture: 4, content: 'Why?' }), 'POST', '/courses/questions/', { lecture: 4, content: 'Why?' }, true],
  ['postAnswer', () => endpoints.postAnswer({ question: 5, content: 'Because.' }), 'POST', '/courses/answers/', { question: 5, content: 'Because.' }, true],
  ['postFeedback', () => endpoints.postFeedback({ name: 'A', email: 'a@b.c', message: 'Hi' }), 'POST', '/courses/feedback/', { name: 'A', email: 'a@b.c', message: 'Hi' }, true],
  ['postPayment', () => endpoints.postPayment({ course: 1 }), 'POST', '/courses/create-payment/', { course: 1 }, true],
  ['postTranslate', () => endpoints.postTranslate({ text: 'Hello', target: 'ru' }), 'POST', '/courses/translate/', { text: 'Hello', target: 'ru' }, true],
];

describe.each(cases)('%s', (_name, call, method, path, body, withToken) => {
  it(`sends ${method} ${path}`, async () => {
    await call();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({ method, url: path, body, auth: withToken ? 'Bearer access-1' : null });
  });
});

it('uploads the photo as multipart in the field photo', async () => {
  await endpoints.patchPhoto(new Blob(['png-bytes'], { type: 'image/png' }));
  expect(seen[0]?.method).toBe('PATCH');
  expect(seen[0]?.url).toBe('/student/student/update_photo/');
  expect(Object.keys(seen[0]?.body as object)).toEqual(['photo']);
});

it('covers every endpoint the package exports', () => {
  expect(Object.keys(endpoints).sort()).toEqual([...cases.map(([name]) => name), 'patchPhoto'].sort());
});

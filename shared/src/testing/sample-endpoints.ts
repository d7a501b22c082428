import { endpoint } from '../api/endpoint';

/** Definitions of the kinds a table holds, for the tests of `endpoint()` and `api.call` (decision 0210). */
export const mark = endpoint<{ response: { important: boolean } }>()({
  method: 'put',
  path: '/courses/questions/:questionId/important/',
  fallback: 'questionMark',
  addition: { name: 'questions', probe: false },
});
export const list = endpoint<{
  response: string[];
  query: { lecture: string; search?: string; page?: string };
}>()({
  method: 'get',
  path: '/courses/questions/',
  fallback: 'questionsFetch',
  addition: { name: 'questions', probe: true },
});
export const signIn = endpoint<{ response: { access: string }; json: { email: string } }>()({
  method: 'post',
  path: '/student/auth/token/',
  fallback: 'authorization',
  anonymous: true,
});
export const pdf = endpoint<{ response: Blob }>()({
  method: 'get',
  path: '/courses/student/:courseId/certificate/pdf/',
  fallback: 'certificate',
  download: true,
});

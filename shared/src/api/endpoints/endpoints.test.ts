/**
 * @jest-environment node
 */
import { describeEndpoints, initTestI18n } from '../../testing';
import type { EndpointCase } from '../../testing/requests';
import * as endpoints from '.';

beforeAll(async () => {
  await initTestI18n('en');
});

const cases: EndpointCase[] = [
  [
    'postLogin',
    () => endpoints.postLogin({ email: 'a@b.c', password: 'p' }),
    'POST',
    '/student/auth/token/',
    { email: 'a@b.c', password: 'p' },
    false,
  ],
  [
    'postTokenRefresh',
    () => endpoints.postTokenRefresh({ refresh: 'r' }),
    'POST',
    '/student/auth/token/refresh/',
    { refresh: 'r' },
    false,
  ],
  ['getProfile', () => endpoints.getProfile(), 'GET', '/student/student/detail/', null, true],
  ['getCourses', () => endpoints.getCourses(), 'GET', '/courses/course/', null, true],
  ['getSeminars', () => endpoints.getSeminars(), 'GET', '/courses/seminars/', null, true],
  ['getBooks', () => endpoints.getBooks(), 'GET', '/courses/books/', null, true],
  [
    'postTranslate',
    () => endpoints.postTranslate({ texts: ['Topic 1', 'Topic 2'], target: 'ru' }),
    'POST',
    '/courses/translate/',
    { texts: ['Topic 1', 'Topic 2'], target: 'ru' },
    true,
  ],
  [
    'getCertificatePdf',
    () => endpoints.getCertificatePdf(1),
    'GET',
    '/courses/student/1/certificate/pdf/',
    null,
    true,
  ],
];

describeEndpoints(cases);

it('covers every endpoint the kernel exports', () => {
  expect(Object.keys(endpoints).sort()).toEqual(cases.map(([name]) => name).sort());
});

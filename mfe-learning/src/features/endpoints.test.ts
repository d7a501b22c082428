/**
 * @jest-environment node
 */
import { describeEndpoints, initTestI18n } from '@academy/shared/testing';
import { postPayment } from './course-purchase/api/post-payment';
import { getSeminar } from './passing-course/api/get-seminar';
import { getStudentCourses } from './passing-course/api/get-student-courses';
import { getStudentTopics } from './passing-course/api/get-student-topics';
import { postAnswer } from './passing-course/api/post-answer';
import { postQuestion } from './passing-course/api/post-question';
import { postTranslate } from './passing-course/api/post-translate';

beforeAll(async () => {
  await initTestI18n('en');
});

describeEndpoints([
  ['getSeminar', () => getSeminar(2), 'GET', '/courses/seminars/2/', null, true],
  ['getStudentCourses', () => getStudentCourses(), 'GET', '/courses/student/courses/', null, true],
  ['getStudentTopics', () => getStudentTopics(1), 'GET', '/courses/student/1/topics/', null, true],
  [
    'postQuestion',
    () => postQuestion({ lecture: 4, content: 'Why?' }),
    'POST',
    '/courses/questions/',
    { lecture: 4, content: 'Why?' },
    true,
  ],
  [
    'postAnswer',
    () => postAnswer({ question: 5, content: 'Because.' }),
    'POST',
    '/courses/answers/',
    { question: 5, content: 'Because.' },
    true,
  ],
  ['postPayment', () => postPayment({ course: 1 }), 'POST', '/courses/create-payment/', { course: 1 }, true],
  [
    'postTranslate',
    () => postTranslate({ text: 'Hello', target: 'ru' }),
    'POST',
    '/courses/translate/',
    { text: 'Hello', target: 'ru' },
    true,
  ],
]);

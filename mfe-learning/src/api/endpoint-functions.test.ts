/**
 * @jest-environment node
 */
import { describeEndpoints, initTestI18n, recordRequests } from '@academy/shared/testing';
import { getCourseProgress } from '../resources/progress/api/get-course-progress';
import { putLectureProgress } from '../resources/progress/api/put-lecture-progress';
import { getStudentCourses } from '../resources/course/api/get-student-courses';
import { getStudentTopics } from '../resources/curriculum/api/get-student-topics';
import { getPayment } from '../features/course-purchase/api/get-payment';
import { postPayment } from '../features/course-purchase/api/post-payment';
import { deleteQuestionMark } from '../features/course-questions/api/delete-question-mark';
import { getQuestions } from '../features/course-questions/api/get-questions';
import { postAnswer } from '../features/course-questions/api/post-answer';
import { postQuestion } from '../features/course-questions/api/post-question';
import { putQuestionMark } from '../features/course-questions/api/put-question-mark';
import { getSeminar } from '../features/course-seminars/api/get-seminar';
import { getTests } from '../features/course-tests/api/get-tests';
import { getTest } from '../features/course-tests/api/get-test';
import { postAttempt } from '../features/course-tests/api/post-attempt';
import { getEssays } from '../features/course-essays/api/get-essays';
import { putTopicEssay } from '../features/course-essays/api/put-topic-essay';
import { postTopicEssaySubmit } from '../features/course-essays/api/post-topic-essay-submit';
import { putFinalEssay } from '../features/course-essays/api/put-final-essay';
import { postFinalEssaySubmit } from '../features/course-essays/api/post-final-essay-submit';
import { getCompletion } from '../resources/completion/api/get-completion';
import { postCertificate } from '../features/certification/api/post-certificate';

beforeAll(async () => {
  await initTestI18n('en');
});

describeEndpoints([
  ['getTests', () => getTests(1), 'GET', '/courses/student/1/tests/', null, true],
  ['getTest', () => getTest(3), 'GET', '/courses/tests/3/', null, true],
  [
    'postAttempt',
    () => postAttempt(3, { answers: [{ question: 7, choices: [21] }] }),
    'POST',
    '/courses/tests/3/attempts/',
    { answers: [{ question: 7, choices: [21] }] },
    true,
  ],
  ['getEssays', () => getEssays(1), 'GET', '/courses/student/1/essays/', null, true],
  [
    'putTopicEssay',
    () => putTopicEssay(1, 2, { text: 'Draft' }),
    'PUT',
    '/courses/student/1/essays/topics/2/',
    { text: 'Draft' },
    true,
  ],
  [
    'postTopicEssaySubmit',
    () => postTopicEssaySubmit(1, 2, { text: 'Done' }),
    'POST',
    '/courses/student/1/essays/topics/2/submit/',
    { text: 'Done' },
    true,
  ],
  [
    'putFinalEssay',
    () => putFinalEssay(1, { text: 'Draft' }),
    'PUT',
    '/courses/student/1/essays/final/',
    { text: 'Draft' },
    true,
  ],
  [
    'postFinalEssaySubmit',
    () => postFinalEssaySubmit(1, { text: 'Done' }),
    'POST',
    '/courses/student/1/essays/final/submit/',
    { text: 'Done' },
    true,
  ],
  ['getCompletion', () => getCompletion(1), 'GET', '/courses/student/1/completion/', null, true],
  ['postCertificate', () => postCertificate(1), 'POST', '/courses/student/1/certificate/', null, true],
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
  [
    'getQuestions',
    () => getQuestions({ lecture: 4, search: ' seat ', filter: 'answered', sort: 'oldest', page: 2 }),
    'GET',
    '/courses/questions/?lecture=4&filter=answered&sort=oldest&search=seat&page=2',
    null,
    true,
  ],
  [
    'getQuestions with the cursor of a next link',
    () =>
      getQuestions({ lecture: 4, search: '', filter: 'all', sort: 'newest', page: 3, cursor: 'eyJwIjozfQ' }),
    'GET',
    '/courses/questions/?lecture=4&filter=all&sort=newest&page=3&cursor=eyJwIjozfQ',
    null,
    true,
  ],
  [
    'getQuestions without search',
    () => getQuestions({ lecture: 4, search: '  ', filter: 'all', sort: 'newest' }),
    'GET',
    '/courses/questions/?lecture=4&filter=all&sort=newest',
    null,
    true,
  ],
  ['putQuestionMark', () => putQuestionMark(7), 'PUT', '/courses/questions/7/important/', null, true],
  [
    'deleteQuestionMark',
    () => deleteQuestionMark(7),
    'DELETE',
    '/courses/questions/7/important/',
    null,
    true,
  ],
  ['getCourseProgress', () => getCourseProgress(1), 'GET', '/courses/student/1/progress/', null, true],
  [
    'putLectureProgress',
    () => putLectureProgress(3, { position: 12.5, completed: false }),
    'PUT',
    '/courses/student/lectures/3/progress/',
    { position: 12.5, completed: false },
    true,
  ],
  [
    'putLectureProgress when leaving the page',
    () => putLectureProgress(3, { position: 40, completed: true }, { leaving: true }),
    'PUT',
    '/courses/student/lectures/3/progress/',
    { position: 40, completed: true },
    true,
  ],
  ['postPayment', () => postPayment({ course: 1 }), 'POST', '/courses/create-payment/', { course: 1 }, true],
  ['getPayment', () => getPayment('pay-1'), 'GET', '/courses/payments/pay-1/', null, true],
]);

describe('the progress save sent while the page is being left', () => {
  beforeEach(() => {
    recordRequests();
  });
  afterEach(() => jest.restoreAllMocks());

  it('is under way at once, and asks the browser to finish it after the page is gone', async () => {
    const saving = putLectureProgress(3, { position: 40, completed: true }, { leaving: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(jest.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', keepalive: true });
    await expect(saving).resolves.toBeNull();
  });

  it('goes the ordinary way, answered, while the student stays', async () => {
    await expect(putLectureProgress(3, { position: 12, completed: false })).resolves.toEqual({ ok: true });
    expect(jest.mocked(fetch).mock.calls[0]?.[1]?.keepalive).toBeUndefined();
  });
});

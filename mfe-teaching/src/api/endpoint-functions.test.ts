/**
 * @jest-environment node
 */
import { describeEndpoints, initTestI18n } from '@academy/shared/testing';
import { getCalendar } from '../resources/course-topics/api/get-calendar';
import { putOpening } from '../features/course-calendar/api/put-opening';
import { getEssay } from '../features/essay-evaluation/api/get-essay';
import { postEvaluation } from '../features/essay-evaluation/api/post-evaluation';
import { getEssays } from '../features/essay-queue/api/get-essays';
import { getStaffQuestions } from '../features/question-desk/api/get-staff-questions';
import { postStaffAnswer } from '../features/question-desk/api/post-staff-answer';
import { putImportant } from '../features/question-desk/api/put-important';
import { getSeminars } from '../features/seminar-desk/api/get-seminars';
import { getRoster } from '../features/student-roster/api/get-roster';
import { getStaffTest } from '../features/test-editor/api/get-staff-test';
import { putStaffTest } from '../features/test-editor/api/put-staff-test';
import { getRosterCsv } from '../features/student-roster/api/get-roster-csv';
import { postRevocation } from '../features/student-roster/api/post-revocation';
import { patchSeminar } from '../features/seminar-desk/api/patch-seminar';
import { postCancellation } from '../features/seminar-desk/api/post-cancellation';
import { postSeminar } from '../features/seminar-desk/api/post-seminar';
import { getLectures } from '../features/lecture-desk/api/get-lectures';
import { patchLecture } from '../features/lecture-desk/api/patch-lecture';

// putLectureFile's uploads (the kernel client's XMLHttpRequest transport): lecture-desk/api/put-lecture-file.test.ts.

const SEMINAR = {
  course: 1,
  title: 'Evidence',
  date: '2026-12-12',
  time: '18:30',
  teacher_name: 'E',
  link: 'https://m.example/r',
};

const TEST = {
  title: 'Agreements',
  questions: [
    {
      prompt: 'Q?',
      kind: 'single' as const,
      points: 1,
      choices: [
        { label: 'A', correct: true },
        { label: 'B', correct: false },
      ],
    },
  ],
};

beforeAll(async () => {
  await initTestI18n('en');
});

describeEndpoints([
  ['getEssays (the default queue)', () => getEssays({}), 'GET', '/teaching/essays/', null, true],
  [
    'getEssays (filtered, a later page)',
    () => getEssays({ status: 'returned', topic: 'final', page: 2 }),
    'GET',
    '/teaching/essays/?status=returned&topic=final&page=2',
    null,
    true,
  ],
  ['getEssay', () => getEssay(41), 'GET', '/teaching/essays/41/', null, true],
  [
    'postEvaluation',
    () => postEvaluation(41, { decision: 'return', feedback: 'Cite the award.', revision: 'r-2' }),
    'POST',
    '/teaching/essays/41/evaluation/',
    { decision: 'return', feedback: 'Cite the award.', revision: 'r-2' },
    true,
  ],
  ['getCalendar', () => getCalendar(), 'GET', '/teaching/calendar/', null, true],
  [
    'getStaffQuestions (all, first page)',
    () => getStaffQuestions({}),
    'GET',
    '/teaching/questions/',
    null,
    true,
  ],
  [
    'getStaffQuestions (unanswered, searched, a later page)',
    () => getStaffQuestions({ unanswered: true, search: ' void ', page: 3 }),
    'GET',
    '/teaching/questions/?unanswered=true&search=void&page=3',
    null,
    true,
  ],
  [
    'postStaffAnswer',
    () => postStaffAnswer(5, { content: 'Yes.' }),
    'POST',
    '/teaching/questions/5/answers/',
    { content: 'Yes.' },
    true,
  ],
  [
    'putImportant',
    () => putImportant(5, true),
    'PUT',
    '/teaching/questions/5/important/',
    { important: true },
    true,
  ],
  ['getSeminars', () => getSeminars(), 'GET', '/teaching/seminars/', null, true],
  ['getSeminars (page 2)', () => getSeminars(2), 'GET', '/teaching/seminars/?page=2', null, true],
  ['postSeminar', () => postSeminar(SEMINAR), 'POST', '/teaching/seminars/', SEMINAR, true],
  [
    'patchSeminar',
    () => patchSeminar(8, { title: 'Evidence' }),
    'PATCH',
    '/teaching/seminars/8/',
    { title: 'Evidence' },
    true,
  ],
  [
    'postCancellation',
    () => postCancellation(8, 'Moved.'),
    'POST',
    '/teaching/seminars/8/cancellation/',
    { reason: 'Moved.' },
    true,
  ],
  [
    'putOpening',
    () => putOpening(3, { opens_after_days: 21, opens_at: null }),
    'PUT',
    '/teaching/topics/3/opening/',
    { opens_after_days: 21, opens_at: null },
    true,
  ],
  [
    'getRoster (the defaults)',
    () => getRoster({ search: '', essays: 'any', certificate: 'any', sort: 'name', page: 1 }),
    'GET',
    '/teaching/students/',
    null,
    true,
  ],
  [
    'getRoster (filtered, sorted, page 3)',
    () =>
      getRoster({ search: ' ada ', essays: 'waiting', certificate: 'revoked', sort: '-progress', page: 3 }),
    'GET',
    '/teaching/students/?search=ada&essays=waiting&certificate=revoked&sort=-progress&page=3',
    null,
    true,
  ],
  [
    'getRosterCsv (every page of the filtered roster)',
    () => getRosterCsv({ certificate: 'valid', page: 3 }),
    'GET',
    '/teaching/students/export.csv?certificate=valid',
    null,
    true,
  ],
  [
    'postRevocation',
    () => postRevocation('AA 2026/42', 'Plagiarism.'),
    'POST',
    '/teaching/certificates/AA%202026%2F42/revocation/',
    { reason: 'Plagiarism.' },
    true,
  ],
  ['getStaffTest', () => getStaffTest(3), 'GET', '/teaching/topics/3/test/', null, true],
  ['putStaffTest', () => putStaffTest(3, TEST), 'PUT', '/teaching/topics/3/test/', TEST, true],
  ['getLectures', () => getLectures(), 'GET', '/teaching/lectures/', null, true],
  ['getLectures (page 2)', () => getLectures(2), 'GET', '/teaching/lectures/?page=2', null, true],
  [
    'patchLecture',
    () => patchLecture(12, { title: 'Consent', teacher_name: 'Dana' }),
    'PATCH',
    '/teaching/lectures/12/',
    { title: 'Consent', teacher_name: 'Dana' },
    true,
  ],
]);

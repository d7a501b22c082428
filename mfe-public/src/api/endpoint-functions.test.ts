/**
 * @jest-environment node
 */
import { describeEndpoints, initTestI18n } from '@academy/shared/testing';
import { getOrganisationalStructure } from '../resources/organisation/api/get-organisational-structure';
import { getTeacherCourse } from '../features/course-content/api/get-teacher-course';
import { getTeacherCourses } from '../features/course-content/api/get-teacher-courses';
import { getTeacherTopic } from '../features/course-content/api/get-teacher-topic';
import { getTeacherVideo } from '../features/course-content/api/get-teacher-video';
import { getTopics } from '../features/course-content/api/get-topics';
import { postFeedback } from '../features/contact-form/api/post-feedback';
import { getCertificate } from '../features/certificate-verification/api/get-certificate';

beforeAll(async () => {
  await initTestI18n('en');
});

describeEndpoints([
  [
    'getCertificate',
    () => getCertificate('AIA-2026-ABCD-EFGH'),
    'GET',
    '/courses/certificates/AIA-2026-ABCD-EFGH/',
    null,
    false,
  ],
  ['getTeacherCourses', () => getTeacherCourses(), 'GET', '/courses/teacher_courses/', null, true],
  ['getTeacherCourse', () => getTeacherCourse(7), 'GET', '/courses/teacher_courses/7', null, true],
  ['getTeacherVideo', () => getTeacherVideo(7), 'GET', '/courses/teacher_videos/7/', null, true],
  ['getTopics', () => getTopics(), 'GET', '/courses/topic/', null, true],
  ['getTeacherTopic', () => getTeacherTopic(3), 'GET', '/courses/teacher_topics/3', null, true],
  [
    'getOrganisationalStructure',
    () => getOrganisationalStructure(),
    'GET',
    '/courses/organisational-structure/',
    null,
    true,
  ],
  [
    'postFeedback',
    () => postFeedback({ name: 'A', email: 'a@b.c', message: 'Hi' }),
    'POST',
    '/courses/feedback/',
    { name: 'A', email: 'a@b.c', message: 'Hi' },
    true,
  ],
]);

import { endpoint } from '@academy/shared/endpoint';
import type {
  Course,
  CourseVideo,
  DetailResponse,
  FeedbackPayload,
  OrganisationPerson,
  PublicCertificate,
  PublicTopic,
} from '@academy/shared';

/**
 * Every endpoint mfe-public calls (docs/decisions/0210): the only module of this remote that declares
 * one; the features' and resources' api/ functions call them with `api.call`, and the API's contract
 * test reads them (with routes.json's `data`, which must be declared here or in the kernel's table).
 */
export const endpoints = {
  organisationalStructure: endpoint<{ response: OrganisationPerson[] }>()({
    method: 'get',
    path: '/courses/organisational-structure/',
    fallback: 'organisationFetch',
  }),
  topics: endpoint<{ response: PublicTopic[] }>()({
    method: 'get',
    path: '/courses/topic/',
    fallback: 'topicsFetch',
  }),
  teacherCourses: endpoint<{ response: Course[] }>()({
    method: 'get',
    path: '/courses/teacher_courses/',
    fallback: 'coursesFetch',
  }),
  teacherCourse: endpoint<{ response: Course }>()({
    method: 'get',
    path: '/courses/teacher_courses/:courseId',
    fallback: 'coursesFetch',
  }),
  teacherTopic: endpoint<{ response: PublicTopic }>()({
    method: 'get',
    path: '/courses/teacher_topics/:topicId',
    fallback: 'topicsFetch',
  }),
  teacherVideo: endpoint<{ response: CourseVideo }>()({
    method: 'get',
    path: '/courses/teacher_videos/:videoId/',
    fallback: 'coursesFetch',
  }),
  feedback: endpoint<{ response: DetailResponse; json: FeedbackPayload }>()({
    method: 'post',
    path: '/courses/feedback/',
    fallback: 'feedback',
  }),
  /** Anyone may check a certificate; 404 for an unknown number. */
  certificate: endpoint<{ response: PublicCertificate }>()({
    method: 'get',
    path: '/courses/certificates/:number/',
    fallback: 'certificateFetch',
    anonymous: true,
  }),
};

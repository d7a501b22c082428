import { createResource, type Course } from '@academy/shared';
import { getStudentCourses } from './api/get-student-courses';

/** The courses the student has bought (GET /courses/student/courses/). */
export const useStudentCourses = createResource({
  fetch: () => getStudentCourses(),
  fallback: 'coursesFetch',
  initialData: [] as Course[],
});
